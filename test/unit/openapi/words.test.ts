import * as assert from 'node:assert/strict';
import { ACTION_VERBS } from '../../../src/core/openapi/words/action-verbs';
import { leadingActionWord, nounFormOf } from '../../../src/core/openapi/words/action-words';
import { lastWord, splitWords, wordPieces } from '../../../src/core/openapi/words/identifiers';
import {
  isPluralSegment,
  isPluralWord,
  isModifier,
  isUncountable,
  pluralize,
  pluralizeSegment,
  singularize,
} from '../../../src/core/openapi/words/inflection';

describe('openapi/words', () => {
  it('splits camel, kebab, snake and acronym identifiers into lower-case words', () => {
    assert.deepEqual(splitWords('getUsers'), ['get', 'users']);
    assert.deepEqual(splitWords('create-order'), ['create', 'order']);
    assert.deepEqual(splitWords('delete_item'), ['delete', 'item']);
    assert.deepEqual(splitWords('HTTPStatus'), ['http', 'status']);
    assert.deepEqual(splitWords('oauth2'), ['oauth2']);
  });

  it('gives each caller its own words of a name asked again (the words are kept)', () => {
    const first = splitWords('listRepoEvents');
    first.push('changed');
    first[0] = 'x';
    assert.deepEqual(splitWords('listRepoEvents'), ['list', 'repo', 'events']);
    // Past the number of names kept, names still split as before.
    for (let i = 0; i < 20_500; i++) splitWords(`name${i}Part`);
    assert.deepEqual(splitWords('listRepoEvents'), ['list', 'repo', 'events']);
    assert.deepEqual(splitWords('name7Part'), ['name7', 'part']);
  });

  it('gives each word its offsets', () => {
    assert.deepEqual(wordPieces('getUserProfile'), [
      { word: 'get', start: 0, end: 3 },
      { word: 'user', start: 3, end: 7 },
      { word: 'profile', start: 7, end: 14 },
    ]);
    assert.deepEqual(wordPieces('create-order_item'), [
      { word: 'create', start: 0, end: 6 },
      { word: 'order', start: 7, end: 12 },
      { word: 'item', start: 13, end: 17 },
    ]);
  });

  it('tells plural nouns from singular ones', () => {
    for (const w of [
      'users',
      'categories',
      'people',
      'addresses',
      'children',
      'analyses',
      'menus',
      'apis',
      'skus',
      'boxes',
      'photos',
      'criteria',
      'Users',
    ]) {
      assert.equal(isPluralWord(w), true, w);
    }
    for (const w of [
      'user',
      'address',
      'status',
      'analysis',
      'bus',
      'alias',
      'campus',
      'data',
      'metadata',
      'news',
      'series',
      'settings',
      'v1',
      'a',
      'virus',
      'process',
    ]) {
      assert.equal(isPluralWord(w), false, w);
    }
  });

  it('treats uncountable and singleton nouns as never-plural', () => {
    for (const w of [
      'data',
      'metadata',
      'health',
      'status',
      'me',
      'auth',
      'search',
      'settings',
      'config',
      'info',
      'news',
      'Health',
    ]) {
      assert.equal(isUncountable(w), true, w);
    }
    for (const w of ['user', 'account', 'order']) assert.equal(isUncountable(w), false, w);
  });

  it('tells qualifiers from nouns', () => {
    for (const w of ['raw', 'custom', 'starred', 'archived', 'Public']) assert.equal(isModifier(w), true, w);
    for (const w of ['user', 'feed', 'seed', 'bed', 'red']) assert.equal(isModifier(w), false, w);
  });

  it('reads the last word of a segment', () => {
    assert.equal(lastWord('user-profiles'), 'profiles');
    assert.equal(lastWord('userProfile'), 'profile');
    assert.equal(isPluralSegment('user-profiles'), true);
    assert.equal(isPluralSegment('user_profile'), false);
  });

  it('pluralizes nouns, keeping their case', () => {
    const cases: [string, string][] = [
      ['user', 'users'],
      ['category', 'categories'],
      ['box', 'boxes'],
      ['match', 'matches'],
      ['person', 'people'],
      ['child', 'children'],
      ['analysis', 'analyses'],
      ['wife', 'wives'],
      ['key', 'keys'],
      ['User', 'Users'],
      ['Person', 'People'],
      ['URL', 'URLs'],
      ['bus', 'buses'],
    ];
    for (const [s, p] of cases) assert.equal(pluralize(s), p, s);
  });

  it('singularizes plurals', () => {
    assert.equal(singularize('users'), 'user');
    assert.equal(singularize('categories'), 'category');
    assert.equal(singularize('boxes'), 'box');
    assert.equal(singularize('people'), 'person');
    assert.equal(singularize('status'), 'status');
  });

  it('pluralizes the last word of a segment in its own style', () => {
    assert.equal(pluralizeSegment('user'), 'users');
    assert.equal(pluralizeSegment('user-profile'), 'user-profiles');
    assert.equal(pluralizeSegment('userProfile'), 'userProfiles');
    assert.equal(pluralizeSegment('user_category'), 'user_categories');
    assert.equal(pluralizeSegment('order.json'), 'order.jsons');
  });

  it('finds a leading action word by whole words only', () => {
    const none = new Set<string>();
    assert.deepEqual(leadingActionWord('getUsers', ACTION_VERBS, none)?.verb, 'get');
    assert.deepEqual(
      leadingActionWord('create-order', ACTION_VERBS, none)?.rest.map((w) => w.word),
      ['order'],
    );
    assert.equal(leadingActionWord('delete_item', ACTION_VERBS, none)?.verb, 'delete');
    assert.equal(leadingActionWord('cancel', ACTION_VERBS, none)?.rest.length, 0);
    for (const noun of [
      'settings',
      'getaways',
      'updates',
      'add-ons',
      'setup',
      'check-runs',
      'pull-requests',
      'search',
      'orders',
      'startups',
    ]) {
      assert.equal(leadingActionWord(noun, ACTION_VERBS, none), undefined, noun);
    }
    assert.equal(leadingActionWord('getUsers', ACTION_VERBS, new Set(['get'])), undefined);
  });

  it('names the noun form of an action word', () => {
    assert.equal(nounFormOf('cancel'), 'cancellation');
    assert.equal(nounFormOf('activate'), 'activation');
    assert.equal(nounFormOf('verify'), 'verification');
    assert.equal(nounFormOf('approve'), 'approval');
    assert.equal(nounFormOf('wait'), undefined);
  });
});
