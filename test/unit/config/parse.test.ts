import * as assert from 'node:assert/strict';
import { formatConfigProblem, parseConfig, type ConfigProblem } from '../../../src/core/config/parse';
import { mergeConfigs } from '../../../src/core/config/merge';
import { dedent } from '../helpers/lint';

/** A problem shortened to key path, 1-based `line:col` and message, for readable assertions. */
function short(p: ConfigProblem): string {
  return formatConfigProblem(p).slice(p.file.length + 1);
}

function parse(text: string, file = '.rest-conventions.yaml') {
  return parseConfig(file, dedent(text));
}

describe('config: parseConfig', () => {
  it('reads severities written as strings and as {severity, options}', () => {
    const { config, problems } = parse(`
      rules:
        path-no-verbs:
          severity: error
          options:
            verbs: [archive, resend]
            allow: [search]
        list-sort-param: off
        path-collection-plural:
          options:
            exceptions: [staff]
        versioning:
          severity: info
          options: { strategy: uri }
        security-defined: warning
    `);
    assert.deepEqual(problems, []);
    assert.deepEqual(config, {
      rules: {
        'path-no-verbs': { severity: 'error', options: { verbs: ['archive', 'resend'], allow: ['search'] } },
        'list-sort-param': { severity: 'off' },
        'path-collection-plural': { options: { exceptions: ['staff'] } },
        versioning: { severity: 'info', options: { strategy: 'uri' } },
        'security-defined': { severity: 'warning' },
      },
    });
  });

  it('reads the JSON form, with a $schema key for editors', () => {
    const text =
      '{\n  "$schema": "./schemas/rest-conventions.schema.json",\n  "rules": { "bearer-scheme": "off" }\n}\n';
    const { config, problems } = parseConfig('.rest-conventions.json', text);
    assert.deepEqual(problems, []);
    assert.deepEqual(config, { rules: { 'bearer-scheme': { severity: 'off' } } });
  });

  it('accepts an empty file, an empty rules map and null options as "all defaults"', () => {
    assert.deepEqual(parse(''), { config: { rules: {} }, problems: [] });
    assert.deepEqual(parse('rules:\n'), { config: { rules: {} }, problems: [] });
    assert.deepEqual(parse('rules:\n  server-url:\n    options:\n'), {
      config: { rules: { 'server-url': {} } },
      problems: [],
    });
  });

  it('names an unknown rule id at its key, with the nearest known id', () => {
    const { config, problems } = parse(`
      rules:
        path-no-verb: warning
        totally-made-up: off
        path-hierarchy: error
    `);
    assert.deepEqual(problems.map(short), [
      '2:3: rules.path-no-verb: Unknown rule "path-no-verb". Did you mean "path-no-verbs"?',
      '3:3: rules.totally-made-up: Unknown rule "totally-made-up".',
    ]);
    assert.deepEqual(problems[0].range, { start: { line: 1, character: 2 }, end: { line: 1, character: 14 } });
    assert.deepEqual(config.rules, { 'path-hierarchy': { severity: 'error' } });
  });

  it('names a bad severity at its value, in both forms', () => {
    const { problems } = parse(`
      rules:
        path-hierarchy: warn
        server-url:
          severity: 2
    `);
    assert.deepEqual(problems.map(short), [
      '2:19: rules.path-hierarchy: Invalid severity "warn"; use one of off, error, warning, info.',
      '4:15: rules.server-url.severity: Invalid severity number 2; use one of off, error, warning, info.',
    ]);
    assert.deepEqual(problems[0].range, { start: { line: 1, character: 18 }, end: { line: 1, character: 22 } });
  });

  it('names a wrong option type down to the list item', () => {
    const { config, problems } = parse(`
      rules:
        path-no-verbs:
          options:
            verbs: [archive, resend, 42]
            allow: search
        versioning:
          options:
            strategy: path
    `);
    assert.deepEqual(problems.map(short), [
      '4:32: rules.path-no-verbs.options.verbs[2]: Expected a non-empty string; got number 42.',
      '5:14: rules.path-no-verbs.options.allow: Expected a list of strings; got "search".',
      '8:17: rules.versioning.options.strategy: Expected one of uri, header, parameter, any; got "path".',
    ]);
    assert.deepEqual(problems[0].range, { start: { line: 3, character: 31 }, end: { line: 3, character: 33 } });
    assert.deepEqual(config.rules, {});
  });

  it('names unknown options and unknown keys', () => {
    const { problems } = parse(`
      rules:
        path-no-verbs:
          level: error
          options:
            verb: [x]
        duplicate-operation-id:
          options:
            strict: true
        path-collection-plural:
          options: [staff]
      extends: recommended
    `);
    assert.deepEqual(problems.map(short), [
      '11:1: extends: Unknown key "extends"; the configuration has `rules`, `ignore`, `overrides` and `changes`.',
      '3:5: rules.path-no-verbs.level: Unknown key "level"; a rule setting has `severity` and `options`.',
      '5:7: rules.path-no-verbs.options.verb: Unknown option "verb" for rule "path-no-verbs"; it takes `verbs`, `allow`.',
      '8:7: rules.duplicate-operation-id.options.strict: Unknown option "strict" for rule "duplicate-operation-id"; it takes none.',
      '10:14: rules.path-collection-plural.options: `options` must be a mapping.',
    ]);
  });

  it('reports a wrong top-level shape instead of throwing', () => {
    assert.deepEqual(parse('- rules\n').problems.map(short), [
      '1:1: The configuration must be a mapping with a `rules` key.',
    ]);
    assert.deepEqual(parse('rules: [path-no-verbs]\n').problems.map(short), [
      '1:8: rules: `rules` must be a mapping from rule id to a severity or to `{severity, options}`.',
    ]);
    assert.deepEqual(parse('rules:\n  path-no-verbs: [warning]\n').problems.map(short), [
      '2:18: rules.path-no-verbs: Expected a severity (off, error, warning, info) or a mapping with `severity` and `options`.',
    ]);
  });

  it('turns YAML and JSON syntax errors into problems at their positions', () => {
    const yaml = parse('rules:\n  path-no-verbs: [warning\n');
    assert.equal(yaml.problems.length > 0, true);
    assert.equal(yaml.problems[0].path, '');
    assert.equal(yaml.problems[0].file, '.rest-conventions.yaml');
    const json = parseConfig('.rest-conventions.json', '{"rules": {"path-no-verbs": "off",}}');
    assert.equal(json.problems.length > 0, true);
    assert.equal(json.problems[0].range.start.line, 0);
    assert.deepEqual(json.config, { rules: {} });
  });

  it('quotes keys that are not plain identifiers in key paths', () => {
    const { problems } = parse('rules:\n  "weird rule.id": off\n');
    assert.deepEqual(
      problems.map((p) => p.path),
      ['rules["weird rule.id"]'],
    );
  });

  it('validates against the ids it is given', () => {
    const { problems } = parseConfig('c.yaml', 'rules:\n  my-rule: off\n  path-no-verbs: off\n', {
      knownRules: ['my-rule'],
    });
    assert.deepEqual(
      problems.map((p) => p.path),
      ['rules.path-no-verbs'],
    );
  });
});

describe('config: mergeConfigs', () => {
  it('lets later severities win and merges options key by key', () => {
    const merged = mergeConfigs(
      {
        rules: {
          'path-no-verbs': { severity: 'error', options: { verbs: ['a'], allow: ['b'] } },
          'server-url': { severity: 'off' },
        },
      },
      { rules: { 'path-no-verbs': { options: { verbs: ['c'] } }, versioning: { severity: 'info' } } },
    );
    assert.deepEqual(merged, {
      rules: {
        'path-no-verbs': { severity: 'error', options: { verbs: ['c'], allow: ['b'] } },
        'server-url': { severity: 'off' },
        versioning: { severity: 'info' },
      },
    });
  });
});
