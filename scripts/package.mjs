// `npm run package`: production bundles, then `rest-conventions-<version>.vsix` written by @vscode/vsce.
// vsce globs every file under its folder before applying .vscodeignore (here that is node_modules, the
// test harness and more: tens of seconds), so it runs on a staging copy of the roots that .vscodeignore
// lets back in; .vscodeignore stays the one list of what is packaged. Fails over the size budget.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The largest .vsix we ship. */
export const BUDGET_BYTES = 1.5 * 1024 * 1024;

/** The top-level files and folders named by the `!` lines of .vscodeignore: all that can be packaged. */
export function packagedRoots(vscodeignore) {
  const roots = new Set();
  for (const line of vscodeignore.split(/\r?\n/)) {
    const m = /^!\/?([^/*?{[]+)/.exec(line.trim());
    if (m) roots.add(m[1]);
  }
  return [...roots].sort();
}

/** Copies package.json, .vscodeignore and the packaged roots into a fresh folder; returns it. */
export function stage(from = root) {
  const dir = mkdtempSync(join(tmpdir(), 'rest-conventions-vsix-'));
  const ignore = readFileSync(join(from, '.vscodeignore'), 'utf8');
  cpSync(join(from, '.vscodeignore'), join(dir, '.vscodeignore'));
  for (const name of packagedRoots(ignore)) {
    if (existsSync(join(from, name))) cpSync(join(from, name), join(dir, name), { recursive: true });
  }
  // The bundles are built already; the staged manifest must not try to build them again.
  const manifest = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));
  delete manifest.scripts?.['vscode:prepublish'];
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  return dir;
}

/** The files vsce would package from the working tree (no build): paths relative to the extension root. */
export async function listPackaged(from = root) {
  const { listFiles, PackageManager } = require('@vscode/vsce');
  const dir = stage(from);
  try {
    return (await listFiles({ cwd: dir, packageManager: PackageManager.None })).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds the production bundles and the .vsix; returns its path and size. */
export async function packageExtension({ out } = {}) {
  execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'inherit' });
  const { version, name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const packagePath = resolve(out ?? join(root, `${name}-${version}.vsix`));
  const { createVSIX } = require('@vscode/vsce');
  const dir = stage();
  try {
    await createVSIX({ cwd: dir, packagePath, dependencies: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const bytes = statSync(packagePath).size;
  if (bytes > BUDGET_BYTES) throw new Error(`${packagePath} is ${bytes} bytes, over the ${BUDGET_BYTES}-byte budget`);
  return { packagePath, bytes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  packageExtension({ out: at > 0 ? process.argv[at + 1] : undefined }).then(
    ({ packagePath, bytes }) =>
      console.log(`${packagePath}: ${(bytes / 1024).toFixed(1)} KiB (budget ${BUDGET_BYTES / 1024} KiB)`),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
