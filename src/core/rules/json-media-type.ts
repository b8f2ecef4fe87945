import { isJsonType, isStreamType, mediaEssence } from '../media-types';
import type { ApiModel, MediaType, Operation } from '../openapi/model';
import type { RelatedReport, Report, Rule } from './types';
import { appendPointer } from '../document/pointer';
import { isObj } from '../../shared/object';
import {
  carriesFile,
  isFileTransfer,
  isSuccessStatus,
  ReportedPlaces,
  requestBodyPointer,
  responsePointer,
} from '../openapi/bodies';
import { streamsText } from '../openapi/lists';
import { isDocumentDownload } from '../openapi/downloads';
import { isPassThrough } from '../openapi/protocol';
import { isDebugPath } from '../openapi/infrastructure';
import { derefValue, isOnly, mergeSchema, schemaTypes } from '../openapi/schema';
import { apiPlace, operationPlace } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import { reportBySiblings } from './helpers/siblings';
import { reportBySamePattern } from './helpers/same-pattern';
import { reportByFamily, resourceOf } from './helpers/families';

/** Statuses whose responses carry no body, so their media types are not checked here. */
const BODYLESS = new Set(['101', '204', '205', '304']);

/** Methods whose request body `no-body-on-get-delete` reports already. */
const NO_BODY_METHODS = new Set(['get', 'head', 'delete']);

/** Whether a body is the request's or a response's. */
type Side = 'request' | 'response';

/** A body without JSON: its finding, the place it dedupes on, which side it is and the media types it offers instead. */
interface Found {
  report: Report;
  node: object;
  key: string | number;
  side: Side;
  /** The media types offered instead of JSON (`application/x-www-form-urlencoded`): what bodies share as a decision. */
  media: string;
}

/** What one operation's bodies gave: which sides were judged, and a finding per body without JSON. */
interface Sink {
  checked: boolean;
  judged: Set<Side>;
  found: Found[];
  /** The side being judged while the body checks run. */
  side: Side;
}

/**
 * A request body or a 2xx response whose content offers no JSON media type (file transfers and streams exempt),
 * judged against the API's norm: per body when at least half of the operations with bodies offer JSON, else one
 * finding for the API.
 */
export const jsonMediaType: Rule = {
  id: 'json-media-type',
  defaultSeverity: 'warning',
  section: '§2.4',
  description: 'A request body or a success response offers no JSON media type (file transfers and streams exempt).',
  check({ model, report }) {
    const subjects: { op: Operation; sink: Sink }[] = [];
    const reads = new Set(model.operations.filter((o) => o.method === 'get').map((o) => o.path.path));
    for (const op of model.operations) {
      // A standard fixes the media types of protocol endpoints (RFC 6749 mandates a form-encoded token request).
      if (op.path.protocol) continue;
      // A debugging tool mounted from a library answers the library's formats (Go's pprof: text and binary profiles).
      if (isDebugPath(op.path.path)) continue;
      // A proxy forwards whatever the target answers (Karmada's `…/proxy/{path}` offers `*/*`).
      if (isPassThrough(op)) continue;
      const sink: Sink = { checked: false, judged: new Set(), found: [], side: 'request' };
      const label = `${op.method.toUpperCase()} ${op.path.path}`;
      if (op.requestBody && !NO_BODY_METHODS.has(op.method) && !isTextUpload(model, op.requestBody.content)) {
        if (model.version === '2.0') checkSwaggerBody(model, op, label, sink);
        else
          checkContent(
            model,
            op.requestBody.content,
            `The request body of ${label}`,
            () => requestBodyPointer(model, op),
            sink,
          );
      }
      sink.side = 'response';
      if (op.method !== 'head') {
        for (const r of op.responses) {
          if (!isSuccessStatus(r.status) || BODYLESS.has(r.status) || isDocumentDownload(model, op, r)) continue;
          // A stream its description tells ("Streamed pull output" as text/plain) is exempt like a stream media type.
          if (streamsText(model, r)) continue;
          if (rendersJsonSibling(op, reads)) continue;
          if (model.version === '2.0')
            checkSwaggerResponse(model, op, r.content, `The ${r.status} response of ${label}`, sink);
          else
            checkContent(
              model,
              r.content,
              `The ${r.status} response of ${label}`,
              () => responsePointer(model, op, r),
              sink,
            );
        }
      }
      if (sink.checked) subjects.push({ op, sink });
    }
    const failing = subjects.filter((s) => s.sink.found.length > 0);
    if (failing.length === 0) return;
    const met = subjects.length - failing.length;
    if (met * 2 < subjects.length) {
      report({
        message: `${met} of ${plural(subjects.length, 'operation')} with a body offer JSON (application/json or a +json media type), the others only ${offered(failing)}; representations are JSON (§2.4).`,
        ...apiPlace(model),
        related: failing.map((s) => operationPlace(s.op)),
      });
      return;
    }
    for (const side of ['request', 'response'] as const) reportSide(model, report, subjects, side);
  },
};

/**
 * Reports one side's bodies without JSON, one finding per operation (its other bodies on that side related, not
 * one per status or media type), grouped by the media type they offer instead: when one (Stripe's form encoding on
 * every write) covers at least half of the operations judged on that side, it is one finding for the API.
 */
function reportSide(
  model: ApiModel,
  report: (r: Report) => void,
  subjects: readonly { op: Operation; sink: Sink }[],
  side: Side,
): void {
  const places = new ReportedPlaces();
  const flagged: { op: Operation; first: Found; others: Found[] }[] = [];
  for (const { op, sink } of subjects) {
    const found = sink.found.filter((f) => f.side === side && places.first(f.node, f.key));
    if (found.length > 0) flagged.push({ op, first: found[0], others: found.slice(1) });
  }
  const judgedSide = subjects.filter((s) => s.sink.judged.has(side));
  const applies = judgedSide.length;
  const judgedUnder = new Map<string, number>();
  for (const { op } of judgedSide) {
    const resource = resourceOf(op.path);
    if (resource !== undefined) judgedUnder.set(resource, (judgedUnder.get(resource) ?? 0) + 1);
  }
  const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path.path}`;
  const single = (f: (typeof flagged)[number]): Report =>
    f.others.length === 0
      ? f.first.report
      : { ...f.first.report, related: f.others.map((o) => ({ pointer: o.report.pointer, at: o.report.at })) };
  const related = (f: (typeof flagged)[number]): RelatedReport => ({
    pointer: f.first.report.pointer,
    at: f.first.report.at,
    message: label(f.op),
  });
  reportByCause(model, report, {
    applies,
    norm: true,
    flagged,
    cause: (f) => f.first.media,
    single,
    related,
    // Testkube answers each create 201 in JSON and 200 in YAML: one decision, told once (seed 216 #27, #28).
    others: (rest) =>
      reportBySamePattern(report, {
        flagged: rest,
        pattern: (f) =>
          side === 'response' && answersJsonElsewhere(f.op) ? `${f.op.method} ${f.first.media}` : undefined,
        alike: 'that answer JSON at another success status',
        single,
        related,
        alone: (left) => reportSiblings(left),
      }),
    shared: (media, list) => ({
      message: `${list.length} of ${plural(applies, 'operation')} with a ${side === 'request' ? 'request body' : 'success response body'} offer only ${media} (e.g. ${label(list[0].op)}): the API's own choice, reported once here rather than on every operation; representations are JSON (§2.4): offer application/json or a +json media type.`,
    }),
  });
  // aiception's task endpoints (`/face/{taskId}`, `/face_age/{taskId}`…) all answer `*/*`: twins, one decision.
  function reportSiblings(rest: readonly (typeof flagged)[number][]): void {
    reportBySiblings(report, {
      flagged: rest,
      path: (f) => f.op.path,
      cause: (f) => `${f.op.method} ${f.first.media}`,
      shared: 0,
      single,
      related,
      // MISP's `/warninglists` controller takes form fields on `POST /warninglists` and `/warninglists/toggleEnable`
      // where the rest of the API takes JSON: that resource's decision, one finding.
      alone: (alone) =>
        reportByFamily(report, {
          flagged: alone,
          path: (f) => f.op.path,
          cause: (f) => f.first.media,
          applies: (resource) => judgedUnder.get(resource) ?? 0,
          single,
          related,
        }),
    });
  }
}

/** True for an operation with a success response offering JSON: a body without it beside is a format chosen by status. */
function answersJsonElsewhere(op: Operation): boolean {
  return op.responses.some((r) => isSuccessStatus(r.status) && r.content.some((m) => isJsonType(m.name)));
}

/** The media types the bodies without JSON offer instead, most used first (a wildcard, `text/plain`), for a message. */
function offered(failing: readonly { sink: Sink }[]): string {
  const counts = new Map<string, number>();
  for (const { sink } of failing) for (const f of sink.found) counts.set(f.media, (counts.get(f.media) ?? 0) + 1);
  const names = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([m]) => m);
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and others` : names.join(', ');
}

/** True for content that is judged: not empty, not a file transfer, not a stream. */
function judged(model: ApiModel, content: readonly MediaType[]): boolean {
  return content.length > 0 && !isFileTransfer(model, content) && !content.some((m) => isStreamType(m.name));
}

/**
/**
 * True for a GET whose path ends in a format suffix (`.rdf`, `.xml`, `.ttl`) beside a GET of the same path ending in
 * `.json`: one rendering of a resource whose JSON is served at the sibling (Europeana's `…/{recordId}.rdf` beside
 * `…/{recordId}.json`), not a representation without JSON.
 */
function rendersJsonSibling(op: Operation, reads: ReadonlySet<string>): boolean {
  if (op.method !== 'get') return false;
  const path = op.path.path;
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/') || dot < path.lastIndexOf('}')) return false;
  const suffix = path.slice(dot + 1).toLowerCase();
  return suffix !== 'json' && suffix.length > 0 && reads.has(`${path.slice(0, dot)}.json`);
}

/**
 * True for a request body that is one text document: a single string under a `text/*` media type (LGTM's CodeQL
 * query source as text/plain). The text is the payload, uploaded in its own language; JSON would only wrap it. A
 * text body with fields (an object schema) is data written as text, and stays judged.
 */
function isTextUpload(model: ApiModel, content: readonly MediaType[]): boolean {
  return content.every(
    (m) => mediaEssence(m.name).startsWith('text/') && isOnly(schemaTypes(model, m.schema), 'string'),
  );
}

function checkContent(
  model: ApiModel,
  content: MediaType[],
  what: string,
  holderPointer: () => string,
  sink: Sink,
): void {
  if (!judged(model, content)) return;
  sink.checked = true;
  sink.judged.add(sink.side);
  if (content.some((m) => isJsonType(m.name))) return;
  const first = content[0];
  if (!first.holder) return;
  // A form that carries a file (`format: binary`) is a file transfer sent the wrong way: JSON is not the fix.
  const file = fileField(model, content);
  sink.found.push({
    side: sink.side,
    media: listTypes(content),
    report: {
      message: file
        ? `${what} offers only ${listTypes(content)} but carries a file (\`${file}\`); send a file as multipart/form-data (or the file itself as application/octet-stream), which the JSON convention exempts (§2.4).`
        : `${what} offers only ${listTypes(content)}; representations are JSON (§2.4): offer application/json or a +json media type.`,
      pointer: appendPointer(holderPointer(), 'content', first.name),
      at: { node: first.holder, key: first.name, part: 'key' },
    },
    node: first.holder,
    key: first.name,
  });
}

/** The name of a property that holds a file (`carriesFile`) in a body's schema, if any. */
function fileField(model: ApiModel, content: readonly MediaType[]): string | undefined {
  for (const m of content) {
    const merged = m.schema === undefined ? undefined : mergeSchema(model, m.schema);
    if (!merged) continue;
    for (const [name, prop] of merged.properties) {
      const s = derefValue(model, prop.schema);
      if (carriesFile(s)) return name;
    }
  }
  return undefined;
}

/** The media types of a body for a message; an empty key (Spoonacular's `'': {schema}`) is named as one. */
function listTypes(content: readonly MediaType[]): string {
  return content.map((m) => (m.name.trim() === '' ? 'an empty media type key ("")' : m.name)).join(', ');
}

/** The 2.0 `consumes`/`produces` list that applies to an operation: its own, else the document's. */
function mediaList(
  model: ApiModel,
  op: Operation,
  key: 'consumes' | 'produces',
): { list: unknown[]; pointer: string } | undefined {
  if (Array.isArray(op.node[key])) return { list: op.node[key] as unknown[], pointer: appendPointer(op.pointer, key) };
  if (Array.isArray(model.root[key])) return { list: model.root[key] as unknown[], pointer: `/${key}` };
  return undefined;
}

/** A 2.0 `consumes`/`produces` list with no JSON entry, reported at its first entry (once per list). */
function reportList(
  source: { list: unknown[]; pointer: string },
  key: 'consumes' | 'produces',
  what: string,
  sink: Sink,
): void {
  const names = source.list.filter((x): x is string => typeof x === 'string');
  if (names.length === 0) return;
  const whose = source.pointer === `/${key}` ? `the document's \`${key}\`` : `\`${key}\``;
  sink.found.push({
    side: sink.side,
    media: names.join(', '),
    report: {
      message: `${what} has no JSON media type: ${whose} offers only ${names.join(', ')}; representations are JSON (§2.4): add application/json.`,
      pointer: appendPointer(source.pointer, 0),
      at: { node: source.list, key: 0 },
    },
    node: source.list,
    key: 0,
  });
}

function checkSwaggerBody(model: ApiModel, op: Operation, label: string, sink: Sink): void {
  const body = op.requestBody!;
  if (!judged(model, body.content)) return;
  const isForm = body.node.in === 'formData';
  // A form that carries a file is an upload (2.0 allows `type: file` under either form encoding): JSON is no fix.
  if (isForm && op.parameters.some((p) => p.in === 'formData' && carriesFile(p.node))) return;
  sink.checked = true;
  sink.judged.add(sink.side);
  if (body.content.some((m) => isJsonType(m.name))) return;
  const source = mediaList(model, op, 'consumes');
  if (source && source.list.length > 0) {
    reportList(source, 'consumes', `The request body of ${label}`, sink);
    return;
  }
  if (!isForm || !isObj(body.node)) return;
  const param = op.parameters.find((p) => p.node === body.node);
  sink.found.push({
    side: sink.side,
    media: 'application/x-www-form-urlencoded',
    report: {
      message: `${label} takes form fields (application/x-www-form-urlencoded) instead of a JSON body; representations are JSON (§2.4): use an \`in: body\` parameter and \`consumes: [application/json]\`.`,
      pointer: appendPointer(param?.pointer ?? op.pointer, 'in'),
      at: { node: body.node, key: 'in', part: 'value' },
    },
    node: body.node,
    key: 'in',
  });
}

function checkSwaggerResponse(model: ApiModel, op: Operation, content: MediaType[], what: string, sink: Sink): void {
  if (!judged(model, content)) return;
  sink.checked = true;
  sink.judged.add(sink.side);
  if (content.some((m) => isJsonType(m.name))) return;
  const source = mediaList(model, op, 'produces');
  if (source) reportList(source, 'produces', what, sink);
}
