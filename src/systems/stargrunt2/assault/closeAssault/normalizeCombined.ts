import { closedShift } from '../../../../dice/shift.js';
import type { Issue } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { CLOSE_ASSAULT_THREATS } from '../../data/reactionThreatLevels.js';
import type { FireCell } from '../../fire/FireCell.js';
import { normalizeFire } from '../../fire/normalizeFire.js';
import { fireCellSchema } from '../../fire/schema.js';
import { confidenceIndex } from '../../morale/confidenceIndex.js';
import { type CloseCombatFigure, closeCombatDice } from '../closeCombatDice.js';
import { MOBILITY_DICE } from '../data/mobility.js';
import { closeCombatFigure } from '../figureShift.js';
import { assaultMessages } from '../messages.js';
import type { AttackingUnit, CombinedAssault } from './CloseAssaultCell.js';
import type { CloseAssaultScenarioCell } from './schema.js';

/**
 * COMBINED CLOSE-ASSAULT ACTIVATIONS: the `attacker` and the `combined_with` units as plain numbers, each with its
 * own charge test, combat move die, final defensive fire cells and close-combat die against the defenders; the
 * defenders' test to stand for every set of units that may charge (odds of the units charging; TERROR if any of
 * them has it). Any size: the exact evaluator has its own limits (exactCombinedAssault). Pushes issues and returns undefined when refused.
 * @example combinedAssault(scenario, issues)?.units.length // 2
 */
export function combinedAssault(scenario: CloseAssaultScenarioCell, issues: Issue[]): CombinedAssault | undefined {
  const { defender, rules } = scenario;
  const inputs = [scenario.attacker, ...(scenario.combined_with ?? [])];
  const paths: Issue['path'][] = inputs.map((_, i) => (i === 0 ? ['attacker'] : ['combined_with', i - 1]));
  const before = issues.length;
  const d = closeCombatFigure(defender, 0, ['defender'], issues);
  const bonus = defender.cover !== 'open' || defender.in_position ? 1 : 0;
  const units: AttackingUnit[] = [];
  const figures: CloseCombatFigure[] = [];
  inputs.forEach((input, i) => {
    const start = confidenceIndex(input.confidence, [...paths[i], 'confidence'], issues);
    const threat = start === undefined ? null : CLOSE_ASSAULT_THREATS[start];
    if (start !== undefined && threat === null) {
      issues.push({ path: [...paths[i], 'confidence'], message: assaultMessages.attackerMayNotAssault(CONFIDENCE_LEVELS[start]) });
    }
    const a = closeCombatFigure(input, 0, paths[i], issues);
    const [first, defenderFirst] = closeCombatDice(a, { ...d, shift: d.shift + bonus });
    const [later, defenderLater] = closeCombatDice(a, d);
    const moveDie = input.encumbered ? closedShift(MOBILITY_DICE[input.mobility], -1) : MOBILITY_DICE[input.mobility];
    figures.push(a);
    units.push({
      figures: input.figures,
      sides: QUALITY_DICE[input.quality],
      leadership: input.leadership,
      start: start ?? 0,
      chargeNeeded: input.leadership + (threat ?? 0),
      moveDie,
      fire: defensiveFire(scenario, input, moveDie, paths[i], issues),
      first,
      later,
      defenderFirst,
      defenderLater,
    });
  });
  if (issues.length > before) return undefined;

  const defenderStart = confidenceIndex(defender.confidence, ['defender', 'confidence'], []) ?? 0;
  const standNeeded: number[] = [];
  for (let mask = 0; mask < 1 << units.length; mask++) {
    let strength = 0;
    let terror = false;
    inputs.forEach((input, u) => {
      if (!(mask & (1 << u))) return;
      strength += input.figures * (figures[u].powerArmour ? 2 : 1);
      terror ||= input.terror ?? input.weapon === 'flame';
    });
    const threat = Math.max(1, Math.floor(strength / (defender.figures * (d.powerArmour ? 2 : 1)))) * (terror ? 2 : 1);
    standNeeded.push(defenderStart >= 3 ? -1 : defender.leadership + threat);
  }
  return {
    units,
    standNeeded,
    extraPerUnit: rules['combined-extra-threat'] === 'per-unit',
    unitCasualties: rules['combined-casualties'] === 'unit',
    lowestDefenderDie: rules['combined-defender-die'] === 'lowest',
    abortOnWithdrawal: rules['combined-on-withdrawal'] === 'abort',
  };
}

/** FINAL DEFENSIVE FIRE at one unit after each first-move face (null when that move reaches, or no troops). */
function defensiveFire(
  scenario: CloseAssaultScenarioCell,
  unit: CloseAssaultScenarioCell['attacker'],
  moveDie: number,
  path: Issue['path'],
  issues: Issue[],
): Array<FireCell | null> {
  const { defender } = scenario;
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
        target: { figures: unit.figures, armour: unit.armour },
        range: scenario.distance - 2 * face,
      }),
    );
    if (!result.ok) {
      for (const issue of result.issues) {
        const where = issue.path[0] === 'firer' ? ['defender'] : issue.path[0] === 'target' ? path : [issue.path[0]];
        issues.push({ ...issue, path: [...where, ...issue.path.slice(1)], message: assaultMessages.fireRefused(issue.message) });
      }
      return fire;
    }
    fire.push(result.value);
  }
  return fire;
}
