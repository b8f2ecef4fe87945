/**
 * Whether a text tries to be an OpenAPI (or Swagger) document, decided before any parsing: the one test the CLI
 * and the editor share. A text that tries and does not parse (broken minified JSON, say) is linted, so its syntax
 * error is reported; anything else that does not parse is left alone. The linter decides for sure on parsed text
 * (`LintResult.isOpenApi`).
 */

/** A YAML key `openapi` or `swagger` at the start of a line (a top-level key), quoted or not. */
const YAML_TOP_KEY = /^["']?(?:openapi|swagger)["']?[ \t]*:/m;
/** A JSON key `"openapi"` or `"swagger"` anywhere (a minified document has a single line, so no position helps). */
const JSON_KEY = /"(?:openapi|swagger)"\s*:/;

/** True when the text may be an OpenAPI or Swagger document (see the module comment). */
export function looksLikeOpenApi(text: string): boolean {
  return YAML_TOP_KEY.test(text) || JSON_KEY.test(text);
}
