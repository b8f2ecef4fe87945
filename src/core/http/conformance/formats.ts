/** Lenient checks for the string formats OpenAPI specs use most; unknown formats pass. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/;
const URI_REFERENCE = /^[^\s]*$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

/** Whether a string satisfies a format; `true` for formats this checker does not know. */
export function checkStringFormat(format: string, s: string): boolean {
  switch (format) {
    case 'date': {
      const m = DATE.exec(s);
      return !!m && validDay(+m[1], +m[2], +m[3]);
    }
    case 'date-time': {
      const m = DATE_TIME.exec(s);
      if (!m || !validDay(+m[1], +m[2], +m[3])) return false;
      if (+m[4] > 23 || +m[5] > 59 || +m[6] > 60) return false;
      return m[7] === undefined || (+m[7] <= 23 && +m[8] <= 59);
    }
    case 'uuid':
      return UUID.test(s);
    case 'email':
    case 'idn-email':
      return EMAIL.test(s);
    case 'uri':
    case 'iri':
      return URI.test(s);
    case 'uri-reference':
    case 'iri-reference':
      return URI_REFERENCE.test(s);
    case 'ipv4':
      return IPV4.test(s);
    default:
      return true;
  }
}
