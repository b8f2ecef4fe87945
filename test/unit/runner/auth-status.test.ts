import * as assert from 'node:assert/strict';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { emptyValues, SERVER_CUSTOM, type FormValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/status/openapi.yaml';
const SPEC = `openapi: 3.0.3
info: {title: Status, version: '1'}
paths:
  /items:
    get:
      operationId: listItems
      security: [{bearer: []}, {key: []}]
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
    key: {type: apiKey, in: header, name: X-Key}
`;
const A = 'http://127.0.0.1:9';
const B = 'http://localhost:9';

/** The auth box's status (what Send will use) as the host reports it. */
describe('runner: the stored-secret status says what Send will use for this environment and server', () => {
  let host: FakeHost;
  let runner: RunnerDispatcher;
  const on = (server: string): FormValues => ({ ...emptyValues(), serverIndex: SERVER_CUSTOM, customServer: server });
  const status = async (server: string) => {
    await runner.receive({ type: 'checkAuth', values: on(server) });
    return host.of('auth').at(-1)!.auth;
  };

  beforeEach(() => {
    host = new FakeHost();
    host.files.set(SPEC_URI, SPEC);
    runner = new RunnerDispatcher(host, SPEC_URI, 'listItems', sharedFor(host));
  });
  afterEach(() => runner.dispose());

  it('names the other servers a scheme has a secret for, which are not sent to this one', async () => {
    host.answers = ['t-1'];
    await runner.receive({ type: 'setSecret', scheme: 'bearer', values: on(A) });
    assert.deepEqual(await status(A), { environment: null, origin: A, stored: { bearer: ['token'], key: [] } });
    assert.deepEqual(await status(B), {
      environment: null,
      origin: B,
      stored: { bearer: [], key: [] },
      elsewhere: { bearer: [A] },
    });
    await runner.receive({ type: 'clearSecret', scheme: 'bearer', values: on(A) });
    assert.deepEqual(await status(B), { environment: null, origin: B, stored: { bearer: [], key: [] } });
    assert.deepEqual([...host.secrets.map.keys()], [], 'forgetting the last secret of a scheme leaves no index behind');
  });

  it('keeps environments apart: a secret of one environment is not listed for another', async () => {
    host.environments = JSON.stringify({ environments: { local: {}, staging: {} } });
    await runner.receive({ type: 'selectEnvironment', name: 'local' });
    host.answers = ['k-1'];
    await runner.receive({ type: 'setSecret', scheme: 'key', values: on(A) });
    await runner.receive({ type: 'selectEnvironment', name: 'staging' });
    assert.deepEqual(await status(A), { environment: 'staging', origin: A, stored: { bearer: [], key: [] } });
  });

  it('says in Restricted Mode that no secret was read', async () => {
    host.answers = ['t-1'];
    await runner.receive({ type: 'setSecret', scheme: 'bearer', values: on(A) });
    host.isTrusted = false;
    assert.deepEqual(await status(A), {
      environment: null,
      origin: A,
      stored: { bearer: [], key: [] },
      restricted: true,
    });
  });
});
