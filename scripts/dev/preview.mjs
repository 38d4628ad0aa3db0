#!/usr/bin/env node
// `npm run preview`: the built site (web/dist, `npm run build:web`) served by Vite's preview server
// with the Content-Security-Policy and security headers (web/vite.config.ts), against the sandbox.
// The sandbox origin is part of the build (VITE_SANDBOX_URL at build time, default
// http://127.0.0.1:4010), so the sandbox must listen exactly there.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { printBanner } from './banner.mjs';
import { freePort, isFree } from './ports.mjs';
import { startSandbox } from './sandbox.mjs';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

async function main() {
  if (!existsSync(new URL('../../web/dist/index.html', import.meta.url))) {
    console.error('web/dist is missing: run `npm run build:web` first.');
    process.exit(1);
  }
  const sandboxOrigin = new URL(process.env.VITE_SANDBOX_URL ?? 'http://127.0.0.1:4010');
  const sandboxPort = Number(sandboxOrigin.port || 80);
  if (!(await isFree(sandboxPort))) {
    console.error(
      `Port ${sandboxPort} is busy, but the build talks to ${sandboxOrigin.origin}. Stop what uses it.`,
    );
    process.exit(1);
  }
  const webPort = await freePort(Number(process.env.PREVIEW_PORT ?? 4173));
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const sandbox = await startSandbox({
    port: sandboxPort,
    allowedOrigins: [webOrigin, `http://localhost:${webPort}`],
  });
  const server = await preview({
    configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)),
    configLoader: 'runner',
    root: webRoot,
    preview: { host: '127.0.0.1', port: webPort, strictPort: true },
  });
  printBanner({
    webUrl: webOrigin,
    sandboxUrl: sandbox.url,
    demo: sandbox.demo,
    mode: 'preview of web/dist',
  });
  const stop = async () => {
    await Promise.allSettled([server.close(), sandbox.close()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
