import type { Issue } from '../../../../core/Issue.js';
import type { Die } from '../../../../dice/dieType.js';
import { normalizePointTarget } from '../pointTarget/normalizePointTarget.js';
import type { ArtilleryVehicle } from './ArtilleryCell.js';
import { artilleryMessages as messages } from './messages.js';
import type { ArtilleryScenarioCell } from './schema.js';

/**
 * Size class of the rounds of each delivery system, for CASUALTIES TO VEHICLE OCCUPANTS. The rulebook
 * gives none for artillery: gruntlab reads the delivery systems' order (SMALL … VERY LARGE) as sizes 1–4
 * (see the doc); `mission.weapon_size` overrides it.
 * @example DELIVERY_WEAPON_SIZE.large // 3
 */
const DELIVERY_WEAPON_SIZE: Record<string, number> = { small: 1, medium: 2, large: 3, 'very-large': 4 };

/** Every count is packed in base 64 by the exact evaluator. */
const MOST_OCCUPANTS = 63;

/** The vehicles' half of an artillery cell. */
interface VehiclesPart {
  vehicles: ArtilleryVehicle[];
  destroyedFactor: number;
  suspensionImpact: 'reroll' | 'reuse';
  weaponSize: number;
  /** Notes for the designer (a crew that can never test). */
  notes: string[];
}

/**
 * The vehicles under a fire mission as plain numbers, reusing the point-target normalizer (armour
 * classes, soft-skin dice, suspension dice, occupants' armour, the crew's confidence test): VEHICLE ARMOUR ("INDIRECT FIRE will always hit the TOP armour", one class less
 * than the rated value, never below 1; "OPEN-TOPPED vehicles count as SOFTSKINNED (Armour Die D6) against
 * all INDIRECT FIRE").
 * @example normalizeVehicles({ ...cell, vehicles: [{ position: [0, 0], armour: 3, open_topped: false, suspension: 'tracked', occupants: [] }] }, issues).vehicles[0].armour // { sides: 12, multiplier: 2 }
 */
export function normalizeVehicles(scenario: ArtilleryScenarioCell, issues: Issue[]): VehiclesPart {
  const { rules, mission } = scenario;
  let destroyedFactor = 2;
  let suspensionImpact: 'reroll' | 'reuse' = rules['suspension-impact'];
  const notes: string[] = [];
  const vehicles = (scenario.vehicles ?? []).map((v, i): ArtilleryVehicle => {
    const part = normalizePointTarget(
      {
        size: 1,
        armour: v.armour,
        cover: 'open',
        suspension: v.suspension,
        occupants: v.occupants,
        ...(v.crew ? { crew: v.crew } : {}),
      },
      rules,
      scenario.armour,
      issues,
      ['vehicles', i],
    );
    destroyedFactor = part.destroyedFactor;
    suspensionImpact = part.suspensionImpact;
    let armour: Die = part.armour;
    if (v.open_topped) armour = { sides: 6, multiplier: 1 };
    else if (typeof v.armour === 'number' && rules['vehicle-armour-face'] === 'top')
      armour = { sides: 12, multiplier: Math.max(1, v.armour - 1) };
    if (part.crew && part.suspension === 0) notes.push(messages.crewNeverTests(v.name ?? `vehicle ${i + 1}`));
    return {
      x: v.position[0],
      y: v.position[1],
      armour,
      suspension: part.suspension,
      occupants: part.occupants,
      ...(part.occupantFaces ? { occupantFaces: part.occupantFaces } : {}),
      ...(part.crew ? { crew: part.crew } : {}),
    };
  });
  const occupants = vehicles.reduce((n, v) => n + v.occupants.length, 0);
  if (occupants > MOST_OCCUPANTS)
    issues.push({ path: ['vehicles'], message: messages.tooManyOccupants(occupants, MOST_OCCUPANTS) });
  let weaponSize = mission.weapon_size ?? DELIVERY_WEAPON_SIZE[mission.delivery];
  if (weaponSize === undefined) {
    if (occupants > 0)
      issues.push({ path: ['mission', 'weapon_size'], message: messages.weaponSizeNeeded(mission.delivery) });
    weaponSize = 1;
  }
  return { vehicles, destroyedFactor, suspensionImpact, weaponSize, notes };
}
