import type { send as sendNow } from './send';

/**
 * `send`, loaded on its first call: the editor imports the runner at activation, and evaluating undici there
 * would cost every user ~100 ms before they ever send a request. A `require` (not `import()`) so the lazy load
 * works the same in the esbuild bundle and under a CommonJS test loader.
 */
export const sendLazily: typeof sendNow = (request, options) =>
  (require('./send') as typeof import('./send')).send(request, options);
