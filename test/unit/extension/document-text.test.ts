import * as assert from 'node:assert/strict';
import { documentText } from '../../../src/extension/document-text';

/** A document whose text and version change as an editor's do, counting how often its lines are joined. */
function fakeDocument(text: string) {
  const doc = {
    version: 1,
    reads: 0,
    text,
    getText() {
      doc.reads++;
      return doc.text;
    },
    edit(next: string) {
      doc.text = next;
      doc.version++;
    },
  };
  return doc;
}

describe('extension: documentText', () => {
  it('reads a version once, and each new version anew', () => {
    const doc = fakeDocument('openapi: 3.1.0\n');
    assert.equal(documentText(doc), 'openapi: 3.1.0\n');
    assert.equal(documentText(doc), 'openapi: 3.1.0\n');
    assert.equal(doc.reads, 1);
    doc.edit('# a comment\nopenapi: 3.1.0\n');
    assert.equal(documentText(doc), '# a comment\nopenapi: 3.1.0\n');
    assert.equal(documentText(doc), '# a comment\nopenapi: 3.1.0\n');
    assert.equal(doc.reads, 2);
  });

  it('keeps documents apart', () => {
    const a = fakeDocument('a: 1\n');
    const b = fakeDocument('b: 2\n');
    assert.equal(documentText(a), 'a: 1\n');
    assert.equal(documentText(b), 'b: 2\n');
    assert.equal(documentText(a), 'a: 1\n');
    assert.deepEqual([a.reads, b.reads], [1, 1]);
  });
});
