import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../../src/core/document/parse';
import { checkConformance } from '../../../../src/core/http/conformance/index';
import { sampleFromSchema } from '../../../../src/core/http/example-body';
import { buildModel } from '../../../../src/core/openapi/build';
import type { ApiModel, Operation } from '../../../../src/core/openapi/model';
import { MockApi } from '../../../../src/core/mock/mock-api';

const ROOT = path.resolve(__dirname, '../../../..');

function modelOf(file: string): ApiModel {
  const model = buildModel(parseSource(file, readFileSync(file, 'utf8')));
  assert.ok(model, `${file} is OpenAPI`);
  return model;
}

/**
 * The mock's core answers each operation of a large public spec (`MockApi`, the object the HTTP server answers with;
 * the server itself is the demo API's suites in mock-server.test.ts): what a client sends, as the server would hand
 * it over. One case per spec (a name and its path from the repository root): test/unit/mock/mock-server.test.ts runs Spotify,
 * xkcd and DigitalOcean, test/slow/mock/public-specs.test.ts GitHub's 10 MB spec.
 */
export function describeMockOnPublicSpecs(specs: readonly (readonly [string, string])[]): void {
  describe('mock on public specs (every operation answered, answers checked against the spec)', function () {
    this.timeout(300_000);
    for (const [name, rel] of specs) {
      it(`${name}: every operation answers, and the share of answers that conform is reported`, function () {
        const file = path.join(ROOT, rel);
        let model: ApiModel;
        try {
          model = modelOf(file);
        } catch {
          return this.skip();
        }
        const mock = new MockApi(model, { rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
        /** One request to the mock, answered as the server sends it: the status, lower-case headers and the body text. */
        const call = (target: string, method: string, headers: Record<string, string>, body?: string) => {
          const url = new URL(target, 'http://mock.invalid');
          const answer = mock.handle({
            method,
            path: url.pathname,
            query: url.searchParams,
            headers,
            body: body === undefined ? undefined : JSON.parse(body),
          });
          const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
          const h: Record<string, string> = {};
          for (const [k, v] of Object.entries(answer.headers)) h[k.toLowerCase()] = v;
          return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, headers: h, text };
        };
        let conform = 0;
        const failures: string[] = [];
        for (const op of model.operations) {
          // Path parameters as a client would fill them: a number where the spec says integer, and the member id
          // from the parent collection's list when it has one (an id the mock never made is 404).
          const fill = (template: string, listed?: string) =>
            template.replace(/\{([^}]+)\}/g, (_, name: string) => {
              if (name === lastName && listed !== undefined) return encodeURIComponent(listed);
              const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
              const schema =
                p?.schema &&
                (model.deref(p.schema) as { type?: string; format?: string; enum?: unknown[] } | undefined);
              if (schema?.enum) return String(schema.enum[0]);
              if (schema?.type === 'integer' || schema?.type === 'number') return '1';
              return schema?.format === 'uuid' ? '3fa85f64-5717-4562-b3fc-2c963f66afa6' : 'x1';
            });
          const lastName = /\{([^}]+)\}$/.exec(op.path.path)?.[1];
          let listedId: string | undefined;
          if (lastName) {
            const parentTemplate = op.path.path.slice(0, op.path.path.lastIndexOf('/'));
            const listOp = model.operations.find((o) => o.method === 'get' && o.path.path === parentTemplate);
            const sent = listOp ? clientParams(model, listOp) : clientParams(model, op);
            const list = call(
              `${mock.basePath}${fill(parentTemplate)}${listOp && sent.query.size ? `?${sent.query}` : ''}`,
              'GET',
              sent.headers,
            );
            listedId = list.ok ? firstListedId(list.text, lastName) : undefined;
          }
          const concrete = fill(op.path.path, listedId);
          const { query, headers } = clientParams(model, op);
          const url = `${mock.basePath}${concrete}${query.size ? `?${query}` : ''}`;
          const method = op.method.toUpperCase();
          const media = op.requestBody?.content.find((m) => /json/.test(m.name));
          const body = media ? JSON.stringify(sampleFromSchema(media.schema, (v) => model.deref(v))) : undefined;
          if (body !== undefined) headers['content-type'] = 'application/json';
          const res = call(url, method, headers, body);
          const text = res.text;
          assert.ok(res.status >= 200 && res.status < 600, `${method} ${op.path.path}`);
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          const findings = checkConformance(
            op,
            { status: res.status, headers: res.headers, json, bytes: text.length, method },
            (v) => model.deref(v),
          );
          if (findings.length === 0) conform++;
          else failures.push(`${method} ${op.path.path} → ${res.status}: ${findings[0].message}`);
        }
        const share = conform / model.operations.length;
        if (process.env.MOCK_DEPARTURES) for (const f of failures) console.log(`        ${f}`);
        console.log(
          `      ${name}: ${conform} of ${model.operations.length} answers conform (${(share * 100).toFixed(1)} %)${failures.length ? `; first departures: ${failures.slice(0, 3).join(' | ')}` : ''}`,
        );
        // The rest are documented in docs/mock.md: mostly what a generated value cannot satisfy (oneOf alternatives that
        // overlap, discriminators whose mapping the sample does not follow) and statuses a spec leaves undocumented.
        assert.ok(share >= 0.85, `${name}: at least 85 % of the answers conform`);
      });
    }
  });
}

/** A credential for every kind of scheme, and the required query, header and cookie parameters from their schemas. */
function clientParams(model: ApiModel, op: Operation): { query: URLSearchParams; headers: Record<string, string> } {
  const query = new URLSearchParams();
  const headers: Record<string, string> = { authorization: 'Bearer t', 'x-api-key': 'k', cookie: 'session=s' };
  for (const p of op.parameters.filter((x) => x.required && x.schema)) {
    const v = sampleFromSchema(p.schema, (x) => model.deref(x));
    const text = Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (p.in === 'query') query.set(p.name, text);
    else if (p.in === 'header') headers[p.name.toLowerCase()] = text;
    else if (p.in === 'cookie') headers.cookie += `; ${p.name}=${text}`;
  }
  return { query, headers };
}

/** The id of the first member of a list answer (a bare array or the first array property), under `param` or `id`. */
function firstListedId(text: string, param: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const arrays = Array.isArray(json)
    ? [json]
    : json && typeof json === 'object'
      ? Object.values(json).filter((v): v is unknown[] => Array.isArray(v))
      : [];
  const first = arrays[0]?.[0] as Record<string, unknown> | undefined;
  const id = first && typeof first === 'object' ? (first[param] ?? first.id) : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}
