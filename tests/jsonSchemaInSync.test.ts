import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { scenarioJsonSchema } from '../src/scenario/index.js';
import { loadAll } from '../src/systems/registry.js';

const committed = join(import.meta.dirname, '..', 'schemas', 'scenario.schema.json');

it('schemas/scenario.schema.json is what the scenario schemas generate (run `npm run schema` after changing them)', async () => {
  const generated = JSON.parse(JSON.stringify(scenarioJsonSchema(await loadAll())));
  expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(generated);
});

it('every example scenario names the schema for editors', () => {
  const file = join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
  const text = readFileSync(file, 'utf8');
  expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/scenario.schema.json');
  expect(parse(text).system).toBe('stargrunt2');
});
