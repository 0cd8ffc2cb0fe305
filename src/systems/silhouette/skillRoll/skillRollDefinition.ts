import { defineResolution } from '../../defineResolution.js';
import { derivedStepsExact } from '../../derivedKernelExact.js';
import { StepDerivation } from '../../StepDerivation.js';
import { normalizeSkillRoll } from './normalizeSkillRoll.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillRollCellSchema } from './schema.js';
import skillRollKernel from './skillRollKernel.js';
import { skillRollQuantities } from './skillRollQuantities.js';
import { skillRollHouseSteps } from './skillRollSteps.js';

/** The book's raw roll, its distribution derived once per pool (dice, fumble rule, extra six). */
const bookSteps = new StepDerivation(skillRollHouseSteps, {});

/**
 * The exact result, derived: the kernel's own `withSteps` path with the book's step, every path enumerated (the
 * pool once per distinct pool as its counts per face: 3 003 ways for 10 dice).
 * @example exactSkillRoll(skillRollCell({ dice: 2, threshold: 4 })).outcomes.success // 20/36
 */
export function exactSkillRoll(cell: SkillRollCell) {
  return derivedStepsExact(skillRollKernel, cell, bookSteps);
}

/** Silhouette `skill-roll`: N d6, keep the highest, +1 per extra 6, all 1s a fumble, modifiers, floor 0. */
export default defineResolution({
  description: 'One Silhouette skill roll: its total, and success against a Threshold.',
  schema: skillRollCellSchema,
  normalize: normalizeSkillRoll,
  quantities: skillRollQuantities,
  exact: exactSkillRoll,
  houseSteps: skillRollHouseSteps,
  casualtyDistributions: ['result'],
  favours: { side: 'the roller', up: ['success', 'result', 'raw'], down: ['fumble', 'failure'], headline: ['success'] },
  docs: 'silhouette.md#resolution-skill-roll',
});
