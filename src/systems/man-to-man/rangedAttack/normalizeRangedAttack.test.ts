import { describe, expect, it } from 'vitest';
import { rangedAttackCell, rangedAttackIssues } from '../../../../testing/systems/man-to-man/rangedAttack/testCells.js';

describe('normalizeRangedAttack: the 4.1 modifiers and the 4.3 table', () => {
  const dex = (firer: Record<string, unknown>, target: Record<string, unknown>, range: number, extra = {}) =>
    rangedAttackCell({ firer: { weapon: 'rifle', ...firer }, target, range, ...extra }).modifiedDex;

  it('applies each modifier of 4.1 to DEX 12', () => {
    expect(dex({}, {}, 20)).toBe(12);
    expect(dex({}, {}, 6)).toBe(15); // short range: within 6"
    expect(dex({}, {}, 6.5)).toBe(12);
    expect(dex({}, {}, 31)).toBe(6); // beyond the rifle's 30": extreme
    expect(dex({ action: 'aim' }, {}, 20)).toBe(16);
    expect(dex({}, { moved: 7 }, 20)).toBe(10);
    expect(dex({}, { moved: 6 }, 20)).toBe(12);
    expect(dex({ action: 'walk-and-snap-shot' }, {}, 20)).toBe(6); // rifle −6
    expect(dex({ weapon: 'smg', action: 'walk-and-snap-shot' }, {}, 10)).toBe(10); // SMG −2
    expect(dex({ weapon: 'auto-rifle', action: 'walk-and-snap-shot' }, {}, 10)).toBe(8); // auto rifle −4
    expect(dex({}, { prone: true }, 20)).toBe(9);
    expect(dex({}, { cover: 'soft' }, 20)).toBe(10);
    expect(dex({}, { cover: 'soft', full_cover: true }, 20)).toBe(6);
    expect(dex({}, { cover: 'soft', full_cover: true, shot_last_round: true }, 20)).toBe(10);
    expect(dex({}, { cover: 'hard' }, 20)).toBe(8);
    expect(dex({}, {}, 20, { additional_target: true })).toBe(10);
    expect(dex({ wounded: true }, {}, 20)).toBe(6); // wounded: DEX halved
  });

  it('gives shots per round from 4.3, one for snap shots and aimed shots', () => {
    expect(rangedAttackCell({ firer: { weapon: 'lmg' }, target: {}, range: 20 }).shots).toBe(4);
    expect(rangedAttackCell({ firer: { weapon: 'smg' }, target: {}, range: 10 }).shots).toBe(3);
    expect(rangedAttackCell({ firer: { weapon: 'smg', action: 'aim' }, target: {}, range: 10 }).shots).toBe(1);
    expect(
      rangedAttackCell({ firer: { weapon: 'pistol', action: 'walk-and-snap-shot' }, target: {}, range: 5 }).shots,
    ).toBe(1);
  });

  it('compares damage with STR per 4.5, and halves STR once wounded', () => {
    const cell = rangedAttackCell({ firer: { weapon: 'rifle' }, target: { troop: 'nco' }, range: 20 });
    expect(cell.limits).toEqual([
      { woundMax: 7, incapacitateMax: 14 },
      { woundMax: 3, incapacitateMax: 7 },
    ]);
    expect(cell.damageDice).toBe(4);
    const odd = rangedAttackCell({
      firer: { weapon: 'rifle' },
      target: { str: 13 },
      range: 20,
      rules: { 'wounded-str': 'full' },
    });
    expect(odd.limits).toEqual([
      { woundMax: 6, incapacitateMax: 13 },
      { woundMax: 6, incapacitateMax: 13 },
    ]);
  });

  it('reads "under" strictly by default', () => {
    expect(rangedAttackCell({ firer: { weapon: 'rifle' }, target: {}, range: 20 }).highestHit).toBe(11);
    expect(
      rangedAttackCell({ firer: { weapon: 'rifle' }, target: {}, range: 20, rules: { 'hit-roll': 'equal-or-under' } })
        .highestHit,
    ).toBe(12);
    expect(
      rangedAttackCell({ firer: { weapon: 'rifle', dex: 13, wounded: true }, target: {}, range: 20 }).highestHit,
    ).toBe(6); // 6.5
  });

  it('makes hard full cover impossible to hit (NP) and says why', () => {
    const cell = rangedAttackCell({
      firer: { weapon: 'rifle' },
      target: { cover: 'hard', full_cover: true },
      range: 20,
    });
    expect(cell.possible).toBe(false);
    expect(cell.note).toMatch(/NP/);
  });

  it('reports unknown weapons with suggestions and impossible combinations', () => {
    const [unknown] = rangedAttackIssues({ firer: { weapon: 'rifel' }, target: {}, range: 5 });
    expect(unknown.suggestions?.[0]).toBe('rifle');
    expect(
      rangedAttackIssues({ firer: { weapon: 'hmg', action: 'walk-and-snap-shot' }, target: {}, range: 5 })[0].path,
    ).toEqual(['firer', 'action']);
    expect(rangedAttackIssues({ firer: { weapon: 'rifle', shots: 2 }, target: {}, range: 5 })[0].path).toEqual([
      'firer',
      'shots',
    ]);
    expect(rangedAttackIssues({ firer: { weapon: 'rifle' }, target: { full_cover: true }, range: 5 })[0].path).toEqual([
      'target',
      'full_cover',
    ]);
  });
});
