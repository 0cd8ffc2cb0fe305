import {
  bookMoraleCheckExactSteps,
  bookMoraleCheckSteps,
} from '../systems/grunt-factor/moraleCheck/moraleCheckSteps.js';
import {
  bookRangedAttackExactSteps,
  bookRangedAttackSteps,
} from '../systems/grunt-factor/rangedAttack/rangedAttackSteps.js';
import { bookAttackExactSteps, bookAttackSteps } from '../systems/guns-n-grenades/attack/attackSteps.js';
import { bookSkillRollExactSteps, bookSkillRollSteps } from '../systems/man-to-man/skillRoll/skillRollSteps.js';
import { bookOpposedTestExactSteps, bookOpposedTestSteps } from '../systems/silhouette/opposed/opposedTestSteps.js';
import {
  bookSilhouetteSkillRollExactSteps,
  bookSilhouetteSkillRollSteps,
} from '../systems/silhouette/skillRoll/skillRollSteps.js';
import { bookCloseCombatExactSteps, bookCloseCombatSteps } from '../systems/stargrunt2/assault/closeCombatSteps.js';
import { bookFireExactSteps, bookFireSteps } from '../systems/stargrunt2/fire/fireSteps.js';

/**
 * The book's own steps, to call from a house rule that changes a step only in part (docs/house-rules.md), each with
 * its exact twin, by `system resolve` as `defineHouseRules` names them.
 * @example book['man-to-man skill-roll'].exact.threeDice().prob(18) // 1 / 216
 */
export const book = {
  'stargrunt2 close-combat-pair': { steps: bookCloseCombatSteps, exact: bookCloseCombatExactSteps },
  'stargrunt2 close-assault': { steps: bookCloseCombatSteps, exact: bookCloseCombatExactSteps },
  'stargrunt2 fire': { steps: bookFireSteps, exact: bookFireExactSteps },
  'grunt-factor morale-check': { steps: bookMoraleCheckSteps, exact: bookMoraleCheckExactSteps },
  'grunt-factor ranged-attack': { steps: bookRangedAttackSteps, exact: bookRangedAttackExactSteps },
  'guns-n-grenades attack': { steps: bookAttackSteps, exact: bookAttackExactSteps },
  'man-to-man skill-roll': { steps: bookSkillRollSteps, exact: bookSkillRollExactSteps },
  'silhouette ranged-attack': { steps: bookOpposedTestSteps, exact: bookOpposedTestExactSteps },
  'silhouette skill-roll': { steps: bookSilhouetteSkillRollSteps, exact: bookSilhouetteSkillRollExactSteps },
} as const;
