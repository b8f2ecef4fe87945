import type { Rule } from './types';
import { appendPointer } from '../document/pointer';
import { isObj } from '../../shared/object';
import { ReportedPlaces, responsePointer } from '../openapi/bodies';

/** A 204 response that declares content. */
export const noContentBody: Rule = {
  id: 'no-content-body',
  defaultSeverity: 'error',
  section: '§4',
  description: 'A 204 No Content response declares a body.',
  check({ model, report }) {
    const places = new ReportedPlaces();
    const key = model.version === '2.0' ? 'schema' : 'content';
    for (const op of model.operations) {
      for (const r of op.responses) {
        if (r.status !== '204') continue;
        const declared =
          model.version === '2.0'
            ? r.node.schema !== undefined
            : isObj(r.node.content) && Object.keys(r.node.content).length > 0;
        if (!declared || !places.first(r.node, key)) continue;
        report({
          message: `The 204 response of ${op.method.toUpperCase()} ${op.path.path} declares a body, but 204 No Content has none (§4): remove \`${key}\`, or answer 200 with the body.`,
          pointer: appendPointer(responsePointer(model, op, r), key),
          at: { node: r.node, key, part: 'key' },
        });
      }
    }
  },
};
