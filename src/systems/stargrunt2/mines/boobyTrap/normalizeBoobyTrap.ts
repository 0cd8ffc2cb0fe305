import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { parseDie } from '../../../../dice/dieType.js';
import { closedShift } from '../../../../dice/shift.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { armourDieTable, stargrunt2Names } from '../../resolveNames.js';
import { minesMessages as messages } from '../messages.js';
import type { BoobyTrapCell } from './BoobyTrapCell.js';
import type { BoobyTrapScenarioCell } from './schema.js';

/**
 * Turns one parsed booby-trap cell into dice: the unit's quality die against the trap's D8, the trap's impact die
 * against the nearest figure's armour (any d-N or listed faces from house `armour:`) and one type lower (a closed shift) against each figure in contact.
 * @example normalizeBoobyTrap({ …, unit: { quality: 'green', armour: 'basic', in_contact: 2 }, trap: { impact: 'd8', trigger: 'd8' } }).value // contactImpactSides 6
 */
export function normalizeBoobyTrap(scenario: BoobyTrapScenarioCell): NormalizeResult<BoobyTrapCell> {
  const issues: Issue[] = [];
  const { unit, trap } = scenario;
  const armour = lookUpName(
    armourDieTable(scenario.armour),
    unit.armour,
    ['unit', 'armour'],
    stargrunt2Names.armour,
    issues,
  );
  if (armour === undefined) return { ok: false, issues };
  // The schema admits only die types, so both texts parse.
  const impactSides = parseDie(trap.impact)!.sides;
  const contactImpactSides = closedShift(impactSides, -1);
  return {
    ok: true,
    value: {
      qualitySides: QUALITY_DICE[unit.quality],
      triggerSides: parseDie(trap.trigger)!.sides,
      impactSides,
      contactImpactSides,
      armour,
      inContact: unit.in_contact,
      killMultiple: scenario.rules['kill-multiple'],
      ...(unit.in_contact > 0 ? { note: messages.contactDie(impactSides, contactImpactSides) } : {}),
    },
  };
}
