import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { AfvFireCell } from './AfvFireCell.js';
import { normalizeAfvFire } from './normalizeAfvFire.js';
import { afvFireCellSchema, type AfvFireScenarioCell } from './schema.js';

/** Man to Man `afv-fire`: one direct-fire shot at an AFV, penetration, damage and crew morale (8.2). */
export const afvFireDefinition: ResolutionDefinition<AfvFireCell> = {
  system: 'man-to-man',
  resolve: 'afv-fire',
  info: {
    system: 'man-to-man',
    resolve: 'afv-fire',
    description: 'One shot at an AFV: 3d6 under the Fire Control rating, criticals, penetration against armour, the damage table and the crew test.',
    outcomes: [
      { name: 'miss', label: 'Miss' },
      { name: 'jammed', label: 'Jammed' },
      { name: 'no_penetration', label: 'No penetration' },
      { name: 'no_damage', label: 'Penetrated, no damage' },
      { name: 'mg_destroyed', label: 'MGs destroyed' },
      { name: 'immobilised', label: 'Immobilised' },
      { name: 'main_gun_destroyed', label: 'Main gun destroyed' },
      { name: 'exploded', label: 'Exploded' },
      { name: 'knocked_out', label: "KO'd (critical 3)" },
    ],
    distributions: [{ name: 'crew', label: 'Crew (0 steady, 1 retreats, 2 abandons, 3 lost)' }],
    casualtyDistributions: [],
  },
  cellSchema: afvFireCellSchema,
  normalize: (cell) => normalizeAfvFire(cell as AfvFireScenarioCell),
  kernel: 'man-to-man/afv-fire',
};
