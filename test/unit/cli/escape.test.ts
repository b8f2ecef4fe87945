import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { escapeControls } from '../../../src/cli/format/escape';
import { formatText, PLAIN } from '../../../src/cli/format/text';
import { runRequestCommand } from '../../../src/cli/request-command';
import type { Finding } from '../../../src/core/rules/types';
import { startServer, type LocalServer } from '../http/helpers/local-server';
import { cli } from './run';

/** OSC 52 writes "hi" to the terminal's clipboard; CSI 2K + CR erases the line it is on. */
const OSC52 = '\u001b]52;c;aGk=\u0007';
const ERASE = '\u001b[2K\r';

/** Attack (issue 15 item 9): terminal escapes in a spec or a server's answer reached the terminal as they were. */
describe('cli: control characters from specs and servers are shown escaped in text output', () => {
  it('escapes C0, DEL, C1 and bidi controls, keeping tab, line feed and other text', () => {
    assert.equal(
      escapeControls(`a\tb\nc${OSC52}d${ERASE}\u007f\u009b\u202eé`),
      'a\tb\nc\\x1b]52;c;aGk=\\x07d\\x1b[2K\\x0d\\x7f\\x9b\\u202eé',
    );
  });

  it('lint text output escapes the file name and the message', () => {
    const f: Finding = {
      rule: 'path-no-verbs',
      severity: 'warning',
      message: `"get${OSC52}" is a verb`,
      uri: `api${ERASE}.yaml`,
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    } as Finding;
    const text = formatText([f], 1, PLAIN);
    assert.ok(!/[\u0000-\u0008\u000b-\u001f]/.test(text), JSON.stringify(text));
    assert.match(text, /^api\\x1b\[2K\\x0d\.yaml:1:1 warning path-no-verbs "get\\x1b\]52;c;aGk=\\x07" is a verb$/m);
  });

  describe('end to end', () => {
    let dir: string;
    let server: LocalServer;
    before(async () => {
      server = await startServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello${OSC52}${ERASE}world`),
      );
      dir = mkdtempSync(join(tmpdir(), 'rc-esc-'));
      writeFileSync(
        join(dir, 'openapi.yaml'),
        `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${server.url}'}]\npaths:\n  "/getThings\\e]52;c;aGk=\\a":\n    get: {operationId: "x\\e[2K", responses: {'200': {description: ok}}}\n`,
      );
    });
    after(async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('lint prints no raw escape from the spec', async () => {
      const run = await cli(['lint', 'openapi.yaml'], { cwd: dir });
      assert.ok(run.stdout.includes('\\x1b]52;c;aGk=\\x07'), run.stdout);
      assert.ok(!/[\u0000-\u0008\u000b-\u001f]/.test(run.stdout + run.stderr), JSON.stringify(run.stdout));
    });

    it('request prints no raw escape from the server or the spec', async () => {
      let stdout = '';
      let stderr = '';
      const code = await runRequestCommand([join(dir, 'openapi.yaml'), 'x\u001b[2K'], {
        cwd: dir,
        env: {},
        stdout: { write: (s) => (stdout += s) },
        stderr: { write: (s) => (stderr += s) },
      });
      assert.equal(code, 0, stderr);
      assert.ok(stdout.includes('hello\\x1b]52;c;aGk=\\x07\\x1b[2K\\x0dworld'), stdout);
      assert.ok(!/[\u0000-\u0008\u000b-\u001f]/.test(stdout + stderr));
      const missing = await runRequestCommand([join(dir, 'openapi.yaml'), `nope${OSC52}`], {
        cwd: dir,
        env: {},
        stdout: { write: () => true },
        stderr: { write: (s) => (stderr = s) },
      });
      assert.equal(missing, 2);
      assert.ok(stderr.includes('nope\\x1b]52;c;aGk=\\x07') && !stderr.includes('\u001b'), stderr);
    });
  });
});
