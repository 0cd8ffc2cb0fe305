import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import type { Die } from '../../../../dice/dieType.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { armourDieTable, stargrunt2Names } from '../../resolveNames.js';
import { AV_ATTACK_FROM, MINE_SUSPENSION_DICE } from '../data/mineDice.js';
import { minesMessages as messages } from '../messages.js';
import type { MinefieldVehicleCell } from './MinefieldVehicleCell.js';
import type { MinefieldVehicleScenarioCell } from './schema.js';

/** Most occupants a vehicle may carry here (the histograms run 0 … this). */
const MOST_OCCUPANTS = 30;

/**
 * Turns one parsed minefield-vehicle cell into dice: when the vehicle is attacked (the field's D6, or the driver's
 * quality die when clearing), the suspension die the mine's die (`mine-impact`, D10) must beat, and the occupants' armour dice (house armour: any d-N or listed faces) with the
 * score they must exceed (the mine as a size 2 weapon: a minor hit on an AFV, a major hit on a soft-skin).
 * @example normalizeMinefieldVehicle({ …, field: 'mixed', vehicle: { type: 'afv', suspension: 'tracked', occupants: [] } }).value // attackFrom 3, suspensionSides 10
 */
export function normalizeMinefieldVehicle(
  scenario: MinefieldVehicleScenarioCell,
): NormalizeResult<MinefieldVehicleCell> {
  const issues: Issue[] = [];
  const { vehicle, field, clearing, rules } = scenario;
  const table = armourDieTable(scenario.armour);
  const occupants: Die[] = [];
  vehicle.occupants.forEach((o, i) => {
    const die = lookUpName(table, o.armour, ['vehicle', 'occupants', i, 'armour'], stargrunt2Names.armour, issues);
    if (die !== undefined) for (let k = 0; k < o.count; k++) occupants.push(die);
  });
  if (occupants.length > MOST_OCCUPANTS)
    issues.push({
      path: ['vehicle', 'occupants'],
      message: messages.tooManyOccupants(occupants.length, MOST_OCCUPANTS),
    });
  if (issues.length > 0) return { ok: false, issues };
  // A driver's 1 means "the vehicle is attacked by a mine": of the field's AV mines (none in a pure AP field).
  const attackFrom =
    clearing && rules['clearing-attack'] === 'direct'
      ? field === 'ap'
        ? 7
        : 1
      : field === 'mixed'
        ? rules['mixed-attack-from']
        : AV_ATTACK_FROM[field];
  const notes = [
    ...(clearing ? [messages.clearing(QUALITY_DICE[clearing.driver])] : []),
    ...(field === 'ap' ? [messages.vehicleIgnoresAp] : []),
  ];
  return {
    ok: true,
    value: {
      driverSides: clearing ? QUALITY_DICE[clearing.driver] : 0,
      clearsOnOne: rules['clearing-one'] === 'attacked-and-cleared',
      attackFrom,
      impactSides: rules['mine-impact'],
      suspensionSides: MINE_SUSPENSION_DICE[vehicle.suspension],
      occupants,
      occupantThreshold: vehicle.type === 'afv' ? rules['afv-occupants-up-to'] : rules['softskin-occupants-up-to'],
      disableMultiple: rules['disable-multiple'],
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}
