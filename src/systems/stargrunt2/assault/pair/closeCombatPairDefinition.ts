import { defineResolution } from '../../../defineResolution.js';
import { closeCombatHouseSteps } from '../closeCombatSteps.js';
import { closeCombatPairQuantities } from './closeCombatPairQuantities.js';
import { exactCloseCombatPair, exactCloseCombatPairWith } from './exactCloseCombatPair.js';
import { normalizeCloseCombatPair } from './normalizeCloseCombatPair.js';
import { closeCombatPairCellSchema } from './schema.js';

/** Stargrunt II `close-combat-pair`: one attacking figure against one defending figure, fought to a result. */
export default defineResolution({
  description:
    'One close-combat pair: quality dice with weapon open shifts, first-round cover bonus, power armour; ties fight on.',
  schema: closeCombatPairCellSchema,
  normalize: normalizeCloseCombatPair,
  quantities: closeCombatPairQuantities,
  exact: exactCloseCombatPair,
  houseSteps: { ...closeCombatHouseSteps, exact: exactCloseCombatPairWith },
  casualtyDistributions: [],
  valueUnit: 'rounds',
  favours: { side: 'the attacker', up: ['attacker_wins'], down: ['defender_wins'], headline: ['attacker_wins'] },
  docs: 'stargrunt2.md#close-assault-resolve-close-assault-close-combat-pair',
});
