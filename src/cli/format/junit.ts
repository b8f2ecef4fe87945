import { ruleDocUrl } from '../../core/rules/docs';
import type { Finding } from '../../core/rules/types';
import { ChunkedWriter, type Sink } from './chunks';

/**
 * Text for an XML attribute or element: the five markup characters escaped, CR and LF as character references (so
 * a field keeps its line breaks and never starts a line of the report, such as a `::error` workflow command),
 * characters XML 1.0 forbids dropped.
 */
export function xmlText(s: string): string {
  return s
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');
}

/**
 * A JUnit XML report, as CI systems (GitLab, Jenkins, Azure Pipelines, CircleCI) show test results: one test
 * suite per linted file, one failing test case per finding (named by rule and JSON pointer, its type the
 * severity), and one passing case for a file with no findings, so that a clean file shows up as passed.
 */
export function writeJunit(findings: readonly Finding[], files: readonly string[], sink: Sink): void {
  const byFile = new Map<string, Finding[]>(files.map((f) => [f, []]));
  for (const f of findings) {
    const list = byFile.get(f.uri);
    if (list) list.push(f);
    else byFile.set(f.uri, [f]);
  }
  const out = new ChunkedWriter(sink);
  out.write('<?xml version="1.0" encoding="UTF-8"?>\n');
  out.write(`<testsuites name="rest-conventions" tests="${countTests(byFile)}" failures="${findings.length}">\n`);
  for (const [file, list] of byFile) {
    const name = xmlText(file);
    out.write(
      `  <testsuite name="${name}" tests="${Math.max(list.length, 1)}" failures="${list.length}" errors="0">\n`,
    );
    if (list.length === 0) out.write(`    <testcase classname="${name}" name="REST conventions"/>\n`);
    for (const f of list) {
      const where = `${file}:${f.range.start.line + 1}:${f.range.start.character + 1}`;
      out.write(`    <testcase classname="${name}" name="${xmlText(`${f.rule} ${f.pointer || '/'}`)}">\n`);
      out.write(`      <failure type="${f.severity}" message="${xmlText(f.message)}">`);
      out.write(
        `${xmlText(`${where} ${f.severity} ${f.rule}`)}\n${xmlText(f.message)}\n${xmlText(ruleDocUrl(f.rule))}`,
      );
      out.write('</failure>\n    </testcase>\n');
    }
    out.write('  </testsuite>\n');
  }
  out.write('</testsuites>\n');
  out.flush();
}

function countTests(byFile: ReadonlyMap<string, readonly Finding[]>): number {
  let n = 0;
  for (const list of byFile.values()) n += Math.max(list.length, 1);
  return n;
}
