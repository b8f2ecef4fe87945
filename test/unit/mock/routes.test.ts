import * as assert from 'node:assert/strict';
import type { PathItem } from '../../../src/core/openapi/model';
import { escapeRegex, Router } from '../../../src/core/mock/routes';

/** A path item with only what the router reads. */
const item = (path: string) => ({ path, segments: [], operations: [] }) as unknown as PathItem;

/** What the router matched before: the template as a regular expression. */
function byRegex(template: string, basePath: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of template.matchAll(/\{([^{}]+)\}/g)) {
    source += escapeRegex(template.slice(last, m.index)) + '([^/]+)';
    names.push(m[1]);
    last = (m.index ?? 0) + m[0].length;
  }
  source += escapeRegex(template.slice(last));
  const m = new RegExp(`^${escapeRegex(basePath)}${source}/?$`).exec(path);
  return m ? Object.fromEntries(names.map((n, i) => [n, m[i + 1]])) : undefined;
}

describe('mock router', () => {
  it('matches as the regular expression of the template did (20,000 seeded templates and paths)', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const pieces = ['{a}', '{b}', '{c}', 'x', '.', '/', 'xy', '-', '/v1'];
    const chars = ['x', 'y', '.', '/', '-', 'v', '1', '%41'];
    for (let t = 0; t < 20_000; t++) {
      let template = '/';
      for (let i = next(6); i >= 0; i--) template += pieces[next(pieces.length)];
      // Unique parameter names, as a spec's are.
      let count = 0;
      template = template.replace(/\{[abc]\}/g, () => `{p${count++}}`);
      const basePath = next(3) === 0 ? '/v1' : '';
      let path = basePath + '/';
      for (let i = next(10); i >= 0; i--) path += chars[next(chars.length)];
      const got = new Router([item(template)], basePath).match(path);
      const want = byRegex(template, basePath, path);
      let decoded: Record<string, string> | undefined;
      try {
        decoded = want && Object.fromEntries(Object.entries(want).map(([k, v]) => [k, decodeURIComponent(v)]));
      } catch {
        decoded = undefined; // a value that is not URI-encoded: no match
      }
      assert.deepEqual(got?.params, decoded, `${template} ${path}`);
    }
  });

  it('routes a path past templates of 40 parameters side by side or between dots (a regex took hours)', () => {
    const adjacent = '/' + Array.from({ length: 40 }, (_, i) => `{p${i}}`).join('');
    const dotted = '/' + Array.from({ length: 40 }, (_, i) => `{q${i}}`).join('.');
    const router = new Router([item(adjacent), item(dotted), item('/pets')], '');
    assert.equal(router.match('/' + 'a'.repeat(39)), undefined);
    // 38 dots for 39 needed: every split of the runs between them tried by the regex.
    assert.equal(new Router([item(dotted)], '').match('/' + 'aaaa.'.repeat(38) + 'aaaa'), undefined);
    assert.equal(router.match('/pets')?.item.path, '/pets');
    const all = router.match('/' + 'a'.repeat(40));
    assert.equal(all?.item.path, adjacent);
    assert.deepEqual(Object.values(all!.params), Array(40).fill('a'));
    assert.equal(new Router([item(dotted)], '').match('/' + 'a.'.repeat(39) + 'bb')?.params.q39, 'bb');
  });
  it('tells apart paths that differ only after # or ? by the query parameter or header they name (AWS’s /#Action=…)', () => {
    const router = new Router(
      [
        item('/#Action=AddTags'),
        item('/#Action=DescribeTags'),
        item('/#X-Amz-Target=Svc.ListThings'),
        item('/phone-numbers#operation=batch-delete'),
        item('/phone-numbers'),
      ],
      '',
    );
    const at = (p: string, query = '', headers: Record<string, string> = {}) =>
      router.match(p, new URLSearchParams(query), headers)?.item.path;
    assert.equal(at('/', 'Action=DescribeTags&Version=1'), '/#Action=DescribeTags');
    assert.equal(at('/', 'Action=AddTags'), '/#Action=AddTags');
    assert.equal(at('/', '', { 'x-amz-target': 'Svc.ListThings' }), '/#X-Amz-Target=Svc.ListThings');
    assert.equal(at('/', 'Action=Unknown'), '/#Action=AddTags', 'none named: the first');
    assert.equal(at('/phone-numbers', 'operation=batch-delete'), '/phone-numbers#operation=batch-delete');
    assert.equal(at('/phone-numbers'), '/phone-numbers', 'none named: the one without a discriminator');
    const withMethods = (path: string, ...methods: string[]) =>
      ({ path, segments: [], operations: methods.map((method) => ({ method })) }) as unknown as PathItem;
    const tags = new Router(
      [withMethods('/tags/{arn}', 'get', 'post'), withMethods('/tags/{arn}#tagKeys', 'delete')],
      '',
    );
    assert.equal(tags.match('/tags/a', new URLSearchParams(), {}, 'DELETE')?.item.path, '/tags/{arn}#tagKeys');
    assert.equal(tags.match('/tags/a', new URLSearchParams('tagKeys=x'), {}, 'GET')?.item.path, '/tags/{arn}');
  });
});
