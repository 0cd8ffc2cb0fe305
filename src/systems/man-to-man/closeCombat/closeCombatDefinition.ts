import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { CloseCombatCell } from './CloseCombatCell.js';
import { normalizeCloseCombat } from './normalizeCloseCombat.js';
import { closeCombatCellSchema, type CloseCombatScenarioCell } from './schema.js';

/** Man to Man `close-combat`: one close combat attack with parry, or riposte (4.0, 4.2–4.5). */
export const closeCombatDefinition: ResolutionDefinition<CloseCombatCell> = {
  system: 'man-to-man',
  resolve: 'close-combat',
  info: {
    system: 'man-to-man',
    resolve: 'close-combat',
    description: 'One close combat attack: 3d6 under DEX, the defender may parry a hit or riposte a miss, damage against STR.',
    outcomes: [
      { name: 'miss', label: 'Miss' },
      { name: 'parried', label: 'Parried' },
      { name: 'wounded', label: 'Defender wounded' },
      { name: 'incapacitated', label: 'Defender incapacitated' },
      { name: 'dead', label: 'Defender dead' },
      { name: 'riposte_wounded', label: 'Riposte wounds' },
      { name: 'riposte_incapacitated', label: 'Riposte incapacitates' },
      { name: 'riposte_dead', label: 'Riposte kills' },
    ],
    distributions: [
      { name: 'defender_state', label: 'Defender state (0 unhurt, 1 wounded, 2 incapacitated, 3 dead)' },
      { name: 'attacker_state', label: 'Attacker state (0 unhurt, 1 wounded, 2 incapacitated, 3 dead)' },
      { name: 'attacker_weapon', label: "Attacker's weapon (0 in hand, 1 dropped, 2 broken)" },
      { name: 'defender_weapon', label: "Defender's weapon (0 in hand, 1 dropped, 2 broken)" },
    ],
    casualtyDistributions: [],
  },
  cellSchema: closeCombatCellSchema,
  normalize: (cell) => normalizeCloseCombat(cell as CloseCombatScenarioCell),
  kernel: 'man-to-man/close-combat',
};
