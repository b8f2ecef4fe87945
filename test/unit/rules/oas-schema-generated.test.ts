import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

describe('oas-schema validators', () => {
  it('src/core/openapi/oas-validators.generated.js is what scripts/build-oas-schemas.mjs makes of the vendored schemas', async () => {
    const script = path.resolve(__dirname, '../../../scripts/build-oas-schemas.mjs');
    const { generate } = (await import(script)) as { generate: () => string };
    const file = readFileSync(path.resolve(__dirname, '../../../src/core/openapi/oas-validators.generated.js'), 'utf8');
    assert.ok(file === generate(), 'run `npm run build:oas-schemas` and commit the result');
  });
});
