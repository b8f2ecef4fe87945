import { isRef } from '../document/refs';
import type { Operation, Parameter, PathItem } from '../openapi/model';
import { templateParams, type TemplateParam } from '../openapi/path-keys';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import type { Report, Rule, Target } from './types';

/**
 * A `{param}` of a path template with no `in: path` parameter of that name, flagged at the `{param}` in the key;
 * or a declared path parameter the template lacks, flagged at its `name`.
 */
export const pathParamUndeclared: Rule = {
  id: 'path-param-undeclared',
  defaultSeverity: 'error',
  section: '–',
  description:
    'A {param} in a path template with no in: path parameter of that name, or a path parameter the template lacks.',
  check({ model, report }) {
    const undeclared: Undeclared[] = [];
    let parameters = 0;
    for (const item of model.paths) {
      const template = templateParams(item.path);
      // A path parameter declared for a `{name}` in the key's query string (Weatherbit's `?lat={lat}`) is the query
      // string's problem, which path-hierarchy reports: neither missing nor extra here.
      const names = new Set(templateParams(item.path, true).map((t) => t.name));
      if (item.operations.length) parameters += new Set(template.map((t) => t.name)).size;
      const none = missing(item, template, report);
      const extras: Extra[] = [];
      for (const p of item.parameters)
        if (p.in === 'path' && !names.has(p.name))
          extras.push({ name: p.name, report: extra(item, p, template, undefined) });
      for (const op of item.operations) {
        for (const p of op.parameters) {
          if (p.level === 'operation' && p.in === 'path' && !names.has(p.name))
            extras.push({ name: p.name, report: extra(item, p, template, op) });
        }
      }
      // A template parameter declared nowhere beside a declared one the template lacks is one name written two ways
      // (Miro's `{board_id_Platform…}` declared as `board_id`): one finding, the declarations related.
      if (none.length && extras.length) report(mismatch({ item, params: none }, extras));
      else {
        if (none.length) undeclared.push({ item, params: none });
        extras.forEach((e) => report(e.report));
      }
    }
    // A generator that never declares path parameters (LXD) is one decision: told once with every path related, not
    // once per path; and a path is told once however many of its parameters are undeclared (RULES.md "Reporting").
    reportByCause(model, report, {
      applies: parameters,
      covers: () => undeclared.reduce((n, u) => n + u.params.length, 0),
      flagged: undeclared,
      cause: () => 'undeclared',
      single: (u) => undeclaredOnPath(u),
      related: (u) => {
        const { pointer, at } = undeclaredOnPath(u);
        return { pointer, at, message: u.params.map((t) => `\`{${t.name}}\``).join(', ') };
      },
      shared: (_cause, places) => {
        const count = places.reduce((n, u) => n + u.params.length, 0);
        return {
          message: `${count} of ${plural(parameters, 'path parameter', 'path parameters')} are declared nowhere (e.g. \`{${places[0].params[0].name}}\` of ${places[0].item.path}), on ${plural(places.length, 'path', 'paths')} (listed as related): the API's way of writing paths, reported once here; declare each \`{param}\` with \`in: path\`, \`required: true\` in its path's \`parameters\`.`,
        };
      },
    });
  },
};

/** A path whose template parameters, some or all, no operation declares. */
interface Undeclared {
  item: PathItem;
  params: TemplateParam[];
}

/** The one finding for a path's template parameters that none of its operations declares, at the first of them. */
function undeclaredOnPath({ item, params }: Undeclared): Report {
  const [first, ...others] = params;
  const at = (t: TemplateParam): Target => ({
    node: item.pathsNode,
    key: item.path,
    part: 'key',
    sub: { start: t.start, end: t.end },
  });
  if (others.length === 0) {
    return {
      message: `The path parameter \`{${first.name}}\` is not declared; declare \`name: ${first.name}\`, \`in: path\`, \`required: true\` in the path's \`parameters\` (or in each operation's).`,
      pointer: item.pointer,
      at: at(first),
    };
  }
  const names = params.map((t) => `\`{${t.name}}\``).join(', ');
  return {
    message: `The path parameters ${names} of ${item.path} are not declared; declare each with \`in: path\`, \`required: true\` in the path's \`parameters\` (or in each operation's).`,
    pointer: item.pointer,
    at: at(first),
    related: others.map((t) => ({ pointer: item.pointer, at: at(t), message: `\`{${t.name}}\`` })),
  };
}

/** The one finding for a path whose undeclared template parameters sit beside declared ones the template lacks. */
function mismatch(u: Undeclared, extras: Extra[]): Report {
  const { at, pointer } = undeclaredOnPath(u);
  const template = u.params.map((t) => `\`{${t.name}}\``).join(', ');
  const declared = extras.map((e) => `"${e.name}"`).join(', ');
  return {
    message: `The path parameter${u.params.length > 1 ? 's' : ''} ${template} of ${u.item.path} ${u.params.length > 1 ? 'are' : 'is'} not declared, and ${declared} ${extras.length > 1 ? 'are' : 'is'} declared in path instead (listed as related): one name written two ways; make the template and the declaration agree.`,
    pointer,
    at,
    related: extras.map((e) => ({ pointer: e.report.pointer, at: e.report.at, message: `"${e.name}" is declared` })),
  };
}

/** A declared path parameter the template lacks: its name and its own finding. */
interface Extra {
  name: string;
  report: Report;
}

/**
 * Reports each template parameter that some but not all operations declare; returns those no operation declares
 * (reported by the caller, one finding per path).
 */
function missing(item: PathItem, template: TemplateParam[], report: (r: Report) => void): TemplateParam[] {
  const none: TemplateParam[] = [];
  if (item.operations.length === 0) return none;
  const seen = new Set<string>();
  for (const t of template) {
    if (seen.has(t.name)) continue;
    seen.add(t.name);
    const lacking = item.operations.filter((op) => !op.parameters.some((p) => p.in === 'path' && p.name === t.name));
    if (lacking.length === 0) continue;
    const at: Target = { node: item.pathsNode, key: item.path, part: 'key', sub: { start: t.start, end: t.end } };
    const declare = `declare \`name: ${t.name}\`, \`in: path\`, \`required: true\``;
    if (lacking.length === item.operations.length) {
      none.push(t);
    } else if (lacking.length === 1) {
      const op = lacking[0];
      report({
        message: `${op.method.toUpperCase()} ${item.path} does not declare the path parameter \`{${t.name}}\`; ${declare} in its \`parameters\`.`,
        pointer: op.pointer,
        at,
      });
    } else {
      const methods = lacking.map((o) => o.method.toUpperCase()).join(', ');
      report({
        message: `${methods} on ${item.path} do not declare the path parameter \`{${t.name}}\`; ${declare} in the path's \`parameters\`.`,
        pointer: item.pointer,
        at,
      });
    }
  }
  return none;
}

/** The finding for a declared path parameter that the template lacks. */
function extra(item: PathItem, p: Parameter, template: TemplateParam[], op: Operation | undefined): Report {
  const close = template.find((t) => t.name.toLowerCase() === p.name.toLowerCase());
  const hint = close
    ? ` The template has \`{${close.name}}\`: names are case-sensitive.`
    : template.length
      ? ` The template's parameters are ${template.map((t) => `\`{${t.name}}\``).join(', ')}.`
      : ` The path has no parameters; remove it or use \`in: query\`.`;
  return {
    message: `The path parameter "${p.name}" is declared but \`${item.path}\` has no \`{${p.name}}\`.${hint}`,
    pointer: p.pointer,
    at: declarationTarget(item, p, op),
  };
}

/** The `$ref` of the list entry when the parameter is referenced, otherwise the parameter's `name` value. */
function declarationTarget(item: PathItem, p: Parameter, op: Operation | undefined): Target {
  const list = (op ? op.node : item.node).parameters;
  const index = Number(p.pointer.slice(p.pointer.lastIndexOf('/') + 1));
  const entry = Array.isArray(list) ? list[index] : undefined;
  if (isRef(entry)) return { node: entry, key: '$ref', part: 'value', sub: { start: 0, end: entry.$ref.length } };
  return { node: p.node, key: 'name', part: 'value', sub: { start: 0, end: p.name.length } };
}
