import type { Issue } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { openShift } from '../../../../dice/shift.js';
import { heavyNames } from '../../heavy/messages.js';
import { COVER_SHIFTS } from '../../rangeDie.js';
import { armourTable } from '../../resolveNames.js';
import { WRECK_BLAST_IMPACT } from '../data/aerospace.js';
import type { AntiAirFireScenarioCell } from './schema.js';
import type { WreckBlastTarget } from './wreckBlast.js';

type FiguresNearby = NonNullable<AntiAirFireScenarioCell['target']['figures_nearby']>;

/**
 * The wreck's blast, names → dice: "an explosion of radius 6", with a D8 impact effect", rolled against each figure's
 * armour as an explosive burst (CASUALTIES FROM ARTILLERY FIRE: soft cover one shift, hard two, In Position one more,
 * an open shift onto the D8). Unknown armour is an issue at target.figures_nearby.armour.
 */
export function normalizeWreckBlast(nearby: FiguresNearby, custom: Record<string, string> | undefined, issues: Issue[]): WreckBlastTarget | undefined {
  const sides = lookUpName(armourTable(custom), nearby.armour, ['target', 'figures_nearby', 'armour'], heavyNames.armour, issues);
  if (sides === undefined) return undefined;
  const shifted = openShift(sides, WRECK_BLAST_IMPACT, COVER_SHIFTS[nearby.cover] + (nearby.in_position ? 1 : 0));
  return {
    figures: nearby.figures,
    impact: { sides: shifted.opponent, multiplier: 1 },
    armour: { sides: shifted.own, multiplier: 1 },
    ahead: nearby.ahead ?? -1,
    aside: nearby.aside,
  };
}
