/** The severities a rule can be set to in configuration. */
export const SEVERITY_SETTINGS = ['off', 'error', 'warning', 'info'] as const;

/** The file names the configuration may have, in the order they are looked for in each folder. */
export const CONFIG_FILE_NAMES = ['.rest-conventions.yaml', '.rest-conventions.yml', '.rest-conventions.json'] as const;
