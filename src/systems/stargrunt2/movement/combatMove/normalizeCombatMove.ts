import type { NormalizeResult } from '../../../../core/Issue.js';
import { closedShift } from '../../../../dice/shift.js';
import { MOVER_DICE, TERRAIN_COST } from '../data.js';
import { movementMessages } from '../messages.js';
import type { CombatMoveCell } from './CombatMoveCell.js';
import type { CombatMoveScenarioCell } from './schema.js';

/** Turns one parsed combat-move cell into the die, the actions and the movement needed. */
export function normalizeCombatMove(scenario: CombatMoveScenarioCell): NormalizeResult<CombatMoveCell> {
  if (scenario.mover === 'vehicle' && scenario.encumbered) {
    return { ok: false, issues: [{ path: ['encumbered'], message: movementMessages.vehicleNotEncumbered }] };
  }
  // "Troops encumbered by heavy equipment ... move at one die type lower than normal" (closed at D4).
  const { rules } = scenario;
  const sides = scenario.encumbered
    ? closedShift(MOVER_DICE[scenario.mover], -rules['encumbered-shift'])
    : MOVER_DICE[scenario.mover];
  const cost = {
    clear: TERRAIN_COST.clear,
    poor: rules['poor-terrain-cost'],
    difficult: rules['difficult-terrain-cost'],
  }[scenario.terrain];
  const needed = scenario.distance * cost;
  const most = 2 * sides * scenario.actions;
  return {
    ok: true,
    value: {
      sides,
      actions: scenario.actions,
      needed,
      ...(needed > most ? { note: movementMessages.outOfReach(needed, most) } : {}),
    },
  };
}
