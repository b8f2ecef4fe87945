import { inflateRawSync } from 'node:zlib';
import equal from 'ajv/dist/runtime/equal';
import { PACKED, SHALLOW } from './oas-validators.generated';
import type { OpenApiVersion } from './model';

/** One error of Ajv's standalone validators, compiled with `verbose` (the fields this project reads). */
export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** The keyword's value in the schema (a `oneOf`'s alternatives, a `not`'s schema). */
  schema?: unknown;
  /**
   * The schema the keyword sits in. The generator marks each definition with `x-oas-name` and each schema that admits
   * no other keys with `x-oas-allowed` (the keys and key patterns it admits).
   */
  parentSchema?: Record<string, unknown>;
}

/** A compiled validator: true when the document matches; otherwise `errors` lists every problem Ajv found. */
export interface OasValidator {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

/** A shallow validator (see structure.ts): `takeSchemaSlots` returns, and forgets, the values it handed over. */
export interface ShallowValidator extends OasValidator {
  takeSchemaSlots(): unknown[];
}

const loaded = new Map<OpenApiVersion, OasValidator>();
const loadedShallow = new Map<OpenApiVersion, ShallowValidator>();

/**
 * The validator of a version's official schema (as adjusted by scripts/build-oas-schemas.mjs). Its code is inflated
 * and evaluated on the first call for that version; the only module it asks for is Ajv's `equal`.
 */
export function oasValidator(version: OpenApiVersion): OasValidator {
  let validate = loaded.get(version);
  if (!validate) {
    validate = load(PACKED[version]);
    loaded.set(version, validate);
  }
  return validate;
}

/**
 * The version's shallow validator, where the Schema Objects are handed over instead of checked, when there is one
 * (3.0: scripts/build-oas-schemas.mjs, SHALLOW_VERSIONS).
 */
export function shallowValidator(version: OpenApiVersion): ShallowValidator | undefined {
  let validate = loadedShallow.get(version);
  const packed = SHALLOW[version];
  if (!validate && packed !== undefined) {
    validate = load(packed) as ShallowValidator;
    loadedShallow.set(version, validate);
  }
  return validate;
}

function load(packed: string): OasValidator {
  // Node's zlib: about 1 ms, where fflate's JavaScript inflate took 11-37 ms of CPU in a fresh process (GitHub's
  // spec, 3.0's 0.22 MB of code; `inflateRawSync` against fflate's `inflateSync`, same output).
  const code = inflateRawSync(Buffer.from(packed, 'base64')).toString('utf8');
  const module: { exports: { default?: OasValidator } & OasValidator } = { exports: {} as never };
  const require = (id: string) => {
    if (id === 'ajv/dist/runtime/equal') return { default: equal };
    throw new Error(`the OpenAPI validator asked for an unknown module: ${id}`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.default ?? module.exports;
}
