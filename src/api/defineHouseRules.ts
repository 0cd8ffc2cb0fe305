import { type DefinedHouseRules, HOUSE_RULES_KIND } from '../systems/custom/CustomResolution.js';
import type { MoraleCheckExactSteps, MoraleCheckSteps } from '../systems/grunt-factor/moraleCheck/moraleCheckSteps.js';
import type {
  RangedAttackExactSteps,
  RangedAttackSteps,
} from '../systems/grunt-factor/rangedAttack/rangedAttackSteps.js';
import type { AttackExactSteps, AttackSteps } from '../systems/guns-n-grenades/attack/attackSteps.js';
import type { SkillRollExactSteps, SkillRollSteps } from '../systems/man-to-man/skillRoll/skillRollSteps.js';
import type { OpposedTestExactSteps, OpposedTestSteps } from '../systems/silhouette/opposed/opposedTestSteps.js';
import type {
  SilhouetteSkillRollExactSteps,
  SilhouetteSkillRollSteps,
} from '../systems/silhouette/skillRoll/skillRollSteps.js';
import type { CloseCombatExactSteps, CloseCombatSteps } from '../systems/stargrunt2/assault/closeCombatSteps.js';
import type { FireExactSteps, FireSteps } from '../systems/stargrunt2/fire/fireSteps.js';

/** The resolutions whose steps a house rule may replace, by `system resolve`: the steps and their exact twins. */
export interface ReplaceableSteps {
  'stargrunt2 close-combat-pair': { steps: CloseCombatSteps; exact: CloseCombatExactSteps };
  'stargrunt2 close-assault': { steps: CloseCombatSteps; exact: CloseCombatExactSteps };
  'stargrunt2 fire': { steps: FireSteps; exact: FireExactSteps };
  'grunt-factor morale-check': { steps: MoraleCheckSteps; exact: MoraleCheckExactSteps };
  'grunt-factor ranged-attack': { steps: RangedAttackSteps; exact: RangedAttackExactSteps };
  'guns-n-grenades attack': { steps: AttackSteps; exact: AttackExactSteps };
  'man-to-man skill-roll': { steps: SkillRollSteps; exact: SkillRollExactSteps };
  'silhouette ranged-attack': { steps: OpposedTestSteps; exact: OpposedTestExactSteps };
  'silhouette skill-roll': { steps: SilhouetteSkillRollSteps; exact: SilhouetteSkillRollExactSteps };
}

/**
 * House rules that replace named steps of a built-in resolution (`house_rules: ./my-rule.ts` beside a scenario;
 * docs/house-rules.md). `steps` replace the book's for Monte Carlo; `exact` gives each replaced step's exact twin,
 * without which `--exact` refuses. `for` may list several resolutions that share the steps (close combat's `score`
 * serves both 'stargrunt2 close-combat-pair' and 'stargrunt2 close-assault'). The module's default export.
 * @example defineHouseRules({ for: 'man-to-man skill-roll', steps: { threeDice: (roll) => roll.dice(3, 6) } }).kind // 'gruntlab.house-rules'
 */
export function defineHouseRules<K extends keyof ReplaceableSteps>(rules: {
  for: K | readonly K[];
  steps: Partial<ReplaceableSteps[K]['steps']>;
  exact?: Partial<ReplaceableSteps[K]['exact']>;
}): DefinedHouseRules {
  return {
    ...(rules as unknown as Omit<DefinedHouseRules, 'kind' | 'definedAt'>),
    kind: HOUSE_RULES_KIND,
    definedAt: new Error().stack ?? '',
  };
}
