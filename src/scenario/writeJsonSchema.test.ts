import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { writeJsonSchema } from './writeJsonSchema.js';

test('writeJsonSchema writes the schema of the real registry where it is told', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'gruntlab-')), 'scenario.schema.json');
  expect(await writeJsonSchema(file)).toBe(file);
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  expect(schema.anyOf.length).toBeGreaterThan(0);
});
