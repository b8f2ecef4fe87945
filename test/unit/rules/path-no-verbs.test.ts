import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

const R = "{ get: { responses: { '200': { description: ok } } } }";

describe('rule path-no-verbs', () => {
  const spec = `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths:
      /getUsers: ${R}
      /v1/create-order: ${R}
      /delete_item/{id}: ${R}
      /activate: ${R}
      /orders/{id}/cancel: ${R}
      /jobs/{jobId}:restart: ${R}
      /settings: ${R}
      /getaways: ${R}
      /updates: ${R}
      /users/{userId}/add-ons: ${R}
      /check-runs: ${R}
      /search: ${R}
  `;

  it('flags segments that are or start with an action word, at the word inside the path key', () => {
    const findings = lintText(spec, 'path-no-verbs');
    assert.deepEqual(
      findings.map((f) => brief(f, spec)),
      [
        { rule: 'path-no-verbs', range: '3:3-3:11', text: 'getUsers' },
        { rule: 'path-no-verbs', range: '4:6-4:18', text: 'create-order' },
        { rule: 'path-no-verbs', range: '5:3-5:14', text: 'delete_item' },
        { rule: 'path-no-verbs', range: '6:3-6:11', text: 'activate' },
        { rule: 'path-no-verbs', range: '7:15-7:21', text: 'cancel' },
        { rule: 'path-no-verbs', range: '8:16-8:23', text: 'restart' },
      ],
    );
    assert.deepEqual(
      findings.map((f) => f.pointer),
      [
        '/paths/~1getUsers',
        '/paths/~1v1~1create-order',
        '/paths/~1delete_item~1{id}',
        '/paths/~1activate',
        '/paths/~1orders~1{id}~1cancel',
        '/paths/~1jobs~1{jobId}:restart',
      ],
    );
  });

  it('names the word and suggests the noun', () => {
    const m = lintText(spec, 'path-no-verbs').map((f) => f.message);
    assert.equal(m[0], '`getUsers` starts with the verb "get"; name the resource instead: `users` with GET.');
    assert.equal(m[1], '`create-order` starts with the verb "create"; name the resource instead: `orders` with POST.');
    assert.equal(m[2], '`delete_item` starts with the verb "delete"; name the resource instead: `items` with DELETE.');
    assert.match(m[3], /^`activate` is the action word "activate"; .*POST to `activations`/);
    assert.match(m[4], /^`cancel` is the action word "cancel"; .*POST to `cancellations`/);
  });

  it('keeps nouns that start like verbs, compounds, and the version prefix quiet', () => {
    const quiet = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/settings: ${R}
        /getaways/{getawayId}: ${R}
        /updates: ${R}
        /setup: ${R}
        /pull-requests: ${R}
        /startups: ${R}
    `;
    assert.deepEqual(lintText(quiet, 'path-no-verbs'), []);
  });

  it('reads a bare noun-verb as a noun when the path has GET or continues after it', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /repos/{repoId}/import: ${R}
        /repos/{repoId}/import/authors: { post: { responses: { '201': { description: ok } } } }
        /issues/{issueId}/lock: { put: { responses: { '204': { description: ok } } } }
        /users/list: ${R}
    `;
    assert.deepEqual(
      lintText(text, 'path-no-verbs').map((f) => brief(f, text)),
      [
        { rule: 'path-no-verbs', range: '5:20-5:24', text: 'lock' },
        { rule: 'path-no-verbs', range: '6:9-6:13', text: 'list' },
      ],
    );
  });

  it('reads dotted OData names and file extensions, and spares compound nouns', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /me/events/{id}/microsoft.graph.forward: { post: { responses: { '204': { description: ok } } } }
        /users/list.json: ${R}
        /StopPoint: ${R}
        /load_balancers: ${R}
    `;
    assert.deepEqual(
      lintText(text, 'path-no-verbs').map((f) => brief(f, text)),
      [
        { rule: 'path-no-verbs', range: '3:34-3:41', text: 'forward' },
        { rule: 'path-no-verbs', range: '4:9-4:13', text: 'list' },
      ],
    );
  });

  it('reads dotted RPC methods and custom methods, names the word, and keeps namespaces whole', () => {
    const P = "{ post: { responses: { '200': { description: ok } } } }";
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /chat.postMessage: ${P}
        /conversations.list: ${R}
        /users.info: ${R}
        /things:batchGet: ${R}
        /subscriptions/{s}/providers/Microsoft.Compute/virtualMachines/{vm}/deallocate: ${P}
        /apis/resource.k8s.io/v1alpha2/resourceclaims: ${R}
        /vms/{vm}/powerOff: ${P}
        /scaleSets/{s}/reimageall: ${P}
        /v2/monitoring/metrics/droplet/load_1: ${R}
    `;
    const findings = lintText(text, 'path-no-verbs');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [
        { rule: 'path-no-verbs', range: '3:8-3:19', text: 'postMessage' },
        { rule: 'path-no-verbs', range: '4:17-4:21', text: 'list' },
        { rule: 'path-no-verbs', range: '6:10-6:18', text: 'batchGet' },
        { rule: 'path-no-verbs', range: '7:70-7:80', text: 'deallocate' },
        { rule: 'path-no-verbs', range: '9:12-9:20', text: 'powerOff' },
        { rule: 'path-no-verbs', range: '10:17-10:27', text: 'reimageall' },
      ],
    );
    const m = findings.map((f) => f.message);
    assert.equal(
      m[0],
      '`chat.postMessage` is a remote procedure call: its method `postMessage` starts with the verb "post"; name the resource instead: `/chat/messages` with POST.',
    );
    assert.equal(
      m[1],
      '`conversations.list` is a remote procedure call: its method `list` is the action word "list"; paths name resources and the method says what happens: GET on `/conversations`.',
    );
    assert.match(m[2], /^`things:batchGet` ends in the custom method `batchGet`, which starts with the verb "batch"/);
    assert.match(m[3], /^`deallocate` is the action word "deallocate"; paths name resources, not actions/);
    assert.match(m[4], /^`powerOff` is the action word "power off"/);
  });

  it('reports each offending name once, at its first path, with the other paths related', () => {
    const P = "{ post: { responses: { '202': { description: ok } } } }";
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /runs/{runId}/cancel: ${P}
        /jobs/{jobId}/cancel: ${P}
        /deployments/{id}/cancel: ${P}
        /keys/create: ${P}
    `;
    const findings = lintText(text, 'path-no-verbs');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [
        { rule: 'path-no-verbs', range: '3:16-3:22', text: 'cancel' },
        { rule: 'path-no-verbs', range: '6:8-6:14', text: 'create' },
      ],
    );
    assert.match(findings[0].message, /The same appears in 2 other places \(listed as related\)\.$/);
    assert.deepEqual(
      findings[0].related?.map((r) => [
        r.pointer,
        r.message,
        `${r.range.start.line}:${r.range.start.character}-${r.range.end.line}:${r.range.end.character}`,
      ]),
      [
        ['/paths/~1jobs~1{jobId}~1cancel', '/jobs/{jobId}/cancel', '4:16-4:22'],
        ['/paths/~1deployments~1{id}~1cancel', '/deployments/{id}/cancel', '5:20-5:26'],
      ],
    );
    assert.equal(
      findings[1].message,
      '`create` is the action word "create"; paths name resources and the method says what happens: POST on `/keys`.',
    );
  });

  it('reads a bare noun-verb with DELETE as a resource (`/issues/{n}/lock` locked and unlocked)', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /issues/{n}/lock: { put: { responses: { '204': { description: ok } } }, delete: { responses: { '204': { description: ok } } } }
        /applications/{id}/grant: { delete: { responses: { '204': { description: ok } } } }
    `;
    assert.deepEqual(lintText(text, 'path-no-verbs'), []);
  });

  it('flags extra verbs from the options and spares allowed words', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /login: ${R}
        /getUsers: ${R}
    `;
    const findings = lintText(text, 'path-no-verbs', {
      config: { rules: { 'path-no-verbs': { options: { verbs: ['Login'], allow: ['get'] } } } },
    });
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [{ rule: 'path-no-verbs', range: '3:3-3:8', text: 'login' }],
    );
  });

  it('underlines the segment inside a quoted JSON key', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "paths": { "/users/{id}/activate": { "post": { "responses": { "200": { "description": "ok" } } } } }
}`;
    const findings = lintText(json, 'path-no-verbs', { uri: 'spec.json' });
    assert.deepEqual(
      findings.map((f) => brief(f, json)),
      [{ rule: 'path-no-verbs', range: '3:26-3:34', text: 'activate' }],
    );
  });

  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('path-no-verbs');
    assert.deepEqual(underlinedWords(failing), ['getOrders', 'cancel']);
    assert.deepEqual(lintText(passing, 'path-no-verbs'), []);
  });
});

function underlinedWords(text: string): string[] {
  return lintText(text, 'path-no-verbs').map((f) => brief(f, text).text ?? '');
}
