/**
 * The builds figure 1 compares, made in the same run with the same Vite and @vitejs/plugin-react:
 * the portal (web/vite.config.ts, as `npm run build:web` builds it) and two bare React pages (React
 * 19 `createRoot` + `StrictMode`, one component, the portal's build target): a hello-world and a form.
 *
 * Both go to a scratch folder under node_modules/.cache, never to web/dist: other people preview and
 * test web/dist, and the bench's build must point at the bench's own sandbox port (the sandbox
 * origin is compiled into the build, VITE_SANDBOX_URL).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface BuiltSite {
  /** The folder with index.html and assets/. */
  readonly dist: string;
  /** Seconds the build took (shown, not budgeted). */
  readonly seconds: number;
}

/** gzip -9 of a file's bytes: how the JavaScript figures are counted, for every build alike. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Builds the portal as `npm run build:web` does, into `outDir`, talking to `sandboxUrl`.
 * @example const site = await buildPortal({ repoRoot, outDir, sandboxUrl: 'http://127.0.0.1:41234' });
 */
export async function buildPortal(options: {
  readonly repoRoot: string;
  readonly outDir: string;
  readonly sandboxUrl: string;
}): Promise<BuiltSite> {
  const started = performance.now();
  // web/vite.config.ts reads VITE_* through loadEnv, which includes the process environment; the
  // preview server later computes its CSP headers from the same variable.
  process.env.VITE_SANDBOX_URL = options.sandboxUrl;
  await build({
    configFile: join(options.repoRoot, 'web', 'vite.config.ts'),
    configLoader: 'runner',
    root: join(options.repoRoot, 'web'),
    logLevel: 'error',
    build: { outDir: options.outDir, emptyOutDir: true },
  });
  return { dist: options.outDir, seconds: (performance.now() - started) / 1000 };
}

const BARE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Bare React page</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

/** The two bare React pages the portal is compared with: what each one renders. */
export const BARE_PAGES = {
  /** Figure 1's yardstick for scripts and blocking. */
  hello: '<h1>Hello, world</h1>',
  /** Figure 1b's yardstick for the login form's submit button. */
  form: '<form><input type="email" /><button type="submit">Go</button></form>',
} as const;

/**
 * Writes and builds a bare React 19 page (`createRoot` + `StrictMode`, one component rendering
 * `BARE_PAGES[name]`) in `workDir`, which must be inside the repository, so that `react` resolves
 * from its node_modules.
 * @example const hello = await buildBarePage({ workDir, name: 'hello' });
 */
export async function buildBarePage(options: {
  readonly workDir: string;
  readonly name: keyof typeof BARE_PAGES;
}): Promise<BuiltSite> {
  const started = performance.now();
  const source = join(options.workDir, `${options.name}-src`);
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'index.html'), BARE_HTML);
  writeFileSync(
    join(source, 'main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return ${BARE_PAGES[options.name]};
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  );
  const dist = join(options.workDir, `${options.name}-dist`);
  await build({
    configFile: false,
    root: source,
    logLevel: 'error',
    plugins: [react()],
    // The portal's target (web/vite.config.ts), so syntax lowering is the same for both.
    build: { outDir: dist, emptyOutDir: true, target: 'es2022' },
  });
  return { dist, seconds: (performance.now() - started) / 1000 };
}
