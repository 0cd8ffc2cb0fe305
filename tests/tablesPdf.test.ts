import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

// Prints through Debian's Chromium (installed by .ci/run), as the report PDF test does.
const work = mkdtempSync(join(tmpdir(), 'gruntlab-tables-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const gruntlab = gruntlabIn(work);
const pages = (file: string) =>
  (
    readFileSync(file)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?!s)/g) ?? []
  ).length;

describe('table --pdf and --fit page', () => {
  it('packs a preset of nine tables onto one page, side by side in smaller type', async () => {
    const { code, stdout } = await gruntlab(
      'table',
      '--preset',
      'sg2-fire-by-quality-and-band',
      '--fit',
      'page',
      '--format',
      'md',
      '--out',
      'one',
    );
    expect(code).toBe(0);
    // The first layout whose numbers all sit inside their cells (three columns at 85% ran them into each other).
    expect(stdout).toMatch(/tables\.pdf: 1 page\(s\), 2 table column\(s\) at 70% type/);
    expect(pages(join(work, 'one', 'tables.pdf'))).toBe(1);
    expect(readFileSync(join(work, 'one', 'tables.html'), 'utf8')).toContain('grid-template-columns: repeat(');
  }, 120_000);

  it('says when the tables cannot fit one page, and prints them on several', async () => {
    const ranges = Array.from({ length: 60 }, (_, i) => i + 1).join(', ');
    writeFileSync(
      join(work, 'long.yaml'),
      `system: stargrunt2
resolve: fire
firer: { quality: regular, troops: [ { count: 5, weapon: advanced-assault-rifle } ] }
target: { figures: 6, armour: partial-light }
range: 10
sweep:
  range: [${ranges}]
  target.cover: [open, soft, hard]
  firer.quality: [green, regular, veteran]
`,
    );
    const { code, stderr } = await gruntlab(
      'table',
      'long.yaml',
      '--rows',
      'range',
      '--columns',
      'target.cover',
      '--value',
      'effective',
      'mean.dead',
      '--fit',
      'page',
      '--format',
      'md',
      '--out',
      'long',
    );
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /the tables do not fit on one page even 4 side by side at 50% type: tables\.pdf has (\d+) pages, \d side by side at \d+% type \(the fewest pages with every number inside its cell\)/,
    );
    expect(pages(join(work, 'long', 'tables.pdf'))).toBeGreaterThan(1);
    expect(
      (await gruntlab('table', 'long.yaml', '--rows', 'range', '--value', 'effective', '--fit', 'book')).stderr,
    ).toMatch(/--fit book: the one fit is "page"/);
  }, 180_000);
});
