import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { RunnerDispatcher } from '../../src/extension/runner/dispatcher';
import { makeNonce, runnerHtml } from '../../src/extension/runner/html';
import type { HostToWebview } from '../../src/shared/protocol';
import { FakeHost, sharedFor } from '../unit/runner/fake-host';
import { THEMES, type ThemeKind } from './themes';

export const REPO = path.resolve(__dirname, '..', '..');

/** Chromium from Debian (`scripts/system-deps.sh` installs it), or CHROMIUM_PATH. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].filter(
    (p): p is string => !!p,
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found)
    throw new Error('No chromium found: run scripts/system-deps.sh (it says what to install) or set CHROMIUM_PATH.');
  return found;
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A static server for the built webview: the page the host would make (same CSP), the bundle and the stylesheet. */
export async function pageServer(): Promise<{ url: string; close(): Promise<void> }> {
  const files: Record<string, [string, string]> = {
    '/dist/webview/runner.js': [path.join(REPO, 'dist', 'webview', 'runner.js'), 'text/javascript'],
    '/media/runner.css': [path.join(REPO, 'media', 'runner.css'), 'text/css'],
  };
  if (!fs.existsSync(files['/dist/webview/runner.js'][0]))
    throw new Error('dist/webview/runner.js is missing: run `npm run build` first.');
  let origin = '';
  const server = http.createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    if (p === '/') {
      const html = runnerHtml({
        cspSource: origin,
        scriptUri: `${origin}/dist/webview/runner.js`,
        styleUri: `${origin}/media/runner.css`,
        nonce: makeNonce(),
        title: 'Runner',
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const f = files[p];
    if (p === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (!f) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': f[1], 'cache-control': 'no-store' }).end(fs.readFileSync(f[0]));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** A browser with a fresh profile. */
export async function browser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-webview-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The stand-in for VS Code's `acquireVsCodeApi`: messages go to the bridge, state lives in sessionStorage. */
const STUB = `(() => {
  let acquired = false;
  window.acquireVsCodeApi = () => {
    if (acquired) throw new Error('acquireVsCodeApi may be called once');
    acquired = true;
    return {
      postMessage: (m) => window.__toHost(JSON.parse(JSON.stringify(m))),
      getState: () => JSON.parse(sessionStorage.getItem('vscode-state') || 'null') ?? undefined,
      setState: (s) => sessionStorage.setItem('vscode-state', JSON.stringify(s)),
    };
  };
})();`;

/** Sets a theme the way VS Code does: variables on the root element, a class on the body. */
export async function applyTheme(page: Page, kind: ThemeKind): Promise<void> {
  const t = THEMES[kind];
  await page.evaluate(({ vars, bodyClass }) => {
    const root = document.documentElement;
    root.removeAttribute('style');
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
    document.body.classList.remove('vscode-light', 'vscode-dark', 'vscode-high-contrast');
    document.body.classList.add(bodyClass);
  }, t);
}

/** A page of the webview wired to a real dispatcher (the host side) over a fake editor. */
export interface RunnerPage {
  page: Page;
  host: FakeHost;
  dispatcher: RunnerDispatcher;
  /** Every message the webview sent, in order. */
  sent: unknown[];
  /** Problems the page reported: script errors, CSP violations. */
  problems: string[];
  close(): Promise<void>;
}

/** Opens the webview on an operation of a spec, the host answering through the real dispatcher. */
export async function openRunner(
  context: BrowserContext,
  server: string,
  spec: { uri: string; text: string; operation: string },
  setup: (host: FakeHost) => void = () => undefined,
): Promise<RunnerPage> {
  const host = new FakeHost();
  host.files.set(spec.uri, spec.text);
  setup(host);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  const dispatcher = new RunnerDispatcher(host, spec.uri, spec.operation, sharedFor(host));
  const sent: unknown[] = [];
  const post = host.post.bind(host);
  host.post = (m: HostToWebview) => {
    post(m);
    void page.evaluate((msg) => window.postMessage(msg, '*'), m).catch(() => undefined);
  };
  await page.exposeFunction('__toHost', (m: unknown) => {
    sent.push(m);
    void dispatcher.receive(m);
  });
  await page.addInitScript(STUB);
  await page.goto(server);
  await applyTheme(page, 'dark');
  return { page, host, dispatcher, sent, problems, close: async () => (dispatcher.dispose(), await page.close()) };
}

/** Waits until the webview has sent a message matching the predicate; returns it. */
export async function sentMatching<T>(
  r: RunnerPage,
  pred: (m: Record<string, unknown>) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const m = r.sent.find((x) => pred(x as Record<string, unknown>));
    if (m) return m as T;
    if (Date.now() > end)
      throw new Error(
        `the webview sent no such message; it sent ${r.sent.map((x) => (x as { type: string }).type).join(', ')}`,
      );
    await new Promise((res) => setTimeout(res, 20));
  }
}

/** Appends a measured figure to test-results/webview-metrics.json. */
export function recordMetric(name: string, value: number, unit: string): void {
  const dir = path.join(REPO, 'test-results');
  const file = path.join(dir, 'webview-metrics.json');
  fs.mkdirSync(dir, { recursive: true });
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // the first figure of the run
  }
  all[name] = { value, unit, at: new Date().toISOString() };
  fs.writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
  console.log(`      metric ${name}: ${value} ${unit}`);
}
