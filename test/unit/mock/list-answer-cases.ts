import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { MockApi, type MockRequest } from '../../../src/core/mock/mock-api';

// The requests whose answers `list-answers.test.ts` holds to the bytes recorded in test/fixtures/mock/list-answers.json.

const DEMO = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');

/** A list with offset paging whose 200 declares the IETF `RateLimit` headers and whose items are `$ref`s with siblings. */
const OFFSET_SPEC = `openapi: 3.1.0
info: {title: Offsets, version: '1'}
servers: [{url: /api}]
paths:
  /notes:
    get:
      operationId: listNotes
      parameters:
        - {name: offset, in: query, schema: {type: integer, minimum: 0}}
        - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 5, default: 2}}
        - {name: tag, in: query, schema: {type: string}}
      responses:
        '200':
          description: A page of notes.
          headers:
            RateLimit: {schema: {type: string}}
            RateLimit-Policy: {schema: {type: string}}
            Link: {schema: {type: string}}
          content:
            application/json:
              schema:
                type: object
                required: [items, total_count]
                properties:
                  items: {type: array, items: {$ref: '#/components/schemas/Note', description: One note.}}
                  total_count: {type: integer}
                  has_more: {type: boolean}
        '400':
          description: Parameters that break the spec.
          content:
            application/json:
              schema: {type: object, properties: {status: {type: integer}, message: {type: string}}}
    post:
      operationId: createNote
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Note'}
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Note'}
  /notes/{noteId}:
    get:
      operationId: getNote
      parameters: [{name: noteId, in: path, required: true, schema: {type: string}}]
      responses:
        '200':
          description: A note.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Note'}
components:
  schemas:
    Note:
      type: object
      required: [id, text]
      properties:
        id: {type: string, readOnly: true}
        text: {type: string, maxLength: 200}
        tag: {type: string}
`;

/** Answers of the mock, as status, headers in the order they are sent, and the body text. */
export interface RecordedAnswer {
  request: string;
  status: number;
  headers: [string, string][];
  body: string | null;
}

function run(api: MockApi, requests: [string, string, unknown?][]): RecordedAnswer[] {
  return requests.map(([method, url, body]) => {
    const [p, q = ''] = url.split('?');
    const req: MockRequest = {
      method,
      path: p,
      query: new URLSearchParams(q),
      headers: {
        authorization: 'Bearer golden',
        accept: 'application/json',
        host: '127.0.0.1:4010',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    };
    const res = api.handle(req);
    return {
      request: `${method} ${url}`,
      status: res.status,
      headers: Object.entries(res.headers),
      body: res.text ?? (res.body === undefined ? null : JSON.stringify(res.body)),
    };
  });
}

/** What the mock's self-check reported while answering (its own bugs): none expected. */
export const logged: string[] = [];

/** The list answers (and the creates between them) of the demo spec and of an offset-paged spec, at a fixed clock. */
export function listAnswers(): Record<string, RecordedAnswer[]> {
  const now = () => 1_800_000_000_000;
  const log = (line: string) => {
    logged.push(line);
  };
  const demo = buildModel(parseSource(DEMO, readFileSync(DEMO, 'utf8')))!;
  const offsets = buildModel(parseSource('offsets.yaml', OFFSET_SPEC))!;
  return {
    demo: run(new MockApi(demo, { now, log }), [
      ['GET', '/v1/books?limit=10'],
      ['GET', '/v1/books?limit=10'],
      ['GET', '/v1/books?limit=2&page=2'],
      ['GET', '/v1/books?sort=-title'],
      ['GET', '/v1/books?status=available&limit=1'],
      ['POST', '/v1/books', { title: 'Golden', authorId: 'a-1', status: 'available' }],
      ['GET', '/v1/books?limit=10'],
      ['HEAD', '/v1/books?limit=10'],
      ['GET', '/v1/books?limit=0'],
    ]),
    offsets: run(new MockApi(offsets, { now, log, rateLimit: { limit: 50, windowSeconds: 60 } }), [
      ['GET', '/api/notes'],
      ['GET', '/api/notes?offset=1&limit=1'],
      ['POST', '/api/notes', { text: 'golden', tag: 'x' }],
      ['GET', '/api/notes?tag=x'],
      ['GET', '/api/notes?limit=9'],
    ]),
  };
}
