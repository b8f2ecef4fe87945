import type { PaginationInfo } from '../../core/http/pagination';
import type { HttpRequest, HttpResponse } from '../../core/http/types';
import type { FormValues } from '../../shared/form';
import { exportNames } from './call';
import { toCurl, toHttpFile } from './exporters';
import type { RunnerHost } from './host';
import type { StoredCredentials } from './secrets';
import { fileName } from './spec';
import { bodyView } from './view';

/** The call a runner panel sent last, kept for paging, retrying and exports. */
export interface LastCall {
  request: HttpRequest;
  response?: HttpResponse;
  pagination: PaginationInfo | null;
  values: FormValues;
  secrets: string[];
  stored: StoredCredentials[];
  insecure: boolean;
  title: string;
  /** The credentials the call went with: paged and resent calls go with the same and say so. */
  auth?: { applied: string[]; unmet: string | null };
}

const notice = (host: RunnerHost, level: 'info' | 'warning', message: string) =>
  host.post({ type: 'notice', level, message });

/** "Copy as cURL": secrets as environment variables, or in clear text once the user confirms. */
export async function copyAsCurl(host: RunnerHost, last: LastCall | undefined, includeSecrets: boolean): Promise<void> {
  if (!last) return notice(host, 'warning', 'Send a request first.');
  if (
    includeSecrets &&
    !(await host.confirm('The command will hold your secrets in clear text. Copy it anyway?', 'Copy with secrets'))
  )
    return;
  const { names, basic } = exportNames(last.request, last.stored);
  await host.copy(toCurl(last.request, names, { includeSecrets, basic, insecure: last.insecure }));
  const vars = [...new Set(names.map((n) => n.env))];
  notice(
    host,
    'info',
    includeSecrets || !vars.length
      ? 'Copied as cURL.'
      : `Copied as cURL; secrets read from ${vars.map((v) => `$${v}`).join(', ')}.`,
  );
}

/** "Save as .http": a file named after the operation, secrets as variables. */
export async function saveAsHttp(host: RunnerHost, last: LastCall | undefined, operationKey: string): Promise<void> {
  if (!last) return notice(host, 'warning', 'Send a request first.');
  const { names, basic } = exportNames(last.request, last.stored);
  const name = operationKey.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'request';
  const saved = await host.saveFile(`${name}.http`, toHttpFile(last.request, names, { title: last.title, basic }));
  if (saved) notice(host, 'info', `Saved ${fileName(saved)}.`);
}

/** Opens the whole response body in an editor (secrets replaced). */
export async function openResponseBody(host: RunnerHost, last: LastCall | undefined): Promise<void> {
  const res = last?.response;
  if (!last || !res) return notice(host, 'warning', 'There is no response body to open.');
  const body = bodyView(res, last.secrets, Infinity, Infinity);
  await host.openText(body.text, body.kind === 'json' ? 'json' : 'plaintext');
}
