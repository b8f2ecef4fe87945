// Builds the bundles: dist/extension.js (VS Code host), dist/lint-worker-ext.js (the extension's worker), dist/webview/*.js (browser),
// and the CLI's: dist/cli.js + dist/lint-worker.js (small loaders, src/cli/bin.ts, that compile dist/cli-main.js and
// dist/lint-worker-main.js with a V8 code cache) and dist/request-command.js.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  minify: production,
  sourcemap: production ? false : 'linked',
  logLevel: 'warning',
};

const nodeEntries = {
  extension: 'src/extension.ts',
  'cli-main': 'src/cli/main.ts',
  'request-command': 'src/cli/request-command.ts',
  'lint-worker-main': 'src/cli/lint-worker.ts',
  'lint-worker': 'src/cli/bin.ts',
  'lint-worker-ext': 'src/extension/lint-worker.ts',
};
/** The `bin`: the loader of dist/cli-main.js (a loader dist/X.js starts dist/X-main.js). */
const binEntries = { cli: 'src/cli/bin.ts' };
const webEntries = { 'webview/runner': 'src/webview/main.ts' };

/**
 * Keeps the `request` command (and undici, ~1.2 MB) out of dist/cli-main.js: `lint` never runs it, and compiling it
 * cost every lint ~25 ms of start-up. main.ts requires it only when `request` is asked for.
 */
const requestCommandApart = {
  name: 'request-command-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/request-command$/ }, () => ({ path: './request-command.js', external: true }));
  },
};

const configs = [
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
    entryPoints: Object.fromEntries(Object.entries(nodeEntries).filter(([n, f]) => n !== 'cli-main' && existsSync(f))),
    outdir: 'dist',
  },
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    plugins: [requestCommandApart],
    entryPoints: Object.fromEntries(Object.entries(nodeEntries).filter(([n, f]) => n === 'cli-main' && existsSync(f))),
    outdir: 'dist',
  },
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
    entryPoints: Object.fromEntries(Object.entries(binEntries).filter(([, f]) => existsSync(f))),
    outdir: 'dist',
  },
  {
    ...common,
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    entryPoints: Object.fromEntries(Object.entries(webEntries).filter(([, f]) => existsSync(f))),
    outdir: 'dist',
  },
].filter((c) => Object.keys(c.entryPoints).length > 0);

if (watch) {
  for (const c of configs) await (await esbuild.context(c)).watch();
} else {
  await Promise.all(configs.map((c) => esbuild.build(c)));
}
