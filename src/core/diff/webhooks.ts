import type { Operation, PathItem } from '../openapi/model';
import type { Target } from '../rules/types';
import { compareRequestBodies, compareResponses } from './bodies';
import { codeSpan } from './code-span';
import { changeReporter, type DiffContext } from './context';

/** How messages name a webhook's operation: `webhook \`newPet\``, with its method when it is not POST. */
function webhookLabel(op: Operation): string {
  return `webhook ${codeSpan(op.path.path)}${op.method === 'post' ? '' : ` (${op.method.toUpperCase()})`}`;
}

function webhookTarget(op: Operation): Target {
  return { node: op.path.pathsNode, key: op.path.path, part: 'key' };
}

/**
 * Compares the webhooks (3.1+) of the two models, by name and method: one removed (not deprecated) breaks its
 * subscribers, one added breaks nobody; for each one both have, its payload (the request body the API sends) is
 * compared as a response is and the subscribers' responses as requests are. Changes are reported under the webhook.
 */
export function compareWebhooks(ctx: DiffContext): void {
  const byName = new Map<string, PathItem>(ctx.rev.webhooks.map((w) => [w.path, w]));
  const baseNames = new Set(ctx.base.webhooks.map((w) => w.path));
  for (const bw of ctx.base.webhooks) {
    const rw = byName.get(bw.path);
    for (const b of bw.operations) {
      const r = rw?.operations.find((o) => o.method === b.method);
      if (!r) {
        const deprecated = b.node.deprecated === true || bw.node.deprecated === true;
        ctx.changes.push({
          id: deprecated ? 'webhook-removed-with-deprecation' : 'webhook-removed',
          message: `${webhookLabel(b)} was removed${deprecated ? ' after being deprecated' : '; its subscribers no longer get its events'}`,
          main: { side: 'base', pointer: b.pointer, at: webhookTarget(b) },
        });
        continue;
      }
      const operation = webhookLabel(r);
      const pair = {
        b,
        r,
        operation,
        version: undefined,
        here: changeReporter(ctx, operation, undefined),
        webhook: true,
      };
      compareRequestBodies(ctx, pair);
      compareResponses(ctx, pair);
    }
  }
  for (const rw of ctx.rev.webhooks)
    for (const r of rw.operations) {
      const bw = baseNames.has(rw.path) ? ctx.base.webhooks.find((w) => w.path === rw.path) : undefined;
      if (bw?.operations.some((o) => o.method === r.method)) continue;
      ctx.changes.push({
        id: 'webhook-added',
        message: `${webhookLabel(r)} was added`,
        main: { side: 'revision', pointer: r.pointer, at: webhookTarget(r) },
      });
    }
}
