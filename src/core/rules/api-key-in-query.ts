import type { Report, Rule } from './types';
import { isQueryApiKey } from './bearer-scheme';

const ADVICE =
  'where it is written to server logs, proxy caches and browser history; send it in a header instead (`in: header`), or use `Authorization: Bearer <token>`.';

/**
 * An apiKey security scheme carried in the query string, where keys end up in logs, caches and browser history.
 * Carrying keys in the query is one API decision however many schemes do it (TfL's `app_key` and `app_id`): one
 * finding at the first such scheme, the others related (RULES.md "One finding per decision").
 */
export const apiKeyInQuery: Rule = {
  id: 'api-key-in-query',
  defaultSeverity: 'warning',
  section: '§5',
  description: 'An apiKey scheme carried in the query string (credentials end up in logs and caches).',
  check({ model, report }) {
    const places = model.securitySchemes.filter(isQueryApiKey).map((scheme) => ({
      scheme,
      pointer: `${scheme.pointer}/in`,
      at: { node: scheme.node, key: 'in', part: 'value' as const },
    }));
    if (places.length === 0) return;
    const [first, ...more] = places;
    const param = first.scheme.paramName ? ` "${first.scheme.paramName}"` : '';
    const one: Report = {
      message: `Security scheme "${first.scheme.name}" sends its API key${param} in the query string, ${ADVICE}`,
      pointer: first.pointer,
      at: first.at,
    };
    if (more.length === 0) return report(one);
    const names = places.map((p) => `"${p.scheme.name}"`).join(', ');
    report({
      ...one,
      message: `${places.length} security schemes (${names}) send API keys in the query string, ${ADVICE}`,
      related: more.map((p) => ({ pointer: p.pointer, at: p.at, message: `security scheme "${p.scheme.name}"` })),
    });
  },
};
