import { strict as assert } from 'node:assert';
import { diffSpecs } from '../../../src/core/diff/index';

/** A spec served under `server` (3.x `servers`, or 2.0's `basePath` when it starts with `basePath:`), two paths. */
const spec = (server: string, paths = ['/users', '/orders']) => {
  const head = server.startsWith('basePath:')
    ? `swagger: '2.0'\ninfo: {title: t, version: 1.0.0}\nhost: api.example.com\n${server}\n`
    : `openapi: 3.1.0\ninfo: {title: t, version: 1.0.0}\nservers:\n${server}\n`;
  return `${head}paths:\n${paths.map((p) => `  ${p}:\n    get:\n      responses:\n        '200': {description: ok}\n`).join('')}`;
};

/** The message of the path removal when `/orders` goes (and the server becomes `revServer`, when given). */
function removal(server: string, revServer = server): string {
  const { findings } = diffSpecs(
    { uri: 'base.yaml', text: spec(server) },
    { uri: 'rev.yaml', text: spec(revServer, ['/users']) },
  );
  const f = findings.find((x) => x.rule === 'api-path-removed-without-deprecation');
  assert.ok(f, findings.map((x) => x.rule).join(', '));
  return f.message;
}

describe('diff: the version a server URL carries (read as the lint reads it)', () => {
  it('reads `v1.4` (and `v1`) in a server URL as the URI version its clients use', () => {
    assert.match(
      removal("  - url: 'https://api.example.com/v1.4'"),
      /breaks `v1\.4` clients; keep `v1\.4` and make the change in `v2`$/,
    );
    assert.match(removal("  - url: 'https://api.example.com/api/v1'"), /breaks `v1` clients/);
    assert.match(removal("  - url: '/v3'"), /breaks `v3` clients/);
    assert.match(
      removal(
        "  - url: 'https://{region}.example.com/{version}'\n    variables:\n      region: {default: eu}\n      version: {default: v2.1}",
      ),
      /breaks `v2\.1` clients/,
    );
    assert.match(removal('basePath: /v1.4'), /breaks `v1\.4` clients/);
  });

  it('reads no version where the lint reads none: a mock server, a server without one', () => {
    assert.match(
      removal(
        "  - url: 'https://virtserver.swaggerhub.com/acme/orders/v1'\n    description: SwaggerHub API Auto Mocking",
      ),
      /breaks existing clients$/,
    );
    assert.match(removal("  - url: 'https://api.example.com/orders'"), /breaks existing clients$/);
    // The server moved to another version (Nexmo's `/v1/applications` → `/v2/applications`): the revision describes
    // `v2`, so its changes are not said to break `v1` clients.
    assert.match(
      removal(
        "  - url: 'https://api.example.com/v1/applications'",
        "  - url: 'https://api.example.com/v2/applications'",
      ),
      /breaks existing clients$/,
    );
  });
});
