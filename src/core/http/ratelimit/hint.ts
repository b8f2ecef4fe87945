import type { Operation } from '../../openapi/model';
import { declaredEncoding } from './reset';
import type { DeclaredReset, RateLimitHint } from './types';

/**
 * What an operation's responses declare about their rate-limit headers: for each header whose schema or description
 * says how its value is encoded (`format: date-time`, "Unix epoch seconds", "seconds until the window resets"),
 * the declared encoding. The response documented for `status` (when given) is read first.
 */
export function rateLimitHint(op: Operation, deref: (v: unknown) => unknown, status?: number): RateLimitHint {
  const resets: Record<string, DeclaredReset> = {};
  const code = status === undefined ? undefined : String(status);
  const ordered = [...op.responses].sort((a, b) => Number(b.status === code) - Number(a.status === code));
  for (const response of ordered) {
    for (const header of response.headers) {
      const name = header.name.toLowerCase();
      if (name in resets || !/reset|retry-after|^ratelimit$/.test(name)) continue;
      const schema = header.schema ? (deref(header.schema) as Record<string, unknown> | undefined) : undefined;
      const description = typeof header.node.description === 'string' ? header.node.description : undefined;
      const declared = declaredEncoding(schema, description);
      if (declared) resets[name] = { encoding: declared.encoding, because: `${declared.because} for ${header.name}` };
    }
  }
  return { resets };
}
