import type { Issue } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { heavyNames } from '../../heavy/messages.js';
import { COVER_SHIFTS } from '../../rangeDie.js';
import { armourDieTable } from '../../resolveNames.js';
import { shiftedBlastDice } from '../blastArmour.js';
import { WRECK_BLAST_IMPACT } from '../data/aerospace.js';
import type { AntiAirFireScenarioCell } from './schema.js';
import type { WreckBlastTarget } from './wreckBlast.js';

type FiguresNearby = NonNullable<AntiAirFireScenarioCell['target']['figures_nearby']>;

/**
 * The wreck's blast, names → dice: "an explosion of radius 6", with a D8 impact effect", rolled against each figure's
 * armour as an explosive burst (CASUALTIES FROM ARTILLERY FIRE: soft cover one shift, hard two, In Position one more,
 * an open shift onto the D8). House armour may be any d-N or listed faces; unknown armour, or a shift that reaches a
 * house die off the ladder, is an issue at target.figures_nearby.armour.
 */
export function normalizeWreckBlast(
  nearby: FiguresNearby,
  custom: AntiAirFireScenarioCell['armour'],
  issues: Issue[],
): WreckBlastTarget | undefined {
  const path = ['target', 'figures_nearby', 'armour'];
  const armour = lookUpName(armourDieTable(custom), nearby.armour, path, heavyNames.armour, issues);
  if (armour === undefined) return undefined;
  const steps = COVER_SHIFTS[nearby.cover] + (nearby.in_position ? 1 : 0);
  const at = { name: nearby.armour, path, cover: nearby.cover, inPosition: nearby.in_position, steps };
  const dice = shiftedBlastDice(armour, { sides: WRECK_BLAST_IMPACT, multiplier: 1 }, at, issues);
  if (dice === undefined) return undefined;
  return {
    figures: nearby.figures,
    impact: dice.impact,
    armour: dice.armour,
    ahead: nearby.ahead ?? -1,
    aside: nearby.aside,
  };
}
