import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const gruntlab = gruntlabIn(work);

describe('gruntlab command', () => {
  it('explains every command and flag in --help', async () => {
    const help = await gruntlab('run', '--help');
    for (const flag of ['--trials', '--seed', '--workers', '--exact', '--out', '--json', '--quiet'])
      expect(help.stdout).toContain(flag);
    expect((await gruntlab('--help')).stdout).toMatch(/run[\s\S]*validate/);
  });

  it('gives byte-identical results.json with 1 and 2 workers', async () => {
    const scenario = join(ROOT, 'scenarios', 'stargrunt2', 'fire-quick-and-dirty.yaml');
    await gruntlab('run', scenario, '--trials', '350000', '--workers', '1', '--quiet', '--out', 'w1');
    await gruntlab('run', scenario, '--trials', '350000', '--workers', '2', '--quiet', '--out', 'w2');
    const one = readFileSync(join(work, 'w1', 'results.json'));
    expect(one.length).toBeGreaterThan(1000);
    expect(one.equals(readFileSync(join(work, 'w2', 'results.json')))).toBe(true);
  });

  it('runs the default scenario and writes every output, charts included', async () => {
    const result = await gruntlab('run', '--trials', '200000', '--out', 'default');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Regular rifle squad fires on a Green squad in the treeline');
    expect(result.stdout).toMatch(/Effective fire \| \d+\.\d\d% \| \d+\.\d\d% – \d+\.\d\d%/);
    const files = readdirSync(join(work, 'default'));
    for (const f of [
      'results.json',
      'results.csv',
      'summary.md',
      'outcomes.png',
      'outcomes.svg',
      'outcomes.vl.json',
      'casualties.png',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
    const doc = JSON.parse(readFileSync(join(work, 'default', 'results.json'), 'utf8'));
    expect(doc).toMatchObject({ system: 'stargrunt2', resolve: 'fire', method: 'monte-carlo', seed: 7 });
    expect(Object.keys(doc.cells[0].outcomes)).toEqual(['no_effect', 'suppressed_only', 'effective']);
    expect(Object.keys(doc.cells[0].distributions)).toEqual([
      'potential_hits',
      'wound_results',
      'kill_results',
      'dead',
      'wounded',
      'casualties',
    ]);
  });

  it('prints only the results document with --json, and exact results with --exact', async () => {
    const result = await gruntlab('run', '--exact', '--json');
    expect(result.code).toBe(0);
    const doc = JSON.parse(result.stdout);
    expect(doc.method).toBe('exact');
    expect(doc.cells[0].trials).toBeUndefined();
    const { p, lo, hi } = doc.cells[0].outcomes.effective;
    expect(lo).toBe(p);
    expect(hi).toBe(p);
  });

  it('reports every problem of a bad file with file:line:column, runs nothing and exits 2 without a stack trace', async () => {
    const bad = join(work, 'bad.yaml');
    writeFileSync(
      bad,
      [
        'system: stargrunt2',
        'resolve: fire',
        'firer:',
        '  quality: regullar',
        '  troops:',
        '    - { count: 5, weapon: gauss-rifel }',
        'target: { figures: 8, armour: partial-light }',
        'rnage: 12',
        '',
      ].join('\n'),
    );
    const result = await gruntlab('run', bad, '--out', 'bad-out');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('bad.yaml:4:12');
    expect(result.stderr).toMatch(/regular/);
    expect(result.stderr).toMatch(/bad\.yaml:6:\d+.*gauss-rifle/);
    expect(result.stderr).toMatch(/bad\.yaml:8:1.*range/);
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/);
    expect(readdirSync(work)).not.toContain('bad-out');
    const validate = await gruntlab('validate', bad);
    expect(validate.code).toBe(2);
    expect(validate.stderr).toContain('bad.yaml:4:12');
  });

  it('validate reports a missing armour and a misspelt weapon in one pass', async () => {
    writeFileSync(
      join(work, 'stages.yaml'),
      [
        'system: stargrunt2',
        'resolve: fire',
        'firer:',
        '  quality: regular',
        '  troops:',
        '    - { count: 5, weapon: gaus-rifle }',
        'target:',
        '  figures: 6',
        'range: 12',
        '',
      ].join('\n'),
    );
    const validate = await gruntlab('validate', 'stages.yaml');
    expect(validate.code).toBe(2);
    expect(validate.stderr).toMatch(/stages\.yaml:6:27: unknown weapon "gaus-rifle" .*did you mean gauss-rifle/);
    expect(validate.stderr).toMatch(/stages\.yaml:8:3: "armour" is missing from target/);
    expect(validate.stderr).toContain('2 problems in stages.yaml');
  });

  it('prints reference tables from a preset, exact where it can and Monte Carlo to a stated precision otherwise', async () => {
    const exact = await gruntlab('table', '--preset', 'sg2-impact-vs-armour', '--out', 'impact');
    expect(exact.code).toBe(0);
    expect(exact.stdout).toContain('Exact values, by enumeration.');
    expect(exact.stdout).toMatch(/\| \*\*d10\*\* \| [^|]+ \| 31\.7% \|/); // wound: 19 of 60
    const files = readdirSync(join(work, 'impact'));
    for (const f of ['tables.md', 'tables.csv', 'tables.html', 'heatmap-wound.png', 'heatmap-kill.png'])
      expect(files).toContain(f);
    const mc = await gruntlab(
      'table',
      '--preset',
      'sg2-single-opposed-roll',
      '--monte-carlo',
      '--precision',
      '0.01',
      '--format',
      'md',
      '--out',
      'mc',
    );
    expect(mc.stdout).toMatch(
      /Monte Carlo, seed 1, [\d,]+ trials per cell; every probability printed is within ±0\.\d\d points/,
    );
    expect(readdirSync(join(work, 'mc'))).toEqual(['tables.md']);
    const bad = await gruntlab('table', '--preset', 'nope');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('sg2-single-opposed-roll');
  });

  it('a cell beyond exact enumeration: run --exact says so plainly, a table falls back to Monte Carlo', async () => {
    const big = join(work, 'big.yaml');
    writeFileSync(
      big,
      [
        'system: stargrunt2',
        'resolve: close-assault',
        'trials: 20000',
        'attacker: { quality: regular, leadership: 2, figures: 6 }',
        'combined_with: [{ quality: regular, leadership: 2, figures: 4 }]',
        'defender: { quality: regular, leadership: 2, figures: 4 }',
        'distance: 0',
        'sweep: { defender.figures: [3, 4], attacker.figures: [5, 6] }',
        '',
      ].join('\n'),
    );
    const exact = await gruntlab('run', big, '--exact', '--out', 'big-exact');
    expect(exact.code).toBe(2);
    expect(exact.stderr).toMatch(
      /cell big, defender\.figures = 3, attacker\.figures = 5: a combined close assault of 9 attacking figures against 3 is beyond exact enumeration .*run it without --exact/,
    );
    expect(exact.stderr).not.toMatch(/at .*\.js:\d+/);
    const table = await gruntlab(
      'table',
      big,
      '--rows',
      'defender.figures',
      '--columns',
      'attacker.figures',
      '--value',
      'attacker_wins',
      '--trials',
      '40000',
      '--format',
      'md',
      '--out',
      'big-table',
    );
    expect(table.code).toBe(0);
    expect(table.stderr).toMatch(/beyond exact enumeration.*: Monte Carlo instead/);
    expect(table.stdout).toMatch(/Monte Carlo, seed \d+, [\d,]+ trials per cell/);
  });

  it('refuses a bad flag value in plain words', async () => {
    const result = await gruntlab('run', '--trials', 'lots');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/trials must be a whole number/);
  });
});
