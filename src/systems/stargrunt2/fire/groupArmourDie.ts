import type { Die } from '../../../dice/dieType.js';
import type { ArmourGroup } from './targetArmour.js';

/**
 * The armour die of a figure group, as the steps read it (its listed faces kept). Apart from targetArmour.ts, whose
 * name look-ups the kernels must not load.
 * @example groupArmourDie({ count: 2, sides: 4, faces: [1, 1, 2, 6] }) // { sides: 4, multiplier: 1, faces: [1, 1, 2, 6] }
 */
export function groupArmourDie(group: ArmourGroup): Die {
  return group.faces
    ? { sides: group.sides, multiplier: 1, faces: group.faces }
    : { sides: group.sides, multiplier: 1 };
}
