import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPORT_PREFIX } from './report-prefix';

/** What a test run in code-server needs: the same facts `runTests` passes to a desktop VS Code. */
export interface WebRunOptions {
  /** The code-server executable (from the harness folder). */
  codeServer: string;
  extensionDevelopmentPath: string;
  extensionTestsPath: string;
  /** The folder opened in the workbench. */
  workspace: string;
  /** Variables for the tests: code-server passes its own environment on to the extension host. */
  env: Record<string, string>;
  /** Where screenshots asked for by the tests go. */
  screenshotDir: string;
  timeoutMs: number;
  chromiumPath?: string;
  verbose?: boolean;
}

/** User settings that keep the workbench quiet and offline during tests. */
const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'security.workspace.trust.enabled': false,
  'git.enabled': false,
  'git.autoRepositoryDetection': false,
  'github.gitAuthentication': false,
  'npm.autoDetect': 'off',
  'typescript.disableAutomaticTypeAcquisition': true,
  'window.dialogStyle': 'custom',
  // VS Code for the Web saves after a delay by default; a test that saves must not race it (that a save of a version
  // already linted lints nothing is checked by the fix-all suite with an explicit save).
  'files.autoSave': 'off',
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const started = Date.now();
function log(...args: unknown[]): void {
  console.log(`[code-server ${((Date.now() - started) / 1000).toFixed(1)}s]`, ...args);
}

/**
 * Runs the extension tests in code-server's Node extension host, with the workbench opened in headless
 * chromium. The extension and the tests are passed in the URL's `payload` (code-server refuses them on
 * its command line); the result comes back through `window.codeAutomationExit`. Resolves to the exit code.
 */
export async function runInCodeServer(o: WebRunOptions): Promise<number> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-web-'));
  const userData = path.join(tmp, 'user-data');
  fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
  fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify(QUIET_SETTINGS, null, 2));
  const extensions = path.join(tmp, 'extensions');
  fs.mkdirSync(extensions);

  const port = await freePort();
  const shots = await screenshotServer(o.screenshotDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...o.env,
    REST_CONVENTIONS_IT_SCREENSHOT_URL: shots.url,
    EXTENSIONS_GALLERY: '{}',
    XDG_CONFIG_HOME: path.join(tmp, 'xdg', 'config'),
    XDG_DATA_HOME: path.join(tmp, 'xdg', 'data'),
    XDG_CACHE_HOME: path.join(tmp, 'xdg', 'cache'),
  };
  delete env.ELECTRON_RUN_AS_NODE;
  const csLog = path.join(tmp, 'code-server.log');
  const out = fs.openSync(csLog, 'a');
  const args = [
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--user-data-dir',
    userData,
    '--extensions-dir',
    extensions,
  ];
  // Its own process group, so that ending the group also ends its file watcher and extension host.
  const cs: ChildProcess = spawn(o.codeServer, args, { env, detached: true, stdio: ['ignore', out, out] });
  log(`pid ${cs.pid}, port ${port}`);

  let context: BrowserContext | undefined;
  const cleanup = async () => {
    shots.close();
    if (context) await context.close().catch(() => undefined);
    try {
      if (cs.pid) process.kill(-cs.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let code = 1;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/healthz`, 60_000);
    context = await chromium.launchPersistentContext(path.join(tmp, 'chromium-profile'), {
      executablePath: o.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      headless: true,
      viewport: { width: 1400, height: 860 },
      args: CHROMIUM_ARGS,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: path.join(tmp, 'chromium-config'),
        XDG_CACHE_HOME: path.join(tmp, 'chromium-cache'),
      },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    shots.attach(page);
    forwardConsole(page, o.verbose ?? false);
    let finish: (code: number) => void = () => undefined;
    const exited = new Promise<number>((resolve) => (finish = resolve));
    await page.exposeFunction('codeAutomationLog', () => undefined);
    await page.exposeFunction('codeAutomationExit', (c: number) => finish(Number(c)));

    const authority = `127.0.0.1:${port}`;
    const payload = [
      ['extensionDevelopmentPath', `vscode-remote://${authority}${o.extensionDevelopmentPath}`],
      ['extensionTestsPath', `vscode-remote://${authority}${o.extensionTestsPath}`],
      ['skipWelcome', 'true'],
    ];
    await page.goto(
      `${base}/?folder=${encodeURIComponent(o.workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`,
    );
    await page.waitForSelector('.monaco-workbench', { timeout: 120_000 });
    log('workbench loaded; tests running');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), o.timeoutMs)));
    const result = await Promise.race([exited, timedOut]);
    clearTimeout(timer);
    if (result === 'timeout') {
      log(`timed out after ${o.timeoutMs / 1000} s`);
      await page.screenshot({ path: path.join(o.screenshotDir, 'timeout.png') }).catch(() => undefined);
      code = 124;
    } else code = result;
  } catch (e) {
    log('error:', e instanceof Error ? (e.stack ?? e.message) : e);
    code = 1;
  } finally {
    if (code !== 0) log('code-server log (last lines):\n' + tail(csLog, 40));
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return code;
}

/**
 * A loopback endpoint through which a test asks for a screenshot of the workbench (the tests run in the
 * extension host and cannot see the browser): `GET /screenshot?name=problems-panel[&wait=<css selector>]` waits for
 * the selector to be visible, then writes `<dir>/problems-panel.png`.
 */
async function screenshotServer(dir: string): Promise<{ url: string; attach(page: Page): void; close(): void }> {
  let page: Page | undefined;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const name = url.searchParams.get('name') ?? '';
    if (url.pathname !== '/screenshot' || !/^[a-z0-9-]+$/.test(name) || !page) {
      res.writeHead(400).end('expected /screenshot?name=<a-z0-9->');
      return;
    }
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}.png`);
    const wait = url.searchParams.get('wait');
    const current = page;
    (wait ? current.waitForSelector(wait, { state: 'visible', timeout: 90_000 }) : Promise.resolve())
      .then(() => current.screenshot({ path: file }))
      .then(
        () => res.writeHead(200, { 'content-type': 'text/plain' }).end(file),
        (e: unknown) => res.writeHead(500).end(String(e)),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/screenshot`, attach: (p) => (page = p), close: () => server.close() };
}

/** Prints the tests' report (console lines the suite marks with `[it] `); the workbench's own chatter only when verbose. */
function forwardConsole(page: Page, verbose: boolean): void {
  page.on('console', (m) => {
    const text = m.text();
    const at = text.indexOf(REPORT_PREFIX);
    if (at >= 0) console.log(text.slice(at + REPORT_PREFIX.length).replace(/\s*color: #[0-9a-f]+\s*$/i, ''));
    else if (verbose) console.log(`[workbench ${m.type()}] ${text}`);
  });
  page.on('pageerror', (e) => verbose && console.log('[workbench error]', String(e)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get(url, (r) => {
          r.resume();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`code-server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
