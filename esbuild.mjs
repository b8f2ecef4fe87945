// Builds the bundles: dist/extension.js (VS Code host), dist/lint-worker-ext.js (the extension's worker), dist/webview/*.js (browser),
// and the CLI's: dist/cli.js (the `bin`), dist/lint-worker.js (its lint worker threads), dist/request-command.js and
// dist/oas-validators.generated.js (the structural check's validators, which the first two share).
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
// `--outdir=DIR`: where the bundles go (`dist` by default); the benchmark builds its own, so that it never rewrites
// the `dist` a test run beside it is using.
const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';

const common = {
  bundle: true,
  minify: production,
  sourcemap: production ? false : 'linked',
  // The runner's test hooks exist only in development builds: a packaged (`--production`) extension has none.
  define: { __REST_CONVENTIONS_TEST_HOOKS__: production ? 'false' : 'true' },
  logLevel: 'warning',
};

const nodeEntries = {
  extension: 'src/extension.ts',
  'request-command': 'src/cli/request-command.ts',
  'lint-worker': 'src/cli/lint-worker.ts',
  'lint-worker-ext': 'src/extension/lint-worker.ts',
};
/** The `bin`. */
const binEntries = { cli: 'src/cli/main.ts' };
const webEntries = { 'webview/runner': 'src/webview/main.ts' };

/**
 * Keeps the `request` command (and undici, ~1.2 MB) out of dist/cli.js: `lint` never runs it, and compiling it
 * cost every lint ~25 ms of start-up. main.ts requires it only when `request` is asked for.
 */
const requestCommandApart = {
  name: 'request-command-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/request-command$/ }, () => ({ path: './request-command.js', external: true }));
  },
};

/**
 * Keeps the packed OpenAPI validators (src/core/openapi/oas-validators.generated.ts, about 135 KB of base64) in one
 * file of their own, dist/oas-validators.generated.js, which dist/cli.js and dist/lint-worker.js both load, instead
 * of a copy in each: the npm package stays under 1 MB unpacked.
 */
const validatorsApart = {
  name: 'validators-apart',
  setup(build) {
    build.onResolve({ filter: /\/oas-validators\.generated$/ }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: './oas-validators.generated.js', external: true },
    );
  },
};

/** The extension's bundles carry their dependencies (a .vsix has no node_modules); the CLI's are built apart. */
const extensionEntries = new Set(['extension', 'lint-worker-ext']);

/**
 * The CLI's bundles leave its two runtime dependencies to node_modules: the npm package (`npm pack`) lists them as
 * dependencies and ships only the bundles, about 0.5 MB unpacked instead of 2.7 MB with undici and yaml inside.
 */
const cliExternal = ['undici', 'yaml'];

const configs = [
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
    entryPoints: Object.fromEntries(
      Object.entries(nodeEntries).filter(([n, f]) => extensionEntries.has(n) && existsSync(f)),
    ),
    outdir,
  },
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: cliExternal,
    plugins: [validatorsApart],
    entryPoints: {
      ...Object.fromEntries(Object.entries(nodeEntries).filter(([n, f]) => !extensionEntries.has(n) && existsSync(f))),
      'oas-validators.generated': 'src/core/openapi/oas-validators.generated.ts',
    },
    outdir,
  },
  {
    ...common,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: cliExternal,
    plugins: [requestCommandApart, validatorsApart],
    banner: { js: '#!/usr/bin/env node' },
    entryPoints: Object.fromEntries(Object.entries(binEntries).filter(([, f]) => existsSync(f))),
    outdir,
  },
  {
    ...common,
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    entryPoints: Object.fromEntries(Object.entries(webEntries).filter(([, f]) => existsSync(f))),
    outdir,
  },
].filter((c) => Object.keys(c.entryPoints).length > 0);

if (watch) {
  for (const c of configs) await (await esbuild.context(c)).watch();
} else {
  await Promise.all(configs.map((c) => esbuild.build(c)));
}
