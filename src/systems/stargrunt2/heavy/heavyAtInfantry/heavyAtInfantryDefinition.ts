import { defineResolution } from '../../../defineResolution.js';
import { exactFire } from '../../fire/exactFire.js';
import { explainSameFire } from '../../fire/explainSameFire.js';
import { fireImpossible } from '../../fire/fireImpossible.js';
import { fireQuantities } from '../../fire/fireQuantities.js';
import { normalizeHeavyAtInfantry } from './normalizeHeavyAtInfantry.js';
import { heavyAtInfantryCellSchema } from './schema.js';

/**
 * Stargrunt II `heavy-weapon-at-infantry`: a vehicle's or groundmount's heavy weapon fired at an infantry unit,
 * resolved by the `fire` kernel and exact evaluator with the same result names.
 */
export default defineResolution({
  description:
    'A heavy weapon fired at infantry with its fire control: suppression, hits with impact D8, wounds and kills.',
  schema: heavyAtInfantryCellSchema,
  normalize: normalizeHeavyAtInfantry,
  quantities: fireQuantities,
  explainSame: explainSameFire,
  impossible: fireImpossible,
  exact: exactFire,
  casualtyDistributions: ['dead', 'wounded', 'casualties'],
  valueUnit: 'figures',
  derived: {
    some_effect: { label: 'Some effect (suppressed or effective)', of: 'suppressed_only + effective' },
    any_dead: { label: 'At least one dead', of: 'dead >= 1' },
    any_casualty: { label: 'At least one casualty (dead or wounded)', of: 'casualties >= 1' },
  },
  favours: {
    side: 'the firer',
    up: [
      'effective',
      'potential_hits',
      'wound_results',
      'kill_results',
      'dead',
      'wounded',
      'casualties',
      'some_effect',
      'any_dead',
      'any_casualty',
    ],
    down: ['no_effect'],
    headline: ['effective', 'dead'],
  },
  docs: 'stargrunt2.md#heavy-weapons-vehicles-missiles-snipers-and-artillery',
});
