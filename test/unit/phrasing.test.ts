import * as assert from 'node:assert/strict';
import { andList, orList, plural, wordFor } from '../../src/shared/phrasing';

describe('phrasing: lists and counts in messages', () => {
  it('lists with and / or, no comma before the last word', () => {
    assert.equal(andList([]), '');
    assert.equal(andList(['a']), 'a');
    assert.equal(andList(['a', 'b']), 'a and b');
    assert.equal(andList(['`a`', '`b`', '`c`']), '`a`, `b` and `c`');
    assert.equal(orList(['a string', 'an integer', 'null']), 'a string, an integer or null');
    assert.equal(orList(['401']), '401');
  });

  it('counts with the singular for one and the plural (given or with s) otherwise', () => {
    assert.equal(plural(1, 'item'), '1 item');
    assert.equal(plural(0, 'item'), '0 items');
    assert.equal(plural(2, 'property', 'properties'), '2 properties');
    assert.equal(plural(3, 'info', 'info'), '3 info');
    assert.equal(wordFor(1, 'parameter'), 'parameter');
    assert.equal(wordFor(2, 'parameter'), 'parameters');
  });
});
