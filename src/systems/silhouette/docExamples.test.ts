import { describe, expect, it } from 'vitest';
import { infantryRofBonus, lastMoveModifier, rangeBand } from './data/lookups.js';
import { UNITS } from './data/units.js';
import { damageResult, stateAfter } from './data/vehicleDamage.js';
import { finalTotal } from './dice/finalTotal.js';
import { rawRollDist } from './dice/rawRollDist.js';
import { rollRaw } from './dice/rollRaw.js';
import { infantryDefenseModifier } from './infantryDefense.js';
import { troopersLost } from './infantryEffects.js';
import { marginCode } from './opposed/marginCode.js';
import { maxMarginCode } from './opposed/maxMarginCode.js';
import { vehicleDefenseModifier } from './vehicleDefense.js';
import { vehicleEffects } from './vehicleEffects.js';
import { weaponTable } from './weaponTable.js';

describe('documented examples of the Silhouette helpers', () => {
  it('each @example gives the value it states', () => {
    expect(rawRollDist(1).prob(0)).toBeCloseTo(1 / 6, 15);
    expect(rollRaw(Float64Array.of(0.99, 0.99), 0, 2, true, 1)).toBe(7);
    expect(finalTotal(3, -5)).toBe(0);
    expect(marginCode(5, 3)).toBe(4);
    expect(maxMarginCode(2, 1)).toBe(10);
    expect(lastMoveModifier(5, 'top-row')).toBe(0);
    expect(lastMoveModifier(25, 'top-row')).toBe(2);
    expect(lastMoveModifier(25, 'extrapolate')).toBe(3);
    expect(infantryRofBonus(5)).toBe(2);
    expect(rangeBand(3, 2)).toBe('medium');
    expect(damageResult(20, 10)).toBe(2);
    expect(stateAfter(1, 1)).toBe(2);
    expect(troopersLost({ troopers: 5, boxes: 2, boxesCrossed: 1, inArea: 0 }, 4)).toBe(2);
    expect(vehicleEffects(4, (m) => 5 * m, 10, 0, { light: 1, heavy: 2, overkill: 3 }).outcomeOf).toEqual([
      'miss',
      'miss',
      'no_effect',
      'no_effect',
      'light_damage',
    ]);
    expect(infantryDefenseModifier({ defensive_maneuvers: true, command_point: true, modifier: 0 })).toBe(5);
    expect(
      weaponTable({ rifle: { base_range: 1, accuracy: 0, damage: 1, rof: 0, ai: false, area_effect: false } }).rifle
        .damage,
    ).toBe(1);
    expect(
      vehicleDefenseModifier(
        { maneuver: 0, movement: 'walker', last_move: 0, defensive_maneuvers: true, command_point: false, modifier: 0 },
        'top-row',
      ),
    ).toBe(0);
  });

  it('Decreased Maneuver (-2 in Ground mode) of the M11A3 General: only in Ground mode, only for a unit whose card has it', () => {
    const d = { maneuver: 1, last_move: 5, defensive_maneuvers: false, command_point: false, modifier: 0 };
    expect(vehicleDefenseModifier({ ...d, movement: 'ground' }, 'top-row', UNITS['m11a3-general'])).toBe(-1);
    expect(vehicleDefenseModifier({ ...d, movement: 'walker' }, 'top-row', UNITS['m11a3-general'])).toBe(1);
    expect(vehicleDefenseModifier({ ...d, movement: 'ground' }, 'top-row', UNITS['pzkpf-v-valkyrie'])).toBe(1);
    expect(vehicleDefenseModifier({ ...d, movement: 'ground' }, 'top-row')).toBe(1);
  });

  it("DEFENSE ROLL, Defender's Movement: 0 −3, 1-2 −2, 3-4 −1, 5-6 +0, 7-9 +1, 10-19 +2", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 19].map((cm) => lastMoveModifier(cm, 'top-row'))).toEqual([
      -3, -2, -2, -1, -1, 0, 0, 1, 1, 2, 2,
    ]);
  });
});
