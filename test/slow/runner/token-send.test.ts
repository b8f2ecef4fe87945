import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '../../../src/core/http/types';
import { PanelSecrets } from '../../../src/extension/runner/panel-secrets';
import { FakeHost } from '../../unit/runner/fake-host';

describe('runner: token and sign-in requests', () => {
  let server: http.Server;
  let url: string;
  before(async () => {
    // Holds every request without answering, so only the time-out of the settings ends the call.
    server = http.createServer(() => undefined);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
  });
  after(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));

  it('wait for the response headers no longer than the runner’s time-out setting, as Send does', async () => {
    const host = new FakeHost();
    host.settingsOverride = { timeoutMs: 150 };
    const secrets = new PanelSecrets(host);
    const err = await secrets.send({ method: 'POST', url, headers: {} }).then(
      () => assert.fail('the server never answers'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof HttpError);
    assert.equal(err.kind, 'headers-timeout');
  });
});
