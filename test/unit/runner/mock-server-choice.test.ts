import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';
import { emptyValues, SERVER_MOCK, type FormValues } from '../../../src/shared/form';
import { parseFormValues } from '../../../src/shared/protocol';
import { FakeHost, sharedFor } from './fake-host';

const SPEC_URI = 'file:///work/demo/openapi.yaml';
const DEMO_SPEC = readFileSync(join(__dirname, '..', '..', '..', 'examples', 'demo-api', 'openapi.yaml'), 'utf8');

/** A host whose "Mock (this spec)" starts a real mock of the demo spec on 127.0.0.1 the first time a call needs it. */
class MockingHost extends FakeHost {
  mock: MockServer | undefined;
  starts = 0;
  async mockServer(specUri: string, start: boolean): Promise<string | { error: string } | undefined> {
    assert.equal(specUri, SPEC_URI);
    if (!this.mock && start) {
      this.starts++;
      this.mock = await startMockServer(buildModel(parseSource(SPEC_URI, DEMO_SPEC))!, { port: 0 });
    }
    return this.mock?.url;
  }
}

describe('runner: "Mock (this spec)" as the server', () => {
  let host: MockingHost;
  let runner: RunnerDispatcher;
  const mockValues = (over: Partial<FormValues> = {}): FormValues => ({
    ...emptyValues(),
    serverIndex: SERVER_MOCK,
    ...over,
  });

  beforeEach(() => {
    host = new MockingHost();
    host.files.set(SPEC_URI, DEMO_SPEC);
    runner = new RunnerDispatcher(host, SPEC_URI, 'listBooks', sharedFor(host));
  });
  afterEach(async () => {
    runner.dispose();
    await host.mock?.close();
  });

  it('is a server choice the webview may send (and nothing below it is)', () => {
    assert.equal(
      parseFormValues({ ...mockValues(), body: null, contentType: null, security: null, insecure: false })?.serverIndex,
      SERVER_MOCK,
    );
    assert.equal(
      parseFormValues({
        ...mockValues({ serverIndex: SERVER_MOCK - 1 }),
        body: null,
        contentType: null,
        security: null,
        insecure: false,
      }),
      undefined,
    );
  });

  it('starts the mock when the call is sent, once, and sends there: paged list with rate-limit headers', async () => {
    await runner.receive({ type: 'ready', values: null });
    assert.equal(host.starts, 0, 'opening the runner starts nothing');
    host.answers = ['any-token'];
    await runner.receive({
      type: 'send',
      requestId: 'r1',
      values: mockValues({ params: { 'query:limit': '2' } }),
      withoutCredentials: true,
    });
    assert.equal(host.starts, 1);
    const first = host.of('response')[0].response;
    assert.ok(first.url.startsWith(`${host.mock!.url}/v1/books?`), first.url);
    assert.equal(first.status, 401, 'no credential yet: the mock asks for one');
    assert.deepEqual(
      host.of('auth').at(-1)!.auth,
      { environment: null, origin: host.mock!.url, stored: { bearerAuth: [] } },
      'the auth box learns the origin of the mock it started',
    );
    await runner.receive({ type: 'setSecret', scheme: 'bearerAuth', values: mockValues() });
    await runner.receive({ type: 'send', requestId: 'r2', values: mockValues({ params: { 'query:limit': '2' } }) });
    assert.equal(host.starts, 1, 'the running mock is reused');
    const r = host.of('response')[1].response;
    assert.equal(r.status, 200);
    assert.equal(r.pagination?.summary, 'page 1 of 2 · 2 per page · 3 items');
    assert.equal(r.rateLimit?.limit, 100);
  });

  it('says so when the editor has no mock server to offer', async () => {
    const plain = new FakeHost();
    plain.files.set(SPEC_URI, DEMO_SPEC);
    const r = new RunnerDispatcher(plain, SPEC_URI, 'listBooks', sharedFor(plain));
    await r.receive({ type: 'send', requestId: 'r1', values: mockValues() });
    r.dispose();
    assert.deepEqual(
      plain.of('failed').map((f) => [f.kind, f.message]),
      [['build', 'No mock server is available here.']],
    );
  });
});
