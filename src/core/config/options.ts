/** The shape one rule option may take in `.rest-conventions.yaml`. */
export type OptionSpec =
  | { type: 'string[]'; description: string }
  | { type: 'enum'; values: readonly string[]; default: string; description: string };

/** The options each configurable rule accepts, by rule id; a rule not listed here takes none. */
export const RULE_OPTIONS: Readonly<Record<string, Readonly<Record<string, OptionSpec>>>> = {
  'path-no-verbs': {
    verbs: { type: 'string[]', description: 'Extra action words to flag in path segments, besides the built-in list.' },
    allow: { type: 'string[]', description: 'Words never flagged, even when they are in the verb list.' },
  },
  'path-collection-plural': {
    exceptions: { type: 'string[]', description: 'Nouns never flagged as singular collection names.' },
  },
  versioning: {
    strategy: {
      type: 'enum',
      values: ['uri', 'header', 'parameter', 'any'],
      default: 'any',
      description: 'The versioning strategy to require: a /v{N} path prefix, a vendor media type, a version query parameter, or any one of them.',
    },
  },
};

/** The severities a rule can be set to in configuration. */
export const SEVERITY_SETTINGS = ['off', 'error', 'warning', 'info'] as const;

/** The file names the configuration may have, in the order they are looked for in each folder. */
export const CONFIG_FILE_NAMES = ['.rest-conventions.yaml', '.rest-conventions.yml', '.rest-conventions.json'] as const;
