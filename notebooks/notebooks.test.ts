import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countMarks } from '../src/render/countMarks.js';
import { infantryWeapons } from './01-infantry-weapons.js';
import { quickAndDirty } from './02-quick-and-dirty.js';
import { closeAssault } from './03-close-assault.js';
import { otherSystems } from './04-silhouette-and-guns-n-grenades.js';
import { runNotebook } from './lib/runNotebook.js';

/** Every notebook runs (Monte Carlo cross-checks on reduced trials) and its page is checked, so none silently rots. */
const OUT = mkdtempSync(join(tmpdir(), 'gruntlab-notebooks-'));
const TRIALS = Number(process.env.GRUNTLAB_NOTEBOOK_TRIALS ?? 20_000);

async function check(definition: typeof infantryWeapons) {
  const { notebook, path } = await runNotebook(definition, { trials: TRIALS, workers: 2 }, OUT);
  const html = readFileSync(path, 'utf8');
  const page = html.slice(0, html.indexOf('<section id="code">'));
  const text = page.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, ' ');
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|Infinity|\[object /);
  expect(notebook.conclusionText.length).toBeGreaterThan(100);
  expect(page).toContain('id="conclusion"');
  const charts = page.match(/<figure class="chart"[\s\S]*?<\/figure>/g) ?? [];
  expect(charts.length).toBeGreaterThan(0);
  for (const chart of charts)
    expect(['line', 'symbol', 'rect'].reduce((n, t) => n + countMarks(chart, t), 0)).toBeGreaterThan(0);
  expect(notebook.facts.cross_check).toBe(true);
  expect(html).toContain('<section id="code">');
  return notebook.facts;
}

describe('notebooks', () => {
  it('01: the best small arm and support weapon are named from the numbers', async () => {
    const facts = await check(infantryWeapons);
    expect(facts.best_small_arms).toEqual(expect.arrayContaining([facts.best_small_arm]));
    expect(String(facts.best_small_arm)).toMatch(/rifle/);
    expect(facts.support_gain).toBeGreaterThan(0);
    const gauss = facts.gauss_over_aar as Record<string, number>;
    expect(gauss['heavy-power']).toBeGreaterThan(gauss.basic);
  });
  it('02: quick-and-dirty keeps suppression and turns every casualty into a wounded figure', async () => {
    const facts = await check(quickAndDirty);
    expect(facts.same_suppression).toBe(true);
    expect(facts.dead_share_standard).toBeGreaterThan(0);
    expect(facts.overall_ratio).toBeGreaterThan(0);
  });
  it('03: close assault gives attacker numbers for even odds (or none) by quality', async () => {
    const facts = await check(closeAssault);
    const best = facts.best_chance as Record<string, number>;
    expect(best.elite).toBeGreaterThan(best.green);
    for (const p of Object.values(best)) expect(p).toBeGreaterThan(0), expect(p).toBeLessThanOrEqual(1);
  });
  it("04: Silhouette extra die and Guns 'n Grenades point costs", async () => {
    const facts = await check(otherSystems);
    expect((facts.best_extra_die as { gain: number }).gain).toBeGreaterThan(0);
    expect(Object.keys(facts.excess as object).length).toBeGreaterThanOrEqual(6);
  });
});
