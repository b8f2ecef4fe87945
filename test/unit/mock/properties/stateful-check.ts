import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../../src/core/document/parse';
import { buildModel } from '../../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../../src/node/mock-server';
import { seeded } from './generate';

// Issue 27, "done when": Schemathesis-like stateful property checks of our own. Seeded random sequences of calls
// (valid and invalid creates, reads, replaces, patches, deletes and lists) on the demo API's authors, each checked
// against a model of what the collection must hold, and every answer against the spec by the mock's own check.

const DEMO = path.resolve(__dirname, '../../../../examples/demo-api/openapi.yaml');
const AUTH = { authorization: 'Bearer t' };

type Fields = { name?: unknown; born?: unknown };

/**
 * The checks, one case per seed: `npm run test:unit` runs seeds 1 and 2, `npm run test:slow` seeds 3 to 5, so
 * `npm test` runs all five as before.
 */
export function describeStatefulProperties(seeds: readonly number[]): void {
  describe('mock: stateful property checks on the demo API (issue 27, real HTTP on 127.0.0.1)', function () {
    this.timeout(120_000);

    for (const seed of seeds) {
      it(`seed ${seed}: 60 random calls keep the collection as the model says, and every answer conforms`, async () => {
        const bugs: string[] = [];
        const mock: MockServer = await startMockServer(buildModel(parseSource(DEMO, readFileSync(DEMO, 'utf8')))!, {
          port: 0,
          seed,
          rateLimit: { limit: 1_000_000, windowSeconds: 60 },
          log: (l) => bugs.push(l),
        });
        const r = seeded(seed);
        const call = async (method: string, p: string, body?: unknown) => {
          const res = await fetch(`http://127.0.0.1:${mock.port}${p}`, {
            method,
            headers: { ...AUTH, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
        };
        const listIds = async () =>
          ((await call('GET', '/v1/authors?limit=100')).json.data as { id: string }[]).map((a) => a.id).sort();
        const fields = (a: Fields) => ({ name: a.name, born: a.born });
        try {
          // The model: what each live author's client fields are, and the ids deleted.
          const live = new Map<string, Fields>();
          for (const a of (await call('GET', '/v1/authors?limit=100')).json.data as (Fields & { id: string })[])
            live.set(a.id, fields(a));
          const gone: string[] = [];
          const log: string[] = [];
          const anyId = () => r.pick([...live.keys(), ...gone, 'never-made']);
          for (let step = 0; step < 60; step++) {
            const kind = r.pick(['create', 'get', 'put', 'patch', 'delete', 'list'] as const);
            const id = anyId();
            const exists = live.has(id);
            const validName = `author ${r.int(1000)}`;
            const validBorn = r.int(4000) - 1900;
            let res: Awaited<ReturnType<typeof call>>;
            if (kind === 'create') {
              const body = r.pick([
                { name: validName, born: validBorn },
                { name: validName },
                { name: 5 },
                { born: 1 },
                { name: validName, born: 5000 },
              ]);
              res = await call('POST', '/v1/authors', body);
              const valid = typeof body.name === 'string' && (body.born === undefined || body.born <= 2100);
              assert.equal(res.status, valid ? 201 : 400, `${kind} ${JSON.stringify(body)}`);
              if (valid) {
                const made = new URL(res.headers.get('location')!).pathname.split('/').pop()!;
                assert.equal(res.json.id, made, 'the body’s id is the one in Location');
                live.set(made, fields(body));
              }
            } else if (kind === 'get') {
              res = await call('GET', `/v1/authors/${id}`);
              assert.equal(res.status, exists ? 200 : 404, `${kind} ${id}`);
            } else if (kind === 'put') {
              const body = r.pick([{ name: validName, born: validBorn }, { name: validName }, { born: 1 }]);
              res = await call('PUT', `/v1/authors/${id}`, body);
              const valid = typeof body.name === 'string';
              assert.equal(res.status, !exists ? 404 : valid ? 200 : 400, `${kind} ${id} ${JSON.stringify(body)}`);
              if (exists && valid) live.set(id, fields(body));
            } else if (kind === 'patch') {
              const body = r.pick<Fields>([{ born: validBorn }, { name: validName }, { born: 'x' }, {}]);
              res = await call('PATCH', `/v1/authors/${id}`, body);
              const valid = Object.keys(body).length > 0 && body.born !== 'x';
              assert.equal(res.status, !exists ? 404 : valid ? 200 : 400, `${kind} ${id} ${JSON.stringify(body)}`);
              if (exists && valid) live.set(id, { ...live.get(id), ...body });
            } else if (kind === 'delete') {
              res = await call('DELETE', `/v1/authors/${id}`);
              assert.equal(res.status, exists ? 204 : 404, `${kind} ${id}`);
              if (exists) {
                live.delete(id);
                gone.push(id);
              }
            } else {
              const limit = r.pick(['1', '50', '100', '0', '101', 'x']);
              res = await call('GET', `/v1/authors?limit=${limit}`);
              const valid = /^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100;
              assert.equal(res.status, valid ? 200 : 400, `${kind} limit=${limit}`);
              if (valid) assert.equal(res.json.data.length, Math.min(Number(limit), live.size));
            }
            log.push(`${kind} ${id} → ${res.status}`);
            // The invariants: the list holds exactly the live members, each as the model says.
            assert.deepEqual(await listIds(), [...live.keys()].sort(), log.join('\n'));
            if (exists && live.has(id))
              assert.deepEqual(fields((await call('GET', `/v1/authors/${id}`)).json), live.get(id));
          }
          assert.deepEqual(bugs, [], 'every answer conforms to the spec');
        } finally {
          await mock.close();
        }
      });
    }
  });
}
