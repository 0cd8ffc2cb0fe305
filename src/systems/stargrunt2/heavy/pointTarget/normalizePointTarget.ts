import type { Issue } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { type Die, parseDie } from '../../../../dice/dieType.js';
import { faceValuesUnlessPlain } from '../../../../dice/faceDie.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { confidenceIndex } from '../../morale/confidenceIndex.js';
import { armourDieTable } from '../../resolveNames.js';
import { SUSPENSION_DICE } from '../data/suspension.js';
import { heavyNames } from '../messages.js';
import type { CrewTest } from './PointTargetCell.js';
import type { PointTargetInput } from './pointTargetSchema.js';

/** NON-PENETRATING HITS: "the crew ... should take a Confidence test at a Threat level of 3". */
export const IMMOBILISED_THREAT_LEVEL = 3;

/** The target's half of a PointTargetCell. */
interface PointTargetPart {
  armour: Die;
  suspension: number;
  occupants: number[];
  /** Each occupant's face values where a house armour die is off the plain d-N (listed faces, a multiplier); absent when none is. */
  occupantFaces?: Array<number[] | null>;
  destroyedFactor: number;
  suspensionImpact: 'reroll' | 'reuse';
  /** The crew's confidence test after immobilisation, when `target.crew` is given. */
  crew?: CrewTest;
}

/**
 * ARMOUR VALUES OF POINT TARGETS ("Armour value = D12 x armour class; Softskins have D6 armour"),
 * the suspension die, the occupants' armour dice and the crew's confidence test (quality die, LV + 3,
 * current level). Unknown occupant armour names and confidence levels go to `issues`.
 * @example normalizePointTarget({ size: 3, armour: 2, cover: 'open', suspension: 'tracked', occupants: [] }, {}, undefined, [], ['target']).armour // { sides: 12, multiplier: 2 }
 */
export function normalizePointTarget(
  target: PointTargetInput,
  rules: {
    'destroyed-threshold': string;
    'suspension-impact': 'reroll' | 'reuse';
    'two-level-drop'?: string;
    'immobilised-threat-level'?: number;
  },
  customArmour: Record<string, string | readonly number[]> | undefined,
  issues: Issue[],
  path: Issue['path'],
): PointTargetPart {
  const table = armourDieTable(customArmour);
  const occupants: number[] = [];
  const faces: Array<number[] | null> = [];
  target.occupants.forEach((o, i) => {
    const die = lookUpName(table, o.armour, [...path, 'occupants', i, 'armour'], heavyNames.armour, issues);
    if (die === undefined) return;
    // A house die (docs/rules/stargrunt2.md, Custom dice) is read by its face values; no rule here shifts it.
    const values = faceValuesUnlessPlain(die);
    for (let k = 0; k < o.count; k++) {
      occupants.push(die.sides);
      faces.push(values);
    }
  });
  let crew: CrewTest | undefined;
  if (target.crew) {
    const start = confidenceIndex(target.crew.confidence, [...path, 'crew', 'confidence'], issues);
    if (start !== undefined) {
      crew = {
        sides: QUALITY_DICE[target.crew.quality],
        needed: target.crew.leadership + (rules['immobilised-threat-level'] ?? IMMOBILISED_THREAT_LEVEL),
        start,
        halfOrLess: (rules['two-level-drop'] ?? 'half-or-less') === 'half-or-less',
      };
    }
  }
  const armour =
    typeof target.armour === 'number' ? { sides: 12, multiplier: target.armour } : parseDie(target.armour)!;
  return {
    armour,
    suspension: SUSPENSION_DICE[target.suspension],
    occupants,
    ...(faces.some((f) => f !== null) ? { occupantFaces: faces } : {}),
    // "exceeds the target's armour score by MORE THAN TWICE the required number": see the doc.
    destroyedFactor: rules['destroyed-threshold'] === 'more-than-twice-armour' ? 2 : 3,
    suspensionImpact: rules['suspension-impact'],
    ...(crew ? { crew } : {}),
  };
}
