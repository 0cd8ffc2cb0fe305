import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { normalizeCloseAssault } from './normalizeCloseAssault.js';
import { closeAssaultCellSchema, type CloseAssaultScenarioCell } from './schema.js';

/** Stargrunt II `close-assault`: the whole CLOSE ASSAULT procedure, from the order to charge to the casualty rolls. */
export const closeAssaultDefinition: ResolutionDefinition<CloseAssaultCell> = {
  system: 'stargrunt2',
  resolve: 'close-assault',
  info: {
    system: 'stargrunt2',
    resolve: 'close-assault',
    description: 'A close assault: the charge, the stand, final defensive fire, rounds of close combat and who holds the ground.',
    outcomes: [
      { name: 'attacker_refuses', label: 'Attackers refuse to charge' },
      { name: 'defender_withdraws', label: 'Defenders withdraw before contact' },
      { name: 'attacker_repulsed_by_fire', label: 'Attackers repulsed by defensive fire' },
      { name: 'attacker_waits_in_open', label: 'Attackers fall short, wait in the open' },
      { name: 'attacker_aborts', label: 'Attackers fall short and abort' },
      { name: 'attacker_wins', label: 'Attackers win the close combat' },
      { name: 'defender_wins', label: 'Defenders win the close combat' },
    ],
    distributions: [
      { name: 'rounds', label: 'Rounds of close combat (15 = fifteen or more)' },
      { name: 'attacker_dead', label: 'Attackers dead' },
      { name: 'attacker_wounded', label: 'Attackers wounded' },
      { name: 'attacker_captured', label: 'Attackers captured' },
      { name: 'defender_dead', label: 'Defenders dead' },
      { name: 'defender_wounded', label: 'Defenders wounded' },
      { name: 'defender_captured', label: 'Defenders captured' },
      { name: 'attacker_confidence_after', label: 'Attacker confidence after (0 CO … 4 RO)' },
      { name: 'defender_confidence_after', label: 'Defender confidence after (0 CO … 4 RO)' },
      { name: 'follow_through', label: 'Follow-through test passed' },
    ],
    casualtyDistributions: ['attacker_dead', 'attacker_wounded', 'defender_dead', 'defender_wounded', 'defender_captured'],
    valueUnit: 'figures',
  },
  cellSchema: closeAssaultCellSchema,
  normalize: (cell) => normalizeCloseAssault(cell as CloseAssaultScenarioCell),
  kernel: 'stargrunt2/close-assault',
};
