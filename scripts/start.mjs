#!/usr/bin/env node
// `npm start`: the sandbox and the web portal's Vite dev server together (design §4). Prints the URL
// to open and the demo persona's login. Ports: SANDBOX_PORT (default 4010) and WEB_PORT (default
// 5173), or the next free ones. Switches (dev/start-switches.mjs): `--simulated-session` (local
// development's 220 s token, spec §4), `--flag NAME[=false]`, `--scenario NAME|FILE`.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { printBanner } from './dev/banner.mjs';
import { freePort } from './dev/ports.mjs';
import { startSandbox } from './dev/sandbox.mjs';
import { portalFlagsFor, readStartSwitches, SIMULATED_SESSION_SWITCH } from './dev/start-switches.mjs';

const webRoot = fileURLToPath(new URL('../web', import.meta.url));

async function main() {
  const switches = readStartSwitches(process.argv.slice(2));
  const webPort = await freePort(Number(process.env.WEB_PORT ?? 5173));
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const sandbox = await startSandbox({
    port: await freePort(Number(process.env.SANDBOX_PORT ?? 4010)),
    allowedOrigins: [webOrigin, `http://localhost:${webPort}`],
    scenarioFile: switches.scenario,
  });
  // The web app reads the sandbox origin from its environment (web/config/portal-config.ts).
  process.env.VITE_SANDBOX_URL = sandbox.url;
  const flags = portalFlagsFor(process.argv.slice(2), process.env.VITE_PORTAL_FLAGS);
  if (flags !== undefined) process.env.VITE_PORTAL_FLAGS = flags;
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
    // The config imports core's TypeScript (the CSP is computed from the same configuration).
    configLoader: 'runner',
    root: webRoot,
    server: { host: '127.0.0.1', port: webPort, strictPort: true },
  });
  await vite.listen();
  printBanner({ webUrl: webOrigin, sandboxUrl: sandbox.url, demo: sandbox.demo, mode: 'development' });
  if (process.argv.includes(SIMULATED_SESSION_SWITCH))
    console.log('  Session:   simulated (spec §4): checks bypassed, every token taken to live 220 s.\n');
  const named = Object.entries(switches.flags).filter(([name]) => name !== 'b2cEnableSessionTimerLocally');
  if (named.length > 0)
    console.log(`  Flags:     ${named.map(([name, on]) => `${name} ${on ? 'on' : 'off'}`).join(', ')}\n`);
  if (sandbox.scenario)
    console.log(`  Scenario:  ${sandbox.scenario.name}: ${sandbox.scenario.description ?? ''}\n`);

  const stop = async () => {
    await Promise.allSettled([vite.close(), sandbox.close()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
