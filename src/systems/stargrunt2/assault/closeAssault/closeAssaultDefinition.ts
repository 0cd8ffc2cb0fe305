import { defineResolution } from '../../../defineResolution.js';
import { closeCombatHouseSteps } from '../closeCombatSteps.js';
import { closeAssaultQuantities } from './closeAssaultQuantities.js';
import { exactCloseAssault, exactCloseAssaultWith } from './exactCloseAssault.js';
import { normalizeCloseAssault } from './normalizeCloseAssault.js';
import { closeAssaultCellSchema } from './schema.js';

/** Stargrunt II `close-assault`: the whole CLOSE ASSAULT procedure, from the order to charge to the casualty rolls. */
export default defineResolution({
  description:
    'A close assault: the charge, the stand, final defensive fire, rounds of close combat and who holds the ground.',
  schema: closeAssaultCellSchema,
  normalize: normalizeCloseAssault,
  quantities: closeAssaultQuantities,
  exact: exactCloseAssault,
  houseSteps: { ...closeCombatHouseSteps, exact: exactCloseAssaultWith },
  casualtyDistributions: [
    'attacker_dead',
    'attacker_wounded',
    'defender_dead',
    'defender_wounded',
    'defender_captured',
  ],
  valueUnit: 'figures',
  derived: {
    position_carried: {
      label: 'Position carried (attackers win or defenders withdraw)',
      of: 'attacker_wins + defender_withdraws',
    },
    attack_failed: {
      label: 'Attack failed (refused, repulsed, fell short or lost)',
      of: 'attacker_refuses + attacker_repulsed_by_fire + attacker_waits_in_open + attacker_aborts + defender_wins',
    },
  },
  favours: {
    side: 'the attackers',
    up: [
      'attacker_wins',
      'defender_withdraws',
      'defender_dead',
      'defender_wounded',
      'defender_captured',
      'defender_confidence_after',
      'follow_through',
      'position_carried',
    ],
    down: [
      'attacker_refuses',
      'attacker_repulsed_by_fire',
      'attacker_waits_in_open',
      'attacker_aborts',
      'defender_wins',
      'attacker_dead',
      'attacker_wounded',
      'attacker_captured',
      'attacker_confidence_after',
      'attack_failed',
    ],
    headline: ['position_carried', 'defender_dead'],
  },
  docs: 'stargrunt2.md#close-assault-resolve-close-assault-close-combat-pair',
});
