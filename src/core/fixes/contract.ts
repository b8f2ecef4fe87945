import { severityOf, type ChangeSeverities } from '../diff/report';
import { breaksPhrase } from '../diff/versioning';
import type { ApiModel } from '../openapi/model';
import type { Finding } from '../rules/types';
import { ruleFixes } from './index';
import type { Fix } from './types';

/**
 * What kind of fix a fix is (as ESLint's `--fix-type`): `compatible` fixes keep the contract (they document what
 * the API does: a response, a header, a scheme); `contract` fixes change what clients see in a way the diff engine
 * rates `error` (breaks clients) or `warning` (may break some). Fix-all applies `compatible` ones unless asked.
 */
export type FixType = 'compatible' | 'contract';

/** Every fix type, in the order the CLI's help and the editor's setting list them. */
export const FIX_TYPES: readonly FixType[] = ['compatible', 'contract'];

/** The fix types fix-all applies when not told otherwise: only the fixes that keep the contract. */
export const DEFAULT_FIX_TYPES: readonly FixType[] = ['compatible'];

/** What a fix does to the API's contract, as the diff engine rates the changes it makes. */
export interface ContractEffect {
  /** The worst severity of the changes it makes (`error` breaks clients, `warning` may break some). */
  severity: 'error' | 'warning';
  /** Which clients, in the diff engine's versioning terms: "breaks `v1` clients", "may break some clients". */
  consequence: string;
}

/**
 * What a fix does to the contract: its changes rated as the diff rates them (the catalogue's severity, or the one
 * `.rest-conventions.yaml`'s `changes` gives the id), the worst kept. Undefined when it keeps the contract.
 */
export function contractEffect(fix: Fix, severities: ChangeSeverities = {}): ContractEffect | undefined {
  let worst: { severity: 'error' | 'warning'; version?: string } | undefined;
  for (const change of fix.changes ?? []) {
    const severity = severityOf(change, severities);
    if (severity !== 'error' && severity !== 'warning') continue;
    if (!worst || (severity === 'error' && worst.severity === 'warning')) worst = { severity, version: change.version };
  }
  if (!worst) return undefined;
  // "breaks `v1` clients; keep `v1` and make the change in `v2`": the title keeps the part before the advice.
  return { severity: worst.severity, consequence: breaksPhrase(worst.severity, worst.version).split(';')[0] };
}

/** The kind of a fix under the configured change severities. */
export function fixType(fix: Fix, severities: ChangeSeverities = {}): FixType {
  return contractEffect(fix, severities) ? 'contract' : 'compatible';
}

/** The fix with its consequence in its title ("Answer 201 Created instead of 200: changes the contract, breaks `v1` clients"). */
export function withConsequence(fix: Fix, effect: ContractEffect | undefined): Fix {
  if (!effect) return fix;
  return { ...fix, title: `${fix.title}: changes the contract, ${effect.consequence}`, isPreferred: false };
}

/**
 * The rule's own fixes of a finding as the quick-fix menu offers them: those that change the contract are
 * suggestions, never preferred, with their consequence in their titles. Reads only the linted model: no parse.
 */
export function quickFixes(finding: Finding, model: ApiModel, severities: ChangeSeverities = {}): Fix[] {
  return ruleFixes(finding, model).map((fix) => withConsequence(fix, contractEffect(fix, severities)));
}
