import { declaresScheme, optsOut } from '../openapi/security';
import { isSecuritySubject, securityAppliedToApi } from './helpers/security-subjects';
import { apiPlace, operationPlace, reportByNorm } from './helpers/report-by-norm';
import { plural } from '../../shared/phrasing';
import { operationLabel } from './helpers/operation-responses';
import type { Rule } from './types';
import type { Operation } from '../openapi/model';
import { issuesCredentials } from '../openapi/protocol';

/**
 * True for an operation below a static `public` segment (App Center's `/v0.1/public/sdk/apps/{app_secret}/…`): its path
 * says it is public on purpose, so `security: []` would add nothing.
 */
function isPublicByPath(op: Operation): boolean {
  return op.path.resourceSegments.some((seg) => seg.kind === 'static' && seg.text.toLowerCase() === 'public');
}

/**
 * True for an operation that opens no gap by naming no scheme: public by its path (`isPublicByPath`), or an endpoint
 * that hands out credentials (ZincSearch's `POST /api/login`, a sign-up, a forgotten password's reset; see
 * `issuesCredentials`), public by nature like OAuth 2.0's token endpoint: asking it for `security: []` adds nothing.
 */
function isPublicByNature(op: Operation): boolean {
  return isPublicByPath(op) || issuesCredentials(op.path);
}

/**
 * An operation that no security requirement applies to and that does not opt out with `security: []`. Judged by
 * the API's norm; silent when `security-defined` fires (no scheme defined, or none applied anywhere).
 */
export const operationSecured: Rule = {
  id: 'operation-secured',
  defaultSeverity: 'warning',
  section: '§5',
  description:
    "An operation that no security applies to, unless it opts out explicitly with security: [] (judged by the API's norm).",
  check({ model, report }) {
    if (model.securitySchemes.length === 0 || !securityAppliedToApi(model)) return;
    // A read of a discovery or infrastructure path (`/version`, `/health`, `/ping`, `/status`) is public by nature:
    // asking it to say `security: []` is not worth a designer's time. A protocol-defined endpoint (OAuth 2.0's token
    // endpoint, OpenID Connect's session iframe) authenticates the way its standard says (client credentials in the
    // request, the user's session), not with the API's schemes.
    const subjects = model.operations.filter(isSecuritySubject);
    const open = subjects.filter((op) => !declaresScheme(op) && !optsOut(op) && !isPublicByNature(op));
    // No root `security` list: the API secures operations one by one, and the ones it leaves public by omission share
    // that one decision (RULES.md v3, "Every rule groups a shared decision"): one finding, each of them related.
    if (!model.globalSecurity && open.length >= 2 && (subjects.length - open.length) * 2 >= subjects.length) {
      const met = subjects.filter((op) => declaresScheme(op) || optsOut(op)).length;
      const named = subjects.length - met - open.length;
      const byPath =
        named > 0
          ? `, ${named} more ${named === 1 ? 'is' : 'are'} public by nature (a \`public\` path segment, a log-in or sign-up),`
          : ',';
      report({
        message: `The API has no root \`security\` list and secures its operations one by one: ${met} of ${subjects.length} require a scheme${byPath} and the other ${open.length} (listed as related) name none, so they are public by omission. Declare \`security: []\` on each that is deliberately public, and a scheme on any that is not (§5).`,
        ...apiPlace(model),
        related: open.map(operationPlace),
      });
      return;
    }
    reportByNorm(model, report, {
      subjects,
      meets: (op) => declaresScheme(op) || optsOut(op) || isPublicByNature(op),
      deviation: (op) => {
        const where =
          op.securitySource === 'global'
            ? 'the root `security` list requires no scheme'
            : 'there is no `security` requirement here or at the root';
        return {
          message: `No security applies to ${operationLabel(op)} (${where}); every request must carry credentials. Require a scheme, or declare \`security: []\` on the operation if it is deliberately public.`,
          pointer: op.pointer,
          at: { node: op.path.node, key: op.method, part: 'key' },
        };
      },
      place: operationPlace,
      apiMessage: (met, total) =>
        `Security applies to ${met} of ${plural(total, 'operation')}; the other ${total - met} (listed as related) require no scheme and do not opt out with \`security: []\`. Require a scheme with a root \`security\` list, and declare \`security: []\` on the operations that are deliberately public.`,
    });
  },
};
