// Paths that name a function (RULES.md "Terms": a computation), cut from Ergo's node API (round 16, seed 211) and
// smart-me's API (round 11, seed 128): a lookup by an id names one thing; a filter by another key still lists.
import * as assert from 'node:assert/strict';
import { classifyPaths } from '../../../src/core/openapi/paths';
import { splitPath } from '../../../src/core/openapi/path-keys';

/** Each path with its methods and whether its GET answers a list, classified. */
function shapes(paths: [string, string, boolean][]): Record<string, string> {
  const out = classifyPaths(
    paths.map(([p, methods, list]) => ({
      resourceSegments: splitPath(p).filter((s) => s.kind !== 'version'),
      hasGet: methods.split(',').includes('get'),
      hasPost: methods.split(',').includes('post'),
      hasDelete: false,
      hasOtherWrite: false,
      getAnswer: () => (list ? ('list' as const) : undefined),
    })),
  );
  return Object.fromEntries(paths.map(([p], i) => [p, out[i]]));
}

describe('openapi/function-paths', () => {
  it('reads conversions, id lookups and utilities as functions, not collections or members', () => {
    assert.deepEqual(
      shapes([
        ['/utils/addressToRaw/{address}', 'get', false],
        ['/utils/seed/{length}', 'get', false],
        ['/utils/seed', 'get', false],
        ['/utils/address', 'post', false],
        ['/wallet/transactionById', 'get', true],
      ]),
      {
        '/utils/addressToRaw/{address}': 'other',
        '/utils/seed/{length}': 'other',
        '/utils/seed': 'singleton',
        '/utils/address': 'computation',
        '/wallet/transactionById': 'singleton',
      },
    );
  });

  it('keeps a list filtered by a key that is no id, a utility that lists and a kind of link (peer-to-peer) as they are', () => {
    assert.deepEqual(
      shapes([
        ['/api/Devices', 'get', true],
        ['/api/DevicesByEnergy', 'get', true],
        ['/utils/countries', 'get', true],
        ['/peer-to-peer', 'get', true],
        ['/peer-to-peer/{peerId}', 'get', false],
      ]),
      {
        '/api/Devices': 'collection',
        '/api/DevicesByEnergy': 'collection',
        '/utils/countries': 'collection',
        '/peer-to-peer': 'collection',
        '/peer-to-peer/{peerId}': 'member',
      },
    );
  });
});
