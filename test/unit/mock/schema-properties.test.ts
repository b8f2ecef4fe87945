import { describeSchemaProperties } from './properties/schema-check';

// Issue 27, "done when": Schemathesis-like property checks on six kinds of spec (./properties/schema-check.ts), seed 1
// here; seed 2 runs in test/slow/mock/schema-properties.test.ts.
describeSchemaProperties([1]);
