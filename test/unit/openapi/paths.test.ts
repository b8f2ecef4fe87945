import * as assert from 'node:assert/strict';
import { classifyPaths } from '../../../src/core/openapi/paths';
import { prefixesFollowedByParam } from '../../../src/core/openapi/path-prefixes';
import { isVersionSegment, pathSkeleton, splitPath, templateParams } from '../../../src/core/openapi/path-keys';

/** Each path with the methods it has (`'get,post'`) and whether its GET answers a list. */
function shapes(paths: [string, string?, boolean?, boolean?][]): Record<string, string> {
  const input = paths.map(([p, methods = '', list = false, document = false]) => ({
    resourceSegments: splitPath(p).filter((s) => s.kind !== 'version'),
    hasGet: methods.split(',').includes('get'),
    hasPost: methods.split(',').includes('post'),
    hasDelete: methods.split(',').includes('delete'),
    hasOtherWrite: ['put', 'patch', 'delete'].some((m) => methods.split(',').includes(m)),
    getAnswer: () => (list ? ('list' as const) : document ? ('document' as const) : undefined),
  }));
  const out = classifyPaths(input);
  return Object.fromEntries(paths.map(([p], i) => [p, out[i]]));
}

describe('openapi/paths', () => {
  it('recognizes version prefix segments', () => {
    for (const v of ['v1', 'v2', 'V3', 'v1.1', 'v2beta1', 'v1alpha', 'v1alpha2'])
      assert.equal(isVersionSegment(v), true, v);
    for (const v of ['version', 'users', 'v', 'vx', '1']) assert.equal(isVersionSegment(v), false, v);
  });

  it('splits a path key into segments with offsets and kinds', () => {
    assert.deepEqual(splitPath('/v1/users/{userId}'), [
      { text: 'v1', start: 1, end: 3, kind: 'version', params: [] },
      { text: 'users', start: 4, end: 9, kind: 'static', params: [] },
      { text: '{userId}', start: 10, end: 18, kind: 'param', params: ['userId'] },
    ]);
    assert.deepEqual(splitPath('/files/{name}.{ext}')[1], {
      text: '{name}.{ext}',
      start: 7,
      end: 19,
      kind: 'static',
      params: ['name', 'ext'],
    });
    assert.deepEqual(splitPath('/'), []);
    assert.deepEqual(
      splitPath('/users/').map((s) => [s.text, s.start, s.end]),
      [
        ['users', 1, 6],
        ['', 7, 7],
      ],
    );
    assert.deepEqual(
      splitPath('/users?x=1').map((s) => s.text),
      ['users'],
    );
  });

  it('lists the template names of a segment the way /\\{([^{}]*)\\}/g matches them, odd braces included', () => {
    const odd = ['{a}.{b}', '{a{b}', '{}', 'x{a', '{a}}', 'a}b{c}', '{{a}}', '{a', '}{', '{a}{', 'p{x}q{y}r', '{ü😀}'];
    for (const text of odd) {
      const expected = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
      assert.deepEqual(splitPath(`/${text}`)[0].params, expected, text);
    }
    assert.deepEqual(splitPath('/{a}.{b}')[0].params, ['a', 'b']);
    assert.deepEqual(splitPath('/{a{b}')[0].params, ['b']);
  });

  it('finds template parameters with their offsets', () => {
    assert.deepEqual(templateParams('/users/{userId}/posts/{postId}'), [
      { name: 'userId', start: 7, end: 15 },
      { name: 'postId', start: 22, end: 30 },
    ]);
  });

  it('erases parameter names in skeletons', () => {
    assert.equal(pathSkeleton(splitPath('/users/{id}')), pathSkeleton(splitPath('/users/{userId}')));
  });

  it('classifies collection, member, singleton, root and other paths', () => {
    assert.deepEqual(
      shapes([
        ['/users', 'get'],
        ['/users/{userId}'],
        ['/user'],
        ['/user/{id}'],
        ['/orders', 'post'],
        ['/me', 'get'],
        ['/health', 'get'],
        ['/settings', 'get'],
        ['/v1'],
        ['/'],
        ['/{id}'],
        ['/a/{b}/{c}'],
        ['/v1/posts', 'get'],
        ['/users/{userId}/profile', 'get'],
        ['/data', 'get'],
      ]),
      {
        '/users': 'collection',
        '/users/{userId}': 'member',
        '/user': 'collection',
        '/user/{id}': 'member',
        '/orders': 'computation',
        '/me': 'singleton',
        '/health': 'singleton',
        '/settings': 'singleton',
        '/v1': 'root',
        '/': 'root',
        '/{id}': 'other',
        '/a/{b}/{c}': 'other',
        '/v1/posts': 'collection',
        '/users/{userId}/profile': 'singleton',
        '/data': 'singleton',
      },
    );
  });

  // RULES.md v3: a plural noun makes a collection with a GET; a POST alone makes a computation (`/embeddings`).
  it('makes a collection of a member path prefix, a GET answering a list, or a plural noun with GET; not of a POST alone', () => {
    assert.deepEqual(
      shapes([
        ['/inventory', 'get', true],
        ['/report', 'post'],
        ['/feedback', 'post'],
        ['/tags', 'delete'],
        ['/teams', 'patch'],
        ['/teams/{t}/members', 'post'],
        ['/statistics', 'get'],
        ['/news', 'get'],
        ['/actions/permissions', 'get,put', false, true],
      ]),
      {
        '/inventory': 'collection',
        '/report': 'computation',
        '/feedback': 'computation',
        '/tags': 'singleton',
        '/teams': 'collection',
        '/teams/{t}/members': 'computation',
        '/statistics': 'singleton',
        '/news': 'singleton',
        '/actions/permissions': 'singleton',
      },
    );
  });

  it('classifies action paths: an action word last, a dotted RPC method, a custom method suffix', () => {
    assert.deepEqual(
      shapes([
        ['/orders/{id}/cancel', 'post'],
        ['/runs/{id}/rerun', 'post'],
        ['/chat.postMessage', 'post'],
        ['/users.info', 'get'],
        ['/jobs/{id}:cancel', 'post'],
        ['/things:batchGet', 'get'],
        ['/vms/{vm}/deallocate', 'post'],
        ['/vms/{vm}/powerOff', 'post'],
        ['/scaleSets/{s}/reimageall', 'post'],
        ['/repos/{o}/{r}/merges', 'post'],
        ['/repos/{o}/{r}/import', 'get,put,delete'],
        ['/issues/{n}/lock', 'put,delete'],
        ['/repos/{o}/{r}/transfer', 'post'],
        ['/users.json', 'get'],
        ['/repos/{o}/{r}/releases/generate-notes', 'post'],
        ['/screens/addToDefault/{fieldId}', 'post'],
        ['/tabs/{id}/move/{pos}', 'post'],
        ['/import/{id}', 'post'],
      ]),
      {
        '/orders/{id}/cancel': 'action',
        '/runs/{id}/rerun': 'action',
        '/chat.postMessage': 'action',
        '/users.info': 'action',
        '/jobs/{id}:cancel': 'action',
        '/things:batchGet': 'action',
        '/vms/{vm}/deallocate': 'action',
        '/vms/{vm}/powerOff': 'action',
        '/scaleSets/{s}/reimageall': 'action',
        '/repos/{o}/{r}/merges': 'computation',
        '/repos/{o}/{r}/import': 'singleton',
        '/issues/{n}/lock': 'singleton',
        '/repos/{o}/{r}/transfer': 'action',
        '/users.json': 'collection',
        '/repos/{o}/{r}/releases/generate-notes': 'action',
        '/screens/addToDefault/{fieldId}': 'action',
        '/tabs/{id}/move/{pos}': 'action',
        // Not an action; POST-only under a prefix nothing addresses, so a procedure's argument, not a member.
        '/import/{id}': 'other',
      },
    );
  });

  it('v3 terms, cut from real specs: actions inside compounds, computations, scopes, field selectors', () => {
    assert.deepEqual(
      shapes([
        // Bitbucket: a verb-or-noun leading its object, written and withdrawn but never read, is an action.
        ['/pullrequests/{id}/request-changes', 'post,delete'],
        // GitHub: the same form with a member below is a collection.
        ['/repos/{o}/{r}/check-suites', 'post'],
        ['/repos/{o}/{r}/check-suites/{id}', 'get'],
        // Linode: an action word after its object, and bare action words.
        ['/profile/tfa-disable', 'post'],
        ['/account/settings/managed-enable', 'post'],
        ['/linode/instances/{id}/boot', 'post'],
        ['/linode/instances/{id}/rescue', 'post'],
        // Trello: a setting written with PUT is no action, whatever its last word.
        ['/boards/{id}/prefs/selfJoin', 'put'],
        // OpenAI: a POST that computes an answer creates nothing addressable.
        ['/audio/transcriptions', 'post'],
        ['/embeddings', 'post'],
        // Bitbucket: a parameter that scopes a list, and the member below it.
        ['/snippets', 'get', true],
        ['/snippets/{workspace}', 'get,post', true],
        ['/snippets/{workspace}/{encoded_id}', 'get,put,delete'],
        // Trello: a parameter that selects a field or a filter identifies no member.
        ['/cards/{id}/board/{field}', 'get'],
        ['/members/{id}/cards/{filter}', 'get'],
        // DigitalOcean: members added with POST and removed with DELETE, never read there: a set, a collection.
        ['/firewalls/{id}/droplets', 'post,delete'],
        // Linode: an uncountable noun is no collection.
        ['/managed/maintenance', 'get'],
      ]),
      {
        '/pullrequests/{id}/request-changes': 'action',
        '/repos/{o}/{r}/check-suites': 'collection',
        '/repos/{o}/{r}/check-suites/{id}': 'member',
        '/profile/tfa-disable': 'action',
        '/account/settings/managed-enable': 'action',
        '/linode/instances/{id}/boot': 'action',
        '/linode/instances/{id}/rescue': 'action',
        '/boards/{id}/prefs/selfJoin': 'singleton',
        '/audio/transcriptions': 'computation',
        '/embeddings': 'computation',
        '/snippets': 'collection',
        '/snippets/{workspace}': 'collection',
        '/snippets/{workspace}/{encoded_id}': 'member',
        '/cards/{id}/board/{field}': 'other',
        '/members/{id}/cards/{filter}': 'other',
        '/firewalls/{id}/droplets': 'collection',
        '/managed/maintenance': 'singleton',
      },
    );
  });

  it('reads version segments before the first parameter and namespaces as one opaque segment', () => {
    assert.deepEqual(
      splitPath('/apis/resource.k8s.io/v1alpha2/namespaces/{ns}/v2').map((s) => [s.text, s.kind]),
      [
        ['apis', 'static'],
        ['resource.k8s.io', 'namespace'],
        ['v1alpha2', 'version'],
        ['namespaces', 'static'],
        ['{ns}', 'param'],
        ['v2', 'static'],
      ],
    );
    assert.deepEqual(
      splitPath('/rest/api/3/issue/{id}/2').map((s) => s.kind),
      ['static', 'static', 'version', 'static', 'param', 'static'],
    );
    assert.deepEqual(
      splitPath('/items/3').map((s) => s.kind),
      ['static', 'static'],
    );
    assert.deepEqual(
      splitPath('/subscriptions/{s}/providers/Microsoft.Compute/virtualMachines/{vm}').map((s) => s.kind),
      ['static', 'param', 'static', 'namespace', 'static', 'param'],
    );
    assert.deepEqual(
      shapes([
        ['/apis/apps/v1/deployments', 'get'],
        ['/providers/Microsoft.Compute', 'get'],
        ['/providers/Microsoft.Compute/operations', 'get'],
      ]),
      {
        '/apis/apps/v1/deployments': 'collection',
        '/providers/Microsoft.Compute': 'singleton',
        '/providers/Microsoft.Compute/operations': 'collection',
      },
    );
  });

  it('maps each prefix that a parameter follows to its first continuation', () => {
    const paths = ['/v1/users/{userId}/posts', '/users/{id}', '/teams'].map((p) => ({
      path: p,
      resourceSegments: splitPath(p).filter((s) => s.kind !== 'version'),
    }));
    assert.deepEqual([...prefixesFollowedByParam(paths)], [['users', '/v1/users/{userId}']]);
  });
});
