import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { saveTarget } from '../common/saveTarget.js';
import { givenOrGradeArmour, givenOrGradeLd } from '../data/grades.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import type { SuppressionAreaScenarioCell } from './schema.js';

/**
 * Strength of a suppression area: ½ per trooper, 2 per LMG/HMG, 7 per mounted HMG (rules.suppression-points), plus
 * modifiers, halved against hidden units, rounded up (never below 0).
 * @example suppressionStrength({ troopers: 5, lmg_hmg: 1, mounted_hmg: 0, modifiers: 0, against_hidden: true }, { trooper: 0.5, 'lmg-hmg': 2, 'mounted-hmg': 7 }) // 3
 */
export function suppressionStrength(
  s: SuppressionAreaScenarioCell['suppressing'],
  points: SuppressionAreaScenarioCell['rules']['suppression-points'],
): number {
  const total =
    s.troopers * points.trooper + s.lmg_hmg * points['lmg-hmg'] + s.mounted_hmg * points['mounted-hmg'] + s.modifiers;
  return Math.max(0, Math.ceil(s.against_hidden ? total / 2 : total));
}

/**
 * A figure's actions in a suppression area as d20 targets (Suppression; To damage your target), kernel-side: what
 * normalizeSuppressionArea returns and an engagement builds for a squad moving through an area.
 * @example suppressionAreaCellOf(cell).strength // hits per action spent in the area
 */
export function suppressionAreaCellOf(scenario: SuppressionAreaScenarioCell): SuppressionAreaCell {
  const { figure, rules } = scenario;
  const strength = suppressionStrength(scenario.suppressing, rules['suppression-points']);
  // An LD given as a number is the figure's whole LD: no CO bonus is added to it (it is still halved outside).
  const own = givenOrGradeLd(figure) + (figure.ld === undefined && figure.co ? rules['co-ld-bonus'] : 0);
  const base = figure.in_command_radius ? own : halve(own, rules['out-of-command-rounding']);
  const ld = base - Math.max(0, strength - rules['ld-free-strength']);
  const save = saveTarget(scenario.damage, givenOrGradeArmour(figure), rules['save-base']);
  return {
    strength,
    ld,
    ldFaces: figure.panicked ? 0 : d20Faces(ld),
    saveFaces: d20Faces(save),
    save,
    actions: scenario.actions,
    hitsOnFailedMove: rules['hits-on-failed-move'] === 'take',
  };
}
