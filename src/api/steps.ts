import { bookRangedAttackExactSteps, bookRangedAttackSteps } from '../systems/grunt-factor/rangedAttack/rangedAttackSteps.js';
import { bookAttackExactSteps, bookAttackSteps } from '../systems/guns-n-grenades/attack/attackSteps.js';
import { bookMoraleCheckExactSteps, bookMoraleCheckSteps } from '../systems/grunt-factor/moraleCheck/moraleCheckSteps.js';
import { bookSkillRollExactSteps, bookSkillRollSteps } from '../systems/man-to-man/skillRoll/skillRollSteps.js';
import { bookCloseCombatPairExactSteps, bookCloseCombatPairSteps } from '../systems/stargrunt2/assault/pair/closeCombatPairSteps.js';
import { bookFireExactSteps, bookFireSteps } from '../systems/stargrunt2/fire/fireSteps.js';

/**
 * The book's own steps, to call from a house rule that changes a step only in part (docs/house-rules.md), each with
 * its exact twin, by `system resolve` as `defineHouseRules` names them.
 * @example book['man-to-man skill-roll'].exact.threeDice().prob(18) // 1 / 216
 */
export const book = {
  'stargrunt2 close-combat-pair': { steps: bookCloseCombatPairSteps, exact: bookCloseCombatPairExactSteps },
  'stargrunt2 fire': { steps: bookFireSteps, exact: bookFireExactSteps },
  'grunt-factor morale-check': { steps: bookMoraleCheckSteps, exact: bookMoraleCheckExactSteps },
  'grunt-factor ranged-attack': { steps: bookRangedAttackSteps, exact: bookRangedAttackExactSteps },
  'guns-n-grenades attack': { steps: bookAttackSteps, exact: bookAttackExactSteps },
  'man-to-man skill-roll': { steps: bookSkillRollSteps, exact: bookSkillRollExactSteps },
} as const;
