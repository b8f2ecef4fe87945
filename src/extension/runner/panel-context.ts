import type { ApiModel, Operation } from '../../core/openapi/model';
import { SERVER_MOCK, type FormValues } from '../../shared/form';
import { baseUrlFor, type BaseUrl } from './call';
import { noEnvironments, parseEnvironments, type Environments } from './environments';
import type { RunnerHost } from './host';
import { fileName, operationOf, type SpecAnalyses } from './spec';

/** The workspace-state key of the active environment's name. */
export const ENVIRONMENT_KEY = 'restConventions.runner.environment';

/** A resolved spec, operation and environment for one message of a runner panel. */
export interface Context {
  model: ApiModel;
  op: Operation;
  envName: string | null;
  env: ReadonlyMap<string, string> | undefined;
  environments: Environments;
}

/**
 * What each message of one runner panel works on, read afresh each time (the spec and the environments file may have
 * changed since): the spec's current model, the panel's operation in it, the active environment, the base URL.
 */
export class PanelContext {
  /** The environments file's problems last warned about (each new set is shown once). */
  private reportedProblems = '';

  constructor(
    private readonly host: RunnerHost,
    private readonly specs: SpecAnalyses,
    readonly specUri: string,
    readonly operationKey: string,
  ) {}

  /** The spec, operation and environment now; `{ error }` when the spec no longer loads or lost the operation. */
  async resolve(): Promise<Context | { error: string }> {
    const loaded = await this.specs.load(this.specUri);
    if ('error' in loaded) return loaded;
    const op = operationOf(loaded.model, this.operationKey);
    if (!op) return { error: `${this.operationKey} is no longer an operation of ${fileName(this.specUri)}.` };
    const text = await this.host.environmentsText(this.specUri);
    const environments = text === undefined ? noEnvironments() : parseEnvironments(text);
    const problems = environments.problems.join('\n');
    if (problems && problems !== this.reportedProblems) {
      for (const p of environments.problems) this.host.log.warn(p);
      this.host.post({ type: 'notice', level: 'warning', message: environments.problems[0] });
    }
    this.reportedProblems = problems;
    const wanted = this.host.state.get<string>(ENVIRONMENT_KEY) ?? null;
    const envName = wanted !== null && environments.byName.has(wanted) ? wanted : null;
    return {
      model: loaded.model,
      op,
      envName,
      env: envName === null ? undefined : environments.byName.get(envName),
      environments,
    };
  }

  /** The base URL the values pick; "Mock (this spec)" is the editor's mock server, started when `start` is true. */
  async baseUrl(ctx: Context, values: FormValues, start: boolean): Promise<BaseUrl> {
    if (values.serverIndex !== SERVER_MOCK) return baseUrlFor(ctx.model, ctx.op, values, ctx.env, this.specUri);
    const mock = this.host.mockServer
      ? await this.host.mockServer(this.specUri, start)
      : { error: 'No mock server is available here.' };
    if (mock === undefined) return { error: 'The mock server of this spec starts when the call is sent.' };
    return typeof mock === 'string' ? { url: mock } : mock;
  }
}
