import * as assert from 'node:assert/strict';
import {
  percentEncode,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
  styleOf,
  type ParamStyle,
  type ParamValue,
} from '../../../src/core/http/serialize';
import type { Parameter } from '../../../src/core/openapi/model';

const STRING: ParamValue = 'blue';
const ARRAY: ParamValue = ['blue', 'black', 'brown'];
const OBJECT: ParamValue = { R: 100, G: 200, B: 150 };

// The "Style Examples" table of the OpenAPI Specification (3.1.1 / 3.2), `?` prefixes dropped; null means n/a.
const TABLE: [ParamStyle, boolean, string | null, string | null, string | null, string | null][] = [
  ['matrix', false, ';color', ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', true, ';color', ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', false, '.', '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, '.', '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, '', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, '', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['form', false, 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', true, 'color=', 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  ['spaceDelimited', false, null, null, 'color=blue%20black%20brown', 'color=R%20100%20G%20200%20B%20150'],
  ['pipeDelimited', false, null, null, 'color=blue%7Cblack%7Cbrown', 'color=R%7C100%7CG%7C200%7CB%7C150'],
  ['deepObject', true, null, null, null, 'color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150'],
];

function serialize(style: ParamStyle, explode: boolean, value: ParamValue | undefined): string {
  const spec = { style, explode, allowReserved: false };
  if (style === 'matrix' || style === 'label' || style === 'simple') return serializePath('color', value, spec);
  return serializeQuery('color', value, spec);
}

describe('http/serialize: the specification style table', () => {
  for (const [style, explode, undef, str, arr, obj] of TABLE) {
    it(`${style}, explode ${explode}`, () => {
      if (undef !== null) assert.equal(serialize(style, explode, undefined), undef);
      if (str !== null) assert.equal(serialize(style, explode, STRING), str);
      if (arr !== null) assert.equal(serialize(style, explode, ARRAY), arr);
      if (obj !== null) assert.equal(serialize(style, explode, OBJECT), obj);
    });
  }
});

describe('http/serialize: encoding and other locations', () => {
  it('percent-encodes reserved characters unless allowReserved, and keeps unreserved ones', () => {
    assert.equal(percentEncode("a b/c?d&e=f,g!'()*~._-"), 'a%20b%2Fc%3Fd%26e%3Df%2Cg%21%27%28%29%2A~._-');
    assert.equal(percentEncode('a b/c?d&e=f', true), 'a%20b/c?d&e=f');
    assert.equal(percentEncode('100%25 sure', true), '100%25%20sure');
    assert.equal(percentEncode('ü😀'), '%C3%BC%F0%9F%98%80');
  });

  it('encodes commas inside values of a comma-delimited list but not the delimiter', () => {
    assert.equal(
      serializeQuery('q', ['a,b', 'c'], { style: 'form', explode: false, allowReserved: false }),
      'q=a%2Cb,c',
    );
    assert.equal(
      serializePath('id', ['a,b', 'c'], { style: 'simple', explode: false, allowReserved: false }),
      'a%2Cb,c',
    );
  });

  it('writes headers in simple style without percent-encoding', () => {
    assert.equal(serializeHeader(['a b', 'c'], { style: 'simple', explode: false, allowReserved: false }), 'a b,c');
    assert.equal(
      serializeHeader(OBJECT, { style: 'simple', explode: true, allowReserved: false }),
      'R=100,G=200,B=150',
    );
  });

  it('writes cookies as name=value pairs', () => {
    const form = { style: 'form' as const, explode: true, allowReserved: false };
    assert.equal(serializeCookie('session', 'a b', form), 'session=a%20b');
    assert.equal(serializeCookie('id', ARRAY, form), 'id=blue; id=black; id=brown');
    assert.equal(serializeCookie('id', ARRAY, { ...form, explode: false }), 'id=blue,black,brown');
    assert.equal(serializeCookie('v', 'a b', { style: 'cookie', explode: true, allowReserved: false }), 'v=a b');
  });

  it('writes content parameters as JSON', () => {
    const spec = { style: 'form' as const, explode: true, allowReserved: false, contentType: 'application/json' };
    assert.equal(
      serializeQuery('coordinates', { lat: 1, long: 2 }, spec),
      'coordinates=%7B%22lat%22%3A1%2C%22long%22%3A2%7D',
    );
  });

  it('nests deepObject keys', () => {
    assert.equal(
      serializeQuery('filter', { name: { eq: 'x y' } }, { style: 'deepObject', explode: true, allowReserved: false }),
      'filter%5Bname%5D%5Beq%5D=x%20y',
    );
  });
});

describe('http/serialize: styleOf', () => {
  const param = (node: Record<string, unknown>): Parameter => ({
    name: String(node.name),
    in: node.in as Parameter['in'],
    required: false,
    node,
    pointer: '',
    level: 'operation',
  });

  it('uses the defaults of each location in 3.x', () => {
    assert.deepEqual(styleOf(param({ name: 'a', in: 'query' }), '3.0'), {
      style: 'form',
      explode: true,
      allowReserved: false,
      contentType: undefined,
    });
    assert.deepEqual(styleOf(param({ name: 'a', in: 'path' }), '3.1'), {
      style: 'simple',
      explode: false,
      allowReserved: false,
      contentType: undefined,
    });
    assert.deepEqual(styleOf(param({ name: 'a', in: 'header' }), '3.1').style, 'simple');
    assert.deepEqual(styleOf(param({ name: 'a', in: 'cookie' }), '3.1').style, 'form');
    assert.deepEqual(styleOf(param({ name: 'a', in: 'query', style: 'pipeDelimited', allowReserved: true }), '3.0'), {
      style: 'pipeDelimited',
      explode: false,
      allowReserved: true,
      contentType: undefined,
    });
  });

  it('maps 2.0 collectionFormat to styles', () => {
    assert.deepEqual(styleOf(param({ name: 'a', in: 'query', collectionFormat: 'multi' }), '2.0'), {
      style: 'form',
      explode: true,
      allowReserved: false,
    });
    assert.deepEqual(styleOf(param({ name: 'a', in: 'query' }), '2.0'), {
      style: 'form',
      explode: false,
      allowReserved: false,
    });
    assert.deepEqual(styleOf(param({ name: 'a', in: 'path' }), '2.0'), {
      style: 'simple',
      explode: false,
      allowReserved: false,
    });
    assert.equal(styleOf(param({ name: 'a', in: 'query', collectionFormat: 'tsv' }), '2.0').style, 'tabDelimited');
    assert.equal(
      serializeQuery('a', ['x', 'y'], styleOf(param({ name: 'a', in: 'query', collectionFormat: 'tsv' }), '2.0')),
      'a=x%09y',
    );
  });
});
