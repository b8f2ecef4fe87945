/**
 * Keywords that only annotate a Schema Object (JSON Schema's and OpenAPI's): they say nothing of which values it
 * accepts. Each reader of schemas leaves these out, with what else it has no use for (the diff's fingerprints
 * `discriminator`, the validator's bundle `deprecated`, the quick check both and more).
 */
export const SCHEMA_ANNOTATIONS: readonly string[] = [
  'description',
  'title',
  'example',
  'examples',
  'externalDocs',
  'xml',
  '$comment',
];
