// One reader of "this operation creates or replaces what it addresses" (src/core/rules/helpers/upsert.ts), used by
// create-returns-201 (an upsert POST is no create held to 201) and not-found-response (an upsert PUT cannot find its
// member missing): the same wording must silence both rules, and plain creates and updates must keep both findings.
import * as assert from 'node:assert/strict';
import { lintText } from '../helpers/lint';

/** A POST on the collection answering 200 and a PUT on the member without 404, both worded `post` and `put`. */
function spec(post: string, put: string): string {
  return `
    openapi: 3.0.0
    info: { title: Things, version: '1' }
    servers: [{ url: 'https://api.example.com' }]
    paths:
      /things:
        get:
          responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
        post:
          ${post}
          responses: { '200': { description: ok } }
      /things/{id}:
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        get:
          responses: { '200': { description: ok }, '404': { description: no such thing } }
        put:
          ${put}
          responses: { '200': { description: ok } }
        delete:
          responses: { '204': { description: deleted }, '404': { description: no such thing } }
  `;
}

const RULES = ['create-returns-201', 'not-found-response'];

/** The rules reporting on the spec, with the method of the operation each finding is on. */
function reported(text: string): string[] {
  return lintText(text, RULES).map((f) => `${f.rule} ${/\/(post|put)(?:\/|$)/.exec(f.pointer)?.[1] ?? f.pointer}`);
}

describe('creates or replaces: one reader for create-returns-201 and not-found-response', () => {
  const upserts: [string, string][] = [
    ['summary: Create or update a thing', 'summary: Create or update a thing'],
    ['summary: Creates or updates a thing', 'summary: Creates or updates a thing'],
    ['summary: Add or replace a thing', 'summary: Add or replace a thing'],
    ['summary: Insert or update a thing', 'summary: Insert or update a thing'],
    ['summary: Create or overwrite a thing', 'summary: Create or overwrite a thing'],
    ['description: Upserts the thing.', 'description: Upserts the thing.'],
    ['operationId: things_createOrUpdate', 'operationId: thing_createOrUpdate'],
  ];
  for (const [post, put] of upserts) {
    it(`"${post}" silences both rules`, () => {
      assert.deepEqual(reported(spec(post, put)), []);
    });
  }

  it('a plain create and a plain update keep both findings', () => {
    assert.deepEqual(reported(spec('summary: Create a thing', 'summary: Update a thing')), [
      'create-returns-201 post',
      'not-found-response put',
    ]);
  });

  it('GitHub: a link to another operation ("see [Create or update an organization secret](…)") is no upsert', () => {
    const see =
      "description: 'Adds a repository to an organization secret. See [Create or\\nupdate an organization secret](https://docs.github.com/rest/actions/secrets#create-or-update-an-organization-secret).'";
    assert.deepEqual(reported(spec(see, see)), ['create-returns-201 post', 'not-found-response put']);
  });

  it('"recreate or update" is not an upsert: the words must start at a word boundary', () => {
    assert.deepEqual(reported(spec('summary: Recreate or update a thing', 'summary: Recreate or update a thing')), [
      'create-returns-201 post',
      'not-found-response put',
    ]);
  });
});
