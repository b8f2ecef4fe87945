import { describeStatefulProperties } from './properties/stateful-check';

// Issue 27, "done when": stateful property checks on the demo API (./properties/stateful-check.ts), seeds 1 and 2
// here; seeds 3 to 5 run in test/slow/mock/stateful-properties.test.ts.
describeStatefulProperties([1, 2]);
