import * as assert from 'node:assert/strict';
import {
  isJsonDocumentType,
  isJsonStreamType,
  isJsonType,
  isReadableTextType,
  isStreamType,
  mediaEssence,
} from '../../src/core/media-types';

/** A media type and what each question answers of it: document, stream, JSON at all, streaming, readable text. */
const TABLE: [name: string, document: boolean, jsonStream: boolean, stream: boolean, readable: boolean][] = [
  ['application/json', true, false, false, true],
  ['Application/JSON', true, false, false, true],
  ['application/json; charset=utf-8', true, false, false, true],
  ['application/json;version=2018-01-01', true, false, false, true],
  ['text/json', true, false, false, true],
  ['application/x-json', true, false, false, true],
  ['text/x-json', true, false, false, true],
  ['application/problem+json', true, false, false, true],
  ['Application/Problem+JSON;charset=UTF-8', true, false, false, true],
  ['application/vnd.api+json', true, false, false, true],
  ['application/json-patch+json', true, false, false, true],
  ['application/merge-patch+json', true, false, false, true],
  ['application/*+json', true, false, false, true],
  ['application/x-amz-json-1.1', true, false, false, true],
  ['application/x-amz-json-1.0', true, false, false, true],
  ['application/json; profile="a;stream=b"', true, false, false, true],
  ['application/x-ndjson', false, true, true, true],
  ['application/ndjson', false, true, true, true],
  ['application/jsonl', false, true, true, true],
  ['application/jsonlines', false, true, true, true],
  ['application/x-jsonlines', false, true, true, true],
  ['application/json-seq', false, true, true, true],
  ['application/geo+json-seq', false, true, true, true],
  ['application/stream+json', false, true, true, true],
  ['application/x-json-stream', false, true, true, true],
  ['application/json;stream=watch', false, true, true, true],
  ['application/json; Stream=watch', false, true, true, true],
  ['text/event-stream', false, false, true, true],
  ['application/vnd.kubernetes.protobuf;stream=watch', false, false, true, false],
  ['text/plain', false, false, false, true],
  ['text/plain; charset=utf-8', false, false, false, true],
  ['application/xml', false, false, false, true],
  ['application/atom+xml', false, false, false, true],
  ['application/openapi+yaml', false, false, false, true],
  ['application/x-www-form-urlencoded', false, false, false, true],
  ['application/x-json-smile', false, false, false, false],
  ['application/vnd.acme-json', false, false, false, false],
  ['application/octet-stream', false, false, false, false],
  ['image/png', false, false, false, false],
  ['+json', false, false, false, false],
  ['application/+json', false, false, false, false],
  ['application/jsonp', false, false, false, false],
  ['json', false, false, false, false],
  ['', false, false, false, false],
];

describe('media types: what a media type says about its body', () => {
  for (const [name, document, jsonStream, stream, readable] of TABLE) {
    it(`${JSON.stringify(name)}: document ${document}, JSON stream ${jsonStream}, stream ${stream}, readable ${readable}`, () => {
      assert.equal(isJsonDocumentType(name), document, 'one JSON document');
      assert.equal(isJsonStreamType(name), jsonStream, 'a stream of JSON texts');
      assert.equal(isJsonType(name), document || jsonStream, 'written in JSON');
      assert.equal(isStreamType(name), stream, 'streams');
      assert.equal(isReadableTextType(name), readable, 'text a person reads');
    });
  }

  it('gives the essence: type/subtype in lower case, parameters dropped', () => {
    assert.equal(mediaEssence(' Application/Problem+JSON ; charset=utf-8'), 'application/problem+json');
    assert.equal(mediaEssence('text/plain'), 'text/plain');
    assert.equal(mediaEssence('PDF'), 'pdf');
  });
});
