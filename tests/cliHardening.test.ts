import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-harden-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const gruntlab = gruntlabIn(work);

const SCENARIO = join(ROOT, 'scenarios', 'stargrunt2', 'fire-quick-and-dirty.yaml');

describe('gruntlab against bad input and hostile results documents', () => {
  it('report from a results.json shows the scenario embedded in it, wherever it is run, and never reads its path', async () => {
    expect((await gruntlab('run', SCENARIO, '--exact', '--quiet', '--out', 'a')).code).toBe(0);
    const doc = JSON.parse(readFileSync(join(work, 'a', 'results.json'), 'utf8'));
    expect(doc.scenario_text).toBe(readFileSync(SCENARIO, 'utf8'));
    expect((await gruntlab('report', join(work, 'a', 'results.json'), '--quiet')).code).toBe(0);
    expect(readFileSync(join(work, 'a', 'report.html'), 'utf8')).toContain('id="scenario"');
    delete doc.scenario_text;
    doc.scenario = '/etc/passwd';
    writeFileSync(join(work, 'a', 'results.json'), JSON.stringify(doc));
    expect((await gruntlab('report', join(work, 'a', 'results.json'), '--quiet')).code).toBe(0);
    const html = readFileSync(join(work, 'a', 'report.html'), 'utf8');
    expect(html).not.toContain('root:');
    expect(html).not.toContain('id="scenario"');
  });

  it("a crafted results.json (script in a number's place) is refused with the field, exit 1, no trace", async () => {
    await gruntlab('run', SCENARIO, '--exact', '--quiet', '--out', 'b');
    const doc = JSON.parse(readFileSync(join(work, 'b', 'results.json'), 'utf8'));
    doc.seed = '<script>alert(1)</script>';
    writeFileSync(join(work, 'b', 'results.json'), JSON.stringify(doc));
    rmSync(join(work, 'b', 'report.html'), { force: true });
    const result = await gruntlab('report', join(work, 'b', 'results.json'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /results\.json: this is not a results document written by "gruntlab run": seed is wrong/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(work, 'b', 'report.html'))).toBe(false);
  });

  it('validate checks every file given, even after an alias bomb, and names it', async () => {
    const rows = ['a0: &a0 [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++)
      rows.push(
        `a${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    writeFileSync(join(work, 'bomb.yaml'), `${readFileSync(SCENARIO, 'utf8')}${rows.join('\n')}\n`);
    writeFileSync(join(work, 'utf16.yaml'), Buffer.from(`\ufeff${readFileSync(SCENARIO, 'utf8')}`, 'utf16le'));
    const result = await gruntlab('validate', SCENARIO, 'bomb.yaml', 'utf16.yaml', SCENARIO);
    expect(result.code).toBe(2);
    expect(result.stdout.match(/valid —/g)).toHaveLength(2);
    expect(result.stderr).toMatch(/^bomb\.yaml:\d+:\d+: the aliases/m);
    expect(result.stderr).toMatch(/^utf16\.yaml:1:1: this file is saved as UTF-16/m);
  });

  it("a run without --report removes the report of an earlier run, and one into a folder with a dead run's staging folder removes it", async () => {
    expect((await gruntlab('run', SCENARIO, '--exact', '--quiet', '--report', '--out', 'c')).code).toBe(0);
    expect(existsSync(join(work, 'c', 'report.html'))).toBe(true);
    mkdirSync(join(work, 'c', '.gruntlab-staging-abc123'));
    expect((await gruntlab('run', SCENARIO, '--exact', '--quiet', '--out', 'c')).code).toBe(0);
    expect(existsSync(join(work, 'c', 'report.html'))).toBe(false);
    expect(existsSync(join(work, 'c', '.gruntlab-staging-abc123'))).toBe(false);
  });
});
