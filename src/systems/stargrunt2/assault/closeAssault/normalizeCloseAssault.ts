import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { confidenceIndex } from '../../morale/confidenceIndex.js';
import { closeCombatDice } from '../closeCombatDice.js';
import { closeCombatFigure } from '../figureShift.js';
import { assaultMessages } from '../messages.js';
import { chargeThreat } from './chargeThreat.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { combatMoveDie } from './combatMoveDie.js';
import { defensiveFire } from './defensiveFire.js';
import { combinedAssault } from './normalizeCombined.js';
import { oddsStrength, oddsThreat } from './oddsThreat.js';
import type { CloseAssaultRules, CloseAssaultScenarioCell } from './schema.js';

/** The `spares` variant as the kernels and exact evaluators read it. */
const SPARES_INDEX: Record<CloseAssaultRules['spares'], CloseAssaultCell['spares']> = { spread: 0, concentrate: 1, random: 2 };

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
  const bonus = defender.cover !== 'open' || defender.in_position ? 1 : 0;
  const a = closeCombatFigure(attacker, 0, ['attacker'], issues);
  const d = closeCombatFigure(defender, 0, ['defender'], issues);
  if (issues.length > 0 || attackerStart === undefined || defenderStart === undefined || charge === null) {
    return { ok: false, issues };
  }

  const moveDie = combatMoveDie(attacker);
  const fire = defensiveFire(scenario, attacker, moveDie, ['attacker'], issues);
  if (issues.length > 0) return { ok: false, issues };

  // TERROR EFFECTS: flame weapons instil great fear; any other terror is the scenario's to declare.
  const terror = attacker.terror ?? attacker.weapon === 'flame';
  const standThreat = oddsThreat(oddsStrength(attacker.figures, a.powerArmour), oddsStrength(defender.figures, d.powerArmour)) * (terror ? 2 : 1);
  const broken = defenderStart >= 3;
  const [attackerFirst, defenderFirst] = closeCombatDice(a, { ...d, shift: d.shift + bonus });
  const [attackerLater, defenderLater] = closeCombatDice(a, d);
  const combined = scenario.combined_with ? combinedAssault(scenario, issues) : undefined;
  if (issues.length > 0) return { ok: false, issues };
  const chargeNeeded = attacker.leadership + charge;
  const standNeeded = broken ? -1 : defender.leadership + standThreat;
  return {
    ok: true,
    value: {
      attackers: combined ? combined.units.reduce((n, u) => n + u.figures, 0) : attacker.figures,
      defenders: defender.figures,
      attackerSides: QUALITY_DICE[attacker.quality],
      defenderSides: QUALITY_DICE[defender.quality],
      attackerLeadership: attacker.leadership,
      defenderLeadership: defender.leadership,
      attackerStart,
      defenderStart,
      chargeNeeded,
      standNeeded,
      halfOrLess: rules['two-level-drop'] === 'half-or-less',
      moveDie,
      distance: scenario.distance,
      fire,
      hasFire: defender.troops !== undefined,
      fireNeeded: defender.suppression > 0 ? defender.leadership + defender.suppression : -1,
      attackerFirst,
      defenderFirst,
      attacker: attackerLater,
      defender: defenderLater,
      spares: SPARES_INDEX[rules.spares],
      abortIfShort: rules['if-short'] === 'abort',
      fireCasualtiesCount: rules['fire-casualties-count'] === 'yes',
      followThrough: scenario.follow_through,
      ...(combined ? { combined } : {}),
      note: broken
        ? assaultMessages.defenderAutoRouts(CONFIDENCE_LEVELS[defenderStart])
        : combined
          ? assaultMessages.combinedThreats(combined.units.map((u) => u.chargeNeeded), combined.standNeeded[combined.standNeeded.length - 1])
          : assaultMessages.threats(chargeNeeded, standNeeded),
    },
  };
}
