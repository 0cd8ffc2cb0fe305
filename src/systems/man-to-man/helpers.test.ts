import { describe, expect, it } from 'vitest';
import { attributeOf, fullAttributeOf } from './character.js';
import { d6Total } from './d6Total.js';
import { damageLimits, stateAfterDamage } from './damageEffect.js';
import { dSixes } from './dSixes.js';
import { highestSuccessfulRoll } from './hitRoll.js';
import { ldrModifier } from './moraleCheck/ldrModifier.js';
import { moraleRollTable } from './moraleCheck/moraleRollTable.js';
import { ALL_CRITICALS, criticalRanges, NO_CRITICALS, ROLL, rollTable } from './rollTable.js';
import { rollUnder, threeD6 } from './rollUnder.js';

/** 5.0 Modifiers to LDR as the book prints them. */
const BOOK_LDR = {
  'officer-within-6': 2,
  'in-cover': 2,
  'afv-within-12': 2,
  elite: 4,
  'per-casualty': -2,
  'air-flame-rocket-attack': -4,
  green: -4,
};

import { normalizeOf } from '../../../testing/cellOf.js';
import { closeCombatCell } from '../../../testing/systems/man-to-man/closeCombat/testCells.js';
import closeCombatDefinition from './closeCombat/closeCombatDefinition.js';
import { rollUnderDist } from './rollUnderDist.js';

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
    expect(
      ldrModifier(
        {
          quality: 'elite',
          officer_within_6: false,
          in_cover: true,
          afv_within_12: false,
          casualties: 2,
          air_flame_rocket_attack: false,
        },
        BOOK_LDR,
      ),
    ).toBe(2);
    expect(moraleRollTable({ modifiedLdr: 12, highestPass: 11, criticals: [...NO_CRITICALS], failure: 1 })[11]).toBe(
      ROLL.hit,
    ); // passes
    expect(rollTable(11, ALL_CRITICALS)[11]).toBe(ROLL.hit);
    expect(rollTable(11, ALL_CRITICALS)[12]).toBe(ROLL.miss);
    expect(rollTable(11, ALL_CRITICALS)[5]).toBe(ROLL.criticalHit);
    expect(rollTable(11, ALL_CRITICALS)[17]).toBe(ROLL.jam);
    expect(threeD6(Float64Array.of(0, 0.5, 0.99), 0)).toBe(11);
    expect(rollUnder(rollTable(11, ALL_CRITICALS), Float64Array.of(0, 0.5, 0.99), 0)).toBe(ROLL.hit);
    expect(d6Total(Float64Array.of(0, 0.99), 0, 2)).toBe(7);
    expect(rollUnderDist(rollTable(11, ALL_CRITICALS)).prob(ROLL.hit)).toBeCloseTo(125 / 216, 15);
  });

  it('reads every 3d6 total through one roll table: 4.4 criticals, none, or those of a close assault', () => {
    const all = rollTable(11, ALL_CRITICALS); // DEX 12: 11 is the highest roll under it
    // 3, 4, 5 critical hits; 6..11 under DEX 12; 12..15 misses; 16, 17, 18 critical failures.
    expect(Array.from(all.slice(3))).toEqual([0, 1, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 6, 7]);
    // A plain comparison: 3 fails under 3, 16 passes under 17.
    expect(rollTable(2, NO_CRITICALS)[3]).toBe(ROLL.miss);
    expect(rollTable(16, NO_CRITICALS)[16]).toBe(ROLL.hit);
    // The 8.2 table's 3 alone is critical; 4 and 5 hit only under the factor.
    const closeAssault = rollTable(8, criticalRanges(3, 19));
    expect([closeAssault[3], closeAssault[4], closeAssault[18]]).toEqual([ROLL.criticalKill, ROLL.hit, ROLL.miss]);
  });

  it('reports an unknown close combat weapon with suggestions', () => {
    const r = normalizeOf(closeCombatDefinition, {
      system: 'man-to-man',
      resolve: 'close-combat',
      attacker: { weapon: 'bayonet' },
      defender: { weapon: 'club' },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.map((i) => i.path)).toEqual([
        ['attacker', 'weapon'],
        ['defender', 'weapon'],
      ]);
      expect(r.issues[0].suggestions).toContain('bayonet-knife');
    }
    expect(
      closeCombatCell({ attacker: { weapon: 'improvised' }, defender: { weapon: 'improvised' } }).attacker.damageDice,
    ).toBe(1);
  });
});
