import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { hasLongInteger, parseExactJson, stringifyExact } from '../../../src/core/document/exact-json';
import { parseSource } from '../../../src/core/document/parse';
import { validateSchema } from '../../../src/core/http/conformance/validate';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

// Issue 27.3: int64 handled exactly. Valid ids past 2^53 are neither refused nor rounded, and large numbers never come
// back as `1.2e+22`: request bodies are read with integers past 2^53 as BigInt and answers written with their digits.

const PETS = path.resolve(__dirname, '../../fixtures/mock/petstore-shaped.yaml');
const BIG = '9223372036854775807'; // int64's largest

describe('exact JSON: integers past 2^53 read and written exactly', () => {
  it('reads them as BigInt, everything else as JSON.parse does', () => {
    assert.deepEqual(parseExactJson(`{"id":${BIG},"n":[1,-12345678901234567890,2.5,1e400]}`), {
      id: BigInt(BIG),
      n: [1, -12345678901234567890n, 2.5, Infinity],
    });
    assert.deepEqual(parseExactJson(' [9007199254740991, 9007199254740993, "12345678901234567890"] '), [
      9007199254740991,
      9007199254740993n,
      '12345678901234567890',
    ]);
    assert.deepEqual(parseExactJson('{"a":1.12345678901234567,"b":12345678901234567e2}'), {
      a: 1.12345678901234567,
      b: 12345678901234567e2,
    });
    const proto = parseExactJson(`{"__proto__":${BIG}}`) as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(proto), Object.prototype);
    assert.equal(proto.__proto__, BigInt(BIG), 'an own property, as JSON.parse makes it');
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of [`{"id":${BIG}`, `[${BIG},]`, `{"id" ${BIG}}`, `${BIG} 1`, `[-${BIG}x]`, '"\\u12"'])
      assert.throws(() => parseExactJson(`${text}${'1'.repeat(16)}`), SyntaxError, text);
  });

  it('takes the platform path unless a long run of digits stands outside strings', () => {
    assert.equal(hasLongInteger('{"id":"12345678901234567890","n":123456789012345}'), false);
    assert.equal(hasLongInteger('{"x":1.1234567890123456789}'), false, 'a fraction');
    assert.equal(hasLongInteger(`{"id":${BIG}}`), true);
    assert.equal(hasLongInteger(BIG), true);
  });

  it('writes BigInts as their digits, and everything else as JSON.stringify does', () => {
    const v = { id: BigInt(BIG), list: [1n, undefined, 'x'], skip: undefined, at: new Date(0), n: null };
    assert.equal(stringifyExact(v), `{"id":${BIG},"list":[1,null,"x"],"at":"1970-01-01T00:00:00.000Z","n":null}`);
    assert.equal(stringifyExact({ a: [1, 'b'] }), JSON.stringify({ a: [1, 'b'] }));
  });

  it('checks a BigInt against its schema as the number it is', () => {
    const deref = (x: unknown) => x;
    const int64 = { type: 'integer', format: 'int64' };
    assert.deepEqual(validateSchema(int64, BigInt(BIG), { deref }).problems, []);
    assert.equal(validateSchema({ type: 'integer', maximum: 10 }, 2n ** 60n, { deref }).problems.length, 1);
    assert.equal(validateSchema({ type: 'string' }, 2n ** 60n, { deref }).problems.length, 1);
  });
});

describe('mock: int64 ids in bodies, paths and pages (real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  let mock: MockServer;
  const bugs: string[] = [];
  before(async () => {
    const model = buildModel(parseSource(PETS, readFileSync(PETS, 'utf8')))!;
    mock = await startMockServer(model, { port: 0, log: (l) => bugs.push(l) });
  });
  after(() => mock.close());

  const call = async (method: string, p: string, body?: string) => {
    const res = await fetch(`http://127.0.0.1:${mock.port}/api/v3${p}`, {
      method,
      headers: { authorization: 'Bearer t', api_key: 'k', ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
    });
    return { status: res.status, text: await res.text() };
  };

  it('takes a body holding int64 values past 2^53 and answers them with the same digits', async () => {
    const order = `{"petId":${BIG},"quantity":1,"status":"placed"}`;
    const made = await call('POST', '/store/order', order);
    assert.equal(made.status, 200, made.text);
    assert.ok(made.text.includes(`"petId":${BIG}`), made.text);
    const tagged = `{"name":"rex","photoUrls":[],"tags":[{"id":1234567890123456789,"name":"big"}]}`;
    const pet = await call('POST', '/pet', tagged);
    assert.equal(pet.status, 200, pet.text);
    assert.ok(pet.text.includes('"id":1234567890123456789'), pet.text);
    assert.ok(!/e\+\d/.test(pet.text + made.text), 'no number in exponent notation');
  });

  it('still refuses an int64 past its range and an int32 past its own', async () => {
    assert.equal((await call('POST', '/store/order', '{"petId":9223372036854775808}')).status, 400);
    assert.equal((await call('POST', '/store/order', '{"petId":-9223372036854775809}')).status, 400);
    assert.equal((await call('POST', '/store/order', '{"petId":-9223372036854775808}')).status, 200);
    assert.equal((await call('POST', '/store/order', '{"quantity":2147483648}')).status, 400);
  });

  it('keeps an int64 taken from the path exactly', async () => {
    const got = await call('GET', `/pet/${BIG}`);
    assert.equal(got.status, 404, 'an id the mock never made');
    const listed = await call('POST', '/pet', '{"name":"a","photoUrls":[]}');
    const id = /"id":(\d+)/.exec(listed.text)![1];
    assert.equal((await call('GET', `/pet/${id}`)).status, 200);
    assert.deepEqual(bugs, []);
  });
});

describe('mock: int64 page numbers and client-chosen ids (real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);
  const DEMO = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');
  const SPEC = `openapi: 3.0.3
info: {title: Meters, version: '1'}
paths:
  /meters/{meterId}:
    parameters:
      - {name: meterId, in: path, required: true, schema: {type: integer, format: int64}}
    put:
      requestBody:
        required: true
        content:
          application/json: {schema: {$ref: '#/components/schemas/Meter'}}
      responses:
        '200': {description: Replaced, content: {application/json: {schema: {$ref: '#/components/schemas/Meter'}}}}
        '201': {description: Made, content: {application/json: {schema: {$ref: '#/components/schemas/Meter'}}}}
    get:
      responses:
        '200': {description: Found, content: {application/json: {schema: {$ref: '#/components/schemas/Meter'}}}}
        '404': {description: Not found}
components:
  schemas:
    Meter:
      type: object
      properties:
        meterId: {type: integer, format: int64, readOnly: true}
        reading: {type: integer, format: int64}
`;

  it('says a page past 2^53 back with its digits, in the body and in the Link header', async () => {
    const mock = await startMockServer(buildModel(parseSource(DEMO, readFileSync(DEMO, 'utf8')))!, { port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${mock.port}/v1/authors?limit=2&page=9007199254740993`, {
        headers: { authorization: 'Bearer t' },
      });
      const text = await res.text();
      assert.equal(res.status, 200);
      assert.ok(text.includes('"page":9007199254740993'), text);
      assert.ok(res.headers.get('link')!.includes('page=9007199254740992>; rel="prev"'), res.headers.get('link')!);
    } finally {
      await mock.close();
    }
  });

  it('creates a member under an int64 id the client chose, and reads it back with the same digits', async () => {
    const bugs: string[] = [];
    const mock = await startMockServer(buildModel(parseSource('meters.yaml', SPEC))!, {
      port: 0,
      log: (l) => bugs.push(l),
    });
    try {
      const at = `http://127.0.0.1:${mock.port}/meters/${BIG}`;
      const put = await fetch(at, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"reading":9007199254740993}',
      });
      assert.equal(put.status, 201);
      assert.equal(await put.text(), `{"meterId":${BIG},"reading":9007199254740993}`);
      assert.equal(await (await fetch(at)).text(), `{"meterId":${BIG},"reading":9007199254740993}`);
      assert.deepEqual(bugs, []);
    } finally {
      await mock.close();
    }
  });
});
