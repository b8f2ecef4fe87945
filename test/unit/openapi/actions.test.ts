import * as assert from 'node:assert/strict';
import {
  actionPieces,
  customMethod,
  isActionSegment,
  isDottedRpc,
  isNamespaceSegment,
  withoutExtension,
} from '../../../src/core/openapi/actions';

describe('openapi/actions', () => {
  it('tells namespace segments from dotted RPC methods and file names', () => {
    for (const ns of [
      'Microsoft.Compute',
      'Microsoft.Network',
      'resource.k8s.io',
      'flowcontrol.apiserver.k8s.io',
      'example.com',
    ]) {
      assert.equal(isNamespaceSegment(ns), true, ns);
      assert.equal(isDottedRpc(ns), false, ns);
    }
    for (const rpc of ['chat.postMessage', 'users.info', 'admin.apps.approve', 'microsoft.graph.createLink']) {
      assert.equal(isNamespaceSegment(rpc), false, rpc);
      assert.equal(isDottedRpc(rpc), true, rpc);
    }
    for (const plain of ['users.json', '{id}.json', 'users', 'v1.1']) assert.equal(isDottedRpc(plain), false, plain);
    assert.equal(withoutExtension('users.json'), 'users');
    assert.equal(withoutExtension('chat.postMessage'), 'chat.postMessage');
  });

  it('reads a custom method suffix after a name or parameter', () => {
    assert.deepEqual(customMethod('{id}:cancel'), { text: 'cancel', start: 5 });
    assert.deepEqual(customMethod('things:batchGet'), { text: 'batchGet', start: 7 });
    assert.equal(customMethod(':cancel'), undefined);
    assert.equal(customMethod('users'), undefined);
  });

  it('finds the action word of each form with its offsets, and none in whole plural nouns or namespaces', () => {
    const brief = (text: string) => actionPieces(text).map((p) => [p.text, p.start, p.end, p.form, p.action.verb]);
    assert.deepEqual(brief('chat.postMessage'), [['postMessage', 5, 16, 'rpc', 'post']]);
    assert.deepEqual(brief('{id}:cancel'), [['cancel', 5, 11, 'custom', 'cancel']]);
    assert.deepEqual(brief('things:batchGet'), [['batchGet', 7, 15, 'custom', 'batch']]);
    assert.deepEqual(brief('powerOff'), [['powerOff', 0, 8, 'word', 'power off']]);
    assert.deepEqual(brief('reimageall'), [['reimageall', 0, 10, 'word', 'reimage']]);
    assert.deepEqual(brief('scanAll'), [['scanAll', 0, 7, 'word', 'scan']]);
    assert.deepEqual(brief('create-order'), [['create-order', 0, 12, 'word', 'create']]);
    for (const verb of ['expire', 'deallocate', 'reimage', 'kick', 'play', 'redeploy', 'generalize', 'rerequest']) {
      assert.deepEqual(
        brief(verb).map((p) => p[4]),
        [verb],
        verb,
      );
    }
    for (const noun of [
      'settings',
      'updates',
      'reviews',
      'exports',
      'merges',
      'Microsoft.Compute',
      'users.json',
      'users.info',
      'scan-history',
      'add-ons',
    ]) {
      assert.deepEqual(brief(noun), [], noun);
    }
  });

  it('makes an action of a last segment unless a bare noun-verb names a resource read or deleted', () => {
    assert.equal(isActionSegment('cancel', true), true);
    assert.equal(isActionSegment('import', false), true);
    assert.equal(isActionSegment('import', true), false);
    assert.equal(isActionSegment('users.info', true), true);
    assert.equal(isActionSegment('{id}:get', true), true);
    assert.equal(isActionSegment('users', false), false);
  });
});
