import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Validator } from '@cfworker/json-schema';
import { CATALOGUE } from '../../../src/core/rules/index';
import { ruleDocUrl } from '../../../src/core/rules/docs';
import { formatSarif } from '../../../src/cli/format/sarif';
import { cli, FIXTURES } from './run';

/** The OASIS SARIF 2.1.0 schema (rtm.5, as published by SchemaStore and shipped in @microsoft/jest-sarif). */
const schema = JSON.parse(readFileSync(path.join(FIXTURES, 'sarif-2.1.0-rtm.5.schema.json'), 'utf8'));

function assertValidSarif(log: unknown): void {
  const result = new Validator(schema, '4', false).validate(log);
  assert.deepEqual(
    result.errors.filter((e) => e.keyword !== 'properties' && e.keyword !== 'items'),
    [],
    'valid SARIF 2.1.0',
  );
  assert.equal(result.valid, true);
}

describe('cli: --format sarif', function () {
  this.timeout(60_000);

  it('writes a SARIF 2.1.0 log that validates against the official schema, in the form code scanning reads', async () => {
    const run = await cli(['lint', '--format', 'sarif', 'dirty/orders.yaml', 'refs/api.yaml']);
    assert.equal(run.code, 1);
    const log = JSON.parse(run.stdout);
    assertValidSarif(log);
    assert.equal(log.version, '2.1.0');
    const [sarifRun] = log.runs;
    const driver = sarifRun.tool.driver;
    assert.equal(driver.name, 'rest-conventions');
    assert.match(driver.version, /^\d+\.\d+\.\d+/);
    assert.match(driver.informationUri, /^https:\/\//);
    assert.deepEqual(
      driver.rules.map((r: { id: string }) => r.id),
      CATALOGUE.map((r) => r.id),
    );
    for (const [i, rule] of CATALOGUE.entries()) {
      const entry = driver.rules[i];
      assert.equal(entry.helpUri, ruleDocUrl(rule.id));
      assert.equal(entry.shortDescription.text, rule.description);
      assert.equal(
        entry.defaultConfiguration.level,
        { error: 'error', warning: 'warning', info: 'note' }[rule.defaultSeverity],
      );
    }
    assert.deepEqual(sarifRun.originalUriBaseIds, { '%SRCROOT%': { uri: pathToFileURL(FIXTURES + path.sep).href } });
    const results = sarifRun.results.map((r: SarifResult) => {
      const loc = r.locations[0].physicalLocation;
      const g = loc.region;
      assert.equal(driver.rules[r.ruleIndex].id, r.ruleId);
      assert.equal(loc.artifactLocation.uriBaseId, '%SRCROOT%');
      return `${loc.artifactLocation.uri} ${g.startLine}:${g.startColumn}-${g.endLine}:${g.endColumn} ${r.level} ${r.ruleId}`;
    });
    assert.deepEqual(results, [
      'dirty/orders.yaml 6:10-6:14 warning server-url',
      'dirty/orders.yaml 9:1-9:6 note list-sort-param',
      'dirty/orders.yaml 38:20-38:30 error duplicate-operation-id',
      'refs/schemas/order.yaml 10:14-10:39 error unresolved-ref',
    ]);
    assert.equal(
      sarifRun.results[2].message.text,
      'operationId "listOrders" is already used by GET /v1/orders; every operation needs its own operationId.',
    );
    assert.deepEqual(sarifRun.invocations, [
      { executionSuccessful: true, exitCode: 1, toolExecutionNotifications: [] },
    ]);
  });

  it('writes a valid log with no results for a clean spec', async () => {
    const run = await cli(['lint', '--format', 'sarif', 'clean/orders.yaml']);
    assert.equal(run.code, 0);
    const log = JSON.parse(run.stdout);
    assertValidSarif(log);
    assert.deepEqual(log.runs[0].results, []);
  });

  it('records rule failures as tool notifications, percent-encodes names and uses file URIs outside the root', () => {
    const zero = { line: 0, character: 0 };
    const finding = {
      uri: 'specs/my api.yaml',
      rule: 'server-url',
      severity: 'warning' as const,
      message: 'm',
      pointer: '',
      range: { start: zero, end: zero },
      span: { start: 0, end: 0 },
    };
    const outside = { ...finding, uri: '/elsewhere/spec.yaml', rule: 'x-custom-rule', severity: 'info' as const };
    const log = JSON.parse(
      formatSarif([finding, outside], {
        version: '1.2.3',
        informationUri: 'https://example.com/',
        cwd: '/work/project',
        ruleFailures: [
          { file: 'specs/my api.yaml', rule: 'links-shape', error: 'TypeError: x is undefined\n    at y' },
        ],
      }),
    );
    assertValidSarif(log);
    const [run] = log.runs;
    assert.deepEqual(
      run.results.map((r: SarifResult) => r.locations[0].physicalLocation.artifactLocation),
      [{ uri: 'specs/my%20api.yaml', uriBaseId: '%SRCROOT%' }, { uri: 'file:///elsewhere/spec.yaml' }],
    );
    assert.equal(run.tool.driver.rules[run.results[1].ruleIndex].id, 'x-custom-rule');
    assert.equal(run.invocations[0].executionSuccessful, false);
    assert.deepEqual(run.invocations[0].toolExecutionNotifications[0].message, {
      text: 'Rule links-shape failed on specs/my api.yaml: TypeError: x is undefined',
    });
  });
});

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId?: string };
      region: { startLine: number; startColumn: number; endLine: number; endColumn: number };
    };
  }[];
}
