import { describeStatefulProperties } from '../../unit/mock/properties/stateful-check';

// Issue 27: the stateful property checks (test/unit/mock/properties/stateful-check.ts) with the seeds the unit run
// leaves out, so `npm test` runs every seed.
describeStatefulProperties([3, 4, 5]);
