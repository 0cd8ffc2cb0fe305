import { describe, expect, it } from 'vitest';
import { attributeOf, fullAttributeOf } from './character.js';
import { damageLimits, stateAfterDamage } from './damageEffect.js';
import { highestSuccessfulRoll } from './hitRoll.js';
import { layoutOffsets } from './layoutOffsets.js';
import { lookUpName } from './lookUpName.js';
import { ldrModifier } from './moraleCheck/ldrModifier.js';
import { passesMorale } from './moraleCheck/passesMorale.js';
import { dSixes } from './threeD6.js';
import { closeCombatCell } from './closeCombat/testCells.js';
import { normalizeCloseCombat } from './closeCombat/normalizeCloseCombat.js';
import { closeCombatCellSchema } from './closeCombat/schema.js';
import type { Issue } from '../ResolutionDefinition.js';

describe('man-to-man helpers: their documented examples and the 4.5 damage table', () => {
  it('compares rolls strictly under by default', () => {
    expect(highestSuccessfulRoll(12, 'under')).toBe(11);
    expect(highestSuccessfulRoll(12, 'equal-or-under')).toBe(12);
    expect(highestSuccessfulRoll(6.5, 'under')).toBe(6);
    expect(highestSuccessfulRoll(6.5, 'equal-or-under')).toBe(6);
  });

  it('reads attributes from 2.0 and halves them when wounded', () => {
    expect(attributeOf({ troop: 'nco', wounded: true }, 'STR')).toBe(7);
    expect(fullAttributeOf({ troop: 'co', wounded: true }, 'STR')).toBe(10);
    expect(attributeOf({ troop: 'private', wounded: false, dex: 15 }, 'DEX')).toBe(15);
  });

  it('applies 4.5: up to half STR wounds, up to STR incapacitates, above kills; a second wound incapacitates', () => {
    const l = damageLimits(12);
    expect(l).toEqual({ woundMax: 6, incapacitateMax: 12 });
    expect([6, 7, 12, 13].map((d) => stateAfterDamage(0, d, l))).toEqual([1, 2, 2, 3]);
    expect(stateAfterDamage(1, 3, l)).toBe(2);
    expect(stateAfterDamage(2, 3, l)).toBe(2);
    expect(stateAfterDamage(2, 13, l)).toBe(3);
  });

  it('gives the documented examples', () => {
    expect(dSixes(3).probExact(3)).toEqual({ num: 1n, den: 216n });
    expect(layoutOffsets({ outcomes: ['a', 'b'], distributions: [{ name: 'x', size: 3 }, { name: 'y', size: 2 }] })).toEqual([2, 5]);
    const issues: Issue[] = [];
    expect(lookUpName({ rifle: 1 }, 'rifel', ['weapon'], 'weapon', issues)).toBeUndefined();
    expect(issues[0].suggestions).toEqual(['rifle']);
    expect(
      ldrModifier({ quality: 'elite', officer_within_6: false, in_cover: true, afv_within_12: false, casualties: 2, air_flame_rocket_attack: false }),
    ).toBe(2);
    expect(passesMorale({ modifiedLdr: 12, highestPass: 11, criticals: false, failure: 1 }, 11)).toBe(true);
  });

  it('reports an unknown close combat weapon with suggestions', () => {
    const r = normalizeCloseCombat(
      closeCombatCellSchema.parse({ system: 'man-to-man', resolve: 'close-combat', attacker: { weapon: 'bayonet' }, defender: { weapon: 'club' } }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.map((i) => i.path)).toEqual([['attacker', 'weapon'], ['defender', 'weapon']]);
      expect(r.issues[0].suggestions).toContain('bayonet-knife');
    }
    expect(closeCombatCell({ attacker: { weapon: 'improvised' }, defender: { weapon: 'improvised' } }).attacker.damageDice).toBe(1);
  });
});
