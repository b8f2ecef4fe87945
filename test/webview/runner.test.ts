import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startDemoApi, type DemoApi } from '../../examples/demo-api/server';
import {
  applyTheme,
  browser,
  openRunner,
  pageServer,
  recordMetric,
  REPO,
  sentMatching,
  type RunnerPage,
} from './harness';

const DEMO = {
  uri: 'file:///work/demo/openapi.yaml',
  text: fs.readFileSync(path.join(REPO, 'examples', 'demo-api', 'openapi.yaml'), 'utf8'),
  operation: 'listBooks',
};
const TOKEN = 'tok-webview-7f3c91-secret';
/** Screenshots go to docs/images (for the README) with REST_CONVENTIONS_UPDATE_SCREENSHOTS=1, else to test-results. */
const IMAGES =
  process.env.REST_CONVENTIONS_UPDATE_SCREENSHOTS === '1'
    ? path.join(REPO, 'docs', 'images')
    : path.join(REPO, 'test-results', 'screenshots', 'webview');

function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
      }),
    ),
  );
}

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent())?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Points the form at a server, stores the token through the masked prompt, and fills parameters. */
async function prepare(r: RunnerPage, server: string, params: Record<string, string> = {}): Promise<void> {
  const { page } = r;
  await page.waitForSelector('#server');
  await page.selectOption('#server', '-1');
  await page.fill('#custom-server', server);
  await page.locator('#custom-server').dispatchEvent('change');
  r.host.answers = [TOKEN];
  await page.click('button[aria-label="Set secret of bearerAuth"]');
  await page.waitForSelector('.scheme .stored.ok');
  for (const [label, value] of Object.entries(params)) await page.getByLabel(label, { exact: true }).fill(value);
}

describe('runner webview in a real browser', function () {
  this.timeout(120_000);
  let context: BrowserContext;
  let closeBrowser: () => Promise<void>;
  let server: { url: string; close(): Promise<void> };
  let api: DemoApi;
  const open: RunnerPage[] = [];

  before(async () => {
    server = await pageServer();
    ({ context, close: closeBrowser } = await browser());
    api = await startDemoApi({ port: 0, token: TOKEN });
    fs.mkdirSync(IMAGES, { recursive: true });
  });
  after(async () => {
    await closeBrowser?.();
    await server?.close();
    await api?.close();
  });
  afterEach(async () => {
    for (const r of open.splice(0)) {
      assert.deepEqual(r.problems, [], 'no script errors and no CSP violations');
      await r.close();
    }
  });

  async function runner(spec = DEMO, setup?: Parameters<typeof openRunner>[3]): Promise<RunnerPage> {
    const r = await openRunner(context, server.url, spec, setup);
    open.push(r);
    return r;
  }

  it('draws the form from the spec: server, security, parameters by location with types, enums and hints', async () => {
    const { page } = await runner();
    await page.waitForSelector('#server');
    assert.equal(await text(page, 'h1'), 'GET /v1/books');
    assert.deepEqual(await page.locator('#server option').allTextContents(), [
      'http://127.0.0.1:4010 — The demo server started by `npm run demo:api` (PORT changes the port).',
      'Mock (this spec) — started on demand',
      'Another URL…',
    ]);
    assert.deepEqual(await page.locator('fieldset.params legend').allTextContents(), ['Query parameters']);
    assert.deepEqual(await page.locator('fieldset.params .param-name').allTextContents(), [
      'limit',
      'page',
      'sort',
      'status',
      'authorId',
    ]);
    assert.deepEqual(await page.getByLabel('status', { exact: true }).locator('option').allTextContents(), [
      '(not set)',
      'available',
      'checked-out',
    ]);
    assert.equal(await page.getByLabel('limit', { exact: true }).getAttribute('placeholder'), '10');
    assert.equal(await text(page, '#p-query-0-hint'), 'integer — Page size.');
    assert.equal(await text(page, '.scheme .detail'), 'HTTP bearer token');
    assert.equal(await text(page, '.scheme .stored'), 'no secret stored');
    assert.equal(await page.locator('fieldset.body').count(), 0);
  });

  it('stores the token through the host’s masked prompt and sends; the page never sees the token', async () => {
    const r = await runner();
    const { page } = r;
    await prepare(r, api.url, { limit: '2', page: '3' });
    assert.deepEqual(
      r.host.questions.map((q) => q.password),
      [true],
    );
    assert.equal(await text(page, '.scheme .stored'), 'stored: token');
    await page.click('#send');
    await page.waitForSelector('.status-line');
    assert.equal(await text(page, '.status-line .status'), '200 OK');
    assert.equal(await text(page, '.pagination .summary'), 'page 3 of 6 · 2 per page · 12 items');
    assert.deepEqual(
      await page
        .locator('.pagination button')
        .evaluateAll((bs) =>
          bs.map((b) => `${b.getAttribute('data-rel')}:${(b as HTMLButtonElement).disabled ? 'off' : 'on'}`),
        ),
      ['first:on', 'prev:on', 'next:on', 'last:on'],
    );
    const send = await sentMatching<{ values: { params: Record<string, string> } }>(r, (m) => m.type === 'send');
    assert.deepEqual(send.values.params, {
      'query:limit': '2',
      'query:page': '3',
      'query:sort': '',
      'query:status': '',
      'query:authorId': '',
    });
    await page.waitForSelector('.body-lines .line');
    assert.equal(await text(page, '.body-lines .line:first-child .code'), '{');
    const html = await page.content();
    const state = await page.evaluate(() => sessionStorage.getItem('vscode-state'));
    assert.ok(!html.includes(TOKEN) && !state?.includes(TOKEN), 'the token is neither in the page nor in its state');
    assert.ok(!JSON.stringify(r.sent).includes(TOKEN));
  });

  it('Send asks for a missing token through the host’s masked prompt, stores it and sends with it', async () => {
    const r = await runner();
    const { page } = r;
    await page.waitForSelector('#server');
    await page.selectOption('#server', '-1');
    await page.fill('#custom-server', api.url);
    await page.locator('#custom-server').dispatchEvent('change');
    r.host.answers = [TOKEN];
    await page.click('#send');
    await page.waitForSelector('.status-line');
    assert.equal(await text(page, '.status-line .status'), '200 OK');
    assert.deepEqual(
      r.host.questions.map((q) => [q.title, q.password]),
      [[`bearerAuth — no environment · ${api.url} — to send`, true]],
    );
    assert.equal((await page.locator('.facts span').allTextContents()).at(-1), 'auth: bearerAuth');
    await page.waitForFunction(() => document.querySelector('.scheme .stored')?.textContent === 'stored: token');
    assert.equal(await page.locator('.summary .warning').count(), 0, 'no “sent without credentials” warning');
    assert.ok(!(await page.content()).includes(TOKEN));
  });

  it('a warning from an earlier attempt goes when the next call is sent; an info stays', async () => {
    const r = await runner();
    const { page } = r;
    await prepare(r, api.url, { limit: '2' });
    r.host.post({
      type: 'notice',
      level: 'warning',
      message: 'A secret prompt is open: answer it, or press Escape to send nothing.',
    });
    await page.waitForSelector('.notice.warning');
    await page.click('#send');
    await page.waitForSelector('.status-line');
    assert.equal(await text(page, '.status-line .status'), '200 OK');
    assert.equal(await text(page, '.notice'), '');
    assert.equal(await page.locator('.notice.warning').count(), 0);
    r.host.post({ type: 'notice', level: 'info', message: 'Stored token.' });
    await page.waitForSelector('.notice.info');
    await page.getByLabel('page', { exact: true }).fill('2');
    await page.click('#send');
    await page.waitForFunction(() => document.querySelector('.pagination .summary')?.textContent?.startsWith('page 2'));
    assert.equal(await text(page, '.notice'), 'Stored token.');
  });

  it('opens on the spec’s mock when one is already running, and says where it runs', async () => {
    const r = await runner(DEMO, (host) => Object.assign(host, { mockServer: async () => api.url }));
    const { page } = r;
    await page.waitForSelector('#server');
    assert.equal(await page.locator('#server').inputValue(), '-3');
    assert.equal(
      await page.locator('#server option:checked').textContent(),
      `Mock (this spec) — running at ${api.url}`,
    );
    r.host.answers = [TOKEN];
    await page.click('#send');
    await page.waitForSelector('.status-line');
    assert.equal(await text(page, '.status-line .status'), '200 OK');
    assert.equal(r.host.of('response')[0].response.url.startsWith(`${api.url}/v1/books`), true);
  });

  it('a cancelled prompt sends nothing and offers Send without credentials, which says so in the response', async () => {
    const r = await runner();
    const { page } = r;
    await page.waitForSelector('#server');
    await page.selectOption('#server', '-1');
    await page.fill('#custom-server', api.url);
    await page.locator('#custom-server').dispatchEvent('change');
    r.host.answers = [undefined];
    await page.click('#send');
    await page.waitForSelector('.summary .failure');
    assert.equal(
      await text(page, '.summary .failure'),
      `Cancelled. Not sent: no token was given for bearerAuth (no environment · ${api.url}). Send again to be asked, or send it without credentials.`,
    );
    assert.equal(r.host.of('sending').length, 0, 'nothing was sent');
    await page.click('#send-without-credentials');
    await page.waitForSelector('.status-line');
    assert.equal(await text(page, '.status-line .status'), '401 Unauthorized');
    assert.equal(
      await text(page, '.summary .warning'),
      `Sent without credentials: you chose Send without credentials for no environment · ${api.url}; bearerAuth needs token (Set secret… stores it).`,
    );
    const send = await sentMatching<{ withoutCredentials?: boolean }>(
      r,
      (m) => m.type === 'send' && !!m.withoutCredentials,
    );
    assert.equal(send.withoutCredentials, true);
    assert.equal(r.host.questions.length, 1, 'asked once');
  });

  it('the auth box follows the environment and the server: it shows what Send will use there', async () => {
    const other = `http://localhost:${new URL(api.url).port}`;
    const r = await runner(DEMO, (host) => {
      host.environments = JSON.stringify({
        environments: { local: { base_url: api.url }, other: { base_url: other } },
      });
    });
    const { page } = r;
    await page.waitForSelector('#environment');
    await page.selectOption('#environment', 'local');
    await page.waitForFunction(() => document.querySelector('.auth .where')?.textContent?.includes('local ·'));
    r.host.answers = [TOKEN];
    await page.click('button[aria-label="Set secret of bearerAuth"]');
    await page.waitForFunction(() => document.querySelector('.scheme .stored')?.textContent === 'stored: token');
    assert.equal(
      await text(page, '.auth .where'),
      `Secrets for local · ${api.url}, kept in the editor’s secret storage.`,
    );
    await page.selectOption('#environment', 'other');
    await page.waitForFunction(() => document.querySelector('.auth .where')?.textContent?.includes('other ·'));
    assert.equal(await text(page, '.scheme .stored'), 'no secret stored');
    assert.equal(
      await text(page, '.auth .where'),
      `Secrets for other · ${other}, kept in the editor’s secret storage.`,
    );
    await page.selectOption('#environment', 'local');
    await page.waitForFunction(() => document.querySelector('.auth .where')?.textContent?.includes('local ·'));
    assert.equal(await text(page, '.scheme .stored'), 'stored: token');
    await page.selectOption('#server', '-1');
    await page.fill('#custom-server', other);
    await page.locator('#custom-server').dispatchEvent('change');
    await page.waitForFunction((o) => document.querySelector('.auth .where')?.textContent?.includes(o), other);
    assert.equal(await text(page, '.scheme .stored'), `no secret stored (one is stored for ${api.url} only)`);
  });

  it('pages with First/Prev/Next/Last and disables what the response does not give', async () => {
    const r = await runner();
    const { page } = r;
    await prepare(r, api.url, { limit: '5' });
    await page.click('#send');
    await page.waitForSelector('.pagination');
    assert.equal(await text(page, '.pagination .summary'), 'page 1 of 3 · 5 per page · 12 items');
    assert.equal(await page.locator('.pagination [data-rel=prev]').isDisabled(), true);
    await page.click('.pagination [data-rel=next]');
    await page.waitForFunction(() => document.querySelector('.pagination .summary')?.textContent?.startsWith('page 2'));
    assert.equal(await page.getByLabel('page', { exact: true }).inputValue(), '2', 'the form follows the page');
    await page.click('.pagination [data-rel=last]');
    await page.waitForFunction(() => document.querySelector('.pagination .summary')?.textContent?.startsWith('page 3'));
    assert.equal(await page.getByLabel('page', { exact: true }).inputValue(), '3');
    assert.equal(await page.getByLabel('limit', { exact: true }).inputValue(), '5');
    assert.equal(await page.locator('.pagination [data-rel=next]').isDisabled(), true);
    assert.deepEqual(
      r.sent.filter((m) => (m as { type: string }).type === 'page').map((m) => (m as { rel: string }).rel),
      ['next', 'last'],
    );
  });

  it('shows a page link to another origin as not followed', async () => {
    const other = await listen((_q, s) => s.end('{}'));
    const api2 = await listen((_q, s) => {
      s.writeHead(200, { 'content-type': 'application/json', link: `<${other.url}/v1/books?page=2>; rel="next"` });
      s.end(JSON.stringify({ data: [{ id: '1' }] }));
    });
    try {
      const r = await runner();
      await prepare(r, api2.url);
      await r.page.click('#send');
      await r.page.waitForSelector('.pagination');
      const next = r.page.locator('.pagination [data-rel=next]');
      assert.equal(await next.isDisabled(), true);
      assert.match(
        (await next.getAttribute('title')) ?? '',
        /^The next page is on another origin \(http:\/\/127\.0\.0\.1:\d+\/v1\/books\?page=2\): not followed/,
      );
      assert.equal(await text(r.page, '.pagination .cross'), 'next: another origin, not followed');
    } finally {
      await other.close();
      await api2.close();
    }
  });

  it('reads the rate limits: gauge, a live countdown with the local time, the encoding', async () => {
    const r = await runner();
    const { page } = r;
    await prepare(r, api.url);
    await page.click('#send');
    await page.waitForSelector('.status-line');
    await page.click('#tab-rate-limits');
    const gauge = page.locator('#main-gauge');
    assert.equal(await gauge.getAttribute('aria-valuemax'), '100');
    assert.match((await gauge.getAttribute('aria-valuetext')) ?? '', /^\d+ of 100 left$/);
    const figures = await page.locator('.rl-figures > div').allTextContents();
    assert.match(figures[0], /^\d+ of 100 requests left$/);
    assert.match(figures[1], /^Resets in \d+:\d\d · at \d\d:\d\d:\d\d( [AP]M)? local time$/);
    assert.match(
      await text(page, '.rl-encoding'),
      /^Reset read as epoch-seconds — epoch seconds .*relative to the Date header$/,
    );
    const before = await text(page, '.rl-figures .countdown');
    await page.waitForFunction((b) => document.querySelector('.rl-figures .countdown')?.textContent !== b, before, {
      timeout: 30_000,
    });
    const toSeconds = (s: string) => s.split(':').reduce((a, x) => a * 60 + Number(x), 0);
    assert.ok(toSeconds(await text(page, '.rl-figures .countdown')) < toSeconds(before), 'the countdown goes down');
    assert.equal(await page.locator('.policies tbody tr').count(), 1);
  });

  it('shows the 429 banner with the Retry-After countdown, and “Send when allowed” sends again when it is over', async () => {
    const tight = await startDemoApi({ port: 0, token: TOKEN, rateLimit: { limit: 1, windowSeconds: 2 } });
    try {
      const r = await runner();
      const { page } = r;
      await prepare(r, tight.url);
      await page.click('#send');
      await page.waitForFunction(() => document.querySelector('.status-line .status')?.textContent === '200 OK');
      await page.click('#send');
      await page.waitForSelector('.limit-banner:not([hidden])');
      assert.match(
        await text(page, '.limit-banner'),
        /^Too many requests \(429\)\. Retry-After in 0:0[1-3] · at \d\d:\d\d:\d\d( [AP]M)?Send when allowed$/,
      );
      await page.setViewportSize({ width: 1280, height: 820 });
      await applyTheme(page, 'dark');
      await page.screenshot({ path: path.join(IMAGES, 'runner-429-dark.png') });
      assert.ok(fs.statSync(path.join(IMAGES, 'runner-429-dark.png')).size > 20_000, 'the 429 banner screenshot');
      await page.click('#send-when-allowed');
      assert.equal(await page.locator('#send-when-allowed').getAttribute('aria-pressed'), 'true');
      await page.waitForFunction(
        () => document.querySelector('.status-line .status')?.textContent === '200 OK',
        undefined,
        { timeout: 8000 },
      );
      assert.equal(await page.locator('.limit-banner').isHidden(), true);
      assert.equal(r.sent.filter((m) => (m as { type: string }).type === 'retry').length, 1);
      await page.click('#tab-rate-limits');
      assert.match(await text(page, '.rate-limit'), /requests left/);
    } finally {
      await tight.close();
    }
  });

  it('lists every IETF policy, and bans a 403 whose quota is spent', async () => {
    const ietf = await listen((_q, s) => {
      s.writeHead(403, {
        'content-type': 'application/json',
        date: new Date().toUTCString(),
        'ratelimit-policy': '"burst";q=100;w=60, "daily";q=1000;w=86400',
        ratelimit: '"burst";r=0;t=30, "daily";r=420;t=3600',
      });
      s.end('{"error": {"status": 403, "code": "rate_limited", "message": "slow down"}}');
    });
    try {
      const r = await runner();
      const { page } = r;
      await prepare(r, ietf.url);
      await page.click('#send');
      await page.waitForSelector('.limit-banner:not([hidden])');
      assert.match(
        await text(page, '.limit-banner'),
        /^Rate limited \(403 with no requests left\)\. The limit resets in 0:(29|30) · at /,
      );
      // One clock: the banner and the panel count down to the same reset and read the same at every tick.
      for (let i = 0; i < 6; i++) {
        const [banner, panel] = await page.evaluate(() => [
          document.querySelector('.limit-banner .countdown')!.textContent,
          document.querySelector('.rl-figures .countdown')!.textContent,
        ]);
        assert.equal(panel, banner, `tick ${i}`);
        await page
          .waitForFunction((b) => document.querySelector('.limit-banner .countdown')?.textContent !== b, banner, {
            timeout: 30_000,
          })
          .catch(() => undefined);
      }
      await page.click('#tab-rate-limits');
      assert.deepEqual(await page.locator('.policies tbody th').allTextContents(), ['burst', 'daily']);
      assert.deepEqual(
        await page
          .locator('.policies tbody tr')
          .evaluateAll((rows) =>
            rows.map((tr) => [...tr.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent)),
          ),
        [
          ['100', '—', '60 s'],
          ['1000', '—', '86400 s'],
        ],
      );
      assert.equal(await page.locator('#main-gauge').getAttribute('aria-valuetext'), '0 of 100 left');
    } finally {
      await ietf.close();
    }
  });

  it('stays responsive while a 10 MB JSON body renders, drawing only the rows in sight', async () => {
    const items = Array.from({ length: 60_000 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      tags: ['a', 'b'],
      nested: { ok: i % 2 === 0, score: i / 7 },
    }));
    const payload = JSON.stringify({ data: items });
    assert.ok(payload.length > 10 * 1024 * 1024 * 0.5);
    const big =
      payload.length >= 10 * 1024 * 1024
        ? payload
        : JSON.stringify({ data: items, padding: 'x'.repeat(10 * 1024 * 1024 - payload.length) });
    const bigServer = await listen((_q, s) =>
      s.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) }).end(big),
    );
    try {
      const r = await runner();
      const { page } = r;
      await prepare(r, bigServer.url);
      await page.evaluate(() => {
        const w = window as unknown as { __clicks: number[] };
        w.__clicks = [];
        document
          .querySelector('#tab-headers')!
          .addEventListener('click', (e) => w.__clicks.push(performance.now() - e.timeStamp));
      });
      await page.click('#send');
      await page.waitForSelector('.large-note');
      const t0 = Date.now();
      await page.click('#tab-headers');
      const clickMs = Date.now() - t0;
      const delay = await page.evaluate(() => (window as unknown as { __clicks: number[] }).__clicks[0]);
      recordMetric('webview-10mb-click-round-trip', clickMs, 'ms');
      recordMetric('webview-10mb-click-input-delay', Math.round(delay * 10) / 10, 'ms');
      assert.equal(await page.locator('#tab-headers').getAttribute('aria-selected'), 'true');
      await page.click('#tab-body');
      const rows = await page.locator('.body-lines .line').count();
      assert.ok(rows > 0 && rows < 200, `${rows} rows in the DOM`);
      await page.waitForFunction(
        () => Number(getComputedStyle(document.querySelector('.body-lines .spacer')!).height.replace('px', '')) > 1e6,
      );
      await page.focus('.body-lines');
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.querySelector('.line.cursor .code')?.textContent === '}');
      const lastLine = Number(await page.locator('.line.cursor .gutter').textContent());
      const prettyLines = JSON.stringify(JSON.parse(big), null, 2).split('\n');
      assert.equal(lastLine, prettyLines.length);
      await page.fill('.search', 'item 59999');
      await page.press('.search', 'Enter');
      await page.waitForSelector('.body-lines mark');
      assert.match(await text(page, '.body-status'), /^Match 1 of 1 · line \d+$/);
      await page.keyboard.press('Escape');
      await page.click('.fold-all');
      const hidden = prettyLines.indexOf('  ],') - 2;
      assert.equal(
        await page.locator('.body-lines .line:nth-child(2) .code').textContent(),
        `  "data": [ … ],  (${hidden} lines)`,
      );
      assert.match(
        await text(page, '.large-note'),
        /^A large body \(\d+(\.\d)? MB\); the view draws only the lines in sight\. Open in editor$/,
      );
      await page.click('.large-note button');
      await sentMatching(r, (m) => m.type === 'openBody');
    } finally {
      await bigServer.close();
    }
  });

  it('is keyboard-operable: Ctrl+Enter sends from a field, arrows move between tabs, Enter folds', async () => {
    const r = await runner();
    const { page } = r;
    await prepare(r, api.url, { limit: '1' });
    await page.getByLabel('limit', { exact: true }).press('Control+Enter');
    await page.waitForSelector('.status-line');
    await page.focus('#tab-body');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-headers');
    assert.equal(await page.locator('#panel-headers').isVisible(), true);
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-history');
    assert.deepEqual(await page.locator('.history-list li > span:not(.hint)').allTextContents(), [
      '200',
      'GET',
      `${api.url}/v1/books?limit=1`,
    ]);
    assert.match(await text(page, '.history-list li .hint'), /^listBooks · .+ · \d+ ms$/);
    await page.keyboard.press('Home');
    await page.focus('.body-lines');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.match(await text(page, '.line.cursor .code'), /^"data": \[ … \],/);
  });

  it('keeps the typed values across a reload (the webview state), and reopens a call from the history', async () => {
    const r = await runner();
    const { page } = r;
    await prepare(r, api.url, { limit: '3', authorId: '2' });
    await page.click('#send');
    await page.waitForSelector('.status-line');
    // The form is saved a moment after typing: wait until the saved state holds what was typed, then reload.
    await page.waitForFunction((url) => {
      const values = JSON.parse(sessionStorage.getItem('vscode-state') ?? 'null')?.values;
      return values?.customServer === url && Object.values(values.params ?? {}).includes('3');
    }, api.url);
    await page.reload();
    await page.waitForSelector('#server');
    assert.equal(await page.getByLabel('limit', { exact: true }).inputValue(), '3');
    assert.equal(await page.inputValue('#custom-server'), api.url);
    await page.getByLabel('limit', { exact: true }).fill('9');
    await page.click('#tab-history');
    await page.click('.history-list button');
    await page.waitForFunction(() => (document.querySelector('#p-query-0') as HTMLInputElement | null)?.value === '3');
    assert.equal(await text(page, '.notice'), 'Reopened a call from the history.');
  });

  it('follows the spec: an edited spec redraws the form and keeps the values', async () => {
    const r = await runner();
    const { page } = r;
    await page.waitForSelector('#server');
    await page.getByLabel('authorId', { exact: true }).fill('4');
    r.host.files.set(
      DEMO.uri,
      DEMO.text
        .replace('summary: List books, a page at a time', 'summary: Every book, paged')
        .replace(
          '        - name: authorId\n',
          '        - name: year\n          in: query\n          schema: {type: integer}\n        - name: authorId\n',
        ),
    );
    await r.dispatcher.refresh();
    await page.waitForFunction(() => document.querySelector('.subtitle')?.textContent?.startsWith('Every book, paged'));
    assert.deepEqual(await page.locator('fieldset.params .param-name').allTextContents(), [
      'limit',
      'page',
      'sort',
      'status',
      'year',
      'authorId',
    ]);
    assert.equal(await page.getByLabel('authorId', { exact: true }).inputValue(), '4');
  });

  it('says a body is not valid JSON in a JSON document type only, not for NDJSON lines', async () => {
    const { page } = await runner({
      uri: 'file:///work/demo/events.yaml',
      text: [
        'openapi: 3.1.0',
        'info: {title: Events, version: "1"}',
        'servers: [{url: "http://127.0.0.1:9"}]',
        'paths:',
        '  /events:',
        '    post:',
        '      operationId: importEvents',
        '      requestBody:',
        '        content:',
        '          application/x-ndjson: {schema: {type: object}}',
        '          application/json: {schema: {type: object}}',
        '      responses: {"204": {description: done}}',
      ].join('\n'),
      operation: 'importEvents',
    });
    await page.waitForSelector('#body');
    await page.selectOption('#media-type', 'application/x-ndjson');
    await page.fill('#body', '{"a":1}\n{"a":2}');
    assert.equal(await text(page, '#body-error'), '');
    await page.selectOption('#media-type', 'application/json');
    assert.match(await text(page, '#body-error'), /^Not valid JSON: /);
  });

  it('renders response bodies as text, never as HTML', async () => {
    const html = await listen((_q, s) =>
      s
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script><b>bold</b>'),
    );
    try {
      const r = await runner();
      await prepare(r, html.url);
      await r.page.click('#send');
      await r.page.waitForSelector('.body-lines .line');
      assert.equal(await r.page.locator('.body-lines img, .body-lines script, .body-lines b').count(), 0);
      assert.match(await text(r.page, '.body-lines .line .code'), /^<img src=x onerror=/);
      assert.notEqual(await r.page.title(), 'pwned');
    } finally {
      await html.close();
    }
  });

  it('shows a gzip body decoded, and how it came over the wire', async () => {
    const payload = JSON.stringify({
      data: [{ id: 1, title: 'Decoded' }],
      pagination: { page: 1, limit: 20, total: 1 },
    });
    const gz = zlib.gzipSync(Buffer.from(payload));
    const gzip = await listen((_q, s) =>
      s.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gz),
    );
    try {
      const r = await runner();
      await prepare(r, gzip.url);
      await r.page.click('#send');
      await r.page.waitForSelector('.body-lines .line');
      assert.match(
        await text(r.page, '.facts'),
        new RegExp(`${payload.length} B \\(gzip, ${gz.length} B on the wire\\)`),
      );
      assert.match((await r.page.locator('.body-lines').textContent()) ?? '', /"title": "Decoded"/);
    } finally {
      await gzip.close();
    }
  });

  it('takes screenshots in light, dark and high-contrast themes', async () => {
    const r = await runner();
    const { page } = r;
    await page.setViewportSize({ width: 1280, height: 820 });
    await prepare(r, api.url, { limit: '2', page: '3' });
    await page.click('#send');
    await page.waitForSelector('.body-lines .line');
    for (const kind of ['light', 'dark', 'high-contrast'] as const) {
      await applyTheme(page, kind);
      await page.click('#tab-body');
      await page.screenshot({ path: path.join(IMAGES, `runner-${kind}.png`) });
    }
    await applyTheme(page, 'dark');
    await page.click('#tab-rate-limits');
    await page.screenshot({ path: path.join(IMAGES, 'runner-rate-limits-dark.png') });
    for (const f of ['runner-light.png', 'runner-dark.png', 'runner-high-contrast.png', 'runner-rate-limits-dark.png'])
      assert.ok(fs.statSync(path.join(IMAGES, f)).size > 20_000, f);
  });
});
