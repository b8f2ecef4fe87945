import type { Rule } from './types';
import { isQueryApiKey } from './bearer-scheme';

/** An apiKey security scheme carried in the query string, where keys end up in logs, caches and browser history. */
export const apiKeyInQuery: Rule = {
  id: 'api-key-in-query',
  defaultSeverity: 'warning',
  section: '§5',
  description: 'An apiKey scheme carried in the query string (credentials end up in logs and caches).',
  check({ model, report }) {
    for (const scheme of model.securitySchemes) {
      if (!isQueryApiKey(scheme)) continue;
      const param = scheme.paramName ? ` "${scheme.paramName}"` : '';
      report({
        message: `Security scheme "${scheme.name}" sends its API key${param} in the query string, where it is written to server logs, proxy caches and browser history; send it in a header instead (\`in: header\`), or use \`Authorization: Bearer <token>\`.`,
        pointer: `${scheme.pointer}/in`,
        at: { node: scheme.node, key: 'in', part: 'value' },
      });
    }
  },
};
