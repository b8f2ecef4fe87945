import type { send as sendNow } from './send';

/**
 * `send`, loaded on its first call: the editor imports the runner at activation, and evaluating undici there
 * would cost every user ~100 ms before they ever send a request.
 */
export const sendLazily: typeof sendNow = async (request, options) => (await import('./send')).send(request, options);
