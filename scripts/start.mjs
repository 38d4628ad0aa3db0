#!/usr/bin/env node
// `npm start`: the sandbox and the web portal together. Until the web portal exists (issue 6) this
// says so plainly instead of pretending.
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../web/index.html', import.meta.url))) {
  console.error(
    [
      'The web portal is not built yet: the React customer portal arrives with issue 6.',
      'What works today: `npm test` runs the portal core rules and their tests.',
    ].join('\n'),
  );
  process.exit(1);
}
