import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { burstLimit } from '../../heavy/artillery/clockface.js';
import { artilleryNames } from '../../heavy/artillery/messages.js';
import { warheadTable } from '../../heavy/artillery/warheadTable.js';
import { BURST_RADIUS } from '../../heavy/data/deliverySystems.js';
import { heavyNames } from '../../heavy/messages.js';
import { BOOK_TARGET_SHIFTS, coverShift } from '../../rangeDie.js';
import { armourDieTable } from '../../resolveNames.js';
import { shiftedBlastDice } from '../blastArmour.js';
import type { BombRunCell } from './BombRunCell.js';
import type { BombRunScenarioCell } from './schema.js';

/**
 * FIRE FROM AIRBORNE VEHICLES (DEADFALL), names → numbers. The rulebook gives a bomb no burst or impact of its own, so
 * both come from the artillery tables (delivery system → BURST RADIUS, warhead → impact against dispersed targets),
 * and the figures' armour (house armour and house warheads: any d-N or listed faces, refused at its key where a shift
 * reaches one off the ladder) shifts as in CASUALTIES FROM ARTILLERY FIRE (soft cover one, hard two, In Position one more: parameters, as is the kill multiple).
 */
export function normalizeBombRun(scenario: BombRunScenarioCell): NormalizeResult<BombRunCell> {
  const issues: Issue[] = [];
  const { bombs, target } = scenario;
  const radii = { ...BURST_RADIUS, ...scenario.delivery_systems };
  const warheads = warheadTable(scenario.warheads);
  const radius = lookUpName(radii, bombs.delivery, ['bombs', 'delivery'], artilleryNames.delivery, issues);
  const warhead = lookUpName(warheads, bombs.warhead, ['bombs', 'warhead'], artilleryNames.warhead, issues);
  const armour = lookUpName(
    armourDieTable(scenario.armour),
    target.armour,
    ['target', 'armour'],
    heavyNames.armour,
    issues,
  );
  if (issues.length > 0 || radius === undefined || warhead === undefined || armour === undefined)
    return { ok: false, issues };
  const { rules } = scenario;
  const cover = coverShift(target.cover, {
    ...BOOK_TARGET_SHIFTS,
    soft: rules['soft-cover-shift'],
    hard: rules['hard-cover-shift'],
  });
  const steps = cover + (target.in_position ? rules['in-position-armour-shift'] : 0);
  const impactAt = { name: bombs.warhead, path: ['bombs', 'warhead'] };
  const at = {
    name: target.armour,
    path: ['target', 'armour'],
    cover: target.cover,
    inPosition: target.in_position,
    steps,
    impact: impactAt,
  };
  const dice = shiftedBlastDice(armour, warhead.infantry, at, issues);
  if (dice === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      bombs: bombs.count,
      stick: bombs.release === 'stick',
      hovering: scenario.hovering,
      ahead: target.ahead,
      aside: target.aside,
      figures: target.figures,
      burstLimit: burstLimit(radius, scenario.rules['burst-edge']),
      impact: dice.impact,
      armour: dice.armour,
      killMultiple: rules['kill-multiple'],
    },
  };
}
