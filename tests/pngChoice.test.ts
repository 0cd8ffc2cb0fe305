import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

// A 120-cell exact sweep (quick): past the 100 cells for which `run` draws PNGs by default.
const BIG_SWEEP = `system: stargrunt2
resolve: opposed-roll
first: d8
against: d8
sweep:
  first: [d4, d6, d8, d10, d12, d14, d16, d18, d20, d22, d24, d26]
  against: [d4, d6, d8, d10, d12, d14, d16, d18, d20, d22]
`;

describe('gruntlab run: PNGs for runs of up to 100 cells, SVGs only beyond unless --png', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });
  it('leaves the PNGs out of a 120-cell sweep and says so, draws them with --png, and removes stale ones with --no-png', async () => {
    const work = await mkdtemp(join(tmpdir(), 'gruntlab-png-'));
    dirs.push(work);
    await writeFile(join(work, 'big.yaml'), BIG_SWEEP);
    const gruntlab = gruntlabIn(work);
    const pngs = async (dir: string) => (await readdir(join(work, dir))).filter((f) => f.endsWith('.png'));
    const svgs = async (dir: string) => (await readdir(join(work, dir))).filter((f) => f.endsWith('.svg'));

    const plain = await gruntlab('run', 'big.yaml', '--exact', '--out', 'plain');
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(
      'PNGs are drawn for runs of up to 100 cells (this one has 120); --png draws them too',
    );
    expect(await pngs('plain')).toEqual([]);
    expect((await svgs('plain')).length).toBeGreaterThan(0);

    const withPng = await gruntlab('run', 'big.yaml', '--exact', '--png', '--out', 'plain');
    expect(withPng.code, withPng.stderr).toBe(0);
    expect(withPng.stdout).not.toContain('--png draws them');
    expect((await pngs('plain')).sort()).toEqual((await svgs('plain')).map((f) => f.replace(/\.svg$/, '.png')).sort());

    const noPng = await gruntlab('run', 'big.yaml', '--exact', '--no-png', '--out', 'plain');
    expect(noPng.code, noPng.stderr).toBe(0);
    expect(await pngs('plain')).toEqual([]);
  });
});
