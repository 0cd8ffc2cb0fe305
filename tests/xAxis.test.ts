import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

const work = mkdtempSync(join(tmpdir(), 'gruntlab-x-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const gruntlab = gruntlabIn(work);
writeFileSync(
  join(work, 'two.yaml'),
  `system: stargrunt2
resolve: fire
firer: { quality: regular, troops: [ { count: 5, weapon: advanced-assault-rifle } ] }
target: { figures: 6, armour: partial-light }
range: 10
sweep:
  range: [4, 12, 24]
  target.cover: [open, soft, hard]
`,
);
const xTitle = (folder: string) => {
  const spec = JSON.parse(readFileSync(join(work, folder, 'sweep-effective.vl.json'), 'utf8'));
  return JSON.stringify(spec).match(/"x":\{"field":"x"[^}]*"title":"([^"]+)"/)![1];
};

describe('run --x', () => {
  it("puts the chosen swept path on the charts' x-axis, in words, and says so when it is not swept", async () => {
    expect((await gruntlab('run', 'two.yaml', '-q', '--out', 'plain')).code).toBe(0);
    expect(xTitle('plain')).toBe('Range (inches)');
    expect((await gruntlab('run', 'two.yaml', '-q', '--out', 'cover', '--x', 'target.cover')).code).toBe(0);
    expect(xTitle('cover')).toBe('Target cover');
    // The results are the same document: only the charts change.
    expect(readFileSync(join(work, 'cover', 'results.json'), 'utf8')).toBe(
      readFileSync(join(work, 'plain', 'results.json'), 'utf8'),
    );
    const bad = await gruntlab('run', 'two.yaml', '--x', 'target.covr');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /--x target\.covr is not swept in this scenario — did you mean target\.cover\?; the swept paths are range, target\.cover/,
    );
  }, 120_000);
});
