import type { Severity } from '../rules/types';

/** One kind of change the diff reports: its id (oasdiff's check id where the change is the same), severity and meaning. */
export interface ChangeInfo {
  readonly id: string;
  /** `error`: breaks existing clients; `warning`: may break some; `info`: breaks nobody. */
  readonly defaultSeverity: Severity;
  /** What the change is, in one sentence. */
  readonly description: string;
  /** The catalogue section the change belongs to (the doc page groups by it). */
  readonly group: ChangeGroup;
}

/** The sections of the change catalogue, in the order the doc page shows them. */
export type ChangeGroup =
  'paths' | 'parameters' | 'bodies' | 'schemas' | 'responses' | 'webhooks' | 'security' | 'versions';

type Row = [id: string, severity: Severity, description: string];

const E: Severity = 'error';
const W: Severity = 'warning';
const I: Severity = 'info';

const PATHS: Row[] = [
  [
    'api-path-removed-without-deprecation',
    E,
    'A path (every operation on it) was removed without being deprecated first.',
  ],
  ['api-path-removed-with-deprecation', I, 'A path was removed after being deprecated, with no sunset still ahead.'],
  ['api-path-removed-before-sunset', E, 'A deprecated path was removed before its `x-sunset` date.'],
  ['api-path-renamed', E, 'A path was renamed: the same operations (by `operationId`) answer on a new path only.'],
  [
    'api-removed-without-deprecation',
    E,
    'An operation (a method of a path that stays) was removed without being deprecated first.',
  ],
  ['api-removed-with-deprecation', I, 'An operation was removed after being deprecated, with no sunset still ahead.'],
  ['api-removed-before-sunset', E, 'A deprecated operation was removed before its `x-sunset` date.'],
  ['endpoint-added', I, 'An operation was added.'],
  ['endpoint-deprecated', I, 'An operation was marked `deprecated`.'],
  ['endpoint-reactivated', I, 'An operation is no longer `deprecated`.'],
  ['api-sunset-date-changed-too-small', E, 'The `x-sunset` date of a deprecated operation was moved earlier.'],
];

const PARAMETERS: Row[] = [
  ['new-required-request-parameter', E, 'A required parameter was added: existing calls lack it.'],
  ['new-optional-request-parameter', I, 'An optional parameter was added.'],
  [
    'request-parameter-removed',
    W,
    'A parameter was removed: servers that reject unknown parameters fail the calls that send it.',
  ],
  ['request-parameter-removed-with-deprecation', I, 'A deprecated parameter was removed.'],
  ['request-parameter-became-required', E, 'An optional parameter became required.'],
  ['request-parameter-became-optional', I, 'A required parameter became optional.'],
  [
    'request-parameter-location-changed',
    E,
    'A parameter moved to another location (`in`): clients send it where it is no longer read.',
  ],
];

const BODIES: Row[] = [
  ['request-body-added-required', E, 'A required request body was added to an operation that had none.'],
  ['request-body-added-optional', I, 'An optional request body was added.'],
  ['request-body-removed', E, 'The request body was removed: clients still send one.'],
  ['request-body-became-required', E, 'The request body became required.'],
  ['request-body-became-optional', I, 'The request body became optional.'],
  ['request-body-media-type-added', I, 'The request body accepts a new media type.'],
  ['request-body-media-type-removed', E, 'The request body no longer accepts a media type clients send.'],
  ['new-required-request-property', E, 'A required property was added to a request body: existing requests lack it.'],
  ['new-optional-request-property', I, 'An optional property was added to a request body.'],
  [
    'request-property-removed',
    W,
    'A request property was removed: servers that reject unknown properties fail the requests that send it.',
  ],
  ['request-property-renamed', E, 'A request property was renamed (one removed, one of the same schema added).'],
  ['request-property-became-required', E, 'An optional request property became required.'],
  ['request-property-became-optional', I, 'A required request property became optional.'],
  [
    'request-property-became-read-only',
    W,
    'A request property became `readOnly`: what clients send is ignored or refused.',
  ],
  ['request-property-became-not-read-only', I, 'A request property is no longer `readOnly`.'],
  ['response-required-property-removed', E, 'A property every response had was removed: clients reading it break.'],
  [
    'response-optional-property-removed',
    W,
    'An optional response property was removed: clients that use it when present lose it.',
  ],
  ['response-property-renamed', E, 'A response property was renamed (one removed, one of the same schema added).'],
  ['response-required-property-added', I, 'A required property was added to a response.'],
  ['response-optional-property-added', I, 'An optional property was added to a response.'],
  ['response-property-became-optional', E, 'A response property that was always present became optional.'],
  ['response-property-became-required', I, 'An optional response property became required.'],
  ['response-property-became-write-only', E, 'A response property became `writeOnly`: responses no longer carry it.'],
  ['response-property-became-not-write-only', I, 'A response property is no longer `writeOnly`.'],
];

/** Schema changes: each has a request and a response form, at the body's top level, in a property, in a parameter or a header. */
const SCHEMA: [suffix: string, request: Severity, response: Severity, description: string][] = [
  ['type-changed', E, E, 'The type (or format) changed to one the old values do not fit.'],
  ['type-generalized', I, W, 'The type was widened (`integer` to `number`, a type added, a format dropped).'],
  ['type-specialized', E, I, 'The type was narrowed (`number` to `integer`, a type dropped, a format added).'],
  ['became-nullable', I, E, 'The value may now be `null`.'],
  ['became-not-nullable', E, I, 'The value may no longer be `null`.'],
  ['became-enum', E, I, 'The value is now restricted to an `enum`.'],
  [
    'enum-value-added',
    I,
    W,
    'An `enum` gained a value: clients that switch over the values may meet one they do not know.',
  ],
  ['enum-value-removed', E, I, 'An `enum` lost a value.'],
  ['max-length-decreased', E, I, '`maxLength` was lowered.'],
  ['max-length-increased', I, W, '`maxLength` was raised.'],
  ['max-length-set', W, I, '`maxLength` was added.'],
  ['max-length-unset', I, W, '`maxLength` was removed.'],
  ['min-length-increased', E, I, '`minLength` was raised.'],
  ['min-length-decreased', I, W, '`minLength` was lowered.'],
  ['min-length-set', W, I, '`minLength` was added.'],
  ['min-length-unset', I, W, '`minLength` was removed.'],
  ['max-decreased', E, I, '`maximum` (or `exclusiveMaximum`) was lowered.'],
  ['max-increased', I, W, '`maximum` (or `exclusiveMaximum`) was raised.'],
  ['max-set', W, I, '`maximum` was added.'],
  ['max-unset', I, W, '`maximum` was removed.'],
  ['min-increased', E, I, '`minimum` (or `exclusiveMinimum`) was raised.'],
  ['min-decreased', I, W, '`minimum` (or `exclusiveMinimum`) was lowered.'],
  ['min-set', W, I, '`minimum` was added.'],
  ['min-unset', I, W, '`minimum` was removed.'],
  ['max-items-decreased', E, I, '`maxItems` was lowered.'],
  ['max-items-increased', I, W, '`maxItems` was raised.'],
  ['max-items-set', W, I, '`maxItems` was added.'],
  ['max-items-unset', I, W, '`maxItems` was removed.'],
  ['min-items-increased', E, I, '`minItems` was raised.'],
  ['min-items-decreased', I, W, '`minItems` was lowered.'],
  ['min-items-set', W, I, '`minItems` was added.'],
  ['min-items-unset', I, W, '`minItems` was removed.'],
  ['pattern-added', E, I, 'A `pattern` was added.'],
  ['pattern-changed', W, W, 'The `pattern` changed.'],
  ['pattern-removed', I, W, 'The `pattern` was removed.'],
  ['additional-properties-restricted', E, I, '`additionalProperties` went from allowed to `false`.'],
  ['additional-properties-allowed', I, W, '`additionalProperties` went from `false` to allowed.'],
  ['one-of-added', I, E, 'A `oneOf` (or `anyOf`) alternative was added.'],
  ['one-of-removed', E, I, 'A `oneOf` (or `anyOf`) alternative was removed.'],
  ['default-value-changed', W, I, 'The `default` changed.'],
  ['not-added', E, I, 'A `not` was added: the values it excludes are no longer accepted.'],
  ['not-removed', I, W, 'The `not` was removed: values it excluded may now be sent.'],
  ['not-changed', W, W, 'The `not` changed (what it excludes is not compared value by value).'],
  ['conditional-added', E, I, 'An `if`/`then`/`else` was added: values must now meet its conditions.'],
  ['conditional-removed', I, W, 'The `if`/`then`/`else` was removed: values it constrained may now be sent.'],
  ['conditional-changed', W, W, 'The `if`/`then`/`else` changed (its conditions are not compared value by value).'],
];

/** Where a schema change sits: the request's or response's body, a property inside it, a parameter or a header. */
export const SCHEMA_PLACES = {
  request: ['body', 'property', 'parameter'],
  response: ['body', 'property', 'header'],
} as const;

const RESPONSES: Row[] = [
  ['response-success-status-removed', E, 'A success (2xx) status was removed: clients checking for it break.'],
  ['response-success-status-added', I, 'A success (2xx) status was added.'],
  ['response-non-success-status-removed', I, 'A non-success status was removed.'],
  [
    'response-non-success-status-added',
    I,
    'A non-success status was added: clients may meet an error they did not expect.',
  ],
  ['response-media-type-removed', E, 'A response media type was removed.'],
  ['response-media-type-added', I, 'A response media type was added.'],
  ['required-response-header-removed', E, 'A required response header was removed.'],
  ['optional-response-header-removed', W, 'An optional response header was removed.'],
  ['response-header-added', I, 'A response header was added.'],
  ['response-header-became-optional', E, 'A required response header became optional.'],
];

const WEBHOOKS: Row[] = [
  [
    'webhook-removed',
    E,
    'A webhook (an event and method) was removed without being deprecated: its subscribers no longer get it.',
  ],
  ['webhook-removed-with-deprecation', I, 'A deprecated webhook was removed.'],
  ['webhook-added', I, 'A webhook was added.'],
  ['webhook-payload-removed', E, "A webhook's payload (its request body) was removed: subscribers reading it break."],
  ['webhook-payload-added', I, 'A webhook that sent no payload now sends one.'],
];

const SECURITY: Row[] = [
  ['api-security-added', E, 'An operation that needed no authentication now requires it.'],
  ['api-security-alternative-added', I, 'An operation accepts a new way to authenticate.'],
  ['api-security-removed', E, 'A way to authenticate (a security requirement) was removed from an operation.'],
  ['api-security-dropped', I, 'An operation no longer requires authentication.'],
  ['api-security-scope-added', E, 'An operation requires a new OAuth scope: existing tokens may lack it.'],
  ['api-security-scope-removed', I, 'An operation requires fewer OAuth scopes.'],
  ['api-security-component-type-changed', E, 'A security scheme changed its type, location or parameter name.'],
  ['api-security-component-removed', I, 'A security scheme was removed from the components.'],
  ['api-security-component-added', I, 'A security scheme was added to the components.'],
  ['api-server-removed', W, 'A server URL was removed: clients configured with it break.'],
  ['api-server-added', I, 'A server URL was added.'],
];

const VERSIONS: Row[] = [
  [
    'api-version-added',
    I,
    'A new API version (`/v2`, a vendor media type, a `version` value) was added beside the old one.',
  ],
  ['api-version-removed', E, 'A whole API version was removed while not every operation of it was deprecated.'],
  [
    'api-version-removed-with-deprecation',
    I,
    'A whole API version was removed after every operation of it was deprecated.',
  ],
  [
    'api-major-version-not-bumped',
    E,
    'A breaking change was made without raising the major number of `info.version` (semver).',
  ],
];

function rows(group: ChangeGroup, list: readonly Row[]): ChangeInfo[] {
  return list.map(([id, defaultSeverity, description]) => ({ id, defaultSeverity, description, group }));
}

function schemaRows(): ChangeInfo[] {
  const out: ChangeInfo[] = [];
  for (const dir of ['request', 'response'] as const) {
    for (const place of SCHEMA_PLACES[dir]) {
      for (const [suffix, req, res, description] of SCHEMA) {
        out.push({
          id: `${dir}-${place}-${suffix}`,
          defaultSeverity: dir === 'request' ? req : res,
          description: `${description.slice(0, -1)} (${dir} ${place}).`,
          group: 'schemas',
        });
      }
    }
  }
  return out;
}

/** Every change the diff reports: the one list the doc page, the configuration check and the reports read. */
export const CHANGES: readonly ChangeInfo[] = [
  ...rows('paths', PATHS),
  ...rows('parameters', PARAMETERS),
  ...rows('bodies', BODIES),
  ...schemaRows(),
  ...rows('responses', RESPONSES),
  ...rows('webhooks', WEBHOOKS),
  ...rows('security', SECURITY),
  ...rows('versions', VERSIONS),
];

const byId = new Map(CHANGES.map((c) => [c.id, c]));

/** The catalogue entry of a change id; undefined for an id that is not in the catalogue. */
export function changeInfo(id: string): ChangeInfo | undefined {
  return byId.get(id);
}
