// The loader hooks of hold-start.mjs.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let folder;

export function initialize(data) {
  folder = data.folder;
}

export async function load(url, context, nextLoad) {
  if (url.endsWith('/cli/dist/main.js')) {
    writeFileSync(join(folder, 'held'), '');
    while (!existsSync(join(folder, 'go'))) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return nextLoad(url, context);
}
