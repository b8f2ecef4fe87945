import { isObj, type Obj } from '../../shared/object';
import { checkStringFormat } from './conformance/formats';

/**
 * Whether a value a schema declares (its `example`, `examples` or `default`) is of the JSON type, and string format,
 * the schema names: any value when it names none, null when nullable. The sampler skips one that is not (`example:
 * "12"` on a number, a date-time on a `format: date`): it would not fit its own schema.
 */
export function declaredFits(s: Obj, v: unknown): boolean {
  if (v === null) return s.nullable === true || (Array.isArray(s.type) && s.type.includes('null')) || !s.type;
  switch (Array.isArray(s.type) || typeof s.type !== 'string' ? undefined : s.type) {
    case 'string':
      return typeof v === 'string' && (typeof s.format !== 'string' || checkStringFormat(s.format, v));
    case 'integer':
      return Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObj(v);
    default:
      return true;
  }
}
