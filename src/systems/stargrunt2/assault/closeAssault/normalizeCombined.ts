import type { Issue } from '../../../../core/Issue.js';
import { ARMOUR_DICE } from '../../data/armour.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { FiringTroops } from '../../fire/fireDice.js';
import { confidenceIndex } from '../../morale/confidenceIndex.js';
import { type CloseCombatFigure, closeCombatDice } from '../closeCombatDice.js';
import { closeCombatFigure } from '../figureShift.js';
import type { AttackingUnit, CombinedAssault } from './CloseAssaultCell.js';
import { chargeThreat } from './chargeThreat.js';
import { combatMoveDie } from './combatMoveDie.js';
import { defensiveFireCells } from './defensiveFireCells.js';
import { oddsStrength, oddsThreat } from './oddsThreat.js';
import type { CloseAssaultScenarioCell } from './schema.js';

/**
 * COMBINED CLOSE-ASSAULT ACTIVATIONS: the `attacker` and the `combined_with` units as plain numbers, each with its
 * own charge test, combat move die, final defensive fire cells and close-combat die against the defenders; the
 * defenders' test to stand for every set of units that may charge (odds of the units charging; TERROR if any of
 * them has it). Any size: the exact evaluator has its own limits (exactCombinedAssault). Pushes issues and returns undefined when refused.
 * @example combinedAssault(scenario, firing, issues)?.units.length // 2
 */
export function combinedAssault(
  scenario: CloseAssaultScenarioCell,
  firing: FiringTroops | undefined,
  issues: Issue[],
): CombinedAssault | undefined {
  const { defender, rules } = scenario;
  const inputs = [scenario.attacker, ...(scenario.combined_with ?? [])];
  const paths: Issue['path'][] = inputs.map((_, i) => (i === 0 ? ['attacker'] : ['combined_with', i - 1]));
  const before = issues.length;
  const d = closeCombatFigure(defender, 0, ['defender'], issues);
  const powerArmour = rules['power-armour-close-combat'];
  const odds = rules['power-armour-odds'];
  const bonus = defender.cover !== 'open' || defender.in_position ? rules['defender-cover-shift'] : 0;
  const units: AttackingUnit[] = [];
  const figures: CloseCombatFigure[] = [];
  inputs.forEach((input, i) => {
    const start = confidenceIndex(input.confidence, [...paths[i], 'confidence'], issues);
    const threat = chargeThreat(start, paths[i], issues);
    const a = closeCombatFigure(input, 0, paths[i], issues);
    const [first, defenderFirst] = closeCombatDice(a, { ...d, shift: d.shift + bonus }, powerArmour);
    const [later, defenderLater] = closeCombatDice(a, d, powerArmour);
    const moveDie = combatMoveDie(input);
    const armourSides: number | undefined = ARMOUR_DICE[input.armour];
    figures.push(a);
    units.push({
      figures: input.figures,
      sides: QUALITY_DICE[input.quality],
      leadership: input.leadership,
      start: start ?? 0,
      chargeNeeded: input.leadership + (threat ?? 0),
      moveDie,
      // An unknown armour is reported by closeCombatFigure; the unit then has no fire to face.
      fire:
        armourSides === undefined
          ? []
          : defensiveFireCells({ figures: input.figures, armourSides, moveDie }, firing, scenario.distance),
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
      strength += oddsStrength(input.figures, figures[u].powerArmour, odds);
      terror ||= input.terror ?? input.weapon === 'flame';
    });
    const threat = oddsThreat(strength, oddsStrength(defender.figures, d.powerArmour, odds)) * (terror ? 2 : 1);
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
