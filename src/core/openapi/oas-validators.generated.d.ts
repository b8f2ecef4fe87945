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

/** The validator of each OpenAPI version's official schema (as adjusted by scripts/build-oas-schemas.mjs). */
export const validators: Record<'2.0' | '3.0' | '3.1' | '3.2', OasValidator>;
