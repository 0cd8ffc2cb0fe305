import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { closeCombatCell } from '../../../../testing/systems/grunt-factor/closeCombat/closeCombatCell.js';
import { bruteForceAttack } from '../../../../testing/systems/grunt-factor/common/bruteForceAttack.js';
import attackKernel from '../common/attackKernel.js';
import { attackLayout } from '../common/attackLayout.js';
import { exactAttack } from '../common/exactAttack.js';
import closeCombatDefinition from './closeCombatDefinition.js';

const CASES: Record<string, Record<string, unknown>> = {
  'regular with an assault rifle, level, no modifiers': {
    attacker: { grade: 'regular', weapon: 'assault-rifle' },
    target: {},
  },
  'veteran with a machine pistol (x2) at a prone target, two friends': {
    attacker: { grade: 'veteran', weapon: 'machine-pistol' },
    target: { grade: 'green', prone: true },
    friends: 2,
  },
  'panicked elite with a pistol at a higher target behind cover, five friends (capped at +3)': {
    attacker: { grade: 'elite', weapon: 'pistol', panicked: true },
    target: { grade: 'elite', position: 'higher', behind_cover: true },
    friends: 5,
  },
  'parameters: prone +3, +2 a friend up to +5, hard cover −3 Dam applied, save base 11': {
    rules: {
      'close-combat-modifiers': { prone: 3, 'per-friend': 2 },
      'friends-cap': 5,
      'cover-damage': 'apply',
      'damage-modifiers': { 'hard-cover': -3 },
      'save-base': 11,
    },
    attacker: { grade: 'green', weapon: 'machine-pistol' },
    target: { grade: 'veteran', prone: true, behind_cover: true, cover_material: 'hard' },
    friends: 4,
  },
};

describe('close-combat', () => {
  it("modifiers: height, prone, cover, friends up to +3, the weapon's CC column", () => {
    expect(closeCombatCell(CASES['regular with an assault rifle, level, no modifiers'])).toMatchObject({
      hitFirst: 5,
      save: 7,
      shots: 1,
    });
    expect(closeCombatCell(CASES['veteran with a machine pistol (x2) at a prone target, two friends'])).toMatchObject({
      hitFirst: 8 + 2 + 1 + 2,
      shots: 2,
      save: 10 + 6 - 8,
    });
    // Elite CC 10, panicked → 5; pistol +2; higher −1; cover −1; friends +3 (not +5).
    expect(
      closeCombatCell(
        CASES['panicked elite with a pistol at a higher target behind cover, five friends (capped at +3)'],
      ).hitFirst,
    ).toBe(8);
    expect(
      closeCombatCell({ attacker: { grade: 'green', weapon: 'hmg' }, target: { position: 'lower' } }).hitFirst,
    ).toBe(6 - 4 + 1);
  });

  it("parameters: the modifiers table, the friends' cap, the damage modifiers and the save base", () => {
    const input = CASES['parameters: prone +3, +2 a friend up to +5, hard cover −3 Dam applied, save base 11'];
    const book = closeCombatCell({ ...input, rules: { 'cover-damage': 'apply' } });
    // Prone +3 instead of +1; four friends +5 (cap) instead of +3; Dam −3 instead of −2; save base 11.
    expect(closeCombatCell(input).hitFirst).toBe(book.hitFirst + 2 + 2);
    expect(closeCombatCell(input).save).toBe(book.save + 1 + 1);
    expect(
      closeCombatCell({ ...input, rules: { 'close-combat-modifiers': { higher: -4 } }, target: { position: 'higher' } })
        .hitFirst,
    ).toBe(closeCombatCell({ ...input, rules: {}, target: { position: 'higher' } }).hitFirst - 3);
  });

  it('cover damage only with the variant', () => {
    const input = {
      attacker: { grade: 'regular', weapon: 'assault-rifle' },
      target: { behind_cover: true, cover_material: 'hard' },
    };
    expect(closeCombatCell(input).save).toBe(7);
    expect(closeCombatCell({ ...input, rules: { 'cover-damage': 'apply' } }).save).toBe(9);
  });

  it('refuses weapons without a close-combat column', () => {
    const result = normalizeOf(closeCombatDefinition, {
      system: 'grunt-factor',
      resolve: 'close-combat',
      attacker: { grade: 'regular', weapon: 'mounted-hmg' },
      target: {},
    });
    expect(result.ok).toBe(false);
  });

  Object.entries(CASES).forEach(([name, input], i) => {
    it(`exact against an independent enumeration and Monte Carlo: ${name}`, () => {
      const cell = closeCombatCell(input);
      const exact = exactSummary(attackLayout(cell), exactAttack(cell));
      const brute = bruteForceAttack(cell);
      ['no_hit', 'hit_saved', 'casualty'].forEach((o, j) =>
        expect(exact.outcomes[o].p).toBeCloseTo(brute.outcomes[j], 12),
      );
      brute.hits.forEach((p, k) => expect(exact.distributions.hits[String(k)] ?? 0).toBeCloseTo(p, 12));
      expectKernelMatchesExact(attackKernel, cell, exactAttack(cell), 200_000, 300 + i);
    });
  });

  it('hand-worked: regular, assault rifle: P(casualty) = 5/20 × 13/20', () => {
    const cell = closeCombatCell(CASES['regular with an assault rifle, level, no modifiers']);
    expect(exactAttack(cell).outcomes.casualty).toBeCloseTo((5 / 20) * (13 / 20), 15);
  });
});
