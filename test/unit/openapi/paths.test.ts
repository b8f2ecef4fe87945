import * as assert from 'node:assert/strict';
import { classifyPaths, isVersionSegment, pathSkeleton, prefixesFollowedByParam, splitPath, templateParams } from '../../../src/core/openapi/paths';

function shapes(paths: [string, boolean?][]): Record<string, string> {
  const input = paths.map(([p, hasPost]) => ({ path: p, resourceSegments: splitPath(p).filter((s) => s.kind !== 'version'), hasPost: !!hasPost }));
  const out = classifyPaths(input);
  return Object.fromEntries(paths.map(([p], i) => [p, out[i]]));
}

describe('openapi/paths', () => {
  it('recognizes version prefix segments', () => {
    for (const v of ['v1', 'v2', 'V3', 'v1.1', 'v2beta1', 'v1alpha']) assert.equal(isVersionSegment(v), true, v);
    for (const v of ['version', 'users', 'v', 'vx', '1']) assert.equal(isVersionSegment(v), false, v);
  });

  it('splits a path key into segments with offsets and kinds', () => {
    assert.deepEqual(splitPath('/v1/users/{userId}'), [
      { text: 'v1', start: 1, end: 3, kind: 'version', params: [] },
      { text: 'users', start: 4, end: 9, kind: 'static', params: [] },
      { text: '{userId}', start: 10, end: 18, kind: 'param', params: ['userId'] },
    ]);
    assert.deepEqual(splitPath('/files/{name}.{ext}')[1], { text: '{name}.{ext}', start: 7, end: 19, kind: 'static', params: ['name', 'ext'] });
    assert.deepEqual(splitPath('/'), []);
    assert.deepEqual(splitPath('/users/').map((s) => [s.text, s.start, s.end]), [['users', 1, 6], ['', 7, 7]]);
    assert.deepEqual(splitPath('/users?x=1').map((s) => s.text), ['users']);
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
      shapes([['/users'], ['/users/{userId}'], ['/user'], ['/user/{id}'], ['/orders', true], ['/me'], ['/health'], ['/settings'], ['/v1'], ['/'], ['/{id}'], ['/a/{b}/{c}'], ['/v1/posts'], ['/users/{userId}/profile'], ['/data']]),
      {
        '/users': 'collection',
        '/users/{userId}': 'member',
        '/user': 'collection',
        '/user/{id}': 'member',
        '/orders': 'collection',
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

  it('maps each prefix that a parameter follows to its first continuation', () => {
    const paths = ['/v1/users/{userId}/posts', '/users/{id}', '/teams'].map((p) => ({ path: p, resourceSegments: splitPath(p).filter((s) => s.kind !== 'version') }));
    assert.deepEqual([...prefixesFollowedByParam(paths)], [['users', '/v1/users/{userId}']]);
  });
});
