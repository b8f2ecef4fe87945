// Round 16 (seed 208 #45, #46): the rows of a computed aggregation and a byte buffer under `data` name no collection.
// Cut from Microcks' and Oxide's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Microcks: `/metrics/conformance/aggregate` answers one aggregation of the metrics, as rows',
      spec: `
        openapi: 3.0.2
        info: { title: Microcks API v1.15, version: 1.15.0 }
        paths:
          /metrics/conformance/aggregate:
            get:
              operationId: GetConformanceMetricsAggregation
              summary: Get aggregation of conformance metrics
              responses:
                '200':
                  description: Get aggregated coverage metric value
                  content:
                    application/json:
                      schema: { type: array, items: { $ref: '#/components/schemas/WeightedMetricValue' } }
        components:
          schemas:
            WeightedMetricValue:
              type: object
              required: [name, weight, value]
              properties: { name: { type: string }, weight: { type: integer }, value: { type: integer } }
      `,
    },
    {
      name: 'an aggregate alone is one computed result too',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: '1' }
        paths:
          /conformance/aggregate:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: array, items: { type: object } } } } }
      `,
    },
    {
      name: "Oxide: an instance's serial console answers one byte buffer `{data: [uint8], last_byte_offset}`",
      spec: `
        openapi: 3.0.3
        info: { title: Oxide Region API, version: 2026081901.0.0 }
        paths:
          /v1/instances/{instance}/serial-console:
            get:
              operationId: instance_serial_console
              parameters: [{ in: path, name: instance, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: successful operation
                  content:
                    application/json:
                      schema: { $ref: '#/components/schemas/InstanceSerialConsoleData' }
        components:
          schemas:
            InstanceSerialConsoleData:
              description: Contents of an Instance's serial console buffer.
              type: object
              properties:
                data: { type: array, items: { type: integer, format: uint8, minimum: 0 } }
                last_byte_offset: { type: integer, format: uint64, minimum: 0 }
              required: [data, last_byte_offset]
      `,
    },
  ],
  invalid: [
    {
      name: 'a list of integers under `data` is still a list',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v1/instances/{instance}/serial-console:
            get:
              parameters: [{ in: path, name: instance, required: true, schema: { type: string } }]
              responses:
                '200':
                  description: OK
                  content: { application/json: { schema: { type: object, properties: { data: { type: array, items: { type: integer, format: int64 } } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1instances~1{instance}~1serial-console',
          range: '3:27-3:41',
          text: 'serial-console',
          message: /`serial-console` names a collection \(its GET returns a list\)/,
        },
      ],
    },
  ],
});
