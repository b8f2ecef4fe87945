import { Document, isCollection, isPair, isScalar, Scalar, stringify, visit } from 'yaml';

/** The YAML styles a JSON corpus file is rewritten in for the differential tests. */
export const STYLES = ['default', 'flow', 'quoted', 'compact'] as const;
export type Style = (typeof STYLES)[number];

/** Writes a plain value as YAML in one of a few styles that exercise different parts of a YAML parser. */
export function toYaml(value: unknown, style: Style): string {
  switch (style) {
    case 'default':
      // Long strings fold into multi-line plain and quoted scalars at 80 columns.
      return stringify(value);
    case 'flow': {
      // Small collections in flow style, broken across lines when long; sequences not indented.
      const doc = new Document(value);
      visit(doc, {
        Collection(_, node, path) {
          if (path.length > 4 && node.items.length <= 4) node.flow = true;
        },
      });
      return doc.toString({ lineWidth: 50, indentSeq: false });
    }
    case 'quoted': {
      // Quoted keys, block scalars for multi-line strings, double-quoted strings, 4-space indents.
      const doc = new Document(value);
      visit(doc, {
        Pair(_, pair) {
          if (isScalar(pair.key)) pair.key.type = pair.key.value === '200' ? Scalar.QUOTE_DOUBLE : Scalar.QUOTE_SINGLE;
        },
        Scalar(key, node) {
          if (key === 'key' || typeof node.value !== 'string') return;
          node.type = node.value.includes('\n')
            ? node.value.length % 2
              ? Scalar.BLOCK_FOLDED
              : Scalar.BLOCK_LITERAL
            : Scalar.QUOTE_DOUBLE;
        },
      });
      return doc.toString({ indent: 4, lineWidth: 70 });
    }
    case 'compact': {
      // JSON-like flow mappings inside block sequences, comments between entries, CRLF line endings.
      const doc = new Document(value);
      let n = 0;
      visit(doc, {
        Pair(_, pair) {
          if (isPair(pair) && isScalar(pair.key) && n++ % 7 === 0) pair.key.commentBefore = ' note ' + n;
        },
        Collection(_, node) {
          if (isCollection(node) && node.items.length === 1 && n % 3 === 0) node.flow = true;
        },
      });
      return doc.toString({ lineWidth: 0 }).replace(/\n/g, '\r\n');
    }
  }
}
