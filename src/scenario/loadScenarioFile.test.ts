import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GOOD_TOY, toyRegistry } from '../../testing/scenario/toyResolution.js';
import { loadScenarioFile } from './loadScenarioFile.js';
import { ScenarioError } from './ScenarioError.js';

async function errorOf(path: string): Promise<ScenarioError> {
  try {
    await loadScenarioFile(path, toyRegistry);
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error(`${path} loaded`);
}

describe('loadScenarioFile', () => {
  test('reads and loads a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gruntlab-'));
    const file = join(dir, 'regulars.yaml');
    writeFileSync(file, GOOD_TOY);
    expect((await loadScenarioFile(file, toyRegistry)).cells).toHaveLength(1);
  });

  test('a missing file: one plain message, no stack trace in it (documented example)', async () => {
    const e = await errorOf('scenarios/nope.yaml');
    expect(e.message).toBe(
      'scenarios/nope.yaml: cannot find this scenario file; check the name and the folder\n1 problem in scenarios/nope.yaml; nothing was run.',
    );
    expect(e.diagnostics[0]).toMatchObject({ line: 0, column: 0 });
  });

  test('a folder', async () => {
    expect((await errorOf(tmpdir())).diagnostics[0].message).toBe('this is a folder, not a scenario file');
  });
});

describe('the bad scenario files in tests/fixtures/bad', () => {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tests', 'fixtures', 'bad');
  const files = readdirSync(folder).filter((f) => f.endsWith('.yaml'));

  test.each(files)('%s is rejected with the problems its first line lists', async (name) => {
    const path = join(folder, name);
    const wanted = /^# expect: (.*)$/m.exec(readFileSync(path, 'utf8'))![1].split(' | ');
    const e = await errorOf(path);
    expect(e.diagnostics.map((d) => `${d.line}:${d.column}`)).toEqual(wanted.map((w) => w.split(' ')[0]));
    e.diagnostics.forEach((d, i) => expect(d.message).toContain(wanted[i].split(' ').slice(1).join(' ')));
  });
});
