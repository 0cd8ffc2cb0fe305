import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../testing/cellOf.js';
import { attackCell } from '../../../../testing/systems/guns-n-grenades/attack/testCells.js';
import attackDefinition from './attackDefinition.js';
import { exactAttack } from './exactAttack.js';

const normalize = (input: Record<string, unknown>) =>
  normalizeOf(attackDefinition, { system: 'guns-n-grenades', resolve: 'attack', ...input });

describe('normalizeAttack', () => {
  it('reports unknown units with suggestions, stages that do not fit, hunkering vehicles, blasts without radius', () => {
    const r = normalize({
      attacker: { unit: 'riflemen' },
      target: { unit: 'tank', hunker: true, stage: 'wounded' },
      others_in_blast: [{ unit: 'scout' }],
      distance: 5,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const messages = r.issues.map((i) => i.message).join(' | ');
    expect(messages).toMatch(/unknown unit type "scout"/);
    expect(messages).toMatch(/cannot Hunker/);
    expect(messages).toMatch(/cannot be "wounded"/);
    expect(messages).toMatch(/no blast radius/);
    expect(r.issues.find((i) => i.found === 'scout')?.suggestions).toContain('scouts');
  });

  it('takes an attack without a distance as one the attacker can reach, but refuses Bayonets without one', () => {
    const bare = attackCell({ attacker: { unit: 'mortar' }, target: { unit: 'riflemen' } });
    expect(bare.canAttack).toBe(true);
    expect(bare.targets[0].atk).toBe(6);
    const r = normalize({ attacker: { unit: 'riflemen', upgrade: 'bayonets' }, target: { unit: 'riflemen' } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toEqual([
      expect.objectContaining({
        path: ['attacker', 'upgrade'],
        message: expect.stringMatching(/Bayonets.*give the distance/),
      }),
    ]);
    expect(
      attackCell({ attacker: { unit: 'riflemen', upgrade: 'bayonets' }, target: { unit: 'riflemen' }, distance: 1 })
        .targets[0].atk,
    ).toBe(4);
  });

  it('Grenade Launchers: riflemen or heavy infantry with the upgrade fire a grenade whose 2" blast reaches the units around the target', () => {
    const launcher = {
      attacker: { unit: 'riflemen', upgrade: 'grenade-launchers', fire: 'grenade-launcher' },
      target: { unit: 'riflemen' },
      others_in_blast: [{ unit: 'medics' }],
      distance: 6,
    };
    expect(attackCell(launcher).targets).toHaveLength(2);
    const exact = exactAttack(attackCell(launcher));
    // Hit all in the radius: the medics are hit exactly when the target is (P(d6 + 3 > d6 + 2) = 21/36).
    expect((exact.distributions.units_hit as Float64Array)[2]).toBeCloseTo(21 / 36, 12);
    const refused = (input: Record<string, unknown>) => {
      const r = normalize(input);
      return r.ok ? [] : r.issues.map((i) => i.message);
    };
    expect(refused({ ...launcher, attacker: { unit: 'riflemen', fire: 'grenade-launcher' } })).toEqual([
      expect.stringMatching(/needs the army's upgrade: upgrade: grenade-launchers/),
    ]);
    expect(
      refused({ ...launcher, attacker: { unit: 'snipers', upgrade: 'grenade-launchers', fire: 'grenade-launcher' } }),
    ).toEqual([expect.stringMatching(/only riflemen and heavy infantry fire Grenade Launchers, not snipers/)]);
    expect(refused({ ...launcher, attacker: { unit: 'riflemen', upgrade: 'grenade-launchers' } })).toEqual([
      expect.stringMatching(/no blast radius/),
    ]);
  });

  it('Flashbang Grenades: riflemen or light infantry with the upgrade stun everyone in a 2½" blast and damage no one', () => {
    const flashbang = {
      attacker: { unit: 'light-infantry', upgrade: 'flashbang-grenades', fire: 'flashbang' },
      target: { unit: 'riflemen' },
      others_in_blast: [{ unit: 'medics' }],
      distance: 5,
    };
    const c = attackCell(flashbang);
    expect(c.damage).toBe(0);
    expect(c.note).toMatch(/does no damage: `hit` is the target stunned/);
    const exact = exactAttack(c);
    expect(exact.outcomes.killed).toBe(0);
    expect((exact.distributions.target_stage as Float64Array)[0]).toBeCloseTo(1, 14); // still Healthy
    // The same roll as the unit's own attack: what would have hit (wounded or killed) now stuns.
    const weapon = exactAttack(attackCell({ ...flashbang, attacker: { unit: 'light-infantry' }, others_in_blast: [] }));
    expect(exact.outcomes.hit).toBeCloseTo(
      (weapon.outcomes.hit ?? Number.NaN) + (weapon.outcomes.killed ?? Number.NaN),
      12,
    );
    const refused = (input: Record<string, unknown>) => {
      const r = normalize(input);
      return r.ok ? [] : r.issues.map((i) => i.message);
    };
    expect(refused({ ...flashbang, attacker: { unit: 'light-infantry', fire: 'flashbang' } })).toEqual([
      expect.stringMatching(/upgrade: flashbang-grenades/),
    ]);
    expect(
      refused({ ...flashbang, attacker: { unit: 'heavy-infantry', upgrade: 'flashbang-grenades', fire: 'flashbang' } }),
    ).toEqual([expect.stringMatching(/only riflemen and light infantry throw Flashbang Grenades, not heavy-infantry/)]);
  });

  it('machine gunner: a 4" minimum range on the unit list, none on the reference sheet', () => {
    const at2 = { attacker: { unit: 'machine-gunner' }, target: { unit: 'riflemen' }, distance: 2 };
    expect(attackCell(at2).canAttack).toBe(false);
    expect(attackCell({ ...at2, rules: { 'unit-stats': 'reference-sheet' } }).canAttack).toBe(true);
  });

  it('sniper range: 10" on the unit list, 12" on the reference sheet', () => {
    const at11 = { attacker: { unit: 'snipers' }, target: { unit: 'riflemen' }, distance: 11 };
    expect(attackCell(at11).canAttack).toBe(false);
    expect(attackCell(at11).note).toMatch(/beyond its range of 10"/);
    expect(attackCell({ ...at11, rules: { 'unit-stats': 'reference-sheet' } }).canAttack).toBe(true);
  });

  it('mortar minimum range: 8" on the unit list, 7" on the reference sheet', () => {
    const at7 = { attacker: { unit: 'mortar' }, target: { unit: 'riflemen' }, distance: 7.5 };
    expect(attackCell(at7).canAttack).toBe(false);
    expect(attackCell({ ...at7, rules: { 'unit-stats': 'reference-sheet' } }).canAttack).toBe(true);
  });

  it('cover +3 and hunker +2 DEF; light infantry DEF 1 (list) or 2 (sheet)', () => {
    const cell = attackCell({
      attacker: { unit: 'riflemen' },
      target: { unit: 'light-infantry', cover: true, hunker: true },
      distance: 5,
    });
    expect(cell.targets[0].def).toBe(6);
    const sheet = attackCell({
      rules: { 'unit-stats': 'reference-sheet' },
      attacker: { unit: 'riflemen' },
      target: { unit: 'light-infantry' },
      distance: 5,
    });
    expect(sheet.targets[0].def).toBe(2);
  });
});
