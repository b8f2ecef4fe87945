/**
 * Glob matching without regular expressions and without backtracking. A glob is compiled to a small
 * nondeterministic automaton and a string is matched by stepping the set of live states one character at a time,
 * so a match costs at most (string length × pattern length) steps whatever the pattern: globs come from
 * configurations and file names in cloned repositories, and every regex-based glob library measured (picomatch
 * 4, minimatch 10, zeptomatch, outmatch) takes seconds to hours on `**a` repeated a dozen times.
 */

/** Whether a string matches a compiled glob. */
export type GlobMatcher = (s: string) => boolean;

type CharTest = (c: string) => boolean;

/** One piece of a glob: a character, a run of characters, an optional or repeated sequence, alternatives. */
type Item =
  | { kind: 'one'; test: CharTest }
  | { kind: 'many'; test: CharTest }
  | { kind: 'opt'; items: Item[] }
  | { kind: 'rep'; items: Item[] }
  | { kind: 'alt'; options: Item[][] };

const any: CharTest = () => true;
const notSlash: CharTest = (c) => c !== '/';
const notSlashOrDot: CharTest = (c) => c !== '/' && c !== '.';
const is =
  (x: string): CharTest =>
  (c) =>
    c === x;
const one = (test: CharTest): Item => ({ kind: 'one', test });
const many = (test: CharTest): Item => ({ kind: 'many', test });

/** The automaton: state i tests one character and goes to `to[i]`, and/or moves on without one to `eps[i]`. */
class Automaton {
  readonly tests: (CharTest | undefined)[] = [undefined];
  readonly to: number[] = [-1];
  readonly eps: number[][] = [[]];
  static readonly ACCEPT = 0;

  private state(test?: CharTest, to = -1, eps: number[] = []): number {
    this.tests.push(test);
    this.to.push(to);
    this.eps.push(eps);
    return this.tests.length - 1;
  }

  /** The start state of `items` followed by the state `next`. */
  sequence(items: readonly Item[], next: number): number {
    let cur = next;
    for (let i = items.length - 1; i >= 0; i--) cur = this.item(items[i], cur);
    return cur;
  }

  private item(item: Item, next: number): number {
    switch (item.kind) {
      case 'one':
        return this.state(item.test, next);
      case 'many': {
        const loop = this.state(item.test, -1, [next]);
        this.to[loop] = loop;
        return loop;
      }
      case 'opt':
        return this.state(undefined, -1, [this.sequence(item.items, next), next]);
      case 'rep': {
        const loop = this.state(undefined, -1, [next]);
        this.eps[loop].push(this.sequence(item.items, loop));
        return loop;
      }
      case 'alt':
        return this.state(
          undefined,
          -1,
          item.options.map((o) => this.sequence(o, next)),
        );
    }
  }

  /** The states that test a character (or accept) reachable from each state without one, worked out once. */
  closures(): number[][] {
    const out: number[][] = [];
    const seen = new Uint32Array(this.tests.length);
    for (let from = 0; from < this.tests.length; from++) {
      const list: number[] = [];
      const stack = [from];
      while (stack.length > 0) {
        const st = stack.pop()!;
        if (seen[st] === from + 1) continue;
        seen[st] = from + 1;
        if (this.tests[st] || st === Automaton.ACCEPT) list.push(st);
        for (const e of this.eps[st]) stack.push(e);
      }
      out.push(list);
    }
    return out;
  }
}

function compile(items: readonly Item[]): GlobMatcher {
  const a = new Automaton();
  const start = a.sequence(items, Automaton.ACCEPT);
  const closures = a.closures();
  const { tests, to } = a;
  const mark = new Float64Array(tests.length);
  let step = 0;
  return (s) => {
    let live = closures[start];
    for (const c of s) {
      step++;
      const next: number[] = [];
      for (const st of live) {
        if (!tests[st]?.(c)) continue;
        for (const t of closures[to[st]]) {
          if (mark[t] === step) continue;
          mark[t] = step;
          next.push(t);
        }
      }
      if (next.length === 0) return false;
      live = next;
    }
    return live.includes(Automaton.ACCEPT);
  };
}

/**
 * An API path glob of `.rest-conventions.yaml` (`ignore`, `overrides`): `*` is any run within one segment, `?` one
 * character of a segment, `**` any run across segments (`**\/` also none, and a trailing `/**` also the path
 * itself); every other character is itself.
 */
export function compileApiPathGlob(glob: string): GlobMatcher {
  const items: Item[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      if (glob[i + 2] === '/') {
        items.push({ kind: 'opt', items: [many(any), one(is('/'))] });
        i += 2;
      } else if (i + 2 === glob.length && glob[i - 1] === '/') {
        items.pop();
        items.push({ kind: 'opt', items: [one(is('/')), many(any)] });
        i++;
      } else {
        items.push(many(any));
        i++;
      }
    } else if (c === '*') items.push(many(notSlash));
    else if (c === '?') items.push(one(notSlash));
    else items.push(one(is(c)));
  }
  return compile(items);
}

/**
 * A file glob over `/`-separated relative paths: `*` and `?` stay inside one segment and do not match a leading
 * dot, `**` as a whole segment spans any number of segments (none starting with a dot), `{a,b}` alternates (nested
 * too), `[abc]`/`[a-z]`/`[!a]` are character classes, `\` escapes. Anything else matches itself.
 */
export function compileFileGlob(pattern: string): GlobMatcher {
  let i = 0;
  const segStart = (at: number) => at === 0 || pattern[at - 1] === '/';
  /** Reads items up to the end, or inside braces up to the `,` or `}` that ends this alternative. */
  const readSequence = (inBraces: boolean): Item[] => {
    const items: Item[] = [];
    for (; i < pattern.length; i++) {
      const c = pattern[i];
      if (inBraces && (c === ',' || c === '}')) return items;
      if (c === '*') {
        const globstar = pattern[i + 1] === '*' && segStart(i);
        if (globstar && (i + 2 === pattern.length || pattern[i + 2] === '/')) {
          const segment = [one(notSlashOrDot), many(notSlash)];
          if (i + 2 === pattern.length) {
            items.push({ kind: 'opt', items: [...segment, { kind: 'rep', items: [one(is('/')), ...segment] }] });
            i += 1;
          } else {
            items.push({ kind: 'rep', items: [...segment, one(is('/'))] });
            i += 2;
          }
        } else {
          const start = segStart(i);
          while (pattern[i + 1] === '*') i++;
          items.push(start ? { kind: 'opt', items: [one(notSlashOrDot), many(notSlash)] } : many(notSlash));
        }
      } else if (c === '?') items.push(one(segStart(i) ? notSlashOrDot : notSlash));
      else if (c === '{') {
        const options: Item[][] = [];
        i++;
        for (;;) {
          options.push(readSequence(true));
          if (i >= pattern.length || pattern[i] === '}') break;
          i++; // the comma
        }
        items.push({ kind: 'alt', options });
      } else if (c === '[' && pattern.indexOf(']', i + 2) > 0) {
        const close = pattern.indexOf(']', i + 2);
        items.push(one(characterClass(pattern.slice(i + 1, close))));
        i = close;
      } else if (c === '\\' && i + 1 < pattern.length) items.push(one(is(pattern[++i])));
      else items.push(one(is(c)));
    }
    return items;
  };
  return compile(readSequence(false));
}

/** The test of a character class body (`abc`, `a-z`, `!a`, `^a`); a negated class never matches `/`. */
function characterClass(body: string): CharTest {
  const negate = body.startsWith('!') || body.startsWith('^');
  const chars = [...(negate ? body.slice(1) : body)];
  const ranges: [string, string][] = [];
  for (let k = 0; k < chars.length; k++) {
    let lo = chars[k];
    if (lo === '\\' && k + 1 < chars.length) lo = chars[++k];
    if (chars[k + 1] === '-' && k + 2 < chars.length) {
      ranges.push([lo, chars[k + 2]]);
      k += 2;
    } else ranges.push([lo, lo]);
  }
  const inClass = (c: string) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
  return negate ? (c) => c !== '/' && !inClass(c) : inClass;
}
