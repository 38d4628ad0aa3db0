#!/usr/bin/env node
// Type-checks every folder with its own tsconfig: core must compile without DOM or Node types,
// so one root project cannot check everything. Folders join the list when they gain a tsconfig.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const projects = [
  'core/tsconfig.json',
  'core/tsconfig.test.json',
  'fixtures/tsconfig.json',
  'web/tsconfig.json',
  'cli/tsconfig.json',
  'scripts/tsconfig.json',
].filter((project) => existsSync(project));

let failed = false;
for (const project of projects) {
  const result = spawnSync(join('node_modules', '.bin', 'tsc'), ['-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed = true;
  }
}
if (!failed) console.log(`typecheck passed: ${projects.join(', ')}`);
process.exit(failed ? 1 : 0);
