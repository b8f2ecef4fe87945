import { startDemoApi } from './server';

/** `npm run demo:api`: starts the demo API on PORT (default 4010) and prints its URL and tokens. */
async function main(): Promise<void> {
  const port = process.env.PORT ? Number(process.env.PORT) : 4010;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${process.env.PORT}".`);
  const api = await startDemoApi({ port, host: process.env.HOST, token: process.env.DEMO_TOKEN || undefined });
  process.stdout.write(
    [
      `Demo API listening on ${api.url}/v1 (books and authors)`,
      `Bearer token (read and write): ${api.token}`,
      `Bearer token (read only):      ${api.readOnlyToken}`,
      '',
      'Try it:',
      `  REST_CONVENTIONS_TOKEN=${api.token} npx rest-conventions request examples/demo-api/openapi.yaml listBooks --server ${api.url}`,
      '',
    ].join('\n'),
  );
  const stop = () => void api.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`demo-api: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
