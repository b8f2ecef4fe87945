// Round 16 of the precision review (seeds 209 #24, #25, 211 #20, #21): a file, a stream or a dump served as text is
// no representation to offer as JSON, whatever generic media type labels it.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

const json = `
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object } } } }`;

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'Arize Phoenix: `/v1/datasets/{id}/jsonl` downloads a JSON Lines file labelled text/plain',
      spec: `
        openapi: 3.1.0
        info: { title: Arize-Phoenix REST API, version: '1.0' }
        paths:
          /v1/datasets/{id}/jsonl:
            get:
              summary: Download dataset examples as JSONL file
              operationId: getDatasetJSONL
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: Successful Response, content: { text/plain: { schema: { type: string } } } }
          /v1/datasets/{id}/jsonl/openai_ft:
            get:
              summary: Download dataset examples as OpenAI fine-tuning JSONL file
              operationId: getDatasetJSONLOpenAIFineTuning
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: Successful Response, content: { text/plain: { schema: { type: string } } } }
          /v1/datasets:${json}
          /v1/projects:${json}
      `,
    },
    {
      name: 'go2rtc: the raw YAML config file, a stream as ANSI art and a goroutine stack dump are served as they are',
      spec: `
        openapi: 3.1.0
        info: { title: go2rtc, version: 1.0.0 }
        paths:
          /api/config:
            get:
              summary: Get main config file content
              responses:
                '200': { description: '', content: { application/yaml: { example: 'streams:...' } } }
          /api/stream.ascii?src={src}:
            get:
              summary: Get stream in ASCII-art format (ANSI escape codes)
              responses:
                '200': { description: OK, content: { text/plain: { example: '' } } }
          /api/stack:
            get:
              summary: Show list unknown goroutines
              responses:
                '200': { description: '', content: { text/plain: { example: '' } } }
          /api/streams:${json}
          /api/info:${json}
          /api/ffmpeg:${json}
      `,
    },
  ],
  invalid: [
    {
      name: 'a status answered as text/plain names no file, stream or dump: still flagged',
      spec: `
        openapi: 3.1.0
        info: { title: go2rtc, version: 1.0.0 }
        paths:
          /api/status:
            get:
              summary: Get the server status
              responses:
                '200': { description: '', content: { text/plain: { example: '' } } }
          /api/streams:${json}
          /api/info:${json}
      `,
      findings: [
        {
          pointer: '/paths/~1api~1status/get/responses/200/content/text~1plain',
          range: '7:45-7:55',
          text: 'text/plain',
          message:
            'The 200 response of GET /api/status offers only text/plain; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
