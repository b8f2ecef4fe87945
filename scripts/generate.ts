// `npm run generate`: writes every generated file, the only script that does: the rule registry
// (src/core/rules/registry.generated.ts, from the rule modules, see rule-registry.ts); from the rule catalogue
// (src/core/rules) the configuration schema (schemas/rest-conventions.schema.json) and the docs index
// (docs/rules/README.md), and README.md's tables (rules from the catalogue; settings and commands from package.json,
// see readme-tables.ts). test/unit/catalogue.test.ts fails while one is out of date.
//   npm run generate               rewrite them
//   npm run generate -- --check    exit 1 when one is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OptionSpec, RuleInfo } from '../src/core/rules/types';
import { MAX_GLOB_LENGTH } from '../src/core/config/locations';
import { andList } from '../src/shared/phrasing';
import { cell, currentTables, renderReadme } from './readme-tables';
import type { ChangeInfo } from '../src/core/diff/catalogue';
import { changesPage, changesSchema } from './diff-catalogue';
import { REGISTRY_FILE, currentRegistry } from './rule-registry';

type Json = Record<string, unknown>;

/** What the generators read: the catalogue, the former ids still accepted, and the severities a setting takes. */
export interface CatalogueInput {
  catalogue: readonly RuleInfo[];
  aliases: Readonly<Record<string, readonly string[]>>;
  severities: readonly string[];
  /** The change catalogue of `rest-conventions diff`; none when absent. */
  changes?: readonly ChangeInfo[];
}

/** The JSON schema of one option. */
function optionSchema(spec: OptionSpec): Json {
  if (spec.type === 'enum') return { description: spec.description, enum: [...spec.values], default: spec.default };
  return { description: spec.description, type: 'array', items: { type: 'string', minLength: 1 } };
}

/** The schema entry of one rule: a severity, or {severity, options} with the options it takes. */
function ruleSchema(rule: RuleInfo): Json {
  const section = rule.section === '–' ? '' : ` (${rule.section})`;
  const description = `Default: ${rule.defaultSeverity}${section}. ${rule.description}`;
  const options = Object.entries(rule.options ?? {});
  if (options.length === 0) return { description, $ref: '#/definitions/setting' };
  return {
    description,
    oneOf: [
      { $ref: '#/definitions/severity' },
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          severity: { $ref: '#/definitions/severity' },
          options: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: Object.fromEntries(options.map(([name, spec]) => [name, optionSchema(spec)])),
          },
        },
      },
    ],
  };
}

/** The JSON schema of `.rest-conventions.yaml`: every rule of the catalogue, its options, and the former ids. */
export function configSchema({ catalogue, aliases, severities, changes }: CatalogueInput): Json {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://github.com/rest-conventions/rest-conventions/blob/main/schemas/rest-conventions.schema.json',
    title: 'REST Conventions configuration (.rest-conventions.yaml)',
    description:
      "Rule severities and options for the REST Conventions linter. Found from the linted file's folder upwards.",
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'The schema of this file, for editors.' },
      rules: {
        type: ['object', 'null'],
        description: 'Per-rule settings by rule id: a severity, `off`, or {severity, options}.',
        additionalProperties: false,
        patternProperties: Object.fromEntries(
          Object.entries(aliases).map(([name, ids]) => [
            `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
            {
              description: `Former name (rules version 1) of ${andList(ids)} together; still accepted.`,
              $ref: '#/definitions/setting',
            },
          ]),
        ),
        properties: Object.fromEntries(catalogue.map((r) => [r.id, ruleSchema(r)])),
      },
      ignore: {
        type: ['array', 'null'],
        description:
          'Findings to leave out, by place: what a disable comment does, for specs that cannot hold comments (JSON).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['rule'],
          oneOf: [{ required: ['pointer'] }, { required: ['path'] }],
          properties: {
            rule: {
              anyOf: [{ $ref: '#/definitions/ruleName' }, { const: '*' }],
              description: 'A rule id, a former id, or * for every rule.',
            },
            pointer: {
              type: 'string',
              pattern: '^(/.*)?$',
              description: 'A JSON pointer (/paths/~1users/get): findings there or inside it.',
            },
            path: {
              type: 'string',
              pattern: '^/',
              maxLength: MAX_GLOB_LENGTH,
              description: 'An API path glob (/internal/**, /users/*): findings on matching paths.',
            },
          },
        },
      },
      overrides: {
        type: ['array', 'null'],
        description: 'Rule severities for the findings on some API paths (the last matching override wins).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['paths', 'rules'],
          properties: {
            paths: {
              type: 'array',
              minItems: 1,
              items: { type: 'string', pattern: '^/', maxLength: MAX_GLOB_LENGTH },
              description: 'API path globs: * within a segment, ** across segments.',
            },
            rules: {
              type: 'object',
              description: 'Rule id (or former id): severity or off. Options cannot vary by path.',
              propertyNames: { $ref: '#/definitions/ruleName' },
              additionalProperties: { $ref: '#/definitions/severity' },
            },
          },
        },
      },
      ...(changes ? { changes: changesSchema(changes) } : {}),
    },
    definitions: {
      ruleName: { enum: [...catalogue.map((r) => r.id), ...Object.keys(aliases)] },
      severity: {
        description: "The severity to report the rule's findings with, or off to turn the rule off.",
        enum: [...severities],
      },
      setting: {
        oneOf: [
          { $ref: '#/definitions/severity' },
          {
            type: 'object',
            additionalProperties: false,
            properties: {
              severity: { $ref: '#/definitions/severity' },
              options: {
                type: ['object', 'null'],
                additionalProperties: false,
                maxProperties: 0,
                description: 'This rule takes no options.',
              },
            },
          },
        ],
      },
    },
  };
}

/** docs/rules/README.md: every rule page, by convention section, with its default severity, options and summary. */
export function docsIndex({ catalogue, aliases }: CatalogueInput): string {
  const rows = catalogue.map((r) => {
    const options = Object.keys(r.options ?? {}).map((o) => `\`${o}\``);
    return `| [\`${r.id}\`](${r.id}.md) | ${cell(r.section)} | ${r.defaultSeverity} | ${options.join(', ') || '–'} | ${cell(r.description)} |`;
  });
  const former = Object.entries(aliases).map(
    ([name, ids]) => `- \`${name}\`: ${andList(ids.map((id) => `[\`${id}\`](${id}.md)`))}`,
  );
  return [
    '# Rules',
    '',
    '<!-- Generated from the rule catalogue (src/core/rules) by `npm run generate`; do not edit. -->',
    '',
    'One page per rule: what it flags, why, a failing and a passing example, how to fix it, its options and how to',
    'turn it off. Set severities and options in `.rest-conventions.yaml` (schema: `schemas/rest-conventions.schema.json`).',
    '',
    '| Rule | § | Default | Options | What it flags |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Former ids, still accepted in configuration and disable comments:',
    '',
    ...former,
    '',
  ].join('\n');
}

/** Each generated file of this repository (path relative to the root) with the text it should have. */
export function generatedFiles(root: string, input: CatalogueInput): Record<string, string> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  return {
    [REGISTRY_FILE]: currentRegistry(root),
    'schemas/rest-conventions.schema.json': `${JSON.stringify(configSchema(input), null, 2)}\n`,
    'docs/rules/README.md': docsIndex(input),
    ...(input.changes ? { 'docs/diff-changes.md': changesPage(input.changes) } : {}),
    'README.md': renderReadme(readme, currentTables(root, input.catalogue)),
  };
}

/** The catalogue of this repository, loaded on demand so the generators can be imported without the rules. */
export function currentInput(): CatalogueInput {
  const { CATALOGUE, RULE_ALIASES } = require('../src/core/rules') as typeof import('../src/core/rules');
  const { SEVERITY_SETTINGS } = require('../src/core/config/options') as typeof import('../src/core/config/options');
  const { CHANGES } = require('../src/core/diff/catalogue') as typeof import('../src/core/diff/catalogue');
  return { catalogue: CATALOGUE, aliases: RULE_ALIASES, severities: SEVERITY_SETTINGS, changes: CHANGES };
}

if (require.main === module) {
  const root = join(__dirname, '..');
  const check = process.argv.includes('--check');
  let stale = 0;
  const update = (file: string, text: string): void => {
    let before: string | undefined;
    try {
      before = readFileSync(join(root, file), 'utf8');
    } catch {
      before = undefined;
    }
    if (before === text) return;
    stale++;
    if (check) console.error(`${file} is out of date: run \`npm run generate\`.`);
    else {
      writeFileSync(join(root, file), text);
      console.log(`${file} rewritten.`);
    }
  };
  // The registry first: the catalogue the other files are generated from is read through it.
  update(REGISTRY_FILE, currentRegistry(root));
  for (const [file, text] of Object.entries(generatedFiles(root, currentInput()))) {
    if (file !== REGISTRY_FILE) update(file, text);
  }
  if (check && stale > 0) process.exit(1);
  if (stale === 0) console.log('Generated files are up to date.');
}
