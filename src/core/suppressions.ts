import { expandRuleAlias } from './rules/aliases';

/**
 * Inline suppression comments in YAML:
 *   `# rest-conventions-disable-next-line <rule> [<rule>…]` silences those rules on the next line that is
 *   not blank and not a comment; `# rest-conventions-disable <rule> [<rule>…]` among the comments at the top
 *   of the file silences them in the whole file. With no rule named, every rule is silenced.
 */
export interface Suppressions {
  /** Rules off in the whole file (`*` for all). */
  file: Set<string>;
  /** Rules off on a given 0-based line (`*` for all). */
  lines: Map<number, Set<string>>;
}

const NEXT_LINE = /#\s*rest-conventions-disable-next-line\b(.*)$/;
const FILE = /^\s*#\s*rest-conventions-disable(?!-)\b(.*)$/;

function ruleList(rest: string): string[] {
  const words = rest.split(/[\s,]+/).filter((w) => /^[a-z0-9-]+$/.test(w));
  return words.length ? words.flatMap(expandRuleAlias) : ['*'];
}

/** Reads the suppression comments of a YAML text. Only lines holding the marker are examined closely. */
export function readSuppressions(text: string): Suppressions {
  const result: Suppressions = { file: new Set(), lines: new Map() };
  if (text.indexOf('rest-conventions-disable') < 0) return result;
  const lines = text.split(/\r\n|\r|\n/);
  let inHeader = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (inHeader && trimmed !== '' && !trimmed.startsWith('#') && trimmed !== '---') inHeader = false;
    if (line.indexOf('rest-conventions-disable') < 0) continue;
    const next = NEXT_LINE.exec(line);
    if (next) {
      let j = i + 1;
      while (j < lines.length && (lines[j].trim() === '' || lines[j].trim().startsWith('#'))) j++;
      const set = result.lines.get(j) ?? new Set<string>();
      for (const r of ruleList(next[1])) set.add(r);
      result.lines.set(j, set);
      continue;
    }
    const file = FILE.exec(line);
    if (file && inHeader) for (const r of ruleList(file[1])) result.file.add(r);
  }
  return result;
}

/** True when a finding of `rule` starting on `line` is silenced. */
export function isSuppressed(s: Suppressions, rule: string, line: number): boolean {
  if (s.file.has('*') || s.file.has(rule)) return true;
  const set = s.lines.get(line);
  return !!set && (set.has('*') || set.has(rule));
}
