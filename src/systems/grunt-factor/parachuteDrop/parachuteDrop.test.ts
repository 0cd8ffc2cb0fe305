import { describe, expect, it } from 'vitest';
import { cellOf, normalizeOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactParachuteDrop } from './exactParachuteDrop.js';
import type { ParachuteDropCell } from './ParachuteDropCell.js';
import parachuteDropDefinition from './parachuteDropDefinition.js';
import parachuteDropKernel from './parachuteDropKernel.js';

const input = (soldiers: unknown[]) => ({ system: 'grunt-factor', resolve: 'parachute-drop', soldiers });
const cell = (soldiers: unknown[]): ParachuteDropCell => cellOf(parachuteDropDefinition, input(soldiers));

/** An independent plain enumeration: every soldier near (0) or drifting 1..20 cm, all combinations. */
function bruteForce(c: ParachuteDropCell): { scattered: number[]; farthest: number[] } {
  const n = c.ldFaces.length;
  const scattered = new Array<number>(n + 1).fill(0);
  const farthest = new Array<number>(21).fill(0);
  const visit = (i: number, p: number, count: number, most: number): void => {
    if (i === n) {
      scattered[count] += p;
      farthest[most] += p;
      return;
    }
    const near = c.ldFaces[i] / 20;
    visit(i + 1, p * near, count, most);
    for (let d = 1; d <= 20; d++) visit(i + 1, (p * (1 - near)) / 20, count + 1, Math.max(most, d));
  };
  visit(0, 1, 0, 0);
  return { scattered, farthest };
}

const CASES: Record<string, unknown[]> = {
  'one regular soldier': [{}],
  'a green section of two with a veteran CO': [
    { grade: 'green', count: 2 },
    { grade: 'veteran', co: true },
  ],
  'an elite pair and an untrained jumper with LD 20 (always lands near)': [
    { grade: 'elite', count: 2 },
    { grade: 'untrained', ld: 20 },
  ],
};

describe('parachute-drop (Parachute deployment, 2nd option)', () => {
  Object.entries(CASES).forEach(([name, soldiers], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(soldiers);
      const exact = exactParachuteDrop(c);
      const brute = bruteForce(c);
      brute.scattered.forEach((p, k) => expect(exact.distributions.scattered[k], `scattered ${k}`).toBeCloseTo(p, 12));
      brute.farthest.forEach((p, m) => expect(exact.distributions.farthest_cm[m], `farthest ${m}`).toBeCloseTo(p, 12));
      expectKernelMatchesExact(parachuteDropKernel, c, exact, 200_000, 1010 + i);
    });
  });

  it('matches a hand-worked case: a regular soldier (LD 9) lands near on 9 in 20, else drifts 1 to 20 cm evenly', () => {
    const exact = exactParachuteDrop(cell([{}]));
    expect(exact.outcomes.all_near).toBeCloseTo(0.45, 14);
    expect(exact.distributions.farthest_cm[20]).toBeCloseTo(0.55 / 20, 14);
  });

  it('rules.co-ld-bonus: a veteran CO with +3 lands near on 13 in 20 (exact against Monte Carlo too)', () => {
    const c = cellOf(parachuteDropDefinition, {
      ...input([{ grade: 'veteran', co: true }, { grade: 'green' }]),
      rules: { 'co-ld-bonus': 3 },
    });
    expect(c.ldFaces).toEqual([13, 8]);
    const exact = exactParachuteDrop(c);
    expect(exact.outcomes.all_near).toBeCloseTo((13 / 20) * (8 / 20), 14);
    expectKernelMatchesExact(parachuteDropKernel, c, exact, 200_000, 1019);
  });

  it('refuses more than 50 jumpers, saying how many and why', () => {
    const r = normalizeOf(parachuteDropDefinition, input([{ count: 40 }, { count: 40 }]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].message).toMatch(/80 soldiers jumping: at most 50/);
  });
});
