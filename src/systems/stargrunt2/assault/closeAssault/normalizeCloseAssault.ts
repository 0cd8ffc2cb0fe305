import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { ARMOUR_DICE } from '../../data/armour.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { confidenceIndex } from '../../morale/confidenceIndex.js';
import { closeCombatFigure } from '../figureShift.js';
import { assaultMessages } from '../messages.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { chargeThreat } from './chargeThreat.js';
import { type AssaultingUnit, closeAssaultDice, type DefendingUnit } from './closeAssaultDice.js';
import { combatMoveDie } from './combatMoveDie.js';
import { defenderFiring } from './defenderFiring.js';
import { combinedAssault } from './normalizeCombined.js';
import type { CloseAssaultRules, CloseAssaultScenarioCell } from './schema.js';

/** The `spares` variant as the kernels and exact evaluators read it. */
const SPARES_INDEX: Record<CloseAssaultRules['spares'], CloseAssaultCell['spares']> = {
  spread: 0,
  concentrate: 1,
  random: 2,
};

/**
 * Turns one parsed close-assault cell into plain numbers (INITIATING CLOSE ASSAULT, CLOSE COMBAT RESOLUTION,
 * FINAL DEFENSIVE FIRE, TERROR EFFECTS, COMBAT MOVEMENT).
 */
export function normalizeCloseAssault(scenario: CloseAssaultScenarioCell): NormalizeResult<CloseAssaultCell> {
  const issues: Issue[] = [];
  const { attacker, defender, rules } = scenario;
  const attackerStart = confidenceIndex(attacker.confidence, ['attacker', 'confidence'], issues);
  const defenderStart = confidenceIndex(defender.confidence, ['defender', 'confidence'], issues);
  const charge = chargeThreat(attackerStart, ['attacker'], issues);
  const a = closeCombatFigure(attacker, 0, ['attacker'], issues);
  const d = closeCombatFigure(defender, 0, ['defender'], issues);
  if (issues.length > 0 || attackerStart === undefined || defenderStart === undefined || charge === null) {
    return { ok: false, issues };
  }

  const firing = defenderFiring(defender, issues);
  const combined = scenario.combined_with ? combinedAssault(scenario, firing, issues) : undefined;
  if (issues.length > 0) return { ok: false, issues };
  // TERROR EFFECTS: flame weapons instil great fear; any other terror is the scenario's to declare.
  const assaulting: AssaultingUnit = {
    figures: attacker.figures,
    figure: a,
    leadership: attacker.leadership,
    start: attackerStart,
    moveDie: combatMoveDie(attacker),
    armourSides: ARMOUR_DICE[attacker.armour],
    terror: attacker.terror ?? attacker.weapon === 'flame',
  };
  const defending: DefendingUnit = {
    figures: defender.figures,
    figure: d,
    leadership: defender.leadership,
    start: defenderStart,
    positionBonus: defender.cover !== 'open' || defender.in_position,
    suppression: defender.suppression,
    firing,
  };
  const cell = closeAssaultDice(assaulting, defending, scenario.distance, {
    halfOrLess: rules['two-level-drop'] === 'half-or-less',
    spares: SPARES_INDEX[rules.spares],
    abortIfShort: rules['if-short'] === 'abort',
    fireCasualtiesCount: rules['fire-casualties-count'] === 'yes',
    powerArmour: rules['power-armour-close-combat'],
    defenderCoverShift: rules['defender-cover-shift'],
    powerArmourOdds: rules['power-armour-odds'],
    followThrough: scenario.follow_through,
  });
  const { chargeNeeded, standNeeded } = cell;
  const broken = standNeeded < 0;
  return {
    ok: true,
    value: {
      ...cell,
      attackers: combined ? combined.units.reduce((n, u) => n + u.figures, 0) : attacker.figures,
      ...(combined ? { combined } : {}),
      note: broken
        ? assaultMessages.defenderAutoRouts(CONFIDENCE_LEVELS[defenderStart])
        : combined
          ? assaultMessages.combinedThreats(
              combined.units.map((u) => u.chargeNeeded),
              combined.standNeeded[combined.standNeeded.length - 1],
            )
          : assaultMessages.threats(chargeNeeded, standNeeded),
    },
  };
}
