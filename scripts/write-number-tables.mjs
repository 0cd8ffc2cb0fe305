#!/usr/bin/env node
// Writes each system's name → number tables (grade → LD …) into docs/rules/<system>.md, between the marker
// comments, from the built data tables: `npm run docs:tables` (tests/numberTablesInDocs.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { SYSTEMS_WITH_NUMBER_TABLES, numberTablesDocBlock, withNumberTablesDocBlock } = await import(
  join(root, 'dist/src/systems/numberTables.js')
);
for (const system of SYSTEMS_WITH_NUMBER_TABLES) {
  const file = join(root, 'docs', 'rules', `${system}.md`);
  const page = withNumberTablesDocBlock(readFileSync(file, 'utf8'), await numberTablesDocBlock(system));
  if (page === null) throw new Error(`${file} has no number-table markers: add them where the tables belong`);
  writeFileSync(file, page);
  process.stdout.write(`wrote the number tables of ${file}\n`);
}
