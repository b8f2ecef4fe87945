// Compiles the official OpenAPI schemas (src/core/openapi/oas-schemas/, vendored as data) into standalone validators
// with Ajv, and writes their code deflated and base64-encoded to src/core/openapi/oas-validators.generated.ts
// (about 0.1 MB instead of 0.65 MB minified: the code is very repetitive; oas-validators.ts inflates it on first use).
// Run after changing a schema or the adjustments below; test/unit/rules/oas-schema-generated.test.ts fails while the
// file and this script's output differ.
//
// Adjustments (they change where errors are reported, not what is valid, for OpenAPI documents):
// - a `oneOf`/`anyOf` between a Reference Object and another object becomes `if` it has `$ref` `then` Reference
//   `else` the other (what the 3.1 schema itself does): a bad response is reported as a response, not twice;
// - a `oneOf` whose branches are told apart by a required `enum` property (`in` of a parameter, `type` of a security
//   scheme) becomes a chain of `if`/`then`, ending in that property's allowed values;
// - 3.1/3.2: `$dynamicRef: "#meta"` becomes a `$ref` to the Schema Object definition that holds the anchor (the same
//   schema without dialect extension; Ajv mishandles `$dynamicRef` under `unevaluatedProperties`).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateRawSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');
const Ajv4 = require('ajv-draft-04');
const Ajv2020 = require('ajv/dist/2020').default;
const standalone = require('ajv/dist/standalone').default;
const { _ } = require('ajv');

const DIR = new URL('../src/core/openapi/oas-schemas/', import.meta.url);
const OUT = new URL('../src/core/openapi/oas-validators.generated.ts', import.meta.url);
const VERSIONS = ['2.0', '3.0', '3.1', '3.2'];

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The definition a local `$ref` names, or undefined. */
function target(root, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce((n, t) => (isObj(n) ? n[t.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
}

/** Whether a schema is the Reference Object's (it requires `$ref` and little else). */
function isReference(root, s) {
  const t = isObj(s) && typeof s.$ref === 'string' ? target(root, s.$ref) : undefined;
  return isObj(t) && Array.isArray(t.required) && t.required.length === 1 && t.required[0] === '$ref';
}

/** The schema a `$ref` branch names, or the branch itself. */
const deref = (root, s) => (isObj(s) && typeof s.$ref === 'string' ? target(root, s.$ref) : s);

/** The values a property is limited to in a schema (`enum` or `const`), or undefined. */
function fixedValues(root, s, p) {
  const d = deref(root, s);
  if (!isObj(d)) return undefined;
  const prop = isObj(d.properties) ? d.properties[p] : undefined;
  if (isObj(prop) && Array.isArray(prop.enum)) return prop.enum;
  if (isObj(prop) && 'const' in prop) return [prop.const];
  if (Array.isArray(d.oneOf)) {
    const inner = d.oneOf.map((b) => fixedValues(root, b, p));
    if (inner.every(Boolean)) return [...new Set(inner.flat())];
  }
  return undefined;
}

/** The JSON type a branch declares (after a `$ref`), or undefined. */
function declaredType(root, s) {
  const d = deref(root, s);
  return isObj(d) && typeof d.type === 'string' ? d.type : undefined;
}

/** A test that holds when a property has one of the values. */
const hasValue = (p, values) => ({ type: 'object', properties: { [p]: { enum: values } }, required: [p] });

/**
 * An `if`/`then` chain that picks one alternative of a `oneOf` by what tells them apart, or undefined: a property
 * whose allowed values differ between alternatives (at most one alternative may leave it open: it comes last), a
 * property that groups them (then each group is told apart the same way), or the value's JSON type.
 */
function discriminate(root, list, depth = 0) {
  if (list.length === 1) return list[0];
  if (depth > 2) return undefined;
  const types = list.map((b) => declaredType(root, b));
  if (types.every(Boolean) && new Set(types).size === types.length) {
    return ifChain(
      list.slice(0, -1),
      types.slice(0, -1).map((t) => ({ type: t })),
      list[list.length - 1],
    );
  }
  const props = new Set();
  for (const b of list) {
    const d = deref(root, b);
    if (isObj(d) && isObj(d.properties)) for (const p of Object.keys(d.properties)) props.add(p);
  }
  for (const p of props) {
    const values = list.map((b) => fixedValues(root, b, p));
    const open = values.filter((v) => !v).length;
    if (open > 1) continue;
    const closedOnes = values.filter(Boolean);
    const flat = closedOnes.flat();
    if (new Set(flat).size !== flat.length) continue;
    const order = list.map((b, i) => i).sort((a, b) => (values[a] ? 0 : 1) - (values[b] ? 0 : 1));
    const last = open ? list[order[order.length - 1]] : hasValue(p, flat);
    return ifChain(
      order.filter((i) => values[i]).map((i) => list[i]),
      order.filter((i) => values[i]).map((i) => hasValue(p, values[i])),
      last,
    );
  }
  for (const p of props) {
    const values = list.map((b) => fixedValues(root, b, p));
    if (!values.every(Boolean)) continue;
    const groups = new Map();
    list.forEach((b, i) => {
      const k = JSON.stringify([...values[i]].sort());
      groups.set(k, [...(groups.get(k) ?? []), i]);
    });
    if (groups.size < 2 || groups.size === list.length) continue;
    const members = [...groups.values()];
    const inner = members.map((m) =>
      discriminate(
        root,
        m.map((i) => list[i]),
        depth + 1,
      ),
    );
    if (inner.some((x) => x === undefined)) continue;
    return ifChain(
      inner,
      members.map((m) => hasValue(p, values[m[0]])),
      hasValue(p, [...new Set(values.flat())]),
    );
  }
  return undefined;
}

function ifChain(branches, tests, last) {
  let chain = last;
  for (let i = branches.length - 1; i >= 0; i--) chain = { if: tests[i], then: branches[i], else: chain };
  return chain;
}

/** Puts a chain of `if`s on a node that may already use `if` (then it goes under `allOf`). */
function attach(node, chain) {
  if (node.if !== undefined || (isObj(chain) && chain.if === undefined)) node.allOf = [...(node.allOf ?? []), chain];
  else Object.assign(node, chain);
}

function adjust(root, node) {
  if (Array.isArray(node)) return node.forEach((n) => adjust(root, n));
  if (!isObj(node)) return;
  if (node.$dynamicRef === '#meta') {
    delete node.$dynamicRef;
    node.$ref = '#/$defs/schema';
  }
  for (const k of Object.keys(node)) adjust(root, node[k]);
  for (const k of ['oneOf', 'anyOf']) {
    const list = node[k];
    if (!Array.isArray(list) || list.length < 2) continue;
    if (list.every(onlyRequired)) continue; // "one of these keys": reported as such
    const refs = list.filter((b) => isReference(root, b));
    const rest = refs.length === 1 ? list.filter((b) => b !== refs[0]) : list;
    const chosen = rest.length === 1 ? rest[0] : (discriminate(root, rest) ?? { [k]: rest });
    delete node[k];
    attach(
      node,
      refs.length === 1 ? { if: { type: 'object', required: ['$ref'] }, then: refs[0], else: chosen } : chosen,
    );
  }
}

/**
 * Rewrites the few alternatives that no general rule tells apart: a 3.0 parameter's "schema or content" (one of the
 * two, and with content none of the serialisation keys), and an HTTP scheme's `bearerFormat` (bearer only).
 */
function adjustByHand(version, schema) {
  const defs = schema.definitions;
  if (version !== '3.0') return;
  const xor = defs.SchemaXORContent;
  const content = xor.oneOf[1];
  defs.SchemaXORContent = {
    description: xor.description,
    not: xor.not,
    anyOf: [{ required: ['schema'] }, { required: ['content'] }],
    if: { required: ['content'] },
    then: { allOf: content.allOf },
  };
  const http = defs.HTTPSecurityScheme;
  const [bearer, other] = http.oneOf;
  delete http.oneOf;
  Object.assign(http, { if: { properties: bearer.properties }, else: { not: other.not } });
}

/** Marks each definition with its name, and each object schema that admits no other keys with those it admits. */
function mark(root) {
  const defs = root.definitions ?? root.$defs ?? {};
  for (const [name, d] of Object.entries(defs)) if (isObj(d)) d['x-oas-name'] = name;
  const walk = (n) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!isObj(n)) return;
    for (const k of Object.keys(n)) walk(n[k]);
    if (n.additionalProperties === false || n.unevaluatedProperties === false) {
      const { keys, patterns } = allowedKeys(root, n);
      n['x-oas-allowed'] = { keys: [...keys], patterns: [...patterns] };
    }
  };
  walk(root);
  root['x-oas-name'] = 'document';
}

/** The adjusted schema of a version. */
export function adjustedSchema(version) {
  const schema = JSON.parse(readFileSync(new URL(`oas-${version}.json`, DIR), 'utf8'));
  adjustByHand(version, schema);
  adjust(schema, schema);
  mark(schema);
  return schema;
}

/** The keys and key patterns an object schema allows, with those of the schemas it combines with, for messages. */
function allowedKeys(root, s, depth = 0, out = { keys: new Set(), patterns: new Set() }) {
  if (!isObj(s) || depth > 4) return out;
  if (isObj(s.properties)) for (const k of Object.keys(s.properties)) out.keys.add(k);
  if (isObj(s.patternProperties)) for (const k of Object.keys(s.patternProperties)) out.patterns.add(k);
  if (typeof s.$ref === 'string') allowedKeys(root, target(root, s.$ref), depth + 1, out);
  for (const k of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(s[k])) for (const b of s[k]) allowedKeys(root, b, depth + 1, out);
  for (const k of ['then', 'else']) if (s[k] !== undefined) allowedKeys(root, s[k], depth + 1, out);
  if (isObj(s.dependentSchemas))
    for (const b of Object.values(s.dependentSchemas)) allowedKeys(root, b, depth + 1, out);
  return out;
}

/** Whether a schema only requires keys (a description aside): `{ required: ["schema"] }`. */
const onlyRequired = (b) =>
  isObj(b) && Array.isArray(b.required) && Object.keys(b).every((k) => k === 'required' || k === 'description');

/**
 * Ajv escapes every key it passes on for a JSON pointer (`key.replace(/~/g, "~0").replace(/\//g, "~1")`), for every
 * property of every Schema Object, whether or not an error follows. Keys seldom hold `~` or `/` (paths aside), so a
 * helper skips the two regular-expression replacements when there is nothing to escape: the same pointers, and on
 * GitHub's spec the 3.0 validator's first (cold) run took 100-120 ms of CPU instead of 130-145 ms.
 */
function escapeOnlyWhenNeeded(code) {
  const escape = /(\b[\w$]+)\.replace\(\/~\/g, "~0"\)\.replace\(\/\\\/\/g, "~1"\)/g;
  if (!escape.test(code)) throw new Error("Ajv's pointer escaping changed: update escapeOnlyWhenNeeded");
  const helper =
    'function escapePointerToken(k) { return k.indexOf("~") === -1 && k.indexOf("/") === -1 ? k : k.replace(/~/g, "~0").replace(/\\//g, "~1"); }\n';
  const strict = '"use strict";';
  if (!code.startsWith(strict)) throw new Error('Ajv\'s standalone code no longer starts with "use strict"');
  return `${strict}\n${helper}${code.slice(strict.length).replace(escape, 'escapePointerToken($1)')}`;
}

const AJV_OPTIONS = {
  allErrors: true,
  verbose: true,
  messages: false,
  strict: false,
  validateFormats: false,
  code: { source: true, optimize: true, lines: false },
};

/** A version's Ajv, with the keyword that hands over the Schema Objects of a shallow validator (see below). */
function ajvFor(version) {
  const ajv = version === '2.0' || version === '3.0' ? new Ajv4(AJV_OPTIONS) : new Ajv2020(AJV_OPTIONS);
  ajv.addKeyword({
    keyword: 'x-oas-schema-slot',
    schemaType: 'boolean',
    code: (cxt) => cxt.gen.code(_`collectSchemaSlot(${cxt.data})`),
  });
  return ajv;
}

/** Ajv's standalone code of a schema, minified: a CommonJS module body that sets `module.exports` to the validator. */
function compile(version, schema, wrap = (code) => code) {
  const ajv = ajvFor(version);
  return esbuild.transformSync(wrap(escapeOnlyWhenNeeded(standalone(ajv, ajv.compile(schema)))), {
    minify: true,
    format: 'cjs',
    target: 'node20',
  }).code;
}

/** Each version's validator code, minified: a CommonJS module body that sets `module.exports` to the validator. */
export function generateCode() {
  const out = {};
  for (const v of VERSIONS) out[v] = compile(v, adjustedSchema(v));
  return out;
}

/**
 * The versions whose Schema Objects src/core/openapi/schema-object-30.ts checks by hand: for each, the validator of
 * the same schema with its Schema Object definition replaced by a keyword that hands each value in a Schema Object's
 * place (after the Reference Object test) to a list, which the module exports as `takeSchemaSlots()`. On GitHub's spec
 * (3.0) the Schema Objects were about three quarters of the full validator's cold run.
 */
const SHALLOW_VERSIONS = ['3.0'];

/** The shallow validators' code (see SHALLOW_VERSIONS). */
export function generateShallowCode() {
  const out = {};
  for (const v of SHALLOW_VERSIONS) {
    const schema = adjustedSchema(v);
    schema.definitions.Schema = { 'x-oas-name': 'Schema', 'x-oas-schema-slot': true };
    out[v] = compile(
      v,
      schema,
      (code) =>
        `${code}\nlet schemaSlots = [];\nfunction collectSchemaSlot(value) { schemaSlots.push(value); }\n` +
        'module.exports.takeSchemaSlots = () => { const slots = schemaSlots; schemaSlots = []; return slots; };\n',
    );
  }
  return out;
}

/** Each version's code, deflated and base64-encoded, in lines of 120 characters, as the entries of an object literal. */
function packedEntries(code) {
  return Object.keys(code).map((v) => {
    const packed = deflateRawSync(Buffer.from(code[v], 'utf8'), { level: 9 }).toString('base64');
    return `  '${v}': [\n${packed
      .match(/.{1,120}/g)
      .map((l) => `    '${l}'`)
      .join(',\n')},\n  ].join(''),`;
  });
}

/** The generated TypeScript module. */
export function generate() {
  return (
    '// Generated by scripts/build-oas-schemas.mjs from src/core/openapi/oas-schemas/ (the official OpenAPI schemas, Apache-2.0,\n' +
    "// see LICENSE there); do not edit. Ajv's standalone validator of each version, minified, deflated (raw), base64-encoded.\n\n" +
    "/** Each version's validator code, packed: oas-validators.ts inflates and loads the one a document needs. */\n" +
    `export const PACKED: Record<'2.0' | '3.0' | '3.1' | '3.2', string> = {\n${packedEntries(generateCode()).join('\n')}\n};\n\n` +
    '/** The shallow validators (Schema Objects handed over, not checked), packed the same way. */\n' +
    `export const SHALLOW: Partial<Record<'2.0' | '3.0' | '3.1' | '3.2', string>> = {\n${packedEntries(generateShallowCode()).join('\n')}\n};\n`
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  writeFileSync(OUT, generate());
  console.log(`wrote ${OUT.pathname}`);
}
