import * as assert from 'node:assert/strict';
import {
  readPagination,
  type PaginationHint,
  type PaginationInfo,
  type PaginationInput,
} from '../../../src/core/http/pagination';

/** A page of `n` items with ids from `from`. */
function items(n: number, from = 1): { id: number }[] {
  return Array.from({ length: n }, (_, i) => ({ id: from + i }));
}

function res(url: string, json: unknown, headers: PaginationInput['headers'] = {}, status = 200): PaginationInput {
  return { url, status, headers, json };
}

/** The reading without the fields a row leaves out. */
type Expected = Partial<PaginationInfo> | null;

const BOOKS = 'https://api.example.com/v1/books';

describe('pagination: styles read from the response alone', () => {
  const table: [string, PaginationInput, Expected][] = [
    [
      "the conventions' wrapped body: page, page count and URLs built from the request",
      res(`${BOOKS}?page=2&limit=10&sort=title`, {
        data: items(10, 11),
        pagination: { page: 2, limit: 10, total: 45 },
      }),
      {
        style: 'wrapped',
        page: 2,
        limit: 10,
        total: 45,
        pageCount: 5,
        next: `${BOOKS}?page=3&limit=10&sort=title`,
        prev: `${BOOKS}?page=1&limit=10&sort=title`,
        first: `${BOOKS}?page=1&limit=10&sort=title`,
        last: `${BOOKS}?page=5&limit=10&sort=title`,
        crossOrigin: [],
        cursor: null,
        declared: false,
      },
    ],
    [
      'a wrapped body for a request without page parameters',
      res(BOOKS, { data: items(20), pagination: { page: 1, limit: 20, total: 21 } }),
      {
        style: 'wrapped',
        page: 1,
        pageCount: 2,
        next: `${BOOKS}?page=2&limit=20`,
        prev: null,
        first: `${BOOKS}?page=1&limit=20`,
        last: `${BOOKS}?page=2&limit=20`,
      },
    ],
    [
      'the last page of a wrapped body has no next',
      res(`${BOOKS}?page=5&limit=10`, { data: items(5, 41), pagination: { page: 5, limit: 10, total: 45 } }),
      { page: 5, pageCount: 5, next: null, prev: `${BOOKS}?page=4&limit=10` },
    ],
    [
      'an empty wrapped collection',
      res(`${BOOKS}?limit=10`, { data: [], pagination: { page: 1, limit: 10, total: 0 } }),
      {
        page: 1,
        total: 0,
        pageCount: 0,
        next: null,
        prev: null,
        first: `${BOOKS}?limit=10&page=1`,
        last: `${BOOKS}?limit=10&page=1`,
      },
    ],
    [
      'a wrapped body without a total: next while the page is full',
      res(`${BOOKS}?page=3&limit=2`, { data: items(2), pagination: { page: 3, limit: 2 } }),
      { page: 3, total: null, pageCount: null, next: `${BOOKS}?page=4&limit=2`, last: null },
    ],
    [
      'a wrapped body by offset',
      res(`${BOOKS}?offset=20&limit=10`, { data: items(10, 21), pagination: { offset: 20, limit: 10, total: 45 } }),
      {
        page: 3,
        pageCount: 5,
        next: `${BOOKS}?offset=30&limit=10`,
        prev: `${BOOKS}?offset=10&limit=10`,
        first: `${BOOKS}?offset=0&limit=10`,
        last: `${BOOKS}?offset=40&limit=10`,
      },
    ],
    [
      'a wrapped body with a Link header: the served links win over built ones',
      res(
        `${BOOKS}?page=2&limit=10`,
        { data: items(10), pagination: { page: 2, limit: 10, total: 45 } },
        {
          link: '</v1/books?limit=10&page=3>; rel="next", </v1/books?limit=10&page=1>; rel="prev first", </v1/books?limit=10&page=5>; rel=last',
        },
      ),
      {
        style: 'wrapped',
        page: 2,
        total: 45,
        pageCount: 5,
        next: `${BOOKS}?limit=10&page=3`,
        prev: `${BOOKS}?limit=10&page=1`,
        first: `${BOOKS}?limit=10&page=1`,
        last: `${BOOKS}?limit=10&page=5`,
      },
    ],
    [
      "GitHub's Link header: page and page count from the link URLs",
      res('https://api.github.com/repositories/1300192/issues?page=3&per_page=30', items(30), {
        link: '<https://api.github.com/repositories/1300192/issues?page=2&per_page=30>; rel="prev", <https://api.github.com/repositories/1300192/issues?page=4&per_page=30>; rel="next", <https://api.github.com/repositories/1300192/issues?page=515&per_page=30>; rel="last", <https://api.github.com/repositories/1300192/issues?page=1&per_page=30>; rel="first"',
      }),
      {
        style: 'link-header',
        page: 3,
        limit: 30,
        total: null,
        pageCount: 515,
        next: 'https://api.github.com/repositories/1300192/issues?page=4&per_page=30',
        prev: 'https://api.github.com/repositories/1300192/issues?page=2&per_page=30',
        first: 'https://api.github.com/repositories/1300192/issues?page=1&per_page=30',
        last: 'https://api.github.com/repositories/1300192/issues?page=515&per_page=30',
        crossOrigin: [],
      },
    ],
    [
      'a Link header with a comma inside a URL, rel=previous and relative targets',
      res(`${BOOKS}?q=a,b&page=2`, items(3), {
        link: ['<?q=a,b&page=3>; rel=next', '</v1/books?q=a,b&page=1>; rel=previous'],
      }),
      {
        style: 'link-header',
        page: 2,
        next: `${BOOKS}?q=a,b&page=3`,
        prev: `${BOOKS}?q=a,b&page=1`,
        first: null,
        last: null,
      },
    ],
    [
      'a Link header on the last page: the page count is the current page',
      res(`${BOOKS}?page=4`, items(3), {
        link: '<https://api.example.com/v1/books?page=3>; rel="prev", <https://api.example.com/v1/books?page=1>; rel="first"',
      }),
      { style: 'link-header', page: 4, pageCount: 4, next: null },
    ],
    [
      'a pagination link to another origin is flagged',
      res(`${BOOKS}?page=1`, items(3), {
        link: '<https://evil.example/v1/books?page=2>; rel=next, <http://api.example.com/v1/books?page=9>; rel=last',
      }),
      {
        next: 'https://evil.example/v1/books?page=2',
        last: 'http://api.example.com/v1/books?page=9',
        crossOrigin: ['next', 'last'],
      },
    ],
    [
      'links with an anchor describe another resource and are skipped',
      res(`${BOOKS}?page=1`, items(3), {
        link: '<https://api.example.com/v1/authors?page=2>; rel=next; anchor="/v1/authors"',
      }),
      null,
    ],
    [
      'a links array of {rel, href} in the body',
      res(`${BOOKS}?page=2`, {
        data: items(3),
        links: [
          { rel: 'self', href: '/v1/books?page=2' },
          { rel: 'next', href: '/v1/books?page=3' },
          { rel: ['prev', 'first'], href: '/v1/books?page=1' },
        ],
      }),
      {
        style: 'links-array',
        page: 2,
        next: `${BOOKS}?page=3`,
        prev: `${BOOKS}?page=1`,
        first: `${BOOKS}?page=1`,
        last: null,
      },
    ],
    [
      "JSON:API's links object with page[number] and page[size]",
      res('https://api.example.com/articles?page[number]=3&page[size]=1', {
        meta: { totalPages: 13 },
        data: [{ type: 'articles', id: '3' }],
        links: {
          self: 'https://api.example.com/articles?page[number]=3&page[size]=1',
          first: 'https://api.example.com/articles?page[number]=1&page[size]=1',
          prev: 'https://api.example.com/articles?page[number]=2&page[size]=1',
          next: 'https://api.example.com/articles?page[number]=4&page[size]=1',
          last: 'https://api.example.com/articles?page[number]=13&page[size]=1',
        },
      }),
      {
        style: 'links-object',
        page: 3,
        limit: 1,
        pageCount: 13,
        next: 'https://api.example.com/articles?page[number]=4&page[size]=1',
        prev: 'https://api.example.com/articles?page[number]=2&page[size]=1',
      },
    ],
    [
      "HAL's _links with href objects",
      res('https://api.example.com/orders?page=1', {
        _embedded: { orders: [] },
        _links: { self: { href: '/orders?page=1' }, next: { href: '/orders?page=2' } },
      }),
      { style: 'links-object', next: 'https://api.example.com/orders?page=2', prev: null },
    ],
    [
      "Django REST framework's count/next/previous",
      res('https://api.example.org/accounts/?page=4', {
        count: 1023,
        next: 'https://api.example.org/accounts/?page=5',
        previous: 'https://api.example.org/accounts/?page=3',
        results: items(100),
      }),
      {
        style: 'next-link',
        page: 4,
        total: 1023,
        next: 'https://api.example.org/accounts/?page=5',
        prev: 'https://api.example.org/accounts/?page=3',
      },
    ],
    [
      'Django REST framework on its only page',
      res('https://api.example.org/accounts/', { count: 2, next: null, previous: null, results: items(2) }),
      { style: 'next-link', total: 2, next: null, prev: null },
    ],
    [
      "Azure's nextLink",
      res('https://management.azure.com/subscriptions/s/resources?api-version=2021-04-01', {
        value: items(2),
        nextLink: 'https://management.azure.com/subscriptions/s/resources?api-version=2021-04-01&%24skiptoken=abc',
      }),
      {
        style: 'next-link',
        next: 'https://management.azure.com/subscriptions/s/resources?api-version=2021-04-01&%24skiptoken=abc',
        prev: null,
      },
    ],
    [
      "Microsoft Graph's @odata.nextLink and @odata.count",
      res('https://graph.microsoft.com/v1.0/users?$top=5&$count=true', {
        '@odata.count': 42,
        '@odata.nextLink': 'https://graph.microsoft.com/v1.0/users?$top=5&$skiptoken=RFNwdAIAAQAAAD',
        value: items(5),
      }),
      {
        style: 'next-link',
        total: 42,
        limit: 5,
        pageCount: 9,
        next: 'https://graph.microsoft.com/v1.0/users?$top=5&$skiptoken=RFNwdAIAAQAAAD',
      },
    ],
    [
      "Laravel's paginator fields",
      res('https://shop.example/api/products?page=2', {
        current_page: 2,
        per_page: 15,
        total: 50,
        last_page: 4,
        data: items(15),
        first_page_url: 'https://shop.example/api/products?page=1',
        last_page_url: 'https://shop.example/api/products?page=4',
        next_page_url: 'https://shop.example/api/products?page=3',
        prev_page_url: 'https://shop.example/api/products?page=1',
      }),
      {
        style: 'next-link',
        page: 2,
        limit: 15,
        total: 50,
        pageCount: 4,
        next: 'https://shop.example/api/products?page=3',
        last: 'https://shop.example/api/products?page=4',
      },
    ],
    [
      "Stripe's has_more with the last item's id",
      res('https://api.stripe.com/v1/customers?limit=3', {
        object: 'list',
        url: '/v1/customers',
        has_more: true,
        data: [{ id: 'cus_1' }, { id: 'cus_2' }, { id: 'cus_3' }],
      }),
      {
        style: 'cursor',
        limit: 3,
        cursor: 'cus_3',
        next: 'https://api.stripe.com/v1/customers?limit=3&starting_after=cus_3',
        prev: null,
      },
    ],
    [
      'Stripe after a first page: a previous page by ending_before',
      res('https://api.stripe.com/v1/customers?limit=2&starting_after=cus_2', {
        object: 'list',
        has_more: false,
        data: [{ id: 'cus_3' }, { id: 'cus_4' }],
      }),
      {
        style: 'cursor',
        cursor: null,
        next: null,
        prev: 'https://api.stripe.com/v1/customers?limit=2&ending_before=cus_3',
      },
    ],
    [
      "Slack's response_metadata.next_cursor",
      res('https://slack.com/api/users.list?limit=2', {
        ok: true,
        members: items(2),
        response_metadata: { next_cursor: 'dXNlcjpVMDYxTkZUVDI=' },
      }),
      {
        style: 'cursor',
        limit: 2,
        cursor: 'dXNlcjpVMDYxTkZUVDI=',
        next: 'https://slack.com/api/users.list?limit=2&cursor=dXNlcjpVMDYxTkZUVDI%3D',
      },
    ],
    [
      "Slack's last page: an empty next_cursor",
      res('https://slack.com/api/users.list?limit=2&cursor=abc', {
        ok: true,
        members: items(1),
        response_metadata: { next_cursor: '' },
      }),
      { style: 'cursor', cursor: null, next: null },
    ],
    [
      "Google's nextPageToken feeds pageToken",
      res('https://www.googleapis.com/drive/v3/files?pageSize=10', { files: items(10), nextPageToken: 'tok1' }),
      {
        style: 'cursor',
        limit: 10,
        cursor: 'tok1',
        next: 'https://www.googleapis.com/drive/v3/files?pageSize=10&pageToken=tok1',
      },
    ],
    [
      'a next_cursor in meta with has_more false',
      res(`${BOOKS}?cursor=x`, { data: items(2), meta: { next_cursor: 'y', has_more: false } }),
      { style: 'cursor', cursor: null, next: null },
    ],
    [
      'an error response has no pagination',
      res(`${BOOKS}?page=2`, { data: [], pagination: { page: 2, limit: 10, total: 0 } }, {}, 404),
      null,
    ],
    ['a plain object has no pagination', res(`${BOOKS}/1`, { id: 1, title: 'Dune' }), null],
    ['a bare array has no pagination', res(BOOKS, items(3)), null],
  ];

  for (const [name, input, expected] of table) {
    it(name, () => {
      const got = readPagination(input);
      if (expected === null) return assert.equal(got, null);
      assert.ok(got, 'a reading');
      const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, got[k as keyof PaginationInfo]]));
      assert.deepEqual(picked, expected);
    });
  }

  it('takes the total from X-Total-Count when the body has none', () => {
    const got = readPagination(
      res(`${BOOKS}?page=1&limit=10`, items(10), {
        'X-Total-Count': '95',
        link: '<https://api.example.com/v1/books?page=2&limit=10>; rel=next',
      }),
    );
    assert.deepEqual([got?.style, got?.page, got?.limit, got?.total, got?.pageCount], ['link-header', 1, 10, 95, 10]);
  });
});

describe('pagination: the style the spec declares', () => {
  it('reads an x-ms-pageable nextLinkName, and keeps the style on the last page', () => {
    const hint: PaginationHint = {
      style: 'next-link',
      source: 'x-ms-pageable',
      nextLinkField: 'odata.nextLink',
      resultsPath: '$.value',
    };
    const url = 'https://management.azure.com/items?api-version=1';
    const page = readPagination(res(url, { value: items(2), 'odata.nextLink': '/items?api-version=1&page=2' }), hint);
    assert.deepEqual(
      [page?.style, page?.next, page?.declared],
      ['next-link', 'https://management.azure.com/items?api-version=1&page=2', true],
    );
    const last = readPagination(res(url, { value: items(2) }), hint);
    assert.deepEqual([last?.style, last?.next, last?.declared], ['next-link', null, true]);
  });

  it('reads nothing for an operation x-ms-pageable declares single-page', () => {
    assert.equal(
      readPagination(res('https://x.example/a', { value: [], nextLink: 'https://x.example/a?p=2' }), {
        style: 'next-link',
        source: 'x-ms-pageable',
        nextLinkField: null,
      }),
      null,
    );
  });

  it('reads an x-speakeasy-pagination cursor from its output path', () => {
    const hint: PaginationHint = {
      style: 'cursor',
      source: 'x-speakeasy-pagination',
      cursorParam: 'since',
      cursorPath: '$.data.resultArray[-1].created_at',
    };
    const got = readPagination(
      res('https://api.example.com/events?limit=2', {
        data: { resultArray: [{ created_at: '2024-01-01' }, { created_at: '2024-01-02' }] },
      }),
      hint,
    );
    assert.deepEqual(
      [got?.style, got?.cursor, got?.next],
      ['cursor', '2024-01-02', 'https://api.example.com/events?limit=2&since=2024-01-02'],
    );
  });

  it('reads x-speakeasy-pagination offsetLimit pages from the request and numPages', () => {
    const hint: PaginationHint = {
      style: 'offset-limit',
      source: 'x-speakeasy-pagination',
      pageParam: 'page',
      limitParam: 'size',
      resultsPath: '$.items',
      numPagesPath: '$.meta.num_pages',
    };
    const got = readPagination(
      res('https://api.example.com/things?page=2&size=5', { items: items(5), meta: { num_pages: 3 } }),
      hint,
    );
    assert.deepEqual(
      [got?.style, got?.page, got?.limit, got?.pageCount, got?.next, got?.prev, got?.last],
      [
        'offset-limit',
        2,
        5,
        3,
        'https://api.example.com/things?page=3&size=5',
        'https://api.example.com/things?page=1&size=5',
        'https://api.example.com/things?page=3&size=5',
      ],
    );
  });

  it('reads x-speakeasy-pagination offsetLimit by offset, ending on a short page', () => {
    const hint: PaginationHint = {
      style: 'offset-limit',
      source: 'x-speakeasy-pagination',
      offsetParam: 'offset',
      limitParam: 'limit',
      resultsPath: '$',
    };
    const got = readPagination(res('https://api.example.com/things?offset=10&limit=5', items(3)), hint);
    assert.deepEqual([got?.page, got?.next, got?.prev], [3, null, 'https://api.example.com/things?offset=5&limit=5']);
  });

  it('reads an x-speakeasy-pagination url from its output path', () => {
    const hint: PaginationHint = { style: 'next-link', source: 'x-speakeasy-pagination', nextUrlPath: '$.links.next' };
    const got = readPagination(res('https://api.example.com/things', { links: { next: '/things?after=9' } }), hint);
    assert.deepEqual(
      [got?.style, got?.next, got?.declared],
      ['next-link', 'https://api.example.com/things?after=9', true],
    );
  });

  it('uses the declared parameter names to build wrapped URLs', () => {
    const hint: PaginationHint = {
      style: 'wrapped',
      source: 'the wrapped response schema',
      pageParam: 'p',
      limitParam: 'per_page',
    };
    const got = readPagination(res(BOOKS, { data: items(2), pagination: { page: 1, limit: 2, total: 3 } }), hint);
    assert.deepEqual([got?.next, got?.declared], [`${BOOKS}?p=2&per_page=2`, true]);
  });

  it('keeps a declared Link-header style on the only page, with numbers from the body', () => {
    const got = readPagination(
      res(`${BOOKS}?page=1&limit=10`, { data: items(3), pagination: { page: 1, limit: 10, total: 3 } }),
      { style: 'link-header', source: 'the Link response header' },
    );
    assert.deepEqual([got?.style, got?.page, got?.pageCount, got?.next, got?.first], ['link-header', 1, 1, null, null]);
  });
});
