import type { Die } from '../../../../dice/dieType.js';
import { parseDie } from '../../../../dice/dieType.js';
import type { Issue } from '../../../ResolutionDefinition.js';
import { armourTable, lookUp } from '../../resolveNames.js';
import { SUSPENSION_DICE } from '../data/suspension.js';
import type { PointTargetInput } from './pointTargetSchema.js';

/** The target's half of a PointTargetCell. */
export interface PointTargetPart {
  armour: Die;
  suspension: number;
  occupants: number[];
  destroyedFactor: number;
  suspensionImpact: 'reroll' | 'reuse';
}

/**
 * ARMOUR VALUES OF POINT TARGETS ("Armour value = D12 x armour class; Softskins have D6 armour"),
 * the suspension die and the occupants' armour dice. Unknown occupant armour names go to `issues`.
 * @example normalizePointTarget({ size: 3, armour: 2, cover: 'open', suspension: 'tracked', occupants: [] }, {}, undefined, [], ['target']).armour // { sides: 12, multiplier: 2 }
 */
export function normalizePointTarget(
  target: PointTargetInput,
  rules: { 'destroyed-threshold': string; 'suspension-impact': 'reroll' | 'reuse' },
  customArmour: Record<string, string> | undefined,
  issues: Issue[],
  path: Issue['path'],
): PointTargetPart {
  const table = armourTable(customArmour);
  const occupants: number[] = [];
  target.occupants.forEach((o, i) => {
    const sides = lookUp(table, o.armour, [...path, 'occupants', i, 'armour'], 'armour', issues);
    if (sides !== undefined) for (let k = 0; k < o.count; k++) occupants.push(sides);
  });
  const armour = typeof target.armour === 'number' ? { sides: 12, multiplier: target.armour } : parseDie(target.armour)!;
  return {
    armour,
    suspension: SUSPENSION_DICE[target.suspension],
    occupants,
    // "exceeds the target's armour score by MORE THAN TWICE the required number": see the doc.
    destroyedFactor: rules['destroyed-threshold'] === 'more-than-twice-armour' ? 2 : 3,
    suspensionImpact: rules['suspension-impact'],
  };
}
