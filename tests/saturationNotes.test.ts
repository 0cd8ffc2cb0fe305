import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSummary } from '../src/results/formatSummary.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenario, loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { infoOf } from '../testing/infoOf.js';

const FIRE = join(import.meta.dirname, '..', 'scenarios', 'stargrunt2', 'fire-aar-vs-gauss.yaml');
const HOUSE_RIFLE = `system: stargrunt2
resolve: fire
firer:
  quality: regular
  troops:
    - { count: 6, weapon: house-rifle }
weapons:
  house-rifle: { class: small-arms, firepower: 1, impact: d10 }
target: { figures: 6, armour: partial-light }
range: 10
sweep:
  weapons.house-rifle.firepower: [1, 2, 3]
`;

describe('notes where the rules flatten a sweep', () => {
  it('says why firepower 2 and 3 give the same results (the D12 cap), and only there', async () => {
    const doc = await runScenario(await loadScenario('house.yaml', HOUSE_RIFLE, registry), { exact: true });
    expect(doc.notes).toEqual([
      "weapons.house-rifle.firepower 2 and 3 give the same results: the squad's small-arms firepower die is already a D12 (FIREPOWER: a total over 12 still gets a D12).",
    ]);
    expect(doc.cells[1].outcomes).toEqual(doc.cells[2].outcomes);
    expect(doc.cells[0].outcomes.effective.p).not.toBe(doc.cells[1].outcomes.effective.p);
    expect(formatSummary(doc, await infoOf('stargrunt2', 'fire'))).toContain('## Where the rules flatten the sweep');
  });

  it('names the range bands that hold several ranges, once for both compare labels', async () => {
    const doc = await runScenario(await loadScenarioFile(FIRE, registry), { exact: true });
    expect(doc.notes).toEqual([
      'range 4 and 8 give the same results: the target stays in range band 1 (a D6 range die).',
      'range 12, 16 and 20 give the same results: the target stays in range band 2 (a D8 range die).',
      'range 24 and 28 give the same results: the target stays in range band 3 (a D10 range die).',
      'range 32, 36 and 40 give the same results: the target stays in range band 4 (a D12 range die).',
    ]);
  });

  it('names the same flattening at several other swept values once, those values together in words', async () => {
    const text = HOUSE_RIFLE.replace(
      'firepower: [1, 2, 3]',
      'firepower: [1, 2, 3]\n  target.figures: [4, 6, 8]\n  firer.quality: [green, regular]',
    );
    const doc = await runScenario(await loadScenario('house.yaml', text, registry), { exact: true });
    expect(doc.notes).toEqual([
      "weapons.house-rifle.firepower 2 and 3 give the same results (at target figures 4, 6 and 8, firer quality green and regular): the squad's small-arms firepower die is already a D12 (FIREPOWER: a total over 12 still gets a D12).",
    ]);
  });

  it('says nothing for a sweep where every value counts', async () => {
    const text = readFileSync(FIRE, 'utf8').replace(
      /range: \[4, 8, 12, 16, 20, 24, 28, 32, 36, 40\]/,
      'range: [4, 12, 24, 32]',
    );
    expect(
      (await runScenario(await loadScenario('bands.yaml', text, registry), { exact: true })).notes,
    ).toBeUndefined();
  });
});
