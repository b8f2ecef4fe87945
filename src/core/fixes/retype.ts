import { getAtPointer, splitPointer } from '../document/pointer';
import { operationChange } from './contract-changes';
import { newPlan, operationAt, planFix, type Fixer } from './context';
import type { ContractChange } from './types';

/** Keywords that only constrain arrays. */
const ARRAY_KEYWORDS = ['items', 'minItems', 'maxItems', 'uniqueItems'];

/** Keywords that only constrain values of other types than the new one, and go with the old type. */
const FOREIGN_KEYWORDS: Record<'integer' | 'string', readonly string[]> = {
  integer: [...ARRAY_KEYWORDS, 'minLength', 'maxLength', 'pattern'],
  string: [...ARRAY_KEYWORDS, 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
};

/** The formats OpenAPI defines for integers; any other belongs to a string, and the reverse. */
const INTEGER_FORMATS = new Set(['int32', 'int64']);

/**
 * The fix of a parameter or header of the wrong type, found at its `type` key or `schema` key: the type
 * becomes `type`, the one the rule wants (`integer` for `limit`, `page` and the rate-limit headers, `string`
 * for `sort`), and the keywords that only constrained the old type (an array's `items`, a number's bounds, a
 * `format` of the other kind) go with it.
 */
export function wrongTypeFix(type: 'integer' | 'string'): Fixer {
  return (ctx) => {
    const tokens = splitPointer(ctx.finding.pointer);
    const last = tokens[tokens.length - 1];
    if (last !== 'type' && last !== 'schema') return [];
    const plan = newPlan(ctx);
    const schema = getAtPointer(ctx.model.root, last === 'type' ? tokens.slice(0, -1) : tokens);
    if (!plan.isMapping(schema)) return [];
    const json = ctx.doc.format === 'json';
    const keys = ctx.doc.locate(schema)?.keys;
    const foreign = FOREIGN_KEYWORDS[type].filter((k) => k in schema);
    const format = schema.format;
    if (typeof format === 'string' && INTEGER_FORMATS.has(format) !== (type === 'integer')) foreign.push('format');
    const value = keys?.get('type')?.value;
    const first = value ? undefined : foreign.shift();
    const entry = first !== undefined ? keys?.get(first) : undefined;
    if (value) plan.replace(value, json ? JSON.stringify(type) : type);
    // No `type` yet: it takes the place of a keyword that goes (so a mapping is never emptied and refilled).
    else if (entry)
      plan.replace({ start: entry.key.start, end: entry.value.end }, json ? `"type": "${type}"` : `type: ${type}`);
    else if (!plan.set(schema, ['type'], type)) return [];
    if (foreign.length > 0 && !plan.removeEntry(schema, ...foreign)) return [];
    // A response header's type, or a parameter's: what clients read, or what they send.
    const id = tokens.includes('headers') ? 'response-header-type-changed' : 'request-parameter-type-changed';
    const op = operationAt(ctx.model, ctx.finding.pointer);
    const change: ContractChange = op ? operationChange(ctx.model, id, op) : { id };
    return planFix(ctx, plan, `Make the type ${type}`, { isPreferred: true, fixAllSafe: true, changes: [change] });
  };
}
