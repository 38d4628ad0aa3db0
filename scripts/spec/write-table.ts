/**
 * `npm run spec:table`: writes docs/spec-traceability.md from the tests' names and the map
 * (build-table.ts), and says which § or rule has no test.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTable, TABLE_PATH } from './build-table';

const root = join(import.meta.dirname, '..', '..');
const { rows, markdown } = buildTable(root);
writeFileSync(join(root, TABLE_PATH), markdown);
const untested = rows.flatMap((row) =>
  row.rules
    .filter((rule) => !rule.rule.nothing && rule.tests.length === 0)
    .map((rule) => `${row.section} ${rule.rule.id}`),
);
console.log(
  `Wrote ${TABLE_PATH}: ${rows.length} sections, ${rows.reduce((n, row) => n + row.rules.length, 0)} rules.`,
);
if (untested.length > 0) console.log(`Rules without a test: ${untested.join(', ')}`);
