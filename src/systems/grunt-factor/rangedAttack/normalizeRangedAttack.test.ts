import { describe, expect, it } from 'vitest';
import { issuesOf, normalizeOf } from '../../../../testing/cellOf.js';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import rangedAttackDefinition from './rangedAttackDefinition.js';

const base = { firer: { grade: 'regular', weapon: 'assault-rifle' }, target: {}, range: 30 };

describe("ranged-attack normalizer: the rulebook's modifiers", () => {
  it('worked example (To Hit your target): with the worked-example variants RC 7 + 2 − 1 = 8', () => {
    const cell = rangedAttackCell({
      ...base,
      rules: { 'assault-rifle-short-range': 'worked-example', 'cover-50-75': 'worked-example' },
      target: { cover: '50-75' },
    });
    expect(cell.modifiedSkill).toBe(8);
    expect(cell.hitFirst).toBe(8);
    // "The marine player rolls a 6, enough to hit his target."
    expect(6 <= cell.hitFirst).toBe(true);
  });

  it('worked example read with the Armory table: RC 7 + 1 (assault rifle SR) − 2 (50-75%) = 6, a 6 still hits', () => {
    const cell = rangedAttackCell({ ...base, target: { cover: '50-75' } });
    expect(cell.modifiedSkill).toBe(6);
    expect(cell.hitFirst).toBe(6);
  });

  it('damage saves (To damage your target): 8 vs 8 → 10, 10 vs 8 → 8, 6 vs 8 → 12', () => {
    // Pistol Dam 8, assault rifle Dam 10; armour 8. Damage 6 from an SMG at medium range (8) behind hard cover (−2).
    expect(
      rangedAttackCell({ ...base, firer: { grade: 'regular', weapon: 'pistol' }, target: { armour: 8 } }).save,
    ).toBe(10);
    expect(rangedAttackCell({ ...base, target: { armour: 8 } }).save).toBe(8);
    const smg = rangedAttackCell({
      ...base,
      firer: { grade: 'regular', weapon: 'sub-machine-gun' },
      range: 50,
      target: { armour: 8, cover_material: 'hard' },
    });
    expect(smg.save).toBe(12);
  });

  it('range bands: 20 cm is point blank by default and short range with upper-band', () => {
    expect(rangedAttackCell({ ...base, range: 20 }).hitFirst).toBe(9);
    expect(rangedAttackCell({ ...base, range: 20, rules: { 'range-band-edge': 'upper-band' } }).hitFirst).toBe(8);
    expect(rangedAttackCell({ ...base, range: 140 }).shots).toBe(0);
    expect(rangedAttackCell({ ...base, range: 141 }).note).toMatch(/beyond extreme range/);
  });

  it('aim +3; height capped at 30 cm and cancelling prone; night and tracers', () => {
    expect(
      rangedAttackCell({ ...base, firer: { grade: 'regular', weapon: 'assault-rifle', aimed: true } }).hitFirst,
    ).toBe(11);
    expect(rangedAttackCell({ ...base, target: { prone: true } }).hitFirst).toBe(7);
    expect(rangedAttackCell({ ...base, target: { prone: true }, height_difference: 10 }).hitFirst).toBe(9);
    expect(rangedAttackCell({ ...base, height_difference: 55 }).hitFirst).toBe(11);
    expect(rangedAttackCell({ ...base, height_difference: -29 }).hitFirst).toBe(6);
    expect(rangedAttackCell({ ...base, night: true }).hitFirst).toBe(6);
    expect(
      rangedAttackCell({ ...base, night: true, firer: { grade: 'regular', weapon: 'assault-rifle', tracers: true } })
        .hitFirst,
    ).toBe(8);
    expect(
      rangedAttackCell({ ...base, firer: { grade: 'regular', weapon: 'assault-rifle', tracers: true } }).hitFirst,
    ).toBe(8);
  });

  it('aim on the first shot only or the whole action', () => {
    const lmg = { grade: 'regular', weapon: 'lmg', aimed: true };
    const whole = rangedAttackCell({ ...base, firer: lmg });
    expect([whole.shots, whole.hitFirst, whole.hitRest]).toEqual([2, 12, 12]);
    const first = rangedAttackCell({ ...base, firer: lmg, rules: { aim: 'first-shot' } });
    expect([first.hitFirst, first.hitRest]).toEqual([12, 9]);
  });

  it('LD roll beyond 60 cm, own LD halved out of command radius; panic halves RC rounding down', () => {
    expect(rangedAttackCell({ ...base, range: 60 }).ldRoll).toBe(false);
    const far = rangedAttackCell({
      ...base,
      range: 61,
      firer: { grade: 'regular', weapon: 'assault-rifle', co: true },
    });
    expect([far.ldRoll, far.ldFaces]).toEqual([true, 10]);
    const alone = rangedAttackCell({
      ...base,
      range: 61,
      firer: { grade: 'regular', weapon: 'assault-rifle', in_command_radius: false },
    });
    expect([alone.ldFaces, alone.hitFirst]).toEqual([4, 3 + 0]);
    expect(
      rangedAttackCell({ ...base, firer: { grade: 'regular', weapon: 'assault-rifle', panicked: true } }).hitFirst,
    ).toBe(4);
    const modified = rangedAttackCell({
      ...base,
      rules: { halving: 'modified-rc' },
      firer: { grade: 'regular', weapon: 'assault-rifle', panicked: true },
    });
    expect(modified.hitFirst).toBe(4);
  });

  it('damage (x2) is two saves by default, or doubled damage', () => {
    const sniper = { grade: 'regular', weapon: 'sniper-rifle' };
    expect(rangedAttackCell({ ...base, firer: sniper })).toMatchObject({ saveRolls: 2, save: 7 });
    expect(rangedAttackCell({ ...base, firer: sniper, rules: { 'damage-times': 'multiply' } })).toMatchObject({
      saveRolls: 1,
      save: -3,
    });
  });

  it('assault rifle long range damage 0 as printed, or 10', () => {
    expect(rangedAttackCell({ ...base, range: 100 }).save).toBe(17);
    expect(rangedAttackCell({ ...base, range: 100, rules: { 'assault-rifle-long-range-damage': 'ten' } }).save).toBe(7);
  });

  it('unknown weapon names get suggestions; the flare gun is refused', () => {
    const parse = (weapon: string) =>
      normalizeOf(rangedAttackDefinition, {
        system: 'grunt-factor',
        resolve: 'ranged-attack',
        ...base,
        firer: { grade: 'regular', weapon },
      });
    const bad = parse('asault-rifle');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0].suggestions).toContain('assault-rifle');
    const flare = parse('flare-gun');
    expect(flare.ok).toBe(false);
  });

  it('a weapon whose band shows "-" cannot fire there', () => {
    const cell = rangedAttackCell({ ...base, firer: { grade: 'regular', weapon: 'pistol' }, range: 50 });
    expect(cell.shots).toBe(0);
    expect(cell.note).toMatch(/cannot fire at mr/);
  });

  it('asks how many figures an explosion template covers, since the rulebook gives no sizes, and only for template weapons', () => {
    const mortar = { firer: { grade: 'regular', weapon: '50mm-mortar' }, target: { figures: 6 }, range: 30 };
    const found = issuesOf(rangedAttackDefinition, { system: 'grunt-factor', resolve: 'ranged-attack', ...mortar });
    expect(found.map((i) => i.path.join('.'))).toEqual(['target.under_template']);
    expect(found[0].message).toMatch(/Small Explosion Template .* under_template: \{ small: N \}/);
    expect(rangedAttackCell({ ...mortar, target: { figures: 6, under_template: { small: 4 } } }).caught).toBe(4);
    expect(rangedAttackCell({ ...base, target: { figures: 6, under_template: { small: 4 } } })).toMatchObject({
      caught: 1,
    });
  });
});
