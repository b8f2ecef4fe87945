import * as assert from 'node:assert/strict';
import {
  isInnerList,
  parseDictionary,
  parseItem,
  parseList,
  SfDate,
  SfParseError,
  SfToken,
  type BareItem,
  type Member,
} from '../../../src/core/http/ratelimit/structured-fields';

/** A member as plain data: tokens as `{token}`, byte sequences as arrays, parameters as entries. */
function plain(m: Member): unknown {
  if (isInnerList(m)) return { list: m.items.map(plain), params: [...m.params].map(([k, v]) => [k, bare(v)]) };
  return [bare(m.value), ...[...m.params].map(([k, v]) => [k, bare(v)])];
}

function bare(v: BareItem): unknown {
  if (v instanceof SfToken) return { token: v.value };
  if (v instanceof SfDate) return { date: v.seconds };
  if (v instanceof Uint8Array) return [...v];
  return v;
}

describe('structured fields (RFC 8941 / RFC 9651)', () => {
  it('parses lists of items with parameters', () => {
    assert.deepEqual(parseList('"burst";q=100;w=60, "daily";q=1000;w=86400;qu="requests"').map(plain), [
      ['burst', ['q', 100], ['w', 60]],
      ['daily', ['q', 1000], ['w', 86400], ['qu', 'requests']],
    ]);
  });

  it('parses every bare item type', () => {
    assert.deepEqual(
      parseList('42, -1.5, "a \\"q\\" \\\\", tok/en:x, :AQID:, ?1, ?0, @1659578233, %"caf%c3%a9"').map(plain),
      [
        [42],
        [-1.5],
        ['a "q" \\'],
        [{ token: 'tok/en:x' }],
        [[1, 2, 3]],
        [true],
        [false],
        [{ date: 1659578233 }],
        ['café'],
      ],
    );
  });

  it('parses inner lists and boolean parameters', () => {
    assert.deepEqual(parseList('("a" "b");x=1, (1 2), ();empty').map(plain), [
      { list: [['a'], ['b']], params: [['x', 1]] },
      { list: [[1], [2]], params: [] },
      { list: [], params: [['empty', true]] },
    ]);
    assert.deepEqual(plain(parseItem('5;w=60;flag')), [5, ['w', 60], ['flag', true]]);
  });

  it('parses dictionaries; a key without a value is true, a repeated key keeps the last value', () => {
    const d = parseDictionary('limit=10, remaining=1, reset=7;x, flag, limit=12');
    assert.deepEqual(
      [...d].map(([k, m]) => [k, plain(m)]),
      [
        ['limit', [12]],
        ['remaining', [1]],
        ['reset', [7, ['x', true]]],
        ['flag', [true]],
      ],
    );
  });

  it('accepts tabs around commas and leading or trailing spaces', () => {
    assert.deepEqual(parseList('  a,\tb ,c  ').map(plain), [[{ token: 'a' }], [{ token: 'b' }], [{ token: 'c' }]]);
    assert.deepEqual(parseList(''), []);
  });

  it('rejects what RFC 8941 calls invalid', () => {
    for (const bad of [
      'a,',
      'a b',
      '"open',
      '1.2345',
      '1234567890123456',
      'A=1',
      '"bad \\n escape"',
      '?2',
      ':not base64!:',
      '(a b',
      '"é"',
    ]) {
      assert.throws(() => parseList(bad), SfParseError, bad);
    }
    assert.throws(() => parseDictionary('Limit=1'));
    assert.throws(() => parseDictionary('"default";r=1'));
  });
});
