import * as assert from 'node:assert/strict';
import { headerValue, headerValues, parseLinkHeader } from '../../../src/core/http/link-header';

const BASE = 'https://api.example.com/v1/books?page=2&limit=10';

/** Links as `[href, rels, params]` tuples. */
function links(value: string | string[], base: string | undefined = BASE) {
  return parseLinkHeader(value, base).map((l) => [l.href, l.rels, l.params]);
}

describe('Link header (RFC 8288)', () => {
  const table: [string, string | string[], unknown[]][] = [
    [
      "GitHub's real header: several links in one field",
      '<https://api.github.com/repositories/1300192/issues?page=2>; rel="prev", <https://api.github.com/repositories/1300192/issues?page=4>; rel="next", <https://api.github.com/repositories/1300192/issues?page=515>; rel="last", <https://api.github.com/repositories/1300192/issues?page=1>; rel="first"',
      [
        ['https://api.github.com/repositories/1300192/issues?page=2', ['prev'], {}],
        ['https://api.github.com/repositories/1300192/issues?page=4', ['next'], {}],
        ['https://api.github.com/repositories/1300192/issues?page=515', ['last'], {}],
        ['https://api.github.com/repositories/1300192/issues?page=1', ['first'], {}],
      ],
    ],
    [
      'links spread over repeated fields',
      ['<https://a.example/x?page=3>; rel=next', '<https://a.example/x?page=1>; rel=prev'],
      [
        ['https://a.example/x?page=3', ['next'], {}],
        ['https://a.example/x?page=1', ['prev'], {}],
      ],
    ],
    [
      'commas and semicolons inside the URL',
      '<https://a.example/search?q=a,b;c&page=2>; rel="next", <https://a.example/search?q=a,b;c&page=9>; rel="last"',
      [
        ['https://a.example/search?q=a,b;c&page=2', ['next'], {}],
        ['https://a.example/search?q=a,b;c&page=9', ['last'], {}],
      ],
    ],
    [
      'several rels in one link, in any case',
      '<https://a.example/x?page=9>; rel="Next   LAST"',
      [['https://a.example/x?page=9', ['next', 'last'], {}]],
    ],
    [
      'rel=previous stays as written',
      '<https://a.example/x?page=1>; rel=previous',
      [['https://a.example/x?page=1', ['previous'], {}]],
    ],
    [
      'relative targets resolved against the request URL',
      '</v1/books?page=3&limit=10>; rel="next", <?page=1&limit=10>; rel="prev", <books?page=9>; rel=last',
      [
        ['https://api.example.com/v1/books?page=3&limit=10', ['next'], {}],
        ['https://api.example.com/v1/books?page=1&limit=10', ['prev'], {}],
        ['https://api.example.com/v1/books?page=9', ['last'], {}],
      ],
    ],
    [
      'quoted and token parameters, escapes, the first rel wins, RFC 8187 titles',
      '<https://a.example/n>; rel="next"; rel="prev"; type=application/json; title="a \\"quoted\\" title, with comma"; title*=UTF-8\'de\'n%c3%a4chste',
      [
        [
          'https://a.example/n',
          ['next'],
          { type: 'application/json', title: 'a "quoted" title, with comma', 'title*': 'nächste' },
        ],
      ],
    ],
    [
      'whitespace around separators and empty elements',
      ' ,  <https://a.example/1> ;rel = "next" ,, <https://a.example/2>;rel=prev ',
      [
        ['https://a.example/1', ['next'], {}],
        ['https://a.example/2', ['prev'], {}],
      ],
    ],
    [
      'a malformed element is skipped, the rest is kept',
      'garbage; rel=next, <https://a.example/ok>; rel=next, <https://a.example/bad> junk, <https://a.example/last>; rel=last',
      [
        ['https://a.example/ok', ['next'], {}],
        ['https://a.example/last', ['last'], {}],
      ],
    ],
    [
      'an anchor parameter is kept for the caller to judge',
      '<https://a.example/2>; rel=next; anchor="#x"',
      [['https://a.example/2', ['next'], { anchor: '#x' }]],
    ],
    [
      'an unterminated target ends the field',
      '<https://a.example/1>; rel=next, <https://a.example/2; rel=last',
      [['https://a.example/1', ['next'], {}]],
    ],
  ];

  for (const [name, value, expected] of table) {
    it(name, () => assert.deepEqual(links(value), expected));
  }

  it('keeps a relative target as written when there is no base', () => {
    assert.deepEqual(parseLinkHeader('</x?page=2>; rel=next'), [
      { target: '/x?page=2', href: '/x?page=2', rels: ['next'], params: {} },
    ]);
  });

  it('reads no link from an absent or empty header', () => {
    assert.deepEqual(parseLinkHeader(undefined), []);
    assert.deepEqual(parseLinkHeader(''), []);
  });

  it('finds header values whatever the case of the name', () => {
    const headers = { Link: '<a>; rel=next', link: ['<b>; rel=prev'], other: 'x' };
    assert.deepEqual(headerValues(headers, 'LINK'), ['<a>; rel=next', '<b>; rel=prev']);
    assert.equal(headerValue(headers, 'link'), '<a>; rel=next, <b>; rel=prev');
    assert.equal(headerValue(headers, 'missing'), undefined);
  });
});
