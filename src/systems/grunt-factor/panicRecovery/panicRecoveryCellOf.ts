import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { givenOrGradeLd } from '../data/grades.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import type { PanicRecoveryScenarioCell } from './schema.js';

/**
 * The LD of each turn's recovery test (Recovering from panic; Morale: outside command radius), kernel-side: what
 * normalizePanicRecovery returns and an engagement builds as its squads stand.
 * @example panicRecoveryCellOf(cell).facesByTurn[0] // d20 faces of the first turn's test
 */
export function panicRecoveryCellOf(scenario: PanicRecoveryScenarioCell): PanicRecoveryCell {
  const { squad, rules } = scenario;
  // An LD given as a number is the roller's whole LD: no CO bonus is added to it (it is still halved outside).
  const grade = givenOrGradeLd(squad);
  const coBonus = squad.ld === undefined && squad.leader_co ? rules['co-ld-bonus'] : 0;
  const rounding = rules['out-of-command-rounding'];
  const situations = Array.isArray(scenario.situation) ? scenario.situation : [scenario.situation];
  // Recovering from panic: "If there is an enemy in LOS … -2 … under fire … -4" (rules.recovery-modifiers).
  const modifiers = { none: 0, ...rules['recovery-modifiers'] };
  const ldByTurn: number[] = [];
  for (let turn = 0; turn < scenario.max_turns; turn++) {
    const modifier = modifiers[situations[Math.min(turn, situations.length - 1)]];
    let ld: number;
    if (squad.in_command_radius) ld = grade + coBonus + modifier;
    else if (rules['out-of-command-halving'] === 'before-modifier') ld = halve(grade, rounding) + modifier;
    else ld = halve(grade + modifier, rounding);
    ldByTurn.push(ld);
  }
  return { ldByTurn, facesByTurn: ldByTurn.map(d20Faces) };
}
