import { defineResolution } from '../../defineResolution.js';
import { derivedStepsExact } from '../../derivedKernelExact.js';
import { StepDerivation } from '../../StepDerivation.js';
import { normalizeSkillRoll } from './normalizeSkillRoll.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillRollCellSchema } from './schema.js';
import skillRollKernel from './skillRollKernel.js';
import { skillRollQuantities } from './skillRollQuantities.js';
import { skillRollHouseSteps } from './skillRollSteps.js';

/** The book's 3d6, its distribution derived once. */
const bookSteps = new StepDerivation(skillRollHouseSteps, {});

/** Man to Man `skill-roll`: 3d6 under a modified attribute with the 4.4 criticals, for reference tables. */
/**
 * The exact result, derived: the kernel's own `withSteps` path with the book's step, every path enumerated.
 * @example exactSkillRoll(cell).outcomes // each outcome's probability by name
 */
export function exactSkillRoll(cell: SkillRollCell) {
  return derivedStepsExact(skillRollKernel, cell, bookSteps);
}

export default defineResolution({
  description:
    '3d6 under a modified attribute, with the critical hits (3, 4, 5) and critical failures (16, 17, 18) of 4.4.',
  schema: skillRollCellSchema,
  normalize: normalizeSkillRoll,
  quantities: skillRollQuantities,
  exact: exactSkillRoll,
  houseSteps: skillRollHouseSteps,
  favours: {
    side: 'the roller',
    up: ['critical_kill', 'critical_double_damage', 'critical_hit', 'hit', 'hits'],
    down: ['miss', 'misfire', 'jam', 'bad_jam'],
    headline: ['hit', 'hits'],
  },
  docs: 'man-to-man.md#resolution-skill-roll--3d6-under-an-attribute-with-criticals-reference-tables',
});
