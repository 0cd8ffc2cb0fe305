import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { normalizeArtillery } from './normalizeArtillery.js';
import { artilleryCellSchema, type ArtilleryScenarioCell } from './schema.js';

/**
 * Stargrunt II `artillery`: one fire mission on an infantry unit and/or vehicles (FIRE SUPPORT ACCURACY,
 * MULTIPLE INCOMING ROUNDS, DELIVERY SYSTEMS AND WARHEAD TYPES, CASUALTIES FROM ARTILLERY FIRE, ON-TABLE
 * ARTILLERY FIRE; vehicles as a MINOR hit from a heavy weapon, with their crews' confidence test after
 * immobilisation).
 */
export const artilleryDefinition: ResolutionDefinition<ArtilleryCell> = {
  system: 'stargrunt2',
  resolve: 'artillery',
  info: {
    system: 'stargrunt2',
    resolve: 'artillery',
    description:
      'An artillery fire mission on placed figures and vehicles: accuracy, deviation, the salvo\'s bursts, suppression, wounds and kills, vehicle damage.',
    outcomes: [
      { name: 'no_effect', label: 'Nothing caught' },
      { name: 'suppressed_only', label: 'Suppressed, unharmed' },
      { name: 'effective', label: 'Casualties or damage' },
    ],
    distributions: [
      { name: 'dead', label: 'Dead' },
      { name: 'wounded', label: 'Wounded' },
      { name: 'in_burst', label: 'Figures caught in a burst' },
      { name: 'rounds_on_aim', label: 'Rounds within a burst radius of the aim point' },
      { name: 'deviation', label: 'First round deviation (inches)' },
      { name: 'vehicles_caught', label: 'Vehicles caught in a burst' },
      { name: 'vehicles_undamaged', label: 'Vehicles caught, undamaged' },
      { name: 'vehicles_immobilised', label: 'Vehicles immobilised' },
      { name: 'vehicles_systems', label: 'Vehicles with systems knocked out' },
      { name: 'vehicles_disabled', label: 'Vehicles disabled' },
      { name: 'vehicles_destroyed', label: 'Vehicles destroyed' },
      { name: 'occupants_dead', label: 'Vehicle occupants dead' },
      { name: 'occupants_wounded', label: 'Vehicle occupants wounded' },
      // Only in cells where a vehicle has a crew (the summary tables skip distributions a cell lacks).
      { name: 'crews_bailed_out', label: 'Vehicle crews forced to bail out (failed test when immobilised)' },
    ],
    casualtyDistributions: ['dead', 'wounded'],
    valueUnit: 'figures',
    charts: ['scatter'],
  },
  cellSchema: artilleryCellSchema,
  normalize: (cell) => normalizeArtillery(cell as ArtilleryScenarioCell),
  kernel: 'stargrunt2/artillery',
};
