// The part of the generated files that comes from the change catalogue of `rest-conventions diff`
// (src/core/diff/catalogue.ts): the doc page of every change id and the `changes` key of the configuration schema.
// `npm run generate` (scripts/generate.ts) writes them with the rest.
import type { ChangeGroup, ChangeInfo } from '../src/core/diff/catalogue';
import { cell } from './readme-tables';

const GROUP_TITLES: Record<ChangeGroup, string> = {
  paths: 'Paths and operations',
  parameters: 'Parameters',
  bodies: 'Request and response properties',
  schemas: 'Schemas (types, enums, constraints, nullability, alternatives)',
  responses: 'Responses, media types and headers',
  webhooks: 'Webhooks',
  security: 'Security and servers',
  versions: 'Versions',
};

/** What a section says before its table, where its ids need it. */
const GROUP_NOTES: Partial<Record<ChangeGroup, string[]>> = {
  webhooks: [
    'Webhooks (OpenAPI 3.1 and 3.2 `webhooks`) are compared like operations, by name and method, in the direction the',
    "data goes. A webhook's payload (its request body) is sent **by the API to the subscriber**, so it is compared as a",
    'response is and its changes take the `response-…` ids: a property removed breaks the subscribers reading it, an',
    'optional property added breaks nobody, a constraint the payload no longer keeps (a wider enum, a looser bound) may',
    "break subscribers that validate. The webhook's responses are sent **by the subscriber**, so their bodies are",
    'compared as requests are (`request-…` ids: a property the API now requires of them breaks them). Every change is',
    'reported under the webhook\'s name ("webhook `newPet`", with its method when not POST). A webhook\'s parameters,',
    "security and its responses' headers are not compared.",
    '',
  ],
};

/** docs/diff-changes.md: every change id, by group, with its default severity and meaning. */
export function changesPage(changes: readonly ChangeInfo[]): string {
  const out = [
    '# Changes `rest-conventions diff` reports',
    '',
    '<!-- Generated from the change catalogue (src/core/diff/catalogue.ts) by `npm run generate`; do not edit. -->',
    '',
    'Each change id, its default severity and what it means. `error`: breaks existing clients; `warning`: may break',
    "some; `info`: breaks nobody. Ids follow [oasdiff](https://github.com/oasdiff/oasdiff)'s check ids where the change",
    'is the same. Set another severity (or `off`) per id under `changes:` in `.rest-conventions.yaml`; see',
    '[diff.md](diff.md).',
    '',
  ];
  for (const group of Object.keys(GROUP_TITLES) as ChangeGroup[]) {
    const rows = changes.filter((c) => c.group === group);
    if (rows.length === 0) continue;
    out.push(
      `## ${GROUP_TITLES[group]}`,
      '',
      ...(GROUP_NOTES[group] ?? []),
      '| Change id | Default | Meaning |',
      '|---|---|---|',
    );
    for (const c of rows)
      out.push(`| <a id="${c.id}"></a>\`${c.id}\` | ${c.defaultSeverity} | ${cell(c.description)} |`);
    out.push('');
  }
  return out.join('\n');
}

/** The `changes` property of the configuration schema: a severity per change id. */
export function changesSchema(changes: readonly ChangeInfo[]): Record<string, unknown> {
  return {
    type: ['object', 'null'],
    description:
      'Severities of the changes `rest-conventions diff` reports, by change id (docs/diff-changes.md): a severity or off.',
    additionalProperties: false,
    properties: Object.fromEntries(
      changes.map((c) => [
        c.id,
        { description: `Default: ${c.defaultSeverity}. ${c.description}`, $ref: '#/definitions/severity' },
      ]),
    ),
  };
}
