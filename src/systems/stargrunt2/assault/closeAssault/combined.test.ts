import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCombinedAssault } from '../../../../../testing/systems/stargrunt2/assault/closeAssault/bruteForceCombinedAssault.js';
import {
  closeAssaultCell,
  closeAssaultIssues,
  exactCloseAssaultCounters,
  side,
} from '../../../../../testing/systems/stargrunt2/assault/closeAssault/testCells.js';
import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { ExactIntractableError } from '../../../../core/ExactIntractableError.js';
import closeAssaultKernel from './closeAssaultKernel.js';
import { closeAssaultLayout, closeAssaultOffsets } from './closeAssaultLayout.js';
import { combinedRound } from './combinedRound.js';
import { exactCloseAssault } from './exactCloseAssault.js';

const cell = closeAssaultCell;
const issues = closeAssaultIssues;

describe('close-assault: combined', () => {
  it('the whole combined assault equals an independent enumeration: 1+1 v 1, 1+1 v 3, 1+1+1 v 2, abort (no defensive fire)', () => {
    const inputs = [
      {
        attacker: side('regular', 1),
        combined_with: [side('green', 1)],
        defender: side('regular', 1),
        distance: 0,
        follow_through: true,
      },
      {
        attacker: side('green', 1, { weapon: 'edged', confidence: 'steady' }),
        combined_with: [side('untrained', 1, { leadership: 1 })],
        defender: side('untrained', 3, { cover: 'soft' }),
        distance: 2,
        follow_through: true,
        rules: { 'combined-casualties': 'unit' },
      },
      {
        attacker: side('untrained', 1, { confidence: 'shaken' }),
        combined_with: [side('green', 1), side('green', 1, { armour: 'light-power' })],
        defender: side('untrained', 2, { leadership: 1 }),
        distance: 0,
        follow_through: true,
        rules: { 'combined-extra-threat': 'per-unit', 'two-level-drop': 'less-than-half' },
      },
      {
        attacker: side('regular', 1, { confidence: 'steady' }),
        combined_with: [side('green', 1, { confidence: 'shaken', leadership: 1 })],
        defender: side('regular', 2),
        distance: 0,
        follow_through: true,
        rules: { 'combined-on-withdrawal': 'abort' },
      },
    ];
    for (const input of inputs) {
      const c = cell(input);
      const exact = exactCloseAssaultCounters(c);
      const plain = bruteForceCombinedAssault(c);
      plain.forEach((p, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(p, 11));
    }
  });

  it('open shifts that leave the defenders different dice, random spares: both readings against the enumeration', () => {
    // A Veteran flamer's open shift overflows past D12 onto the defender's die, a Regular's does not.
    const mixed = {
      attacker: side('veteran', 1, { weapon: 'flame' }),
      combined_with: [side('regular', 1)],
      distance: 0,
    };
    const inputs = [
      { ...mixed, defender: side('green', 1) },
      { ...mixed, defender: side('green', 1), rules: { 'combined-defender-die': 'per-die' } },
      { ...mixed, defender: side('green', 2, { cover: 'soft' }), rules: { spares: 'random' } },
      {
        attacker: side('untrained', 2),
        combined_with: [side('veteran', 1, { weapon: 'flame' })],
        defender: side('green', 1),
        distance: 0,
        rules: { spares: 'random', 'combined-defender-die': 'per-die' },
      },
      {
        attacker: side('green', 1),
        combined_with: [side('regular', 1, { armour: 'light-power' })],
        defender: side('regular', 3),
        distance: 0,
        rules: { spares: 'random' },
      },
    ];
    for (const input of inputs) {
      const c = cell(input);
      const exact = exactCloseAssaultCounters(c);
      const plain = bruteForceCombinedAssault(c);
      plain.forEach((p, i) => expect(exact[i], `${JSON.stringify(input.rules)} counter ${i}`).toBeCloseTo(p, 11));
    }
    // The two readings differ where a defender faces both units at once: the first round's losses.
    const units = cell(inputs[0]).combined!.units;
    const round = (lowest: boolean) =>
      combinedRound([1, 1], 1, {
        attacker: units.map((u) => u.first),
        defender: units.map((u) => u.defenderFirst),
        spares: 0,
        lowest,
      }).p;
    const [lowest, perDie] = [round(true), round(false)];
    expect(Math.max(...lowest.map((p, i) => Math.abs(p - perDie[i])))).toBeGreaterThan(0.1);
  });

  it('any size by Monte Carlo; the exact evaluator refuses beyond 8 attacking figures against 6, naming the limits', () => {
    const large = cell({
      attacker: side('regular', 6),
      combined_with: [side('regular', 6)],
      defender: side('regular', 4),
      distance: 0,
      rules: { spares: 'random' },
    });
    expect(large.attackers).toBe(12);
    expect(() => exactCloseAssault(large)).toThrow(ExactIntractableError);
    expect(() => exactCloseAssault(large)).toThrow(/12 attacking figures against 4 .*at most 8 .*against 6/);
    expect(
      issues({
        attacker: side('regular', 4),
        defender: side('regular', 4),
        distance: 0,
        combined_with: [side('regular', 2, { confidence: 'broken' })],
      })[0].path,
    ).toEqual(['combined_with', 0, 'confidence']);
  });

  it('Monte Carlo beyond the exact limits: a second unit that can never charge leaves the single-unit assault at +1 threat', () => {
    // An Untrained unit at STEADY with leadership 3 must exceed 4 on a D4 to charge: it always refuses, so the first unit
    // assaults alone and adds the combined extra +1 to every test after the charge (not to the charge itself).
    const alone = {
      attacker: side('regular', 12, { leadership: 1, confidence: 'steady' }),
      defender: side('regular', 6, { cover: 'hard', troops: [{ count: 6, weapon: 'advanced-assault-rifle' }] }),
      distance: 7,
      follow_through: true,
      rules: { spares: 'random' },
    };
    const combined = cell({ ...alone, combined_with: [side('untrained', 3, { confidence: 'steady', leadership: 3 })] });
    const single = cell({ ...alone, attacker: { ...alone.attacker, leadership: 2 } });
    single.chargeNeeded = combined.combined!.units[0].chargeNeeded;
    // The layouts differ in size (15 attacking figures, two units to follow through): copy value by value.
    const expected = relayout(
      exactCloseAssaultCounters(single),
      closeAssaultLayout(single),
      closeAssaultLayout(combined),
    );
    expectKernelMatchesExact(closeAssaultKernel, combined, expected, 200_000, 950);
  });

  it('the odds of the stand test count every unit charging; TERROR if any of them has it', () => {
    const c = cell({
      attacker: side('regular', 4),
      combined_with: [side('regular', 4, { weapon: 'flame' })],
      defender: side('green', 4),
      distance: 0,
    });
    expect(c.combined!.standNeeded).toEqual([2 + 1, 2 + 1, 2 + 2, 2 + 4]); // none (unused), first 1:1, second 1:1 with terror, both 2:1 with terror
    expect(c.attackers).toBe(8);
    const o = closeAssaultOffsets(c);
    expect(o.follow + 3).toBe(exactCloseAssaultCounters(c).length);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    const inputs = [
      {
        attacker: side('regular', 2),
        combined_with: [side('green', 1, { weapon: 'edged' })],
        defender: side('regular', 2),
        distance: 0,
        follow_through: true,
      },
      {
        attacker: side('regular', 3, { confidence: 'steady' }),
        combined_with: [side('veteran', 2, { weapon: 'firearm', mobility: 'very-light' })],
        defender: side('veteran', 3, { cover: 'soft', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] }),
        distance: 8,
        follow_through: true,
      },
      {
        attacker: side('green', 2, { confidence: 'shaken' }),
        combined_with: [side('regular', 2), side('elite', 1, { armour: 'light-power' })],
        defender: side('regular', 5, { in_position: true }),
        distance: 3,
        follow_through: true,
        rules: {
          spares: 'concentrate',
          'combined-extra-threat': 'per-unit',
          'combined-casualties': 'unit',
          'if-short': 'abort',
        },
      },
      {
        attacker: side('veteran', 3, { weapon: 'flame' }),
        combined_with: [side('regular', 3)],
        defender: side('regular', 2, { cover: 'soft' }),
        distance: 0,
        rules: { spares: 'random', 'combined-defender-die': 'per-die' },
      },
      {
        attacker: side('veteran', 2, { weapon: 'flame' }),
        combined_with: [side('green', 1)],
        defender: side('regular', 4),
        distance: 0,
        rules: { spares: 'random' },
      },
      {
        attacker: side('regular', 3),
        combined_with: [side('green', 2, { confidence: 'steady' })],
        defender: side('regular', 3, { troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] }),
        distance: 9,
        follow_through: true,
        rules: { 'combined-on-withdrawal': 'abort' },
      },
    ];
    inputs.forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(closeAssaultKernel, c, exactCloseAssault(c), 200_000, 900 + i);
    });
  });

  it('abandoning the assault once a unit is out: never a win with a unit out, and fewer wins than going on', () => {
    const input = {
      attacker: side('regular', 3),
      combined_with: [side('green', 2, { confidence: 'steady' })],
      defender: side('regular', 3),
      distance: 0,
    };
    const goOn = exactCloseAssaultCounters(cell(input));
    const abort = exactCloseAssaultCounters(cell({ ...input, rules: { 'combined-on-withdrawal': 'abort' } }));
    // The Green unit refuses to charge on 1–3 of its D6: the whole assault is called off then.
    const refuse = 1 - (1 - 2 / 8) * (1 - 3 / 6);
    expect(abort[0]).toBeCloseTo(refuse, 12);
    expect(goOn[0]).toBeCloseTo((2 / 8) * (3 / 6), 12);
    expect(abort[5]).toBeLessThan(goOn[5]);
  });
});

/** Counters of one layout in another with the same names and at least as many values of each distribution. */
function relayout(counters: Float64Array, from: CounterLayout, to: CounterLayout): Float64Array {
  const out = new Float64Array(to.outcomes.length + to.distributions.reduce((n, d) => n + d.size, 0));
  out.set(counters.subarray(0, from.outcomes.length));
  let source = from.outcomes.length;
  let target = to.outcomes.length;
  from.distributions.forEach((d, i) => {
    expect(to.distributions[i].name).toBe(d.name);
    out.set(counters.subarray(source, source + d.size), target);
    source += d.size;
    target += to.distributions[i].size;
  });
  return out;
}
