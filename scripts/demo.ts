// `npm run demo`: the whole product in one command. Builds the .vsix, starts the demo API, installs the .vsix
// into a browser VS Code (code-server, set up by test/integration/setup-harness.sh) and opens a scratch copy
// of examples/workspace in it; prints the URL and the demo tokens; Ctrl-C stops everything.
//   --check           open the workbench in headless chromium, wait until it has opened README.md and the draft
//                     spec by itself and the packaged extension shows its diagnostics, print the timings, stop
//   --screenshots DIR with --check: keep screenshots of the workbench there
// Environment: DEMO_PORT (code-server, default: a free port), DEMO_API_PORT (default 4010, else a free one),
// DEMO_TOKEN (the demo API's read-write token), CHROMIUM_PATH (for --check), REST_CONVENTIONS_HARNESS (where
// code-server is installed, default .vscode-test/harness).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { startDemoApi, type DemoApi } from '../examples/demo-api/server';
import { parseSource } from '../src/core/document/parse';
import { buildModel } from '../src/core/openapi/build';
import { startMockServer, type MockServer } from '../src/node/mock-server';

const root = path.resolve(__dirname, '..');
const t0 = performance.now();
const args = process.argv.slice(2);
const check = args.includes('--check');
const shotsAt = args.indexOf('--screenshots');
const screenshotDir = shotsAt >= 0 ? path.resolve(args[shotsAt + 1] ?? '') : undefined;

/** Settings of the demo's user profile: offline and quiet, nothing else changed. */
const USER_SETTINGS = {
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'workbench.enableExperiments': false,
  'workbench.startupEditor': 'none',
  'git.enabled': false,
  'npm.autoDetect': 'off',
  'typescript.disableAutomaticTypeAcquisition': true,
  'task.allowAutomaticTasks': 'on',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const since = () => performance.now() - t0;
function step(what: string): void {
  console.log(`[demo ${seconds(since())}] ${what}`);
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
          resolve((r.statusCode ?? 500) < 500);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`nothing answered at ${url} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends SIGTERM to a process group and waits until all of it is gone (SIGKILL after 10 s). */
async function endGroup(pgid: number): Promise<void> {
  const signal = (sig: NodeJS.Signals | 0) => {
    try {
      process.kill(-pgid, sig);
      return true;
    } catch {
      return false;
    }
  };
  if (!signal('SIGTERM')) return;
  const end = Date.now() + 10_000;
  while (signal(0)) {
    if (Date.now() > end) {
      signal('SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port number from an environment variable, or a clear error naming it. */
function portFrom(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number from 1 to 65535, not "${value}".`);
  return port;
}

/** The demo API on DEMO_API_PORT, or on 4010 (the port its spec names), or on a free port when 4010 is taken. */
async function startApi(): Promise<DemoApi> {
  const token = process.env.DEMO_TOKEN || undefined;
  if (process.env.DEMO_API_PORT)
    return startDemoApi({ port: portFrom('DEMO_API_PORT', process.env.DEMO_API_PORT), token });
  try {
    return await startDemoApi({ port: 4010, token });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    return startDemoApi({ port: 0, token });
  }
}

/** The draft spec mocked beside the demo API: an API still being designed, with no server of its own. */
const MOCKED_SPEC = path.join(root, 'examples', 'workspace', 'specs', 'shop-draft.yaml');

/** A stateful mock of the draft spec (`rest-conventions mock`) on a free loopback port. */
async function startDraftMock(): Promise<MockServer> {
  const model = buildModel(parseSource(MOCKED_SPEC, fs.readFileSync(MOCKED_SPEC, 'utf8')));
  if (!model) throw new Error(`${MOCKED_SPEC} is not an OpenAPI document`);
  return startMockServer(model, { port: 0 });
}

/** The files the workbench opens when the demo's folder opens: the guide (as a preview) and the draft spec. */
const DEMO_OPENS = ['README.md', 'specs/shop-draft.yaml'];

/**
 * A scratch copy of examples/workspace whose `local` environment points at the running demo API, with a task that
 * runs when the folder opens and opens DEMO_OPENS in that window through code-server's remote CLI (VS Code for the
 * web opens one file from its URL at most, and the `readme` start-up editor gives way to it).
 */
function prepareWorkspace(dir: string, apiUrl: string, codeServerRoot: string, mockUrl: string): string {
  const ws = path.join(dir, 'workspace');
  fs.cpSync(path.join(root, 'examples', 'workspace'), ws, { recursive: true });
  const envFile = path.join(ws, '.rest-conventions', 'environments.json');
  const envs = JSON.parse(fs.readFileSync(envFile, 'utf8'));
  envs.environments.local.base_url = apiUrl;
  envs.environments.mock = { base_url: mockUrl };
  fs.writeFileSync(envFile, JSON.stringify(envs, null, 2) + '\n');
  const cli = path.join(codeServerRoot, 'lib', 'vscode', 'bin', 'remote-cli', 'code-linux.sh');
  const tasks = {
    version: '2.0.0',
    tasks: [
      {
        label: 'Open the demo guide and the draft spec',
        type: 'process',
        command: 'sh',
        args: [cli, '--reuse-window', ...DEMO_OPENS.map((f) => path.join(ws, f))],
        options: { env: { NODE_EXEC_PATH: process.execPath } },
        runOptions: { runOn: 'folderOpen' },
        presentation: { reveal: 'never', close: true, echo: false },
        problemMatcher: [],
      },
    ],
  };
  fs.mkdirSync(path.join(ws, '.vscode'), { recursive: true });
  fs.writeFileSync(path.join(ws, '.vscode', 'tasks.json'), JSON.stringify(tasks, null, 2) + '\n');
  // The guide opens rendered; the spec as text, so its squiggles show.
  fs.writeFileSync(
    path.join(ws, '.vscode', 'settings.json'),
    JSON.stringify({ 'workbench.editorAssociations': { '*.md': 'vscode.markdown.preview.editor' } }, null, 2) + '\n',
  );
  return ws;
}

async function main(): Promise<number> {
  const { packageExtension } = await import('./package.mjs');
  step('packaging the extension');
  const { packagePath, bytes } = await packageExtension();
  step(`${path.relative(root, packagePath)} (${(bytes / 1024).toFixed(0)} KiB)`);

  const harness = path.resolve(root, process.env.REST_CONVENTIONS_HARNESS ?? path.join('.vscode-test', 'harness'));
  const setup = spawnSync('bash', [path.join(root, 'test', 'integration', 'setup-harness.sh'), harness], {
    stdio: 'inherit',
  });
  if (setup.status !== 0) throw new Error('test/integration/setup-harness.sh failed');
  const codeServer = path.join(harness, 'node_modules', '.bin', 'code-server');

  const api = await startApi();
  step(`demo API on ${api.url}/v1`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-demo-'));
  let cs: ChildProcess | undefined;
  let stopping = false;
  let mock: MockServer | undefined;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // code-server runs in its own process group: ending the group ends its watcher and extension host too.
    if (cs?.pid) await endGroup(cs.pid);
    await api.close();
    await mock?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    console.log('\nstopping the demo…');
    void stop().then(() => process.exit(0));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    mock = await startDraftMock();
    const workspace = prepareWorkspace(tmp, api.url, path.join(harness, 'node_modules', 'code-server'), mock.url);
    const userData = path.join(tmp, 'user-data');
    const extensions = path.join(tmp, 'extensions');
    fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
    fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EXTENSIONS_GALLERY: '{}',
      XDG_CONFIG_HOME: path.join(tmp, 'xdg', 'config'),
      XDG_DATA_HOME: path.join(tmp, 'xdg', 'data'),
      XDG_CACHE_HOME: path.join(tmp, 'xdg', 'cache'),
    };
    delete env.ELECTRON_RUN_AS_NODE;
    const dirs = ['--user-data-dir', userData, '--extensions-dir', extensions];
    const install = spawnSync(codeServer, [...dirs, '--install-extension', packagePath], { env, encoding: 'utf8' });
    if (install.status !== 0)
      throw new Error(`code-server --install-extension failed:\n${install.stdout}${install.stderr}`);
    step('installed the .vsix into code-server');

    const port = process.env.DEMO_PORT ? portFrom('DEMO_PORT', process.env.DEMO_PORT) : await freePort();
    const logFile = path.join(tmp, 'code-server.log');
    const out = fs.openSync(logFile, 'a');
    const csArgs = [
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--auth',
      'none',
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      ...dirs,
    ];
    cs = spawn(codeServer, csArgs, { env, detached: true, stdio: ['ignore', out, out] });
    cs.on('exit', (code) => {
      if (!stopping) {
        console.error(
          `code-server exited (${code}); its log:\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`,
        );
        void stop().then(() => process.exit(1));
      }
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/healthz`, 60_000);
    const url = `${base}/?folder=${encodeURIComponent(workspace)}`;
    step('code-server is up');
    console.log(
      [
        '',
        `  Open ${url}`,
        `  VS Code (code-server) is on port ${port}${process.env.DEMO_PORT ? ' (DEMO_PORT)' : '; DEMO_PORT=<port> npm run demo picks the port'}.`,
        `  Demo API ${api.url}/v1 — bearer token ${api.token} (read only: ${api.readOnlyToken})`,
        `  To see a 429 quickly, use the token ${api.lowLimitToken}: ${api.lowRateLimit.limit} requests per ${api.lowRateLimit.windowSeconds} s.`,
        `  Mock of specs/shop-draft.yaml, a draft with no server of its own: ${mock.url} (the environment "mock"; any`,
        '  API key). In the runner, the server choice "Mock (this spec)" starts a mock of any spec you open.',
        `  Workspace (a scratch copy of examples/workspace): ${workspace}`,
        '  The workbench opens README.md (what to try) and specs/shop-draft.yaml (findings and quick fixes);',
        '  specs/library.yaml is for trying requests: the first Send asks for the bearer token (paste the one above;',
        '  kept in the editor’s secret storage), and Escape there sends nothing.',
        '  Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
    if (!check) {
      await new Promise<never>(() => undefined);
    }
    await checkWorkbench(url, screenshotDir);
    return 0;
  } finally {
    await stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * `--check`: opens the workbench in headless chromium like a visitor, opens the draft spec from the Explorer
 * and waits until the packaged extension's diagnostics are in the Problems panel; prints how long each took.
 */
async function checkWorkbench(url: string, shots: string | undefined): Promise<void> {
  const { chromium } = await import('playwright-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-demo-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    headless: true,
    viewport: { width: 1400, height: 860 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
    env: { ...process.env, XDG_CONFIG_HOME: path.join(profile, 'config'), XDG_CACHE_HOME: path.join(profile, 'cache') },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(60_000);
    const opened = since();
    await page.goto(url);
    await page.waitForSelector('.monaco-workbench');
    const explorer = page.locator('.explorer-folders-view .monaco-list-row');
    await explorer.filter({ hasText: 'specs' }).first().click();
    const workbench = since();
    step(`workbench usable: the Explorer lists the workspace (${seconds(workbench - opened)} after opening the URL)`);
    for (const name of ['README.md', 'shop-draft.yaml']) {
      const tab = page.locator('.tabs-container .tab', { hasText: name }).first();
      const shown = await tab.waitFor({ state: 'attached', timeout: 60_000 }).then(
        () => true,
        () => false,
      );
      if (!shown)
        throw new Error(`the workbench did not open ${name} by itself (the folder-open task of .vscode/tasks.json)`);
    }
    step(`the workbench opened README.md and specs/shop-draft.yaml (${seconds(since() - workbench)} after)`);
    await explorer.filter({ hasText: 'shop-draft.yaml' }).first().click();
    await page.keyboard.press('Control+Shift+M');
    await page
      .locator('.markers-panel .monaco-list-row', { hasText: 'REST Conventions' })
      .first()
      .waitFor({ state: 'visible' });
    const diagnostics = since();
    step(
      `diagnostics of the packaged extension in the Problems panel (${seconds(diagnostics - workbench)} after the workbench)`,
    );
    if (shots) await screenshots(page, shots);
    console.log(
      `demo check: workbench usable ${seconds(workbench)} after the start, diagnostics shown at ${seconds(diagnostics)}`,
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Screenshots of the packaged extension at work for the README: the Problems panel in the light and dark
 * themes, the hover on a finding and the quick-fix menu (each only when the workbench shows it).
 */
async function screenshots(page: import('playwright-core').Page, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const shoot = async (name: string) => {
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
    step(`screenshot ${path.join(dir, `${name}.png`)}`);
  };
  await shoot('demo-problems-light');
  // The cursor on `getProducts` (line 14), then the hover and the code actions there.
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+G');
  await page.keyboard.type('14:5');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+I');
  const hover = page.locator('.monaco-hover', { hasText: 'path-no-verbs' }).first();
  if (
    await hover.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    )
  )
    await shoot('demo-hover');
  else step('no hover on the finding; no hover screenshot');
  await page.keyboard.press('Escape');
  // The quick fixes on the list operation below it (pagination parameters missing).
  await page.keyboard.press('Control+G');
  await page.keyboard.type('15:6');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+.');
  const fixes = page.locator('.action-widget .monaco-list-row', { hasText: /limit|Disable/ }).first();
  if (
    await fixes.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    )
  )
    await shoot('demo-quick-fix');
  else step('no code actions on the finding; no quick-fix screenshot');
  await page.keyboard.press('Escape');
  // The dark theme, picked like a person would (Ctrl+K Ctrl+T).
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+T');
  await page.waitForSelector('.quick-input-widget input', { state: 'visible' });
  await page.keyboard.type('Dark Modern');
  await page
    .locator('.quick-input-list .monaco-list-row', { hasText: 'Dark Modern' })
    .first()
    .waitFor({ state: 'visible' });
  await page.keyboard.press('Enter');
  await page.waitForSelector('.monaco-workbench.vs-dark');
  await page
    .locator('.markers-panel .monaco-list-row', { hasText: 'REST Conventions' })
    .first()
    .waitFor({ state: 'visible' });
  await shoot('demo-problems-dark');
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`demo: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
