// ESLint (flat config) with typescript-eslint: the recommended rules, and the layer boundaries of CONTRIBUTING.md
// as import restrictions. `npm run lint` runs it with the dead-code check (knip); `npm test` runs `npm run lint`.
import tseslint from 'typescript-eslint';

/** Node's file and path modules, in both spellings: `src/core` is text in, data out. */
const NODE_IO = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'path', 'node:path'].map((name) => ({
  name,
  message: 'src/core reads no files and builds no paths: take text in, give data out (CONTRIBUTING.md, Layout).',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'node_modules/**',
      '.vscode-test/**',
      'test/fixtures/**',
      'examples/**/node_modules/**',
      'bench/peers/**',
      // What the benchmarks and test runs leave behind (git-ignored): npm test runs beside npm run bench.
      'bench/.work/**',
      'bench/dist/**',
      'test-results/**',
      '.tmp/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed parameters and caught errors are unused on purpose (a signature to match, an error to ignore).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // These load a module only when it is needed, with `require(...) as typeof import(...)`: the yaml fallback,
    // the HTTP sender, the request command, the remote-reference fetcher and the worker threads stay out of start-up.
    files: [
      'src/cli/**/*.ts',
      'src/core/document/yaml-ast.ts',
      'src/core/http/lazy-send.ts',
      'src/extension/remote-refs.ts',
      'scripts/*.ts',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read JSON and poke at parsed values whose shape the assertion itself checks.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'Only src/extension imports vscode.' }, ...NODE_IO],
          patterns: [
            {
              group: ['**/extension', '**/extension/**', '**/extension.ts', '**/cli/**', '**/webview/**'],
              message: 'src/core is the bottom layer: it may not import src/extension, src/cli or src/webview.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'src/shared is shared with the webview: no vscode.' }],
          patterns: [{ regex: '^\\.\\./', message: 'src/shared imports only src/shared.' }],
        },
      ],
    },
  },
  {
    files: ['src/webview/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'The webview talks to the host by messages only.' }],
          patterns: [
            {
              regex: '^\\.\\./(?!shared/)|^\\.\\./shared/\\.\\.',
              message: 'src/webview imports only src/shared (and its own modules).',
            },
            { regex: '^[^.]', message: 'src/webview imports only src/shared (and its own modules): no packages.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'The CLI runs without VS Code.' }],
          patterns: [
            {
              group: ['**/extension', '**/extension/**', '**/webview/**'],
              message: 'The CLI builds on src/core, not on the editor.',
            },
          ],
        },
      ],
    },
  },
);
