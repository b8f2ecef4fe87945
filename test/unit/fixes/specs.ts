import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit } from 'yaml';

/** An OpenAPI 3.1 spec with one breach for each fix, and comments in the places edits go near. */
export const SPEC_31 = `# Orders API: one breach per quick fix
openapi: 3.1.0
info:
  title: Orders
  version: '1.0'
servers:
  - url: https://api.example.com/v1
paths:
  /v1/orders:
    # the list
    get:
      summary: List orders
      responses:
        '200':
          description: A page of orders. # trailing comment
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Order'
        '429':
          description: Slow down.
    post:
      summary: Create an order
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Order'
      responses:
        '200':
          description: The created order.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Order'
  /v1/orders/{orderId}:
    parameters:
      - name: orderId
        in: path
        required: true
        schema:
          type: string
    get:
      requestBody:
        content:
          application/json:
            schema:
              type: object
      responses:
        '200':
          description: One order.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Order'
    delete:
      responses:
        '204':
          description: Deleted.
components:
  schemas:
    # an order
    Order:
      type: object
      properties:
        id:
          type: string
`;

/** The same kind of breaches in OpenAPI 2.0: root `responses`/`definitions`, a body parameter on GET. */
export const SPEC_20 = `swagger: '2.0'
info:
  title: Orders
  version: '1.0'
host: api.example.com
basePath: /v1
schemes: [https]
produces: [application/json]
consumes: [application/json]
paths:
  /v1/orders:
    get:
      parameters:
        - name: filter
          in: body
          schema:
            type: object
      responses:
        '200':
          description: A page of orders.
          schema:
            type: array
            items:
              $ref: '#/definitions/Order'
        '429':
          description: Slow down.
    post:
      parameters:
        - name: order
          in: body
          required: true
          schema:
            $ref: '#/definitions/Order'
      responses:
        '200':
          description: The created order.
          schema:
            $ref: '#/definitions/Order'
definitions:
  Order:
    type: object
    properties:
      id:
        type: string
`;

/** A spec whose security schemes send no bearer token and are not applied anywhere. */
export const SPEC_API_KEY = `openapi: 3.0.3
info: { title: Keys, version: '1' }
servers:
  - url: https://api.example.com/v1
paths:
  /v1/things:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: array, items: { type: object } }
components:
  securitySchemes:
    apiKey:
      type: apiKey
      in: header
      name: X-API-Key
`;

/** One way of writing a spec, for the matrix of fix tests. */
export interface Variant {
  name: string;
  uri: string;
  text: string;
}

function restyled(
  yamlText: string,
  edit: (doc: Document) => void,
  options: Parameters<Document['toString']>[0] = {},
): string {
  const doc = parseDocument(yamlText);
  edit(doc);
  return doc.toString({ lineWidth: 0, ...options });
}

/**
 * The spec written in several styles: block YAML with comments, 4-space indents, CRLF line breaks, sequences
 * level with their keys, double quotes and plain status keys, small collections in flow style, and JSON
 * (2 spaces, a tab, one line).
 */
export function variants(yamlText: string): Variant[] {
  const value = parseDocument(yamlText).toJS();
  return [
    { name: 'block', uri: 'spec.yaml', text: yamlText },
    { name: 'indent 4', uri: 'spec.yaml', text: restyled(yamlText, () => undefined, { indent: 4 }) },
    { name: 'CRLF', uri: 'spec.yaml', text: yamlText.replace(/\n/g, '\r\n') },
    {
      name: 'sequences not indented',
      uri: 'spec.yaml',
      text: restyled(yamlText, () => undefined, { indentSeq: false }),
    },
    {
      name: 'double quotes, plain status keys',
      uri: 'spec.yaml',
      text: restyled(yamlText, (doc) =>
        visit(doc, {
          Pair(_, pair) {
            if (isScalar(pair.key) && /^\d{3}$/.test(String(pair.key.value))) pair.key.type = Scalar.PLAIN;
          },
          Scalar(key, node) {
            if (key !== 'key' && node.type !== Scalar.PLAIN) node.type = Scalar.QUOTE_DOUBLE;
          },
        }),
      ),
    },
    {
      name: 'flow',
      uri: 'spec.yaml',
      text: restyled(yamlText, (doc) =>
        visit(doc, {
          Collection(_, node, path) {
            if (path.length > 6 && (isMap(node) || isSeq(node)) && node.items.length <= 3) node.flow = true;
          },
        }),
      ),
    },
    { name: 'JSON', uri: 'spec.json', text: JSON.stringify(value, null, 2) + '\n' },
    { name: 'JSON, tabs', uri: 'spec.json', text: JSON.stringify(value, null, '\t') },
    { name: 'JSON, one line', uri: 'spec.json', text: JSON.stringify(value) },
  ];
}
