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
    assert.deepEqual(findings.map((f) => brief(f, spec)), [
      { rule: 'path-no-verbs', range: '3:3-3:11', text: 'getUsers' },
      { rule: 'path-no-verbs', range: '4:6-4:18', text: 'create-order' },
      { rule: 'path-no-verbs', range: '5:3-5:14', text: 'delete_item' },
      { rule: 'path-no-verbs', range: '6:3-6:11', text: 'activate' },
      { rule: 'path-no-verbs', range: '7:15-7:21', text: 'cancel' },
      { rule: 'path-no-verbs', range: '8:16-8:23', text: 'restart' },
    ]);
    assert.deepEqual(findings.map((f) => f.pointer), [
      '/paths/~1getUsers', '/paths/~1v1~1create-order', '/paths/~1delete_item~1{id}', '/paths/~1activate',
      '/paths/~1orders~1{id}~1cancel', '/paths/~1jobs~1{jobId}:restart',
    ]);
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
    assert.deepEqual(lintText(text, 'path-no-verbs').map((f) => brief(f, text)), [
      { rule: 'path-no-verbs', range: '5:20-5:24', text: 'lock' },
      { rule: 'path-no-verbs', range: '6:9-6:13', text: 'list' },
    ]);
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
    assert.deepEqual(lintText(text, 'path-no-verbs').map((f) => brief(f, text)), [
      { rule: 'path-no-verbs', range: '3:34-3:41', text: 'forward' },
      { rule: 'path-no-verbs', range: '4:9-4:13', text: 'list' },
    ]);
  });

  it('flags extra verbs from the options and spares allowed words', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /login: ${R}
        /getUsers: ${R}
    `;
    const findings = lintText(text, 'path-no-verbs', { config: { rules: { 'path-no-verbs': { options: { verbs: ['Login'], allow: ['get'] } } } } });
    assert.deepEqual(findings.map((f) => brief(f, text)), [{ rule: 'path-no-verbs', range: '3:3-3:8', text: 'login' }]);
  });

  it('underlines the segment inside a quoted JSON key', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "paths": { "/users/{id}/activate": { "post": { "responses": { "200": { "description": "ok" } } } } }
}`;
    const findings = lintText(json, 'path-no-verbs', { uri: 'spec.json' });
    assert.deepEqual(findings.map((f) => brief(f, json)), [{ rule: 'path-no-verbs', range: '3:26-3:34', text: 'activate' }]);
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
