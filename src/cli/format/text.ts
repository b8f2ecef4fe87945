import { citedSections, conventionUrl, ruleDocUrl } from '../../core/rules/docs';
import type { Finding, Severity } from '../../core/rules/types';
import { ChunkedWriter, collect, type Sink } from './chunks';
import { escapeLine } from './escape';
import { plural } from '../../shared/phrasing';

/** ANSI styles for the text output, or none when colour is off. */
export interface Palette {
  error(s: string): string;
  warning(s: string): string;
  info(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
  ok(s: string): string;
}

const ansi = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;

/** Colours for a terminal. */
export const COLOURS: Palette = {
  error: ansi(31, 39),
  warning: ansi(33, 39),
  info: ansi(36, 39),
  dim: ansi(2, 22),
  bold: ansi(1, 22),
  ok: ansi(32, 39),
};

/** No colours: every style returns its text unchanged. */
export const PLAIN: Palette = {
  error: (s) => s,
  warning: (s) => s,
  info: (s) => s,
  dim: (s) => s,
  bold: (s) => s,
  ok: (s) => s,
};

/**
 * Whether to colour output: `FORCE_COLOR` (other than `0`/`false`) forces it on, `NO_COLOR` (non-empty)
 * turns it off, otherwise colour only when the stream is a terminal.
 */
export function useColour(env: NodeJS.ProcessEnv, isTTY: boolean | undefined): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY === true;
}

/** Counts of findings by severity. */
export type Counts = Record<Severity, number>;

/** How many findings there are of each severity. */
export function countBySeverity(findings: readonly Finding[]): Counts {
  const c: Counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) c[f.severity]++;
  return c;
}

/**
 * Compiler-style lines `file:line:col severity rule message` (1-based) and a summary, written to `sink` a chunk at a
 * time.
 */
export function writeText(findings: readonly Finding[], filesLinted: number, p: Palette, sink: Sink): void {
  const out = new ChunkedWriter(sink);
  for (const f of findings) {
    const where = `${escapeLine(f.uri)}:${f.range.start.line + 1}:${f.range.start.character + 1}`;
    const more =
      f.related && f.related.length > 0
        ? ` ${p.dim(`(+${plural(f.related.length, 'related place', 'related places')})`)}`
        : '';
    out.write(`${p.bold(where)} ${p[f.severity](f.severity)} ${p.dim(f.rule)} ${escapeLine(f.message)}${more}\n`);
  }
  const c = countBySeverity(findings);
  const files = plural(filesLinted, 'file');
  if (findings.length === 0) {
    out.write(`${p.ok(`No problems found in ${files}.`)}\n`);
  } else {
    const n = findings.length;
    const parts = [plural(c.error, 'error'), plural(c.warning, 'warning'), plural(c.info, 'info', 'infos')].join(', ');
    const style = c.error > 0 ? p.error : c.warning > 0 ? p.warning : p.info;
    const rules = [...new Set(findings.map((f) => f.rule))].sort();
    const width = Math.max(...rules.map((r) => r.length));
    const lines = ['', 'Rule documentation:', ...rules.map((r) => `  ${r.padEnd(width)}  ${p.dim(ruleDocUrl(r))}`), ''];
    // The § the messages cite, each with its place in the conventions page.
    const sections = [...new Set(findings.flatMap((f) => citedSections(f.message)))].sort();
    if (sections.length > 0) {
      const sw = Math.max(...sections.map((x) => x.length));
      lines.push('Conventions cited:', ...sections.map((x) => `  ${x.padEnd(sw)}  ${p.dim(conventionUrl(x)!)}`), '');
    }
    lines.push(style(p.bold(`${plural(n, 'problem')} (${parts}) in ${files}.`)));
    out.write(lines.join('\n') + '\n');
  }
  out.flush();
}

/** `writeText`'s text as one string. */
export function formatText(findings: readonly Finding[], filesLinted: number, p: Palette): string {
  return collect((sink) => writeText(findings, filesLinted, p, sink));
}
