import type { RuleInfo } from './types';

/** YAML or JSON that does not parse: reported by the engine itself, one finding per parser error. */
export const parseError: RuleInfo = {
  id: 'parse-error',
  defaultSeverity: 'error',
  section: '–',
  description: 'YAML or JSON that does not parse; nothing else is reported for such a file.',
};
