import type { Rule } from './types';
import { isSuccessStatus } from '../openapi/bodies';

/** Client-error statuses that, when none is documented explicitly or by `4XX`, leave `default` to stand for all of them. */
const CLIENT_ERRORS = ['400', '401', '403', '404'];

/**
 * Once per API: operations document client errors only through `default` (no explicit or `4XX` 400, 401, 403
 * or 404 anywhere), so a client cannot tell a bad request from missing credentials from a missing resource.
 */
export const explicitErrorStatuses: Rule = {
  id: 'explicit-error-statuses',
  defaultSeverity: 'info',
  section: '§7',
  description:
    'The API documents client errors only through `default` responses: no 400, 401, 403, 404 or `4XX` anywhere.',
  check({ model, report }) {
    let viaDefault = 0;
    for (const op of model.operations) {
      let explicit = false;
      let hasDefault = false;
      let success = false;
      for (const r of op.responses) {
        if (r.status === 'default') hasDefault = true;
        else if (CLIENT_ERRORS.includes(r.status) || r.status.toLowerCase() === '4xx') explicit = true;
        else if (isSuccessStatus(r.status)) success = true;
      }
      if (explicit) return;
      // A `default` that is the only answer is the success response (Miataru), not error documentation.
      if (hasDefault && success) viaDefault++;
    }
    // Only when `default` is how the API documents errors (on at least half of its operations); where most
    // operations document no error at all, the per-status rules already say so.
    if (viaDefault === 0 || viaDefault * 2 < model.operations.length) return;
    const paths = model.doc.root as Record<string, unknown>;
    report({
      message: `Client errors are documented only through \`default\` (on ${viaDefault} of ${model.operations.length} operations): no 400, 401, 403, 404 or \`4XX\` anywhere, so clients cannot tell a bad request from missing credentials from a missing resource. Document the client errors each operation can return.`,
      pointer: '/paths',
      at: { node: paths, key: 'paths', part: 'key' },
    });
  },
};
