import { getAtPointer, splitPointer } from '../document/pointer';
import { newPlan, planFix, type Fixer } from './context';

/**
 * The fix of a parameter or header of the wrong type, found at its `type` key or `schema` key: the type
 * becomes `type`, the one the rule wants (`integer` for `limit`, `page` and the rate-limit headers, `string`
 * for `sort`).
 */
export function wrongTypeFix(type: 'integer' | 'string'): Fixer {
  return (ctx) => {
    const tokens = splitPointer(ctx.finding.pointer);
    const last = tokens[tokens.length - 1];
    if (last !== 'type' && last !== 'schema') return [];
    const plan = newPlan(ctx);
    const schema = getAtPointer(ctx.model.root, last === 'type' ? tokens.slice(0, -1) : tokens);
    if (!plan.isMapping(schema)) return [];
    const value = ctx.doc.locate(schema)?.keys?.get('type')?.value;
    if (value) plan.replace(value, ctx.doc.format === 'json' ? JSON.stringify(type) : type);
    else if (!plan.set(schema, ['type'], type)) return [];
    return planFix(ctx, plan, `Make the type ${type}`, { isPreferred: true, fixAllSafe: true });
  };
}
