import * as fs from 'node:fs';
import * as path from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';
import { REPORT_PREFIX } from '../report-prefix';

/** The extension-test entry point VS Code calls in the extension host: runs every bundled `*.test.js` beside it. */
export async function run(): Promise<void> {
  const mocha = new Mocha({
    ui: 'bdd',
    reporter: 'spec',
    color: false,
    timeout: 120_000,
    grep: process.env.REST_CONVENTIONS_IT_GREP,
  });
  const log = console.log;
  Mocha.reporters.Base.consoleLog = (...args: unknown[]) => log(REPORT_PREFIX + format(...args));
  for (const f of fs.readdirSync(__dirname).sort()) if (f.endsWith('.test.js')) mocha.addFile(path.join(__dirname, f));
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} integration test${failures === 1 ? '' : 's'} failed`);
}
