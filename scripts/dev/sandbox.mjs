// Starts the sandbox (fixtures/) in this process. The sandbox is TypeScript; Node 20 cannot run it
// directly, so Vite's module runner loads it (no build step, no extra package).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param {{ port: number, allowedOrigins: string[], scenarioFile?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void>, demo: { email: string, password: string }, scenario?: { name: string, description?: string } }>}
 */
export async function startSandbox({ port, allowedOrigins, scenarioFile }) {
  const { module: fixtures } = await runnerImport(
    fileURLToPath(new URL('../../fixtures/index.ts', import.meta.url)),
    {
      configFile: false,
      root: repoRoot,
      logLevel: 'error',
    },
  );
  const scenario = scenarioFile ? await fixtures.loadScenarioFile(scenarioFile) : undefined;
  const running = await fixtures.startSandbox({
    port,
    ...(scenario ? { scenario } : {}),
    config: { allowedOrigins },
    onError: (error, request) =>
      console.error(`sandbox bug answering ${request.method} ${request.url}:`, error),
  });
  const demo = fixtures.PERSONAS.find((persona) => persona.id === 'demo');
  return {
    url: running.url,
    close: () => running.close(),
    demo: { email: demo?.email ?? 'demo@sandbox.local', password: fixtures.SANDBOX_PASSWORD },
    scenario,
  };
}
