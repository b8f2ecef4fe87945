// Where `npm run bench` puts its tables: into bench/RESULTS.md (a tracked file) only when asked with --write, so a
// run to look at the figures leaves the working tree clean.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * The results file's text with the lines between one block's markers replaced (a new file when there is none):
 * `bench` (the peers, bench/run.mjs), `bench-editor` (the editor, bench/editor.ts) or `bench-editor-as-user` (the same,
 * opened as a user opens a file: `--as-user`).
 */
export function withTables(previous, lines, block = 'bench') {
  const START = `<!-- ${block}:start -->`;
  const END = `<!-- ${block}:end -->`;
  const title =
    block === 'bench'
      ? 'Lint: us against the peers'
      : block === 'bench-editor'
        ? 'The editor on GitHub’s spec'
        : 'The editor on GitHub’s spec, opened as a user opens it';
  let results = previous ?? `# Benchmarks\n\n## ${title}\n\n${START}\n${END}\n`;
  if (!results.includes(START)) results += `\n## ${title}\n\n${START}\n${END}\n`;
  const from = results.indexOf(START);
  const to = results.indexOf(END, from);
  const tail = to < 0 ? '' : results.slice(to + END.length);
  return `${results.slice(0, from)}${START}\n${lines.join('\n')}\n${END}${tail}`;
}

/**
 * Records the tables in `file` when `write` is true (written beside and renamed over, so a reader sees the old or the
 * new whole file); returns what to tell the user either way.
 */
export function recordTables(file, lines, write, block = 'bench') {
  if (!write) {
    const command =
      block === 'bench'
        ? 'npm run bench -- --write'
        : `npm run bench -- --editor${block === 'bench-editor' ? '' : ' --as-user'} --write`;
    return `${file} is unchanged: run \`${command}\` to record these figures there.`;
  }
  const text = withTables(existsSync(file) ? readFileSync(file, 'utf8') : undefined, lines, block);
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  return `Recorded in ${file}.`;
}
