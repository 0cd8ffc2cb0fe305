import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { packExact } from '../../../../core/ExactResult.js';
import { exactFire } from '../../fire/exactFire.js';
import { exactFireAndReact } from './exactFireAndReact.js';
import type { FireAndReactCell } from './FireAndReactCell.js';
import fireAndReactDefinition from './fireAndReactDefinition.js';
import fireAndReactKernel from './fireAndReactKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(fireAndReactDefinition, { system: 'stargrunt2', resolve: 'fire-and-react', ...input });

const greens = {
  firer: { quality: 'regular', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] },
  target: { quality: 'green', leadership: 2, figures: 3, armour: 'basic', cover: 'open', confidence: 'steady' },
  range: 6,
};

/**
 * Independent plain enumeration, figure by figure (no grouping), of the whole procedure in floating point:
 * every range-die face, firer die faces, left-over roll, impact, armour and who-is-hit face per hit, the D6
 * for a new leader, the test die and the panic die. Returns the kernel layout.
 */
function bruteForce(c: FireAndReactCell): number[] {
  const f = c.fire;
  const F = f.figures;
  const out = new Array(4 + 5 + 4 + 2 * (F + 1) + 2).fill(0);
  const morale = (p: number, suppressed: number, states: number[]) => {
    const dead = states.filter((s) => s === 2).length;
    const wounded = states.filter((s) => s === 1).length;
    const leaderHit = states[c.leader] > 0 ? 1 : 0;
    out[9 + Math.min(3, c.markers + suppressed + leaderHit)] += p;
    out[13 + dead] += p;
    out[13 + F + 1 + wounded] += p;
    for (let d6 = 1; d6 <= 6; d6++) {
      let level = c.leadership;
      if (leaderHit) level = d6 <= 2 ? Math.min(3, level + 1) : d6 === 6 ? Math.max(1, level - 1) : level;
      const lv = c.newLeaderTests ? level : c.leadership;
      const q = p / 6;
      const t = c.threat[((suppressed * (F + 1) + dead) * (F + 1) + wounded) * 2 + leaderHit];
      for (let roll = 1; roll <= c.sides; roll++) {
        const w = q / c.sides;
        if (c.panicTest) out[13 + 2 * (F + 1) + (roll <= lv ? 1 : 0)] += w;
        else out[13 + 2 * (F + 1)] += w;
        const drop = t < 0 ? -1 : roll > lv + t ? 0 : 2 * roll <= lv + t ? 2 : 1;
        out[drop < 0 ? 0 : 1 + drop] += w;
        out[4 + Math.min(4, c.start + Math.max(0, drop))] += w;
      }
    }
  };
  // One hit's effect (0 none, 1 wound, 2 kill) on each figure, by counting impact × armour faces of its own dice
  // (its armour group's, the groups' counts walked in order, when the armour is mixed).
  const diceOf = (who: number) => {
    let seen = 0;
    for (const g of f.armourGroups ?? []) if (who < (seen += g.count)) return g;
    return f;
  };
  const effectP = Array.from({ length: F }, (_, who) => {
    const { impact: im, armour: ar } = diceOf(who);
    const p = [0, 0, 0];
    for (let i = 1; i <= im.sides; i++) {
      for (let a = 1; a <= ar.sides; a++) {
        const impact = i * im.multiplier;
        const armour = a * ar.multiplier;
        const e = f.casualties === 'quick-and-dirty' ? 1 : impact > 2 * armour ? 2 : impact > armour ? 1 : 0;
        p[e] += 1 / (im.sides * ar.sides);
      }
    }
    return p;
  });
  // Who is hit first, then the effect on him: the order the rulebook allows for mixed armour (the same odds otherwise).
  const hitsThen = (p: number, hits: number, states: number[]) => {
    if (hits === 0) return morale(p, 1, states);
    for (let face = 0; face < f.whoDie; face++) {
      const who = face % F;
      for (let e = 0; e < 3; e++) {
        if (effectP[who][e] === 0) continue;
        const next = [...states];
        const s = next[who];
        if (e > 0) next[who] = s === 0 ? e : s === 1 ? (e === 2 || f.repeatHitsKill ? 2 : 1) : 2;
        hitsThen((p * effectP[who][e]) / f.whoDie, hits - 1, next);
      }
    }
  };
  const roll = (p: number, r: number, i: number, above: number, total: number) => {
    if (i === f.firerDice.length) {
      if (above === 0) return morale(p, 0, new Array(F).fill(0));
      if (above === 1) return morale(p, 1, new Array(F).fill(0));
      const base = Math.floor(total / f.divisor);
      const left = total - base * f.divisor;
      const extra = left > 0 && f.leftoverRoll ? left / f.divisor : 0;
      hitsThen(p * (1 - extra), base, new Array(F).fill(0));
      if (extra > 0) hitsThen(p * extra, base + 1, new Array(F).fill(0));
      return;
    }
    for (let face = 1; face <= f.firerDice[i]; face++) {
      roll(p / f.firerDice[i], r, i + 1, above + (face > r ? 1 : 0), total + face);
    }
  };
  if (f.rangeDie === 0) morale(1, 0, new Array(F).fill(0));
  else for (let r = 1; r <= f.rangeDie; r++) roll(1 / f.rangeDie, r, 0, 0, 0);
  return out;
}

const CASES: Record<string, Record<string, unknown>> = {
  'regulars at three greens in the open (panic, first suppression)': greens,
  'leader is figure 2, low motivation, untreated wounded count, old LV': {
    ...greens,
    motivation: 'low',
    target: { ...greens.target, quality: 'regular', leadership: 3, leader: 2, untreated_casualties: 1 },
    rules: { 'test-leadership': 'old' },
  },
  'quick-and-dirty at a suppressed veteran pair, high motivation': {
    ...greens,
    motivation: 'high',
    rules: { casualties: 'quick-and-dirty' },
    target: {
      ...greens.target,
      quality: 'veteran',
      leadership: 1,
      figures: 2,
      suppression_markers: 2,
      previously_suppressed: true,
    },
  },
  'mixed armour: the leader (figure 2) in light power armour among two in basic battledress': {
    ...greens,
    target: {
      ...greens.target,
      leader: 2,
      armour: [
        { count: 1, armour: 'basic' },
        { count: 1, armour: 'light-power' },
        { count: 1, armour: 'basic' },
      ],
    },
  },
};

describe('fire-and-react', () => {
  it('exact equals an independent figure-by-figure enumeration', () => {
    for (const [name, input] of Object.entries(CASES)) {
      const c = cell(input);
      const exact = [...packExact(fireAndReactKernel.layout(c), exactFireAndReact(c))];
      bruteForce(c).forEach((p, i) => expect(exact[i], `${name} [${i}]`).toBeCloseTo(p, 10)); // float sums of ~10⁶ terms
    }
  });

  it('dead and wounded agree with the fire resolution', () => {
    for (const input of [
      greens,
      CASES['mixed armour: the leader (figure 2) in light power armour among two in basic battledress'],
    ]) {
      const c = cell(input);
      const fire = exactFire(c.fire).distributions;
      const mine = exactFireAndReact(c).distributions;
      for (let k = 0; k <= c.fire.figures; k++) {
        expect(mine.dead[k]).toBeCloseTo(fire.dead.prob(k), 13);
        expect(mine.wounded[k]).toBeCloseTo(fire.wounded.prob(k), 13);
      }
    }
  });

  it('threat levels: first suppression, casualties, more casualties than survivors, leader', () => {
    const c = cell({ ...greens, target: { ...greens.target, figures: 5 } });
    const at = (s: number, d: number, w: number, l: number) => c.threat[((s * 6 + d) * 6 + w) * 2 + l];
    expect(at(0, 0, 0, 0)).toBe(-1); // no effect: no test
    expect(at(1, 0, 0, 0)).toBe(1); // first time suppressed, medium
    expect(at(1, 1, 0, 0)).toBe(1);
    expect(at(1, 2, 1, 0)).toBe(3); // 3 casualties, 2 survivors
    expect(at(1, 0, 1, 1)).toBe(3); // leader casualty
    expect(
      cell({ ...greens, target: { ...greens.target, previously_suppressed: true } }).threat[(1 * 4 * 4 + 0) * 2],
    ).toBe(-1);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    Object.values(CASES).forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(fireAndReactKernel, c, exactFireAndReact(c), 200_000, 900 + i);
    });
  });
});
