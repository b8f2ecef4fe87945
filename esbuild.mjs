// Builds the bundles: dist/extension.js (VS Code host), dist/cli.js + dist/lint-worker.js (CLI), dist/lint-worker-ext.js (the extension's worker), dist/webview/*.js (browser).
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
  cli: 'src/cli/main.ts',
  'lint-worker': 'src/cli/lint-worker.ts',
  'lint-worker-ext': 'src/extension/lint-worker.ts',
};
const webEntries = { 'webview/runner': 'src/webview/main.ts' };

const configs = [
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
    entryPoints: Object.fromEntries(Object.entries(nodeEntries).filter(([n, f]) => n !== 'cli' && existsSync(f))),
    outdir: 'dist',
  },
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
    entryPoints: Object.fromEntries(Object.entries(nodeEntries).filter(([n, f]) => n === 'cli' && existsSync(f))),
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
