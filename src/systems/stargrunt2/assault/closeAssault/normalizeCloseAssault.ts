import { closedShift } from '../../../../dice/shift.js';
import type { Issue, NormalizeResult } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { CLOSE_ASSAULT_THREATS } from '../../data/reactionThreatLevels.js';
import type { FireCell } from '../../fire/FireCell.js';
import { normalizeFire } from '../../fire/normalizeFire.js';
import { fireCellSchema } from '../../fire/schema.js';
import { confidenceIndex } from '../../morale/confidenceIndex.js';
import { closeCombatDice } from '../closeCombatDice.js';
import { MOBILITY_DICE } from '../data/mobility.js';
import { closeCombatFigure } from '../figureShift.js';
import { assaultMessages } from '../messages.js';
import { type CloseAssaultCell, SPARES } from './CloseAssaultCell.js';
import { combinedAssault } from './normalizeCombined.js';
import { oddsThreat } from './oddsThreat.js';
import type { CloseAssaultScenarioCell } from './schema.js';

/**
 * Turns one parsed close-assault cell into plain numbers (INITIATING CLOSE ASSAULT, CLOSE COMBAT RESOLUTION,
 * FINAL DEFENSIVE FIRE, TERROR EFFECTS, COMBAT MOVEMENT).
 */
export function normalizeCloseAssault(scenario: CloseAssaultScenarioCell): NormalizeResult<CloseAssaultCell> {
  const issues: Issue[] = [];
  const { attacker, defender, rules } = scenario;
  const attackerStart = confidenceIndex(attacker.confidence, ['attacker', 'confidence'], issues);
  const defenderStart = confidenceIndex(defender.confidence, ['defender', 'confidence'], issues);
  const chargeThreat = attackerStart === undefined ? null : CLOSE_ASSAULT_THREATS[attackerStart];
  if (attackerStart !== undefined && chargeThreat === null) {
    issues.push({ path: ['attacker', 'confidence'], message: assaultMessages.attackerMayNotAssault(CONFIDENCE_LEVELS[attackerStart]) });
  }
  const bonus = defender.cover !== 'open' || defender.in_position ? 1 : 0;
  const a = closeCombatFigure(attacker, 0, ['attacker'], issues);
  const d = closeCombatFigure(defender, 0, ['defender'], issues);
  if (issues.length > 0 || attackerStart === undefined || defenderStart === undefined || chargeThreat === null) {
    return { ok: false, issues };
  }

  const moveDie = attacker.encumbered ? closedShift(MOBILITY_DICE[attacker.mobility], -1) : MOBILITY_DICE[attacker.mobility];
  const fire: Array<FireCell | null> = [];
  for (let face = 1; face <= moveDie; face++) {
    if (2 * face >= scenario.distance || !defender.troops) {
      fire.push(null);
      continue;
    }
    const result = normalizeFire(
      fireCellSchema.parse({
        system: 'stargrunt2',
        resolve: 'fire',
        firer: { quality: defender.quality, troops: defender.troops },
        target: { figures: attacker.figures, armour: attacker.armour },
        range: scenario.distance - 2 * face,
      }),
    );
    if (!result.ok) {
      for (const issue of result.issues) {
        const where = issue.path[0] === 'firer' ? 'defender' : issue.path[0] === 'target' ? 'attacker' : issue.path[0];
        issues.push({ ...issue, path: [where, ...issue.path.slice(1)], message: assaultMessages.fireRefused(issue.message) });
      }
      return { ok: false, issues };
    }
    fire.push(result.value);
  }

  // TERROR EFFECTS: flame weapons instil great fear; any other terror is the scenario's to declare.
  const terror = attacker.terror ?? attacker.weapon === 'flame';
  const standThreat = oddsThreat(attacker.figures, a.powerArmour, defender.figures, d.powerArmour) * (terror ? 2 : 1);
  const broken = defenderStart >= 3;
  const [attackerFirst, defenderFirst] = closeCombatDice(a, { ...d, shift: d.shift + bonus });
  const [attackerLater, defenderLater] = closeCombatDice(a, d);
  const combined = scenario.combined_with ? combinedAssault(scenario, issues) : undefined;
  if (issues.length > 0) return { ok: false, issues };
  const chargeNeeded = attacker.leadership + chargeThreat;
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
      spares: SPARES.indexOf(rules.spares) as 0 | 1 | 2,
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
