// The RuleTester takes a rule module and fails unless the catalogue runs that module under its id: a misspelled
// or unregistered rule cannot pass with nothing run (issue 25).
import * as assert from 'node:assert/strict';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';
import { assertInCatalogue } from '../helpers/rule-tester';

describe('RuleTester: the rule under test is the one the catalogue runs', () => {
  it('accepts a module that RULES lists under its id', () => {
    assertInCatalogue(pathNoVerbs);
  });

  it('fails for a module whose id the catalogue does not know (a misspelled id)', () => {
    assert.throws(() => assertInCatalogue({ ...pathNoVerbs, id: 'path-no-verb' }), /lists this module as path-no-verb/);
  });

  it('fails for a module that is not the one registered under its id (a copy never added to RULES)', () => {
    assert.throws(() => assertInCatalogue({ ...pathNoVerbs }), /lists this module as path-no-verbs/);
  });
});
