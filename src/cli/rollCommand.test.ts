import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gruntlabIn } from '../../testing/cli/gruntlabIn.js';

const work = mkdtempSync(join(tmpdir(), 'gruntlab-roll-'));
const gruntlab = gruntlabIn(work);

describe('gruntlab roll', () => {
  it('prints value, =, ≥, ≤ and the mean and sd: 2d6 counted by hand', async () => {
    const { code, stdout } = await gruntlab('roll', '2d6');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('2d6');
    expect(lines[1]).toMatch(/^value\s+=\s+≥\s+≤$/);
    // 7: 6 of 36 = 16.67%; at least 7: 21/36 = 58.33%; at most 7: 21/36.
    expect(lines.find((l) => /^\s+7\s/.test(l))).toMatch(/^\s+7\s+16\.67%\s+58\.33%\s+58\.33%$/);
    expect(lines.at(-1)).toBe(`mean 7, sd ${Math.round(Math.sqrt(35 / 6) * 10_000) / 10_000}`);
  });

  it('--json prints { expression, outcomes, mean, sd } and nothing else', async () => {
    const { code, stdout } = await gruntlab('roll', 'd{1, 2, 2}', '--json');
    expect(code).toBe(0);
    const document = JSON.parse(stdout);
    expect(Object.keys(document)).toEqual(['expression', 'outcomes', 'mean', 'sd']);
    expect(document.expression).toBe('d{1, 2, 2}');
    expect(document.outcomes).toEqual([
      { value: 1, p: 1 / 3 },
      { value: 2, p: 2 / 3 },
    ]);
    expect(document.mean).toBeCloseTo(5 / 3, 14);
    expect(document.sd).toBeCloseTo(Math.sqrt(2 / 9), 14);
  });

  it('says how much an explode cut off, and reads --param and --explode-depth', async () => {
    const { stdout } = await gruntlab('roll', '[explode d6] >= t', '--param', 't=7', '--explode-depth', '1');
    expect(stdout).toContain('at most 0.0278 of the probability would have exploded further');
  });

  it('draws --chart FILE.svg and FILE.png', async () => {
    expect((await gruntlab('roll', '3d6', '--chart', 'roll.svg')).code).toBe(0);
    expect(readFileSync(join(work, 'roll.svg'), 'utf8')).toMatch(/^<svg/);
    expect((await gruntlab('roll', '3d6', '--chart', 'roll.png', '--json')).code).toBe(0);
    expect(readFileSync(join(work, 'roll.png')).subarray(1, 4).toString()).toBe('PNG');
    expect((await gruntlab('roll', '3d6', '--chart', 'roll.gif')).stderr).toContain(
      'name a file ending in .svg or .png',
    );
  });

  it('echoes a bad expression with a caret under the column and what was expected, exit 1', async () => {
    const { code, stderr } = await gruntlab('roll', '3d6 + [hihgest 2 of 3d6]');
    expect(code).toBe(1);
    expect(stderr).toContain(
      [
        '  3d6 + [hihgest 2 of 3d6]',
        '         ^^^^^^^',
        'column 8: no function starts with "hihgest" — did you mean highest?',
      ].join('\n'),
    );
    expect(stderr).toMatch(/\nexpected a function: \[highest N of D\]/);
  });
});
