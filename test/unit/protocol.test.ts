import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyValues } from '../../src/shared/form';
import {
  isHostMessage,
  LIMITS,
  parseFormValues,
  parseWebviewMessage,
  type WebviewToHost,
} from '../../src/shared/protocol';

const values = emptyValues();

/** One well-formed message of each type the webview sends. */
const VALID: WebviewToHost[] = [
  { type: 'ready', values: null },
  { type: 'ready', values },
  { type: 'send', requestId: 'r-1_a', values },
  { type: 'send', requestId: 'r-1_b', values, withoutCredentials: true },
  { type: 'cancel', requestId: 'r1' },
  { type: 'page', requestId: 'r1', rel: 'next' },
  { type: 'page', requestId: 'r1', rel: 'prev' },
  { type: 'page', requestId: 'r1', rel: 'first' },
  { type: 'page', requestId: 'r1', rel: 'last' },
  { type: 'retry', requestId: 'r1' },
  { type: 'checkAuth', values },
  { type: 'setSecret', scheme: 'bearerAuth', values },
  { type: 'clearSecret', scheme: 'bearerAuth', values },
  { type: 'authorize', scheme: 'oauth', values },
  { type: 'selectEnvironment', name: 'local' },
  { type: 'selectEnvironment', name: null },
  { type: 'copyCurl', includeSecrets: false },
  { type: 'saveHttp' },
  { type: 'openBody' },
  { type: 'reopen', id: 'habc1' },
  { type: 'clearHistory' },
];

describe('webview protocol', () => {
  it('accepts one well-formed message of every type, returning an equal fresh copy', () => {
    const types = new Set<string>();
    for (const m of VALID) {
      const parsed = parseWebviewMessage(JSON.parse(JSON.stringify(m)));
      assert.deepEqual(parsed, m);
      types.add(m.type);
    }
    const declared = [
      ...readFileSync(join(__dirname, '..', '..', 'src', 'shared', 'protocol.ts'), 'utf8').matchAll(
        /^ {2}\| \{ type: '([a-zA-Z]+)'/gm,
      ),
    ].map((m) => m[1]);
    const webviewTypes = declared.slice(declared.indexOf('ready'));
    assert.deepEqual(
      [...types].sort(),
      [...new Set(webviewTypes)].sort(),
      'every WebviewToHost type has a valid sample',
    );
  });

  it('refuses extra fields, wrong types and anything that is not a plain object', () => {
    for (const bad of [
      undefined,
      null,
      'ready',
      ['ready'],
      { type: 'ready' },
      { type: 'ready', values: null, extra: true },
      { type: 'cancel', requestId: '' },
      { type: 'cancel', requestId: 'a/b' },
      { type: 'cancel', requestId: 'x'.repeat(LIMITS.id + 1) },
      { type: 'page', requestId: 'r1', rel: 'NEXT' },
      { type: 'copyCurl', includeSecrets: 1 },
      { type: 'selectEnvironment', name: 3 },
      { type: 'selectEnvironment', name: 'a'.repeat(LIMITS.name + 1) },
      { type: 'saveHttp', path: '/etc/passwd' },
      { type: 'hasOwnProperty' },
      { type: 'constructor' },
    ])
      assert.equal(parseWebviewMessage(bad), undefined, JSON.stringify(bad)?.slice(0, 80));
  });

  it('checks form values field by field', () => {
    assert.deepEqual(
      parseFormValues({
        ...values,
        params: { 'query:a': '1' },
        headers: [{ name: 'X', value: 'y' }],
        body: '{}',
        contentType: 'application/json',
        security: 'k',
      }),
      {
        ...values,
        params: { 'query:a': '1' },
        headers: [{ name: 'X', value: 'y' }],
        body: '{}',
        contentType: 'application/json',
        security: 'k',
      },
    );
    for (const over of [
      { serverIndex: '0' },
      { serverIndex: NaN },
      { serverIndex: LIMITS.entries + 1 },
      { customServer: 'h'.repeat(LIMITS.url + 1) },
      { variables: [] },
      { variables: { v: 1 } },
      { params: { '': 'x' } },
      { params: Object.fromEntries(Array.from({ length: LIMITS.entries + 1 }, (_, i) => [`q:${i}`, ''])) },
      { params: { 'q:a': 'x'.repeat(LIMITS.value + 1) } },
      { headers: {} },
      { headers: [{ name: 'a' }] },
      { headers: [['a', 'b']] },
      { body: 1 },
      { contentType: '' },
      { contentType: 'a\u0000b' },
      { security: 5 },
      { insecure: 0 },
    ])
      assert.equal(parseFormValues({ ...values, ...over }), undefined, JSON.stringify(over).slice(0, 80));
    assert.equal(parseFormValues({ ...values, extra: 1 }), undefined);
    const { insecure: _missing, ...partial } = values;
    assert.equal(parseFormValues(partial), undefined);
    assert.equal(parseFormValues(JSON.parse(`{"__proto__": {"x": 1}, "serverIndex": 0}`)), undefined);
  });

  it('lets the webview tell host messages from anything else', () => {
    assert.equal(isHostMessage({ type: 'notice', level: 'info', message: 'hi' }), true);
    assert.equal(isHostMessage({ type: 'send' }), false);
    assert.equal(isHostMessage({ type: 'toString' }), false);
    assert.equal(isHostMessage('init'), false);
  });
});
