import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

/**
 * Debugging and profiling endpoints are the server's, like health probes: they need no version. And an API that
 * versions each API group on its own (Kubernetes' `/apis/<group>/<version>/…`) is not told to put every path under
 * "the same" prefix. Cut from KubeVirt (`/start-profiler`, `/stop-profiler`, `/dump-profiler` beside
 * `/apis/kubevirt.io/v1/…` and `/apis/backup.kubevirt.io/v1alpha1/…`; round 12, seed 203 #77 WRONG).
 */
ruleTester(versioning, {
  valid: [
    {
      name: 'KubeVirt: the profiler endpoints and Go pprof need no version beside per-group versions',
      spec: `
        swagger: '2.0'
        info: { title: KubeVirt API, version: '' }
        paths:
          /apis/kubevirt.io/v1/virtualmachines:
            get: { responses: { '200': { description: OK } } }
          /apis/backup.kubevirt.io/v1alpha1/backups:
            get: { responses: { '200': { description: OK } } }
          /start-profiler:
            get: { responses: { '401': { description: Unauthorized } } }
          /stop-profiler:
            get: { responses: { '401': { description: Unauthorized } } }
          /dump-profiler:
            get: { responses: { '401': { description: Unauthorized } } }
          /debug/pprof/heap:
            get: { responses: { '200': { description: OK } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'KubeVirt: an ordinary unversioned path beside per-group versions is told to take a version, not "the same" one',
      spec: `
        swagger: '2.0'
        info: { title: KubeVirt API, version: '' }
        paths:
          /apis/kubevirt.io/v1/virtualmachines:
            get: { responses: { '200': { description: OK } } }
          /apis/backup.kubevirt.io/v1alpha1/backups:
            get: { responses: { '200': { description: OK } } }
          /apis/pool.kubevirt.io/v1alpha1/pools:
            get: { responses: { '200': { description: OK } } }
          /subresources/vms:
            get: { responses: { '200': { description: OK } } }
      `,
      findings: [
        {
          pointer: '/paths/~1subresources~1vms',
          range: '9:2-9:19',
          text: '/subresources/vms',
          message:
            '`/subresources/vms` has no version prefix while other paths have one (e.g. `/apis/kubevirt.io/v1/virtualmachines`); put it under a version segment like theirs.',
        },
      ],
    },
  ],
});
