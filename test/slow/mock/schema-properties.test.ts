import { describeSchemaProperties } from '../../unit/mock/properties/schema-check';

// Issue 27: the Schemathesis-like property checks (test/unit/mock/properties/schema-check.ts) with the seed the unit
// run leaves out, so `npm test` runs every seed.
describeSchemaProperties([2]);
