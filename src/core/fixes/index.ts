import { detectFormat, parseSource } from '../document/parse';
import type { TextLoader } from '../document/refs';
import type { SourceDocument } from '../document/types';
import { buildModel } from '../openapi/build';
import type { ApiModel } from '../openapi/model';
import type { Finding } from '../rules/types';
import type { Fixer } from './context';
import { disableInConfigFix, disableLineFix } from './disable';
import { RULES } from '../rules/index';
import { detectStyle, type TextStyle } from './style';
import type { ConfigFileRef, Fix } from './types';

export type { ConfigFileRef, Fix } from './types';

/** The rules that have a fix of their own (besides the "disable" fixes every finding gets), by id: each rule module's `fix`. */
export const FIXERS: Readonly<Record<string, Fixer>> = Object.fromEntries(
  RULES.flatMap((r) => (r.fix ? [[r.id, r.fix]] : [])),
);

/** What `computeFixes` may be given besides the finding. */
export interface FixOptions {
  /** Reads the files `$ref`s name, when the model has to be built here. */
  load?: TextLoader;
  /** The configuration file for "Disable <rule> in .rest-conventions.yaml"; that fix is left out without it. */
  configFile?: ConfigFileRef;
}

/** The model of a text, or undefined when it does not parse or is not OpenAPI. */
export function modelOf(text: string, uri: string, load?: TextLoader): ApiModel | undefined {
  const doc = parseSource(uri, text);
  return doc.errors.length === 0 ? buildModel(doc, load) : undefined;
}

const styles = new WeakMap<SourceDocument, TextStyle>();

/** The fixes a rule itself offers for a finding in the linted document (no "disable" fixes). */
export function ruleFixes(finding: Finding, model: ApiModel): Fix[] {
  const fixer = FIXERS[finding.rule];
  if (!fixer || finding.uri !== model.doc.uri) return [];
  let style = styles.get(model.doc);
  if (!style) styles.set(model.doc, (style = detectStyle(model.doc.text, model.doc.format)));
  return fixer({ finding, model, doc: model.doc, style, rules: RULES });
}

/**
 * The quick fixes for one finding of the document `text` (at `uri`): the rule's own fixes when it has some
 * (best first), then "Disable <rule> for this line" (YAML) and "Disable <rule> in .rest-conventions.yaml".
 * `model` is the model of `text` when the caller has it. Pure: every fix is a list of edits.
 */
export function computeFixes(
  text: string,
  uri: string,
  finding: Finding,
  model?: ApiModel,
  options: FixOptions = {},
): Fix[] {
  const fixes: Fix[] = [];
  const m = model ?? (FIXERS[finding.rule] || finding.uri !== uri ? modelOf(text, uri, options.load) : undefined);
  if (m && finding.uri === uri) fixes.push(...ruleFixes(finding, m));
  const fileText = finding.uri === uri ? text : m?.resolver.documents().find((d) => d.uri === finding.uri)?.text;
  if (fileText !== undefined && detectFormat(finding.uri, fileText) === 'yaml' && finding.rule !== 'parse-error') {
    const line = disableLineFix(fileText, finding.uri, finding.rule, finding.range.start.line);
    if (line) fixes.push(line);
  }
  if (options.configFile) {
    const config = disableInConfigFix(finding.rule, options.configFile);
    if (config) fixes.push(config);
  }
  return fixes;
}
