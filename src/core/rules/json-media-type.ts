import type { ApiModel, MediaType, Operation } from '../openapi/model';
import type { Report, Rule } from './types';
import { appendPointer } from '../document/pointer';
import { isObj } from '../../shared/object';
import {
  isFileTransfer,
  isJsonMediaType,
  isSuccessStatus,
  ReportedPlaces,
  requestBodyPointer,
  responsePointer,
} from '../openapi/bodies';

/** Statuses whose responses carry no body, so their media types are not checked here. */
const BODYLESS = new Set(['204', '205', '304']);

/** A request body or a 2xx response whose content offers no JSON media type (file transfers exempt). */
export const jsonMediaType: Rule = {
  id: 'json-media-type',
  defaultSeverity: 'warning',
  section: '§2.4',
  description: 'A request body or a success response offers no JSON media type.',
  check({ model, report }) {
    const places = new ReportedPlaces();
    for (const op of model.operations) {
      const label = `${op.method.toUpperCase()} ${op.path.path}`;
      if (op.requestBody) {
        if (model.version === '2.0') checkSwaggerBody(model, op, label, places, report);
        else checkContent(op.requestBody.content, `The request body of ${label}`, () => requestBodyPointer(model, op), places, report);
      }
      if (op.method === 'head') continue;
      for (const r of op.responses) {
        if (!isSuccessStatus(r.status) || BODYLESS.has(r.status)) continue;
        if (model.version === '2.0') checkSwaggerResponse(model, op, r.content, `The ${r.status} response of ${label}`, places, report);
        else checkContent(r.content, `The ${r.status} response of ${label}`, () => responsePointer(model, op, r), places, report);
      }
    }

    function checkContent(content: MediaType[], what: string, holderPointer: () => string, places: ReportedPlaces, report: (r: Report) => void): void {
      if (content.length === 0 || content.some((m) => isJsonMediaType(m.name)) || isFileTransfer(model, content)) return;
      const first = content[0];
      if (!first.holder || !places.first(first.holder, first.name)) return;
      report({
        message: `${what} offers only ${listTypes(content)}; representations are JSON (§2.4): offer application/json or a +json media type.`,
        pointer: appendPointer(holderPointer(), 'content', first.name),
        at: { node: first.holder, key: first.name, part: 'key' },
      });
    }
  },
};

function listTypes(content: readonly MediaType[]): string {
  return content.map((m) => m.name).join(', ');
}

/** The 2.0 `consumes`/`produces` list that applies to an operation: its own, else the document's. */
function mediaList(model: ApiModel, op: Operation, key: 'consumes' | 'produces'): { list: unknown[]; pointer: string } | undefined {
  if (Array.isArray(op.node[key])) return { list: op.node[key] as unknown[], pointer: appendPointer(op.pointer, key) };
  if (Array.isArray(model.root[key])) return { list: model.root[key] as unknown[], pointer: `/${key}` };
  return undefined;
}

/** Reports a 2.0 `consumes`/`produces` list with no JSON entry at its first entry, once per list. */
function reportList(
  source: { list: unknown[]; pointer: string },
  key: 'consumes' | 'produces',
  what: string,
  places: ReportedPlaces,
  report: (r: Report) => void,
): void {
  const names = source.list.filter((x): x is string => typeof x === 'string');
  if (names.length === 0 || !places.first(source.list, 0)) return;
  const whose = source.pointer === `/${key}` ? `the document's \`${key}\`` : `\`${key}\``;
  report({
    message: `${what} has no JSON media type: ${whose} offers only ${names.join(', ')}; representations are JSON (§2.4): add application/json.`,
    pointer: appendPointer(source.pointer, 0),
    at: { node: source.list, key: 0 },
  });
}

function checkSwaggerBody(model: ApiModel, op: Operation, label: string, places: ReportedPlaces, report: (r: Report) => void): void {
  const body = op.requestBody!;
  if (body.content.some((m) => isJsonMediaType(m.name)) || isFileTransfer(model, body.content)) return;
  const isForm = body.node.in === 'formData';
  if (isForm && op.parameters.some((p) => p.in === 'formData' && p.node.type === 'file')) return;
  const source = mediaList(model, op, 'consumes');
  if (source && source.list.length > 0) {
    reportList(source, 'consumes', `The request body of ${label}`, places, report);
    return;
  }
  if (!isForm || !isObj(body.node) || !places.first(body.node, 'in')) return;
  const param = op.parameters.find((p) => p.node === body.node);
  report({
    message: `${label} takes form fields (application/x-www-form-urlencoded) instead of a JSON body; representations are JSON (§2.4): use an \`in: body\` parameter and \`consumes: [application/json]\`.`,
    pointer: appendPointer(param?.pointer ?? op.pointer, 'in'),
    at: { node: body.node, key: 'in', part: 'value' },
  });
}

function checkSwaggerResponse(model: ApiModel, op: Operation, content: MediaType[], what: string, places: ReportedPlaces, report: (r: Report) => void): void {
  if (content.length === 0 || content.some((m) => isJsonMediaType(m.name)) || isFileTransfer(model, content)) return;
  const source = mediaList(model, op, 'produces');
  if (source) reportList(source, 'produces', what, places, report);
}
