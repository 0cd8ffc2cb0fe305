import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  numberTablesDocBlock,
  numberTablesDocBlockIn,
  SYSTEMS_WITH_NUMBER_TABLES,
} from '../src/systems/numberTables.js';
import { registry } from '../src/systems/registry.js';

const docs = (system: string) => readFileSync(join(import.meta.dirname, '..', 'docs', 'rules', `${system}.md`), 'utf8');

it.each(SYSTEMS_WITH_NUMBER_TABLES)(
  'docs/rules/%s.md prints the number tables its data tables give (run `npm run docs:tables` after changing them)',
  async (system) => {
    expect(registry.some((r) => r.system === system)).toBe(true);
    expect(numberTablesDocBlockIn(docs(system))).toBe(await numberTablesDocBlock(system));
  },
);

it('the Grunt Factor table is the Basic soldiers table with the CO row added to LD', async () => {
  const block = await numberTablesDocBlock('grunt-factor');
  // Basic soldiers: "Elite 10 10 13 4 8 9cm 9" and "CO - - +1".
  expect(block).toContain('| elite | 10 | 10 | 13 | 14 | 4 | 9 |');
  expect(block).toContain('| untrained | 4 | 4 | 6 | 7 | 2 | 5 |');
});
