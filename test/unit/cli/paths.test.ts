import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { displayPath, expandPaths } from '../../../src/cli/files';
import { globFiles } from '../../../src/cli/glob';
import { compileFileGlob } from '../../../src/core/glob';
import { parseLintArgs } from '../../../src/cli/args';
import { FIXTURES } from './run';

describe('cli: globs', () => {
  const matches = (pattern: string, p: string) => compileFileGlob(pattern)(p);

  it('keeps * and ? inside one segment and away from a leading dot', () => {
    assert.equal(matches('*.yaml', 'a.yaml'), true);
    assert.equal(matches('*.yaml', 'dir/a.yaml'), false);
    assert.equal(matches('*.yaml', '.hidden.yaml'), false);
    assert.equal(matches('spec?.json', 'spec1.json'), true);
    assert.equal(matches('spec?.json', 'spec12.json'), false);
    assert.equal(matches('a/*/c.yaml', 'a/b/c.yaml'), true);
    assert.equal(matches('a/*/c.yaml', 'a/b/x/c.yaml'), false);
  });

  it('lets ** span any number of folders, including none', () => {
    assert.equal(matches('**/*.yaml', 'a.yaml'), true);
    assert.equal(matches('**/*.yaml', 'a/b/c.yaml'), true);
    assert.equal(matches('specs/**', 'specs/a/b.json'), true);
    assert.equal(matches('a/**/z.yaml', 'a/z.yaml'), true);
    assert.equal(matches('a/**/z.yaml', 'a/b/c/z.yaml'), true);
    assert.equal(matches('a/**/z.yaml', 'b/z.yaml'), false);
  });

  it('alternates with {a,b}, nested too, and reads character classes', () => {
    assert.equal(matches('*.{yml,yaml}', 'a.yml'), true);
    assert.equal(matches('*.{yml,yaml}', 'a.json'), false);
    assert.equal(matches('{v1,v{2,3}}/*.json', 'v3/x.json'), true);
    assert.equal(matches('{v1,v{2,3}}/*.json', 'v4/x.json'), false);
    assert.equal(matches('[ab].yaml', 'b.yaml'), true);
    assert.equal(matches('[!ab].yaml', 'b.yaml'), false);
    assert.equal(matches('a+b(1).yaml', 'a+b(1).yaml'), true);
  });

  it('matches hostile file globs (`**a`, `*a`, nested braces repeated) correctly without backtracking', () => {
    const long = `${'a'.repeat(60)}b`;
    assert.equal(matches('**a'.repeat(15), long), false);
    assert.equal(matches('*a'.repeat(20), long), false);
    assert.equal(matches('*a'.repeat(20), 'a'.repeat(60)), true);
    assert.equal(matches(`${'{*a,a*}'.repeat(12)}c`, long), false);
    assert.equal(matches(`${'{*a,a*}'.repeat(12)}b`, long), true);
    assert.equal(matches('x/**/**/**/**/**/**/**/**/**/**/*.yaml', `x/${'d/'.repeat(40)}c.json`), false);
    assert.equal(matches('x/**/**/**/**/**/**/**/**/**/**/*.yaml', `x/${'d/'.repeat(40)}c.yaml`), true);
    assert.equal(matches('[a-c]x\\*', 'bx*'), true);
  });

  it('walks from the static head of the pattern and skips node_modules and dot-folders', () => {
    assert.deepEqual(globFiles('tree/**/*.yaml', FIXTURES), [
      'tree/a.yaml',
      'tree/notes.yaml',
      'tree/sub/helm-values.yaml',
    ]);
    assert.deepEqual(globFiles('tree/node_modules/**/*.yaml', FIXTURES), ['tree/node_modules/pkg/skipped.yaml']);
    assert.deepEqual(globFiles(`${FIXTURES}/tree/sub/*.json`, '/'), [`${FIXTURES}/tree/sub/b.json`]);
  });
});

describe('cli: path expansion', () => {
  it('expands files, folders and globs in argument order, once each', () => {
    const { files, errors } = expandPaths(['dirty/orders.yaml', 'tree', 'tree/*.yaml', 'missing.yaml'], FIXTURES);
    assert.deepEqual(
      files.map((f) => [f.file, f.explicit]),
      [
        ['dirty/orders.yaml', true],
        ['tree/a.yaml', false],
        ['tree/notes.yaml', false],
        ['tree/sub/b.json', false],
        ['tree/sub/c.yml', false],
        ['tree/sub/helm-values.yaml', false],
      ],
    );
    assert.deepEqual(errors, ['No such file or folder: missing.yaml']);
  });

  it('names files relative to cwd inside it, and as given outside it', () => {
    assert.equal(displayPath('/w/p/specs/a.yaml', '/w/p'), 'specs/a.yaml');
    assert.equal(displayPath('/w/other/a.yaml', '/w/p'), '../other/a.yaml');
    assert.equal(displayPath('/w/other/a.yaml', '/w/p', true), '/w/other/a.yaml');
    assert.equal(displayPath('/w/p/..x/a.yaml', '/w/p', true), '..x/a.yaml');
    assert.equal(path.isAbsolute(displayPath('/w/p', '/w/p')), true);
  });
});

describe('cli: arguments', () => {
  it('reads every option in both spellings', () => {
    assert.deepEqual(
      parseLintArgs([
        '-f',
        'json',
        '--config=c.yaml',
        '--fail-on',
        'warning',
        '--workers',
        '3',
        'a.yaml',
        '--',
        '--odd-name.yaml',
      ]),
      {
        format: 'json',
        failOn: 'warning',
        config: 'c.yaml',
        workers: 3,
        paths: ['a.yaml', '--odd-name.yaml'],
        help: false,
        quiet: false,
        allowEmpty: false,
        updateBaseline: false,
      },
    );
    assert.deepEqual(
      parseLintArgs(['-q', '-o', 'r.xml', '--format=junit', '--allow-empty', '-', '--stdin-filename', 'api.yaml']),
      {
        format: 'junit',
        failOn: 'error',
        output: 'r.xml',
        paths: ['-'],
        help: false,
        quiet: true,
        allowEmpty: true,
        updateBaseline: false,
        stdinFilename: 'api.yaml',
      },
    );
    assert.deepEqual(
      [parseLintArgs(['--quiet', '--output=o.json', '--stdin-filename=x.json', '-'])].map(
        (o) => typeof o === 'object' && [o.quiet, o.output, o.stdinFilename],
      ),
      [[true, 'o.json', 'x.json']],
    );
    assert.deepEqual(
      [
        parseLintArgs(['--baseline=b.json', '--fix', 'a.yaml']),
        parseLintArgs(['--baseline', 'b.json', '--update-baseline', '--fix-dry-run', 'a.yaml']),
      ].map((o) => (typeof o === 'object' ? [o.baseline, o.updateBaseline, o.fix] : o)),
      [
        ['b.json', false, 'write'],
        '--update-baseline records findings as they are; run --fix first, then --update-baseline.',
      ],
    );
    assert.equal(parseLintArgs(['--fix', '--fix-dry-run', 'a.yaml']), '--fix and --fix-dry-run cannot go together.');
    assert.equal(parseLintArgs(['--baseline']), '--baseline needs a file.');
    assert.equal(parseLintArgs(['-', '-']), 'Standard input (-) can be named once.');
    assert.equal(
      parseLintArgs(['--workers', 'many', 'a.yaml']),
      '--workers needs a whole number (0 lints in the main thread).',
    );
    assert.equal(parseLintArgs(['--config']), '--config needs a file.');
    assert.equal(
      parseLintArgs(['--format']),
      '--format needs one of text, json, sarif, github-actions, codeclimate, junit.',
    );
  });
});
