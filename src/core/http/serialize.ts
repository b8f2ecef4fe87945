import type { OpenApiVersion, Parameter } from '../openapi/model';

/** A parameter value before serialization: a primitive, an array of primitives, or a flat object. */
export type ParamValue = string | number | boolean | null | ParamValue[] | { [key: string]: ParamValue };

/** The OpenAPI `style` values (plus `tabDelimited` for 2.0 `collectionFormat: tsv`). */
export type ParamStyle =
  | 'matrix'
  | 'label'
  | 'simple'
  | 'form'
  | 'spaceDelimited'
  | 'pipeDelimited'
  | 'tabDelimited'
  | 'deepObject'
  | 'cookie';

/** How one parameter is written: its style, `explode`, `allowReserved`, or a media type for `content` parameters. */
export interface StyleSpec {
  style: ParamStyle;
  explode: boolean;
  allowReserved: boolean;
  /** Set for 3.x parameters described with `content`: the value is written in that media type (JSON). */
  contentType?: string;
}

const STYLES = new Set<string>([
  'matrix',
  'label',
  'simple',
  'form',
  'spaceDelimited',
  'pipeDelimited',
  'deepObject',
  'cookie',
]);
const COLLECTION_FORMATS: Record<string, Pick<StyleSpec, 'style' | 'explode'>> = {
  csv: { style: 'form', explode: false },
  ssv: { style: 'spaceDelimited', explode: false },
  tsv: { style: 'tabDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  multi: { style: 'form', explode: true },
};

/** The serialization a parameter declares, with the defaults of its location (2.0 `collectionFormat` mapped to styles). */
export function styleOf(param: Parameter, version: OpenApiVersion): StyleSpec {
  const node = param.node;
  const inUrlish = param.in === 'path' || param.in === 'header';
  if (version === '2.0') {
    const cf =
      COLLECTION_FORMATS[typeof node.collectionFormat === 'string' ? node.collectionFormat : 'csv'] ??
      COLLECTION_FORMATS.csv;
    const style = inUrlish && cf.style === 'form' ? 'simple' : cf.style;
    return { style, explode: cf.explode, allowReserved: false };
  }
  const declared = typeof node.style === 'string' && STYLES.has(node.style) ? (node.style as ParamStyle) : undefined;
  const style: ParamStyle = declared ?? (inUrlish ? 'simple' : 'form');
  const explode = typeof node.explode === 'boolean' ? node.explode : style === 'form' || style === 'cookie';
  const contentType = node.content && typeof node.content === 'object' ? Object.keys(node.content)[0] : undefined;
  return { style, explode, allowReserved: param.in === 'query' && node.allowReserved === true, contentType };
}

const RESERVED = new Set(":/?#[]@!$&'()*+,;=".split(''));

/** Percent-encodes everything but RFC 3986 unreserved characters; with `allowReserved`, reserved characters and `%XX` triplets stay. */
export function percentEncode(text: string, allowReserved = false): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (/[A-Za-z0-9\-._~]/.test(c)) out += c;
    else if (allowReserved && RESERVED.has(c)) out += c;
    else if (allowReserved && c === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) out += c;
    else {
      const cp = text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      if (ch.length === 2) i++;
      out += encodeURIComponent(ch).replace(/[!'()*]/g, (m) => '%' + m.charCodeAt(0).toString(16).toUpperCase());
    }
  }
  return out;
}

function scalarText(v: ParamValue): string {
  if (v === null) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function entries(v: { [key: string]: ParamValue }): [string, string][] {
  return Object.entries(v).map(([k, x]) => [k, scalarText(x)]);
}

const DELIMITERS: Partial<Record<ParamStyle, string>> = { spaceDelimited: ' ', pipeDelimited: '|', tabDelimited: '\t' };

/** The text that replaces `{name}` in a path template (`simple`, `label`, `matrix`, or a 2.0 delimited format). */
export function serializePath(name: string, value: ParamValue | undefined, spec: StyleSpec): string {
  const enc = (s: string) => percentEncode(s, spec.allowReserved);
  if (spec.contentType)
    return enc(value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  const { style, explode } = spec;
  if (style === 'label') {
    if (value === undefined || value === null) return '.';
    if (Array.isArray(value)) return '.' + value.map((x) => enc(scalarText(x))).join(explode ? '.' : ',');
    if (typeof value === 'object')
      return (
        '.' +
        entries(value)
          .map(([k, x]) => (explode ? `${enc(k)}=${enc(x)}` : `${enc(k)},${enc(x)}`))
          .join(explode ? '.' : ',')
      );
    return '.' + enc(String(value));
  }
  if (style === 'matrix') {
    const n = enc(name);
    if (value === undefined || value === null) return ';' + n;
    if (Array.isArray(value)) {
      const items = value.map((x) => enc(scalarText(x)));
      return explode ? items.map((x) => `;${n}=${x}`).join('') : `;${n}=${items.join(',')}`;
    }
    if (typeof value === 'object') {
      const kv = entries(value);
      return explode
        ? kv.map(([k, x]) => `;${enc(k)}=${enc(x)}`).join('')
        : `;${n}=${kv.map(([k, x]) => `${enc(k)},${enc(x)}`).join(',')}`;
    }
    const s = String(value);
    return s === '' ? ';' + n : `;${n}=${enc(s)}`;
  }
  return simple(value, explode, DELIMITERS[style] ?? ',', enc);
}

/** A header value in `simple` style: no percent-encoding. */
export function serializeHeader(value: ParamValue | undefined, spec: StyleSpec): string {
  if (spec.contentType) return value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return simple(value, spec.explode, DELIMITERS[spec.style] ?? ',', (s) => s);
}

function simple(
  value: ParamValue | undefined,
  explode: boolean,
  delimiter: string,
  enc: (s: string) => string,
): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((x) => enc(scalarText(x))).join(delimiter === ',' ? ',' : enc(delimiter));
  if (typeof value === 'object')
    return entries(value)
      .map(([k, x]) => (explode ? `${enc(k)}=${enc(x)}` : `${enc(k)},${enc(x)}`))
      .join(',');
  return enc(String(value));
}

/** The query-string pairs of one parameter (`a=1&a=2`, no leading `?`), per its style. */
export function serializeQuery(name: string, value: ParamValue | undefined, spec: StyleSpec): string {
  const enc = (s: string) => percentEncode(s, spec.allowReserved);
  const n = percentEncode(name);
  if (spec.contentType)
    return `${n}=${enc(value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value))}`;
  if (value === undefined || value === null) return `${n}=`;
  const { style, explode } = spec;
  if (style === 'deepObject' && typeof value === 'object') return deepObject(n, value, enc).join('&');
  const delimiter = explode ? undefined : (DELIMITERS[style] ?? ',');
  if (Array.isArray(value)) {
    const items = value.map((x) => enc(scalarText(x)));
    return delimiter === undefined
      ? items.map((x) => `${n}=${x}`).join('&')
      : `${n}=${items.join(percentEncode(delimiter, delimiter === ','))}`;
  }
  if (typeof value === 'object') {
    const kv = entries(value);
    if (delimiter === undefined) return kv.map(([k, x]) => `${percentEncode(k)}=${enc(x)}`).join('&');
    return `${n}=${kv.map(([k, x]) => `${enc(k)}${percentEncode(delimiter, delimiter === ',')}${enc(x)}`).join(percentEncode(delimiter, delimiter === ','))}`;
  }
  return `${n}=${enc(String(value))}`;
}

function deepObject(prefix: string, value: ParamValue, enc: (s: string) => string): string[] {
  if (value === null || typeof value !== 'object') return [`${prefix}=${enc(scalarText(value))}`];
  if (Array.isArray(value)) return value.flatMap((x) => deepObject(prefix, x, enc));
  return Object.entries(value).flatMap(([k, x]) => deepObject(`${prefix}%5B${percentEncode(k)}%5D`, x, enc));
}

/** The `name=value` pairs of one cookie parameter, joined with `; ` (`form` percent-encodes, `cookie` does not). */
export function serializeCookie(name: string, value: ParamValue | undefined, spec: StyleSpec): string {
  const enc = spec.style === 'cookie' ? (s: string) => s : (s: string) => percentEncode(s);
  if (spec.contentType)
    return `${name}=${enc(value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value))}`;
  if (value === undefined || value === null) return `${name}=`;
  if (Array.isArray(value)) {
    const items = value.map((x) => enc(scalarText(x)));
    return spec.explode ? items.map((x) => `${name}=${x}`).join('; ') : `${name}=${items.join(',')}`;
  }
  if (typeof value === 'object') {
    const kv = entries(value);
    return spec.explode
      ? kv.map(([k, x]) => `${k}=${enc(x)}`).join('; ')
      : `${name}=${kv.map(([k, x]) => `${k},${enc(x)}`).join(',')}`;
  }
  return `${name}=${enc(String(value))}`;
}
