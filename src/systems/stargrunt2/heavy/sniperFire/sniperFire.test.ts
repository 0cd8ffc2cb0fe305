import { describe, expect, it } from 'vitest';
import { cellOf, normalizeOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { exactSniper } from './exactSniper.js';
import type { SniperCell } from './SniperCell.js';
import sniperFireDefinition from './sniperFireDefinition.js';
import sniperKernel from './sniperKernel.js';
import { sniperLayout } from './sniperLayout.js';

function sniperCell(input: Record<string, unknown>) {
  return cellOf(sniperFireDefinition, { system: 'stargrunt2', resolve: 'sniper-fire', ...input });
}

/** Plain nested loops over every face, in floating point: [outcomes, leader_hit, leader_casualty, dead, wounded, revealed] as P(1). */
function bruteForce(cell: SniperCell): number[] {
  const res = [0, 0, 0, 0, 0, 0, 0, 0];
  if (cell.rangeDie === 0) return [1, 0, 0, 0, 0, 0, 0, 0];
  const n = cell.rangeDie * cell.qualityDie * cell.weaponDie;
  for (let r = 1; r <= cell.rangeDie; r++) {
    for (let q = 1; q <= cell.qualityDie; q++) {
      for (let w = 1; w <= cell.weaponDie; w++) {
        const p = 1 / n;
        const above = [q, w].filter((f) => f > r).length;
        res[above] += p;
        if (q === 1) res[7] += p;
        if (above === 0) continue;
        const whoFaces = above === 2 || cell.whoDie === 1 ? [1] : Array.from({ length: cell.whoDie }, (_, i) => i + 1);
        for (const face of whoFaces) {
          const leader = (face - 1) % cell.figures === 0;
          for (let i = 1; i <= cell.impact.sides; i++) {
            for (let a = 1; a <= cell.armour.sides; a++) {
              const pp = p / whoFaces.length / (cell.impact.sides * cell.armour.sides);
              const impact = i * cell.impact.multiplier;
              const armour = a * cell.armour.multiplier;
              if (leader) res[3] += pp;
              if (leader && impact > armour) res[4] += pp;
              if (impact > cell.killMultiple * armour) res[5] += pp;
              else if (impact > armour) res[6] += pp;
            }
          }
        }
      }
    }
  }
  return res;
}

const CASES: Record<string, Record<string, unknown>> = {
  'veteran Gauss sniper at a squad of eight in soft cover at 30"': {
    firer: { quality: 'veteran', weapon: 'gauss-sniping-rifle' },
    target: { figures: 8, armour: 'partial-light', cover: 'soft' },
    range: 30,
  },
  'elite laser sniper at a lone independent officer': {
    firer: { quality: 'elite', weapon: 'laser-sniping-rifle' },
    target: { figures: 1, armour: 'basic', independent: true },
    range: 20,
  },
  'green HAMR at five in heavy power armour, hard cover (open shift lowers impact)': {
    firer: { quality: 'green', weapon: 'heavy-anti-material-rifle' },
    target: { figures: 5, armour: 'heavy-power', cover: 'hard' },
    range: 10,
  },
  "parameters: kill-multiple 3, a range band three times the trooper's, hard cover shifting one type": {
    rules: { 'kill-multiple': 3, 'sniper-range-band-multiple': 3, 'hard-cover-shift': 1 },
    firer: { quality: 'regular', weapon: 'gauss-sniping-rifle' },
    target: { figures: 4, armour: 'basic', cover: 'hard' },
    range: 30,
  },
};

describe('sniper-fire', () => {
  it('uses twice the small-arms range band: a veteran at 30" is in band 2 (20")', () => {
    const cell = sniperCell(CASES['veteran Gauss sniper at a squad of eight in soft cover at 30"']);
    expect(cell).toMatchObject({
      qualityDie: 10,
      weaponDie: 10,
      rangeDie: 8,
      impact: { sides: 12 },
      armour: { sides: 8 },
      whoDie: 8,
    });
    expect(sniperCell(CASES['elite laser sniper at a lone independent officer'])).toMatchObject({
      rangeDie: 6,
      whoDie: 1,
    });
  });

  it('sniper-range-band-multiple 3: the veteran at 30" is in band 1 (30"), a D4 shifted to D6 by soft cover', () => {
    const input = CASES['veteran Gauss sniper at a squad of eight in soft cover at 30"'];
    expect(sniperCell({ ...input, rules: { 'sniper-range-band-multiple': 3 } }).rangeDie).toBe(6);
    expect(sniperCell({ ...input, rules: { 'sniper-range-band-multiple': 3, 'soft-cover-shift': 0 } }).rangeDie).toBe(
      4,
    );
  });

  for (const [i, [name, input]] of Object.entries(CASES).entries()) {
    it(`exact against plain loops, Monte Carlo against exact: ${name}`, () => {
      const cell = sniperCell(input);
      const exact = exactSummary(sniperLayout(), exactSniper(cell));
      const brute = bruteForce(cell);
      ['suppressed_only', 'random_figure_hit', 'chosen_figure_hit'].forEach((o, k) =>
        expect(exact.outcomes[o].p).toBeCloseTo(brute[k], 12),
      );
      ['leader_hit', 'leader_casualty', 'dead', 'wounded', 'revealed'].forEach((d, k) =>
        expect(exact.distributions[d]['1'] ?? 0, d).toBeCloseTo(brute[3 + k], 12),
      );
      expectKernelMatchesExact(sniperKernel, cell, exactSniper(cell), 200_000, 300 + i);
    });
  }

  it('reveals the sniper on a quality-die 1 whatever the result: 1/quality die', () => {
    const cell = sniperCell(CASES['green HAMR at five in heavy power armour, hard cover (open shift lowers impact)']);
    expect(exactSummary(sniperLayout(), exactSniper(cell)).distributions.revealed['1']).toBeCloseTo(1 / 6, 14);
  });

  it('refuses non-sniper weapons', () => {
    const r = normalizeOf(sniperFireDefinition, {
      system: 'stargrunt2',
      resolve: 'sniper-fire',
      firer: { quality: 'elite', weapon: 'gauss-rifle' },
      target: { figures: 3, armour: 'basic' },
      range: 5,
    });
    expect(r.ok).toBe(false);
  });
});
