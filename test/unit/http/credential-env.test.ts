import * as assert from 'node:assert/strict';
import { credentialsFromEnv } from '../../../src/cli/request-command';
import { CREDENTIAL_ENV } from '../../../src/core/http/auth/credential-env';

describe('credentials from the environment', () => {
  it('reads every variable the runner writes into a copied cURL command or .http file, refresh token included', () => {
    const env = Object.fromEntries(Object.values(CREDENTIAL_ENV).map((name) => [name, `value of ${name}`]));
    assert.deepEqual(credentialsFromEnv(env), {
      token: 'value of REST_CONVENTIONS_TOKEN',
      apiKey: 'value of REST_CONVENTIONS_API_KEY',
      username: 'value of REST_CONVENTIONS_USERNAME',
      password: 'value of REST_CONVENTIONS_PASSWORD',
      clientId: 'value of REST_CONVENTIONS_CLIENT_ID',
      clientSecret: 'value of REST_CONVENTIONS_CLIENT_SECRET',
      refreshToken: 'value of REST_CONVENTIONS_REFRESH_TOKEN',
    });
  });

  it('treats empty variables as unset', () => {
    assert.deepEqual(credentialsFromEnv({ REST_CONVENTIONS_TOKEN: '', REST_CONVENTIONS_API_KEY: 'k' }), {
      apiKey: 'k',
    });
  });
});
