import type { Operation } from '../../openapi/model';
import { takesBody } from './operation-responses';

/**
 * The class of operations an operation belongs to, named in the plural for a norm rule's class decision (RULES.md "Reporting": one
 * finding per decision): the same method and the same kind of input (`GET` taking only query parameters, `POST`
 * taking a request body). An API that documents a status on its writes but on none of its list reads made one
 * decision about the whole class, not one per read. Small on purpose: method and input kind are what a generator or
 * a designer decides a response list by.
 */
export function inputClass(op: Operation): string {
  const input = takesBody(op) ? 'a request body' : 'only query parameters';
  return `${op.method.toUpperCase()} operations taking ${input}`;
}

/**
 * The class of list reads a list read belongs to, named in the plural for list-pagination-params' and list-sort-param's
 * class decision: those that take no query parameter at all and those that take some. An API whose lists page and
 * sort but that answers a dozen unfiltered lists whole (Harbor's preheat providers, a pool's workers, a user's
 * permissions) decided once that those lists are small; it is one finding, not one per list.
 */
export function queryClass(op: Operation): string {
  return op.parameters.some((p) => p.in === 'query')
    ? 'list reads taking query parameters'
    : 'list reads taking no query parameter at all';
}
