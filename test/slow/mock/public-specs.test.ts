import { describeMockOnPublicSpecs } from '../../unit/mock/properties/public-specs';

// The mock's core on GitHub's 10 MB public spec (test/unit/mock/properties/public-specs.ts); the smaller public specs
// run in test/unit/mock/mock-server.test.ts.
describeMockOnPublicSpecs([['GitHub', 'node_modules/@octokit/openapi/generated/api.github.com.json']]);
