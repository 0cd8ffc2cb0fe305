import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { formatDie } from '../../../../dice/dieType.js';
import { type CloseCombatDie, closeCombatDice } from '../closeCombatDice.js';
import { closeCombatParameters } from '../closeCombatRules.js';
import { closeCombatFigure } from '../figureShift.js';
import { assaultMessages } from '../messages.js';
import type { CloseCombatPairCell } from './CloseCombatPairCell.js';
import type { CloseCombatPairScenarioCell } from './schema.js';

/** Turns a close-combat pair into dice: quality, weapon open shifts, first-round cover bonus, power armour. */
export function normalizeCloseCombatPair(scenario: CloseCombatPairScenarioCell): NormalizeResult<CloseCombatPairCell> {
  const issues: Issue[] = [];
  const { defender } = scenario;
  const { powerArmour, defenderCoverShift } = closeCombatParameters(scenario.rules);
  const bonus = defender.cover !== 'open' || defender.in_position ? defenderCoverShift : 0;
  const a = closeCombatFigure(scenario.attacker, 0, ['attacker'], issues);
  const d = closeCombatFigure(defender, 0, ['defender'], issues);
  if (issues.length > 0) return { ok: false, issues };
  const [attackerFirst, defenderFirst] = closeCombatDice(a, { ...d, shift: d.shift + bonus }, powerArmour);
  const [attacker, defenderLater] = closeCombatDice(a, d, powerArmour);
  return {
    ok: true,
    value: {
      attackerFirst,
      defenderFirst,
      attacker,
      defender: defenderLater,
      note: assaultMessages.pairDice(show(attacker), show(defenderLater), show(attackerFirst), show(defenderFirst)),
    },
  };
}

function show(die: CloseCombatDie): string {
  return formatDie(die);
}
