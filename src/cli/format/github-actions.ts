import type { Finding, Severity } from '../../core/rules/types';
import { ChunkedWriter, type Sink } from './chunks';
import { escapeControls } from './escape';

/** The workflow command each severity becomes. */
const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = {
  error: 'error',
  warning: 'warning',
  info: 'notice',
};

/**
 * A workflow command's message: `%`, CR and LF escaped, as the runner reads them back; every other control
 * character (ESC, BEL, the bidirectional overrides) shown as `\xNN`, as in text output, so a spec's text reaches
 * neither the log viewer nor a terminal raw.
 */
function escapeData(s: string): string {
  return escapeControls(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: as a message, plus `:` and `,`, which separate properties. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub Actions workflow commands, one line per finding
 * (`::warning file=api.yaml,line=3,col=5,endLine=3,endColumn=9,title=path-no-verbs::message`): the runner turns
 * them into annotations on the pull request's files, with no code-scanning licence needed. Lines and columns are
 * 1-based; the end column is exclusive, as the runner expects.
 */
export function writeGithubActions(findings: readonly Finding[], sink: Sink): void {
  const out = new ChunkedWriter(sink);
  for (const f of findings) {
    const { start, end } = f.range;
    const props = [
      `file=${escapeProperty(f.uri)}`,
      `line=${start.line + 1}`,
      `col=${start.character + 1}`,
      `endLine=${end.line + 1}`,
      // A multi-line range has no meaningful end column for the runner; it then marks whole lines.
      ...(end.line === start.line ? [`endColumn=${end.character + 1}`] : []),
      `title=${escapeProperty(`${f.rule} (REST Conventions)`)}`,
    ];
    out.write(`::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(f.message)}\n`);
  }
  out.flush();
}
