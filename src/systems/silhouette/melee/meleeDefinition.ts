import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { VEHICLE_ATTACK_INFO } from '../rangedAttack/rangedAttackDefinition.js';
import { normalizeMelee } from './normalizeMelee.js';
import { meleeCellSchema, type MeleeScenarioCell } from './schema.js';

/** Silhouette `melee`: punch, kick, ram, melee weapon or infantry assault on a vehicle. */
export const meleeDefinition: ResolutionDefinition<OpposedCell> = {
  system: 'silhouette',
  resolve: 'melee',
  info: {
    system: 'silhouette',
    resolve: 'melee',
    description: 'One melee attack on a vehicle: punch, kick, ram (both take damage), melee weapon, infantry grenades and bayonets.',
    outcomes: VEHICLE_ATTACK_INFO.outcomes,
    distributions: [
      ...VEHICLE_ATTACK_INFO.distributions,
      { name: 'attacker_damage', label: "Rammer's damage points" },
      { name: 'attacker_state_after', label: "Rammer's state after (0 intact … 4 destroyed)" },
    ],
    casualtyDistributions: ['state_after', 'attacker_state_after'],
  },
  cellSchema: meleeCellSchema,
  normalize: (cell) => normalizeMelee(cell as MeleeScenarioCell),
  kernel: 'silhouette/melee',
};
