import type { OutputUnit } from '@cfworker/json-schema';
import { isObj, type Obj } from '../../../shared/object';
import { joinPointer, unescapeToken } from '../../document/pointer';
import { plural } from '../../../shared/phrasing';
import { MARK } from './bundle';
import { containerKind, describeValue, literal, typeNames } from './describe';
import type { SchemaProblem } from './validate';
import { checkStringFormat } from './formats';

/** The tokens of a location the validator writes (`#/a~1b/%25`): pointer escapes, then URI encoding. */
function locationTokens(location: string): string[] {
  const p = location.startsWith('#') ? location.slice(1) : location;
  if (p === '') return [];
  return p
    .slice(1)
    .split('/')
    .map((t) => {
      let d = t;
      try {
        d = decodeURIComponent(t);
      } catch {
        /* a stray % stays as it is */
      }
      return unescapeToken(d);
    });
}

/** Turns the validator's output into the project's sentences: leaf problems only, alternatives collapsed. */
export class Explainer {
  constructor(
    private readonly root: unknown,
    private readonly value: unknown,
  ) {}

  /** The schema object that holds a keyword at a location (`$ref` steps followed). */
  private holder(keywordLocation: string): Obj | undefined {
    const tokens = locationTokens(keywordLocation).slice(0, -1);
    let n: unknown = this.root;
    for (const t of tokens) {
      if (t === '$ref' && isObj(n) && typeof n.$ref === 'string') n = this.at(this.root, locationTokens(n.$ref));
      else if (Array.isArray(n)) n = n[Number(t)];
      else if (isObj(n)) n = n[t];
      else return undefined;
    }
    return isObj(n) ? n : undefined;
  }

  private at(root: unknown, tokens: string[]): unknown {
    let n = root;
    for (const t of tokens)
      n = Array.isArray(n) ? n[Number(t)] : isObj(n) && Object.prototype.hasOwnProperty.call(n, t) ? n[t] : undefined;
    return n;
  }

  explain(units: readonly OutputUnit[]): SchemaProblem[] {
    const out: SchemaProblem[] = [];
    // A node whose type failed says nothing more about the same value (its other keywords would only repeat it).
    const typeFailed: [string, string][] = [];
    for (let i = 0; i < units.length; i++) {
      const u = units[i];
      const parent = u.keywordLocation.slice(0, u.keywordLocation.lastIndexOf('/'));
      if (
        typeFailed.some(
          ([kw, inst]) =>
            u.keywordLocation.startsWith(`${kw}/`) &&
            (u.instanceLocation === inst || u.instanceLocation.startsWith(`${inst}/`)),
        )
      )
        continue;
      if (u.keyword === 'anyOf' || u.keyword === 'oneOf') {
        const end = this.branchEnd(units, i);
        out.push(...this.alternatives(u, units.slice(i + 1, end)));
        i = end - 1;
        continue;
      }
      const p = this.leaf(u, units[i - 1]);
      if (!p) continue;
      if (u.keyword === 'type') typeFailed.push([parent, u.instanceLocation]);
      out.push(p);
    }
    return out;
  }

  /** The index after the errors that belong to the alternatives of the combinator at `i`. */
  private branchEnd(units: readonly OutputUnit[], i: number): number {
    const prefix = `${units[i].keywordLocation}/`;
    let j = i + 1;
    while (j < units.length && units[j].keywordLocation.startsWith(prefix)) j++;
    return j;
  }

  /** A failed `anyOf`/`oneOf`: the one alternative of the value's type explains it, else one sentence. */
  private alternatives(u: OutputUnit, inner: OutputUnit[]): SchemaProblem[] {
    const prefix = `${u.keywordLocation}/`;
    const count = (this.holder(u.keywordLocation)?.[u.keyword] as unknown[] | undefined)?.length ?? 0;
    const groups: OutputUnit[][] = Array.from({ length: count }, () => []);
    for (const x of inner) groups[Number(x.keywordLocation.slice(prefix.length).split('/')[0])]?.push(x);
    const pointer = this.pointer(u.instanceLocation);
    const passing = groups.flatMap((g, i) => (g.length === 0 ? [i + 1] : []));
    if (u.keyword === 'oneOf' && passing.length > 1)
      return [
        {
          pointer,
          message: `the value matches alternatives ${passing.map((i) => `#${i}`).join(' and ')} of oneOf, but must match exactly one`,
        },
      ];
    const fitting = groups.filter(
      (g) =>
        !g.some(
          (x) => x.keyword === 'type' && x.instanceLocation === u.instanceLocation && this.isBranchRoot(x, prefix),
        ),
    );
    if (fitting.length === 1) return this.explain(fitting[0]);
    return [
      {
        pointer,
        message: `${describeValue(this.valueAt(u.instanceLocation))} matches none of the ${count} alternatives of ${u.keyword}`,
      },
    ];
  }

  /** Whether an error's keyword sits at an alternative's own level (through `$ref`s), not deeper in it. */
  private isBranchRoot(x: OutputUnit, prefix: string): boolean {
    const rest = x.keywordLocation.slice(prefix.length).split('/').slice(1, -1);
    return rest.every((t) => t === '$ref' || t === 'allOf' || /^\d+$/.test(t));
  }

  private pointer(instanceLocation: string): string {
    return joinPointer(locationTokens(instanceLocation));
  }

  private valueAt(instanceLocation: string): unknown {
    return this.at(this.value, locationTokens(instanceLocation));
  }

  /** The sentence for one leaf error; undefined for the summaries the validator adds above its sub-errors. */
  private leaf(u: OutputUnit, before: OutputUnit | undefined): SchemaProblem | undefined {
    const s = this.holder(u.keywordLocation) ?? {};
    // Under `propertyNames` the value checked is a key of the object at the location.
    const name = u.keywordLocation.includes('/propertyNames') ? locationTokens(u.instanceLocation).pop() : undefined;
    const v = name ?? this.valueAt(u.instanceLocation);
    const pointer =
      name === undefined
        ? this.pointer(u.instanceLocation)
        : joinPointer(locationTokens(u.instanceLocation).slice(0, -1));
    const at = (message: string, cause?: string): SchemaProblem => {
      const p: SchemaProblem = {
        pointer,
        message: name === undefined ? message : `the property name ${literal(name)}: ${message}`,
      };
      if (cause !== undefined) p.cause = name === undefined ? cause : `a property name: ${cause}`;
      return p;
    };
    switch (u.keyword) {
      case 'not':
        return (
          this.marked(s, u, before, v, pointer) ?? at('the value matches the schema under "not", which it must not')
        );
      case 'false':
        return at('no value is allowed here');
      case 'type': {
        const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
        if (s[MARK.nullable] === true && !types.includes('null')) types.push('null');
        // The cause names the kind of value, not the value: every quoted id on a number is one habit (ClickSend).
        return at(`expected ${typeNames(types)}, got ${describeValue(v)}`, typeCause(types, v));
      }
      case 'enum': {
        const list = s.enum as unknown[];
        const options = list.slice(0, 10).map(literal).join(', ') + (list.length > 10 ? ', …' : '');
        // The cause names the value, not the list: one placeholder (`example`) on every enum is one habit (Files.com).
        return at(
          list.length === 1
            ? `expected ${options}, got ${literal(v)}`
            : `expected one of ${options}, got ${literal(v)}`,
          `${literal(v)}, which is not among the allowed values`,
        );
      }
      case 'const':
        return at(`expected ${literal(s.const)}, got ${literal(v)}`);
      case 'minimum':
      case 'maximum':
      case 'multipleOf':
        if (typeof s[MARK.format] === 'string') return at(`the number ${v} is not a valid ${s[MARK.format] as string}`);
        if (u.keyword === 'multipleOf') return at(`expected a multiple of ${s.multipleOf}, got ${v}`);
        return at(`expected ${u.keyword === 'minimum' ? 'at least' : 'at most'} ${s[u.keyword]}, got ${v}`);
      case 'exclusiveMinimum':
        return at(`expected more than ${s.exclusiveMinimum}, got ${v}`);
      case 'exclusiveMaximum':
        return at(`expected less than ${s.exclusiveMaximum}, got ${v}`);
      case 'minLength':
      case 'maxLength':
        return at(
          `expected ${u.keyword === 'minLength' ? 'at least' : 'at most'} ${plural(s[u.keyword] as number, 'character')}, got ${[...String(v)].length}`,
        );
      case 'format':
        // Every pattern is checked as a format (bundle.ts, patterns.ts).
        if (typeof s[MARK.pattern] === 'string')
          return at(
            `the string ${literal(v)} does not match the pattern ${s[MARK.pattern] as string}`,
            `${stringKind(v)} where the pattern is ${s[MARK.pattern] as string}`,
          );
        return at(
          `the string ${literal(v)} is not a valid ${s.format}`,
          `${stringKind(v)} where the format is ${s.format}`,
        );
      case 'minItems':
      case 'maxItems':
        return at(
          `expected ${u.keyword === 'minItems' ? 'at least' : 'at most'} ${plural(s[u.keyword] as number, 'item')}, got ${(v as unknown[]).length}`,
        );
      case 'uniqueItems': {
        const m = /(\d+) and (\d+)/.exec(u.error);
        return at(m ? `items ${m[1]} and ${m[2]} are equal, but items must be unique` : 'items must be unique');
      }
      case 'minProperties':
      case 'maxProperties':
        return at(
          `expected ${u.keyword === 'minProperties' ? 'at least' : 'at most'} ${plural(s[u.keyword] as number, 'property', 'properties')}, got ${Object.keys(v as Obj).length}`,
        );
      case 'required': {
        const m = /property "(.*)"\.?$/.exec(u.error);
        return at(`the required property "${m ? m[1] : '?'}" is missing`);
      }
      case 'dependentRequired':
      case 'dependencies': {
        const m = /has "(.*)" but does not have "(.*)"/.exec(u.error);
        return m ? at(`the property "${m[1]}" needs "${m[2]}" beside it, which is missing`) : undefined;
      }
      case 'contains':
      case 'minContains':
      case 'maxContains':
        if (/does not match|contain/i.test(u.error) && u.keyword === 'contains' && before?.keyword === 'contains')
          return undefined;
        return at(
          `expected ${u.keyword === 'maxContains' ? `at most ${plural(Number(s.maxContains), 'item')}` : `at least ${plural(Number(s.minContains ?? 1), 'item')}`} matching "contains"`,
        );
      default:
        return undefined;
    }
  }

  /** The sentence of a schema the bundle added (`x-rc-*`), or of a `false` schema, by where it stands. */
  private marked(
    s: Obj,
    u: OutputUnit,
    before: OutputUnit | undefined,
    v: unknown,
    pointer: string,
  ): SchemaProblem | undefined {
    const name = locationTokens(u.instanceLocation).pop();
    if (isObj(s[MARK.hidden])) {
      const h = s[MARK.hidden] as { name: string; flag: string };
      return {
        pointer,
        message: `the property "${h.name}" is ${h.flag === 'writeOnly' ? 'write-only and should not be in a response' : 'read-only and should not be in a request'}`,
      };
    }
    if (typeof s[MARK.noTag] === 'string')
      return { pointer, message: `the discriminator property "${s[MARK.noTag] as string}" is missing` };
    if (typeof s[MARK.unknownTag] === 'string') {
      const tag = s[MARK.unknownTag] as string;
      return {
        pointer: joinPointer([...locationTokens(u.instanceLocation), tag]),
        message: `the discriminator value ${literal(isObj(v) ? v[tag] : undefined)} names none of the alternatives`,
      };
    }
    if (s[MARK.false] !== true) return undefined;
    const via = before && before.instanceLocation !== u.instanceLocation ? before.keyword : undefined;
    if ((via === 'additionalProperties' || via === 'unevaluatedProperties') && name !== undefined)
      return {
        pointer,
        message: `the property "${name}" is not declared, and ${via} is false`,
        cause: `a property not declared where ${via} is false`,
      };
    return { pointer, message: 'no value is allowed here' };
  }
}

/**
 * The cause of a type mismatch: what was written, and what the schema wants. Two habits are one cause whatever type
 * the schema names (round 13): `null` as a placeholder for any value (Chargebee's `example: null` on numbers, arrays,
 * strings), and numbers written as strings where the schema wants a number or an integer (grocy's `"1"` on ids and
 * amounts alike).
 */
function typeCause(types: readonly string[], v: unknown): string {
  if (v === null) return 'null as a placeholder where the schema wants a value';
  const kind = valueKind(v);
  if (kind === 'a number written as a string' && types.some((t) => t === 'number' || t === 'integer'))
    return 'numbers written as strings where the schema wants numbers';
  return `expected ${typeNames(types)}, got ${kind}`;
}

/**
 * A value's kind, for a cause: `a number written as a string` for a quoted number (`"113"` where the schema says
 * number), else its JSON type (`a string`, `a number`, `an object`…).
 */
function valueKind(v: unknown): string {
  if (typeof v === 'string') return /^-?\d+(\.\d+)?$/.test(v.trim()) ? 'a number written as a string' : 'a string';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'boolean') return 'a boolean';
  if (v === null) return 'null';
  return containerKind(v);
}

/** Formats a string is told apart by in a cause, most specific first. */
const KINDS = ['date-time', 'date', 'uuid', 'email', 'ipv4', 'uri'];

/**
 * A string, for a cause: the format it is written in (`a date-time`, whatever its value), `a relative path` for a
 * path beginning with `/`, else the string itself (a placeholder such as `"string"` repeats as it is).
 */
function stringKind(v: unknown): string {
  if (typeof v !== 'string') return describeValue(v);
  const kind = KINDS.find((k) => checkStringFormat(k, v));
  // A path relative to the server (InfluxDB's links `/api/v2/buckets/1/labels`, every one a different string).
  if (!kind && v.startsWith('/') && !v.startsWith('//') && checkStringFormat('uri-reference', v))
    return 'a relative path';
  if (!kind) return `the string ${literal(v)}`;
  return kind === 'email' || kind === 'ipv4'
    ? `an ${kind === 'email' ? 'email address' : 'IPv4 address'}`
    : `a ${kind === 'uri' ? 'URI' : kind}`;
}
