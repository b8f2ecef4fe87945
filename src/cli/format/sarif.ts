import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATALOGUE } from '../../core/rules/index';
import { ruleDocUrl } from '../../core/rules/docs';
import type { Finding, RuleInfo, Severity } from '../../core/rules/types';
import { collect, writeJsonArray, type Sink } from './chunks';

/** What goes into a SARIF log besides the findings. */
export interface SarifContext {
  version: string;
  informationUri: string;
  /** The folder relative file names are resolved from; it becomes `%SRCROOT%`. */
  cwd: string;
  /** Rules that threw while linting a file: tool execution notifications. */
  ruleFailures: readonly { file: string; rule: string; error: string }[];
  /** The CLI's exit code: 2 (a file or configuration error) means the run did not succeed. */
  exitCode?: number;
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/**
 * A SARIF 2.1.0 log of the findings, in the form GitHub code scanning accepts, written to `sink` a chunk at a time:
 * the text of `JSON.stringify(log, null, 2)` and a line break, the results (all but a few kilobytes of a big log) a
 * batch at a time.
 */
export function writeSarif(findings: readonly Finding[], ctx: SarifContext, sink: Sink): void {
  const rules: RuleInfo[] = [...CATALOGUE];
  const index = new Map(rules.map((r, i) => [r.id, i]));
  for (const f of findings) {
    if (index.has(f.rule)) continue;
    index.set(f.rule, rules.length);
    rules.push({ id: f.rule, defaultSeverity: f.severity, section: '–', description: f.rule });
  }
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'rest-conventions',
            fullName: 'REST Conventions',
            version: ctx.version,
            semanticVersion: ctx.version,
            informationUri: ctx.informationUri,
            rules: rules.map((r) => ({
              id: r.id,
              shortDescription: { text: r.description },
              fullDescription: { text: fullDescription(r) },
              helpUri: ruleDocUrl(r.id),
              help: {
                text: `${r.description} See ${ruleDocUrl(r.id)}`,
                markdown: `${r.description} [Documentation](${ruleDocUrl(r.id)})`,
              },
              defaultConfiguration: { level: LEVEL[r.defaultSeverity] },
              properties: { tags: ['openapi', 'rest'], ...(r.section !== '–' ? { convention: r.section } : {}) },
            })),
          },
        },
        invocations: [
          {
            executionSuccessful: ctx.ruleFailures.length === 0 && ctx.exitCode !== 2,
            ...(ctx.exitCode !== undefined ? { exitCode: ctx.exitCode } : {}),
            toolExecutionNotifications: ctx.ruleFailures.map((f) => ({
              level: 'error',
              message: { text: `Rule ${f.rule} failed on ${f.file}: ${f.error.split('\n')[0]}` },
              descriptor: { id: f.rule },
              locations: [{ physicalLocation: { artifactLocation: artifact(f.file, ctx.cwd) } }],
            })),
          },
        ],
        originalUriBaseIds: {
          '%SRCROOT%': { uri: pathToFileURL(ctx.cwd.endsWith(path.sep) ? ctx.cwd : ctx.cwd + path.sep).href },
        },
        columnKind: 'utf16CodeUnits',
        results: [],
      },
    ],
  };
  const region = (r: Finding['range']) => ({
    startLine: r.start.line + 1,
    startColumn: r.start.character + 1,
    endLine: r.end.line + 1,
    endColumn: r.end.character + 1,
  });
  const result = (f: Finding) => ({
    ruleId: f.rule,
    ruleIndex: index.get(f.rule),
    level: LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifact(f.uri, ctx.cwd),
          region: region(f.range),
        },
      },
    ],
    ...(f.related && f.related.length > 0
      ? {
          relatedLocations: f.related.map((r, i) => ({
            id: i + 1,
            physicalLocation: { artifactLocation: artifact(r.uri, ctx.cwd), region: region(r.range) },
            message: { text: r.message ?? r.pointer },
            properties: { pointer: r.pointer },
          })),
        }
      : {}),
    properties: { pointer: f.pointer },
  });
  const text = JSON.stringify(log, null, 2);
  if (findings.length === 0) return sink(text + '\n');
  // The results go where the log's empty list is, a batch at a time through the native JSON.stringify (see
  // writeJsonArray); a result with many related locations is written around them.
  const empty = text.indexOf(RESULTS);
  const indent = empty - text.lastIndexOf('\n', empty) - 1;
  sink(text.slice(0, empty + RESULTS.length - 2));
  writeJsonArray(findings, indent / 2, sink, { nested: 'relatedLocations', perPiece: BATCH, convert: result });
  sink(`${text.slice(empty + RESULTS.length)}\n`);
}

/** A rule's full description: what it flags, the convention it checks, its default severity and its page. */
function fullDescription(r: RuleInfo): string {
  const convention =
    r.section === '–'
      ? 'A structural check of the OpenAPI document'
      : `Convention ${r.section} of the REST conventions`;
  return `${r.description} ${convention}; ${r.defaultSeverity} by default. Documentation: ${ruleDocUrl(r.id)}`;
}

/** Results per chunk: about 60 K characters of SARIF. */
const BATCH = 70;

/** The results list of the log before they are written. */
const RESULTS = '"results": []';

/** `writeSarif`'s text as one string. */
export function formatSarif(findings: readonly Finding[], ctx: SarifContext): string {
  return collect((sink) => writeSarif(findings, ctx, sink));
}

/** A file as SARIF names it: a relative URI under `%SRCROOT%` when inside cwd, an absolute `file:` URI otherwise. */
function artifact(file: string, cwd: string): { uri: string; uriBaseId?: string } {
  const abs = path.resolve(cwd, file);
  const rel = path.relative(cwd, abs);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return { uri: pathToFileURL(abs).href };
  return { uri: rel.split(path.sep).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}
