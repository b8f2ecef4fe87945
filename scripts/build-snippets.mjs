// Generates snippets/openapi-yaml.json and snippets/openapi-json.json from the YAML templates in
// scripts/snippets/, so both languages offer the same conventional endpoints. `--check` fails when the
// committed files are out of date (run by the unit tests).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const templates = join(here, 'snippets');
const PLACEHOLDER = /\$\{(\d+):([^}]*)\}/g;

/** Splits a template into its header fields (`# key: value` lines) and its YAML body. */
function readTemplate(file) {
  const text = readFileSync(join(templates, file), 'utf8');
  const meta = {};
  const body = [];
  for (const line of text.split('\n')) {
    const m = /^# (prefix|name|description|kind): (.*)$/.exec(line);
    if (m && body.length === 0) meta[m[1]] = m[2];
    else body.push(line);
  }
  while (body.length && body[body.length - 1] === '') body.pop();
  return { ...meta, yaml: body.join('\n') };
}

/** Escapes every `$` that does not start a placeholder, as snippet syntax requires. */
function escapeDollars(text) {
  return text.replace(/\$(?!\{\d+:)/g, '\\$');
}

/** The JSON form of a YAML template, placeholders kept; fragments lose their outer braces. */
function toJson(tpl) {
  const saved = [];
  const tokenized = tpl.yaml.replace(PLACEHOLDER, (m) => `__PH${saved.push(m) - 1}__`);
  let json = JSON.stringify(parse(tokenized), null, 2);
  if (tpl.kind !== 'document') {
    json = json
      .split('\n')
      .slice(1, -1)
      .map((l) => l.slice(2))
      .join('\n');
  }
  return json.replace(/__PH(\d+)__/g, (_, i) => saved[Number(i)]);
}

export function buildSnippets() {
  const files = readdirSync(templates)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const yamlSnippets = {};
  const jsonSnippets = {};
  for (const f of files) {
    const tpl = readTemplate(f);
    const entry = (body) => ({
      prefix: tpl.prefix,
      description: tpl.description,
      body: escapeDollars(body).split('\n'),
    });
    yamlSnippets[tpl.name] = entry(tpl.yaml);
    jsonSnippets[tpl.name] = entry(toJson(tpl));
  }
  return {
    'snippets/openapi-yaml.json': JSON.stringify(yamlSnippets, null, 2) + '\n',
    'snippets/openapi-json.json': JSON.stringify(jsonSnippets, null, 2) + '\n',
  };
}

/** Where each template's snippet goes in a document, by name (for the lint-clean test). */
export function snippetKinds() {
  return Object.fromEntries(
    readdirSync(templates)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => {
        const t = readTemplate(f);
        return [t.name, t.kind];
      }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [rel, content] of Object.entries(buildSnippets())) {
    const path = join(root, rel);
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current === content) continue;
    if (check) {
      console.error(`${rel} is out of date: run node scripts/build-snippets.mjs`);
      stale = true;
    } else writeFileSync(path, content);
  }
  if (stale) process.exit(1);
}
