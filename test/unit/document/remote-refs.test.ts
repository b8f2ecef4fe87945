import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemoteRefs } from '../../../src/core/http/remote-refs';
import { withRemoteTexts } from '../../../src/core/document/remote-texts';
import { lint } from '../../../src/core/lint';
import { brief, dedent } from '../helpers/lint';
import { cli } from '../cli/run';
import { Analyses, type LintRequest } from '../../../src/extension/worker-analyses';

/** A server of remote spec parts: documents by path, a redirect within http, one to https, a 404 and a big one. */
async function partsServer() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    if (req.headers.authorization || req.headers.cookie) return void res.writeHead(400).end('credentials were sent');
    if (path === '/common.yaml')
      return void res
        .writeHead(200, { 'content-type': 'application/yaml' })
        .end("Error:\n  type: object\n  properties:\n    code: { $ref: 'more.yaml#/Code' }\n");
    if (path === '/more.yaml') return void res.writeHead(200).end('Code:\n  type: string\n');
    if (path === '/moved.yaml') return void res.writeHead(301, { location: '/common.yaml' }).end();
    if (path === '/to-https.yaml')
      return void res.writeHead(302, { location: 'https://127.0.0.1:1/common.yaml' }).end();
    if (path === '/big.yaml') return void res.writeHead(200).end(`x: '${'a'.repeat(5000)}'\n`);
    res.writeHead(404).end('no');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

/** A spec whose schema `$ref`s each of `refs` (one property per ref). */
function specWith(refs: string[]): string {
  const props = refs.map((r, i) => `        p${i}: { $ref: '${r}' }`).join('\n');
  return (
    dedent(`
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths: {}
    components:
      schemas:
        Thing:
          type: object
          properties:
  `) +
    props +
    '\n'
  );
}

describe('remote $refs: fetched only with consent, with limits', () => {
  let parts: Awaited<ReturnType<typeof partsServer>>;
  before(async () => (parts = await partsServer()));
  after(() => parts.close());

  it('without consent: fetches nothing and says so once, at the first remote reference, the others related', () => {
    const text = specWith([
      `${parts.url}/common.yaml#/Error`,
      `${parts.url}/more.yaml#/Code`,
      '#/components/schemas/Thing',
    ]);
    const before = parts.hits.length;
    const found = lint({ uri: 'spec.yaml', text }).findings.filter((f) => f.rule === 'unresolved-ref');
    assert.equal(parts.hits.length, before, 'nothing was fetched');
    assert.deepEqual(
      found.map((f) => [brief(f, text).text, f.severity]),
      [[`${parts.url}/common.yaml#/Error`, 'info']],
    );
    assert.match(
      found[0].message,
      /^2 remote references \(to 2 documents, such as ".*common\.yaml#\/Error"\) were not followed/,
    );
    assert.match(found[0].message, /--remote-refs/);
    assert.deepEqual(
      found[0].related?.map((r) => r.pointer),
      ['/components/schemas/Thing/properties/p1/$ref'],
    );
  });

  it('with consent: follows them (and the references inside them), through same-scheme redirects, with no credentials', async () => {
    const text = specWith([`${parts.url}/common.yaml#/Error`, `${parts.url}/moved.yaml#/Error/properties/code`]);
    const remote = await fetchRemoteRefs('spec.yaml', text);
    assert.deepEqual(Object.keys(remote).sort(), [
      `${parts.url}/common.yaml`,
      `${parts.url}/more.yaml`,
      `${parts.url}/moved.yaml`,
    ]);
    const res = lint({ uri: 'spec.yaml', text, load: withRemoteTexts(undefined, remote), remoteRefs: true });
    assert.deepEqual(
      res.findings.filter((f) => f.rule === 'unresolved-ref'),
      [],
    );
  });

  it('with consent: a fetch that fails is an unresolved-ref error with the reason', async () => {
    const text = specWith([`${parts.url}/nope.yaml#/X`, `${parts.url}/to-https.yaml#/X`, `${parts.url}/big.yaml#/x`]);
    const remote = await fetchRemoteRefs('spec.yaml', text, { maxBytes: 1000 });
    const found = lint({
      uri: 'spec.yaml',
      text,
      load: withRemoteTexts(undefined, remote),
      remoteRefs: true,
    }).findings.filter((f) => f.rule === 'unresolved-ref');
    assert.deepEqual(
      found.map((f) => f.severity),
      ['error', 'error', 'error'],
    );
    assert.match(found[0].message, /nope\.yaml.*answered HTTP 404/);
    assert.match(found[1].message, /redirected to https:\/\/…; only redirects within http: are followed/);
    assert.match(found[2].message, /big\.yaml is larger than the 1000-byte limit/);
  });

  it("finds remote references held by the spec's local files too, and fetches each URL once per run", async () => {
    const local = `Shared:\n  $ref: '${parts.url}/more.yaml#/Code'\n`;
    const text = specWith(['shared.yaml#/Shared', `${parts.url}/more.yaml#/Code`]);
    const cache = new Map();
    const before = parts.hits.filter((h) => h === '/more.yaml').length;
    const remote = await fetchRemoteRefs('/w/spec.yaml', text, {
      readLocal: (u) => (u === '/w/shared.yaml' ? local : undefined),
      cache,
    });
    await fetchRemoteRefs('/w/other.yaml', text, { readLocal: () => local, cache });
    assert.deepEqual(Object.keys(remote), [`${parts.url}/more.yaml`]);
    assert.equal(parts.hits.filter((h) => h === '/more.yaml').length - before, 1, 'fetched once');
  });
});

describe('cli: lint --remote-refs', function () {
  this.timeout(60_000);
  let parts: Awaited<ReturnType<typeof partsServer>>;
  let dir: string;
  before(async () => {
    parts = await partsServer();
    dir = mkdtempSync(path.join(tmpdir(), 'rc-remote-'));
    writeFileSync(
      path.join(dir, 'api.yaml'),
      specWith([`${parts.url}/common.yaml#/Error`, `${parts.url}/gone.yaml#/X`]),
    );
  });
  after(async () => {
    await parts.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('notes remote references without the flag, fetches and checks them with it', async () => {
    const run = (args: string[]) => cli(['lint', '-f', 'json', ...args, 'api.yaml'], { cwd: dir });
    const before = parts.hits.length;
    const plain = await run([]);
    assert.equal(parts.hits.length, before, 'nothing fetched without --remote-refs');
    const noted = (JSON.parse(plain.stdout) as { rule: string; severity: string }[]).filter(
      (f) => f.rule === 'unresolved-ref',
    );
    assert.deepEqual(
      noted.map((f) => f.severity),
      ['info'],
    );
    // Issue 24 item 8: the server is on 127.0.0.1, which --remote-refs alone does not ask.
    const refused = await run(['--remote-refs']);
    const loopback = (JSON.parse(refused.stdout) as { rule: string; message: string }[]).filter(
      (f) => f.rule === 'unresolved-ref',
    );
    assert.equal(loopback.length, 2);
    for (const f of loopback) assert.match(f.message, /127\.0\.0\.1 is a loopback address/);
    assert.equal(parts.hits.length, before, 'nothing fetched from a loopback address without --remote-refs-private');
    const fetched = await run(['--remote-refs', '--remote-refs-private']);
    const found = (JSON.parse(fetched.stdout) as { rule: string; severity: string; message: string }[]).filter(
      (f) => f.rule === 'unresolved-ref',
    );
    assert.deepEqual(
      found.map((f) => f.severity),
      ['error'],
      'the missing document, and nothing about the one that was fetched',
    );
    assert.match(found[0].message, /gone\.yaml answered HTTP 404/);
    assert.equal(fetched.code, 1);
  });
});

describe('extension lint protocol: remote texts handed to the worker', () => {
  it('follows remote references only when the request carries them (the setting on, in a trusted workspace)', () => {
    const text = specWith(['https://specs.example.com/common.yaml#/Error']);
    const base = { uri: 'file:///w/api.yaml', text, files: [] as [string, string][], config: { rules: {} } };
    const runLint = (req: LintRequest) => new Analyses().lint('doc', req);
    const off = runLint(base).findings.filter((f) => f.rule === 'unresolved-ref');
    assert.deepEqual(
      off.map((f) => f.severity),
      ['info'],
    );
    const on = runLint({
      ...base,
      remote: { 'https://specs.example.com/common.yaml': { text: 'Error: { type: object }\n' } },
    });
    assert.deepEqual(
      on.findings.filter((f) => f.rule === 'unresolved-ref'),
      [],
    );
    const failed = runLint({
      ...base,
      remote: {
        'https://specs.example.com/common.yaml': { error: 'https://specs.example.com/common.yaml answered HTTP 500' },
      },
    });
    assert.deepEqual(
      failed.findings
        .filter((f) => f.rule === 'unresolved-ref')
        .map((f) => [f.severity, /answered HTTP 500/.test(f.message)]),
      [['error', true]],
    );
  });
});
