/** What the common HTTP statuses mean, in a sentence (RFC 9110 and friends). */
const MEANINGS: Record<number, string> = {
  200: 'OK: the request succeeded and the body holds the result.',
  201: 'Created: a new resource was made; Location names it.',
  202: 'Accepted: the work was queued and will finish later.',
  203: 'Non-authoritative information: a proxy changed the answer.',
  204: 'No content: it worked and there is nothing to return.',
  205: 'Reset content: it worked; reset the form that sent it.',
  206: 'Partial content: the body is the requested range.',
  301: 'Moved permanently: the resource lives at Location from now on.',
  302: 'Found: the resource is at Location for now.',
  303: 'See other: fetch the result at Location with GET.',
  304: 'Not modified: the cached copy is still current.',
  307: 'Temporary redirect: repeat the same request at Location.',
  308: 'Permanent redirect: repeat the same request at Location from now on.',
  400: 'Bad request: the server could not read the request (a parameter or the body).',
  401: 'Unauthorized: credentials are missing or not valid.',
  402: 'Payment required.',
  403: 'Forbidden: the credentials are valid but may not do this.',
  404: 'Not found: nothing lives at this URL.',
  405: 'Method not allowed: Allow lists the methods this URL takes.',
  406: 'Not acceptable: the server cannot answer in a type Accept allows.',
  408: 'Request timeout: the server gave up waiting for the request.',
  409: 'Conflict: the request clashes with the resource’s current state.',
  410: 'Gone: the resource was removed for good.',
  411: 'Length required: send a Content-Length.',
  412: 'Precondition failed: an If-* header did not hold.',
  413: 'Content too large: the body is bigger than the server takes.',
  414: 'URI too long.',
  415: 'Unsupported media type: the server does not take this Content-Type.',
  416: 'Range not satisfiable.',
  422: 'Unprocessable content: the body was read but its values are not valid.',
  423: 'Locked.',
  425: 'Too early.',
  428: 'Precondition required: send If-Match or If-Unmodified-Since.',
  429: 'Too many requests: the rate limit was reached; wait for Retry-After.',
  431: 'Request header fields too large.',
  451: 'Unavailable for legal reasons.',
  500: 'Internal server error: the server failed.',
  501: 'Not implemented: the server does not support this.',
  502: 'Bad gateway: an upstream server answered badly.',
  503: 'Service unavailable: overloaded or down for maintenance; try again later.',
  504: 'Gateway timeout: an upstream server did not answer in time.',
};

const CLASSES: Record<number, string> = {
  1: 'Informational.',
  2: 'Success.',
  3: 'Redirection: the answer is elsewhere.',
  4: 'Client error: the request needs changing.',
  5: 'Server error: the server failed to answer a valid request.',
};

/** A sentence saying what a status means; its class for codes without an entry. */
export function statusMeaning(status: number): string {
  return MEANINGS[status] ?? CLASSES[Math.floor(status / 100)] ?? 'A status outside the HTTP ranges.';
}
