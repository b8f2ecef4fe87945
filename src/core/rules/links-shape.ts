import type { ApiModel } from '../openapi/model';
import type { Rule, Target } from './types';
import { reportByCause } from './helpers/report-by-cause';
import { appendPointer } from '../document/pointer';
import {
  derefValue,
  describeTypes,
  follow,
  impliedTypes,
  isOnly,
  mergeSchema,
  schemaTypes,
  type MergedSchema,
} from '../openapi/schema';
import { visitSchemas } from '../openapi/visit-schemas';
import { sentProperties } from '../openapi/sent-schemas';
import { splitWords } from '../openapi/words/identifiers';
import { isObj } from '../../shared/object';
import { declaresJsonApi } from '../openapi/protocol';
import {
  isHealthCheckObject,
  isJrdObject,
  isOtlpSpan,
  isThingDescription,
  isUnderHealthMediaType,
} from '../openapi/standard-shapes';

/**
 * A schema property named `links` that is not an array of objects with required string `rel` and `href`; one
 * shape most `links` properties share (a HAL-style object) is one finding for the API. The health-check draft's
 * response fixes its `links` as an object, WebFinger's JRD, WoT Thing Descriptions and OpenTelemetry spans their link
 * objects: not this rule's.
 */
export const linksShape: Rule = {
  id: 'links-shape',
  defaultSeverity: 'warning',
  section: '§2.5',
  description: 'A `links` property is not an array of objects with required string `rel` and `href`.',
  check({ model, report }) {
    if (!model.resolver.documents().some((doc) => hasKey(doc.text, 'links') || hasExternalRef(doc.text))) return;
    if (model.doc.format === 'json' && model.resolver.documentCount() === 1 && !mayHoldLinks(model.doc.root)) return;
    const all: Place[] = [];
    visitLinks(model, (holder, pointer) => {
      // The API health-check draft fixes its `links` as an object of link relations to URIs (IX-API's `/health`).
      if (isHealthCheckObject(holder) || isUnderHealthMediaType(pointer)) return;
      // WebFinger's JSON Resource Descriptor (RFC 7033) fixes its `links` too: `rel` required, `href` optional.
      if (isJrdObject(holder)) return;
      // So do W3C WoT Thing Descriptions (`href` required, `rel` optional) and OpenTelemetry spans (span links by id).
      if (isThingDescription(holder) || isOtlpSpan(holder)) return;
      // Span links are known by their items, whatever holds them (agenta's `OTelLink` lists and keyed maps).
      if (holdsSpanLinks(model, holder.links)) return;
      // Hypermedia is what a server answers; `links` a client sends in a request body's own schema are the resource's
      // data (edrv.io's PATCH of an organisation: its `about`, `privacy` and `support` URLs).
      if (inRequestBody(pointer)) return;
      // Links described as found on a page (Algolia's crawler test: "Links found on the page") are that page's content.
      if (describesFoundLinks(model, holder.links)) return;
      // A `links` that is a free text (a user's bio links) is a text, no links of the API's.
      if (isFreeText(model, holder.links)) return;
      // Link items with no relation in a schema the client sends are settings it writes, whoever reads them back:
      // SigNoz's PagerDuty receiver `links: [{href, text}]`, Alertmanager's format, sent to create a channel.
      if (sentProperties(model).has(holder) && !itemsRelate(model, holder.links)) return;
      const problems = linksProblems(model, holder.links, appendPointer(pointer, 'links'));
      all.push({ holder, pointer: appendPointer(pointer, 'links'), problems: problems.join('; ') });
    });
    const want = '`links` should be an array of objects with required string `rel` and `href` (§2.5)';
    // JSON:API (declared by a `jsonapi` member or its media type) makes `links` an object of named links: OPTIMADE's.
    const jsonApi = all.some((p) => p.problems === OBJECT_NOT_ARRAY) && declaresJsonApi(model);
    reportByCause(model, report, {
      applies: all.length,
      flagged: all.filter((p) => p.problems !== '' && !(jsonApi && p.problems === OBJECT_NOT_ARRAY)),
      cause: (p) => p.problems,
      single: (p) => ({ message: `${want}, but ${p.problems}.`, pointer: p.pointer, at: at(p) }),
      related: (p) => ({ pointer: p.pointer, at: at(p) }),
      shared: (problems, list) => ({
        ...sharedComponent(model, list),
        message: `${list.length} of ${all.length} \`links\` properties have one shape: ${problems} (e.g. \`${list[0].pointer}\`). That is the API's own links style, reported once here rather than on every schema: ${want}.`,
      }),
    });
  },
};

/**
 * True for a pointer inside a request body's own schema: an operation's 3.x `requestBody`, a shared one under
 * `components/requestBodies`, or a 2.0 `in: body` parameter's schema.
 */
function inRequestBody(pointer: string): boolean {
  if (pointer.startsWith('/components/requestBodies/')) return true;
  return (
    pointer.startsWith('/paths/') &&
    (pointer.includes('/requestBody/') || /\/parameters\/\d+\/schema(?:\/|$)/.test(pointer))
  );
}

/** Words of a description that say the links were found in some content, not given by the API (`found`, `crawled`). */
const FOUND_WORDS = new Set(['found', 'extracted', 'crawled', 'scraped', 'discovered']);

/** Words before a page or document the links are on (`on the page`, `in this document`, `from the search result`). */
const ON_WORDS = new Set(['on', 'in', 'from']);

/** Articles between `on` and the page (`on the page`, `in this document`). */
const ARTICLES = new Set(['the', 'this', 'that', 'a', 'each']);

/** What links found in content are on: a web page, a document, a file or a note that links to others. */
const CONTENT_NOUNS = new Set(['page', 'webpage', 'website', 'site', 'document', 'html', 'file', 'note', 'markdown']);

/**
 * What links taken from something are taken from, besides content (`from the search result`); `on` or `in` a result
 * may be pagination's (`links in the result set`), so these count after `from` only.
 */
const SOURCE_NOUNS = new Set(['result', 'text', 'content', 'article', 'post', 'message', 'email', 'bio']);

/** The verb a content noun links to others with (`files this file links to`). */
const LINK_VERBS = new Set(['links', 'link', 'references']);

/**
 * True for a `links` property whose description says the links are some content's own: Algolia's crawler answers
 * the `links` "found on the page" it tested, Firecrawl the "links on the page" it scraped, Exa the "links from the
 * search result" it found, Obsidian's note the "paths of files this file links to": data the API is about. Pagination
 * links ("links to the next page", "links in the result set") say none of these.
 */
function describesFoundLinks(model: ApiModel, value: unknown): boolean {
  const s = derefValue(model, value);
  if (!isObj(s) || typeof s.description !== 'string') return false;
  const words = splitWords(s.description.slice(0, 200)).map((w) => w.toLowerCase());
  return words.some((w, i) => {
    if (FOUND_WORDS.has(w)) return true;
    if (LINK_VERBS.has(w) && i > 0 && CONTENT_NOUNS.has(words[i - 1]) && words[i + 1] === 'to') return true;
    if (!ON_WORDS.has(w)) return false;
    const at = ARTICLES.has(words[i + 1]) ? i + 2 : i + 1;
    // `from` may name its source with one word before it: `from the search result`, `from the web page`.
    const nouns = w === 'from' ? [words[at], words[at + 1]] : [words[at]];
    return nouns.some((n) => n !== undefined && (CONTENT_NOUNS.has(n) || (w === 'from' && SOURCE_NOUNS.has(n))));
  });
}

/**
 * True for a `links` that is one string of no URL format: a text that names links (Lichess's `Profile.links`, the
 * user's bio links one a line), no list of links in any style; a string of a URL format is a link and stays judged.
 */
function isFreeText(model: ApiModel, value: unknown): boolean {
  const s = derefValue(model, value);
  if (!isObj(s) || !isOnly(schemaTypes(model, value), 'string')) return false;
  return !(typeof s.format === 'string' && URL_FORMATS.has(s.format.toLowerCase()));
}

/**
 * True when a `links` array's items name a relation (`rel`, `rels`, `relation`): links of the resource to others.
 * Items with only a target and a text (`{href, text}`) or plain strings name none.
 */
function itemsRelate(model: ApiModel, value: unknown): boolean {
  const links = mergeSchema(model, value);
  if (!links || !isOnly(links.types, 'array') || !links.items) return true;
  const item = mergeSchema(model, links.items.value, links.items.pointer);
  if (!item) return true;
  return [...item.properties.keys()].some((k) => RELATION_KEYS.has(k.toLowerCase()));
}

/**
 * True for a `links` whose every described item, in its `anyOf`/`oneOf` branches, as array `items` or keyed
 * `additionalProperties`, is an OpenTelemetry span link (a trace id beside a span id): agenta's `OTelLink` lists.
 */
function holdsSpanLinks(model: ApiModel, value: unknown): boolean {
  const top = derefValue(model, value);
  if (!isObj(top)) return false;
  const branches = [top, ...[top.anyOf, top.oneOf].flatMap((b) => (Array.isArray(b) ? b.slice(0, 16) : []))];
  const items = branches
    .map((b) => derefValue(model, b))
    .flatMap((b) => (isObj(b) ? [b.items, b.additionalProperties].filter(isObj) : []));
  return (
    items.length > 0 &&
    items.every((item) => {
      const merged = mergeSchema(model, item);
      return merged !== undefined && isOtlpSpan(Object.fromEntries(merged.properties));
    })
  );
}

/** Member names of a link object that name its relation. */
const RELATION_KEYS = new Set(['rel', 'rels', 'relation']);

/** The problem of a `links` property that is an object (JSON:API's and HAL's shape). */
const OBJECT_NOT_ARRAY = 'it is an object, not an array';

/** One `links` property: the `properties` object that holds it, its pointer, and what is wrong with it (empty when nothing). */
interface Place {
  holder: Record<string, unknown>;
  pointer: string;
  problems: string;
}

function at(p: Place): Target {
  return { node: p.holder, key: 'links', part: 'key' };
}

/** The component every place's `links` is a `$ref` to, as the shared finding's place; none when they differ. */
function sharedComponent(model: ApiModel, list: readonly Place[]): { pointer?: string; at?: Target } {
  const refs = new Set(list.map((p) => (isObj(p.holder.links) ? p.holder.links.$ref : undefined)));
  const [ref] = refs;
  if (refs.size !== 1 || typeof ref !== 'string') return {};
  const target = follow(model, list[0].holder.links, list[0].pointer);
  if (!target || !isObj(target.value)) return {};
  return { pointer: target.pointer, at: { node: target.value } };
}

/** True when the text may hold `key` as a mapping key (`links:`, `"links":`, `{links: …}`): a cheap scan before walking every schema. */
function hasKey(text: string, key: string): boolean {
  for (let i = text.indexOf(key); i >= 0; i = text.indexOf(key, i + key.length)) {
    const before = i === 0 ? ' ' : text[i - 1];
    if (!/[\s{,"'?]/.test(before)) continue;
    let j = i + key.length;
    if (text[j] === '"' || text[j] === "'") j++;
    while (j < text.length && /\s/.test(text[j])) j++;
    if (text[j] === ':') return true;
  }
  return false;
}

/** What follows a `$ref` key up to the first character of its value, read in place (sticky) from after `$ref`. */
const REF_VALUE_START = /["']?\s*:\s*["']?\S/y;

/**
 * True when the text has a `$ref` into another file, whose keys are not known until it is loaded: a `$ref` whose
 * value, found within the 36 characters after it, does not start with `#`.
 */
function hasExternalRef(text: string): boolean {
  for (let i = text.indexOf('$ref'); i >= 0; i = text.indexOf('$ref', i + 4)) {
    REF_VALUE_START.lastIndex = i + 4;
    if (!REF_VALUE_START.test(text)) continue;
    const end = REF_VALUE_START.lastIndex;
    if (end <= i + 40) {
      if (text.charCodeAt(end - 1) !== 35) return true;
      continue;
    }
    // A match that runs past the window: the window alone decides, as it may end inside the whitespace.
    const m = /^["']?\s*:\s*["']?(\S)/.exec(text.slice(i + 4, i + 40));
    if (m && m[1] !== '#') return true;
  }
  return false;
}

/**
 * False when no object of a JSON tree has a `properties` object with a `links` key and every `$ref` in it is
 * local (`links:` is often a response's Link Objects): then no schema can have such a property. One pass over
 * the tree, much cheaper than visiting every schema through its references.
 */
function mayHoldLinks(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const v of node) if (v !== null && typeof v === 'object') stack.push(v);
      continue;
    }
    const obj = node as Record<string, unknown>;
    const props = obj.properties;
    if (isObj(props) && Object.prototype.hasOwnProperty.call(props, 'links')) return true;
    if (typeof obj.$ref === 'string' && !obj.$ref.startsWith('#')) return true;
    for (const k in obj) {
      const v = obj[k];
      if (v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return false;
}

/** Calls `fn` with every schema `properties` object that has a `links` key, and its pointer. */
function visitLinks(model: ApiModel, fn: (properties: Record<string, unknown>, pointer: string) => void): void {
  visitSchemas(model, (schema, pointer) => {
    const props = schema.properties;
    if (isObj(props) && Object.prototype.hasOwnProperty.call(props, 'links'))
      fn(props, appendPointer(pointer(), 'properties'));
  });
}

/** Member names that make a link object hypermedia: its target (`href`) or its relation (`rel`). */
const HYPERMEDIA_KEYS = ['href', 'rel', 'rels', 'relation'];

/**
 * True for link items that are the API's own data, not hypermedia: they declare properties and none of them is a
 * target or a relation (see `HYPERMEDIA_KEYS`). DocuSign's brand `links` (`linkText`, `linkType`, `urlOrMailTo`) and
 * EVE Online's colony `links` (`source_pin_id`, `destination_pin_id`) name what the domain calls links; §2.5 is
 * about links between resources.
 */
function isDomainData(item: MergedSchema): boolean {
  if (item.properties.size === 0) return false;
  return ![...item.properties.keys()].some((k) => HYPERMEDIA_KEYS.includes(k.toLowerCase()));
}

/** Property names that carry a link's target. */
const URL_KEYS = new Set(['href', 'url', 'uri', 'link']);

/** String formats of a URL. */
const URL_FORMATS = new Set(['uri', 'url', 'uri-reference', 'iri', 'iri-reference', 'uri-template']);

/**
 * True for a `links` object whose members are the domain's own objects, not links: it declares members (properties,
 * or an `additionalProperties` schema), every one an object (or a list of objects) and none carrying a URL (an
 * `href`, `url`, `uri` or `link` property, a string of a URL format). Kubevirt's `VirtualMachineExportStatus.links`
 * holds `{external, internal}`, each a certificate and lists of volumes and manifests to export. A string member
 * (Getty Images' `{invitation, share}`, Datadog's `{first, next, self}`) is a URL, and a member holding objects with
 * a `url` (CrowdSec's `{blocklists: [{name, url}]}`) links to them: both stay hypermedia.
 */
function holdsDomainObjects(model: ApiModel, links: MergedSchema): boolean {
  const members: { value: unknown; pointer: string }[] = [...links.properties.values()].map((p) => ({
    value: p.schema,
    pointer: p.pointer,
  }));
  const extra = links.node.additionalProperties;
  if (isObj(extra)) members.push({ value: extra, pointer: appendPointer(links.pointer, 'additionalProperties') });
  if (members.length === 0) return false;
  return members.every(({ value, pointer }) => {
    let member = mergeSchema(model, value, pointer);
    if (member && isOnly(member.types, 'array') && member.items)
      member = mergeSchema(model, member.items.value, member.items.pointer);
    if (!member || !isOnly(impliedTypes(member), 'object') || member.properties.size === 0) return false;
    return ![...member.properties].some(([name, prop]) => {
      if (URL_KEYS.has(name.toLowerCase()) || HYPERMEDIA_KEYS.includes(name.toLowerCase())) return true;
      const s = follow(model, prop.schema, prop.pointer)?.value;
      return isObj(s) && typeof s.format === 'string' && URL_FORMATS.has(s.format.toLowerCase());
    });
  });
}

/** What is wrong with a `links` property's schema, in words; empty when it has the conventional shape. */
function linksProblems(model: ApiModel, value: unknown, pointer: string): string[] {
  const links = mergeSchema(model, value, pointer);
  if (!links) return [];
  if (isOnly(links.types, 'object') && holdsDomainObjects(model, links)) return [];
  if (!isOnly(links.types, 'array')) return [`it is ${describeTypes(links.types)}, not an array`];
  if (!links.items) return ['its items are not described'];
  const item = mergeSchema(model, links.items.value, links.items.pointer);
  if (!item) return [];
  const itemTypes = impliedTypes(item);
  if (!isOnly(itemTypes, 'object')) return [`its items are ${describeTypes(itemTypes)}, not objects`];
  if (isDomainData(item)) return [];
  const problems: string[] = [];
  const missing: string[] = [];
  for (const name of ['rel', 'href']) {
    const prop = item.properties.get(name);
    if (!prop) {
      problems.push(`its items have no \`${name}\` property`);
      continue;
    }
    const types = schemaTypes(model, prop.schema);
    if (!isOnly(types, 'string')) problems.push(`\`${name}\` is ${describeTypes(types)}, not a string`);
    if (!item.required.has(name)) missing.push(`\`${name}\``);
  }
  if (missing.length > 0) problems.push(`${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not required`);
  return problems;
}
