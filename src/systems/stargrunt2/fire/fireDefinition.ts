import { defineResolution } from '../../defineResolution.js';
import { exactFire } from './exactFire.js';
import { exactFireWith } from './exactFireWith.js';
import { explainSameFire } from './explainSameFire.js';
import { fireImpossible } from './fireImpossible.js';
import { fireQuantities } from './fireQuantities.js';
import { fireHouseSteps } from './fireSteps.js';
import { normalizeFire } from './normalizeFire.js';
import { fireCellSchema } from './schema.js';

/** Stargrunt II `fire`: small-arms and support fire at infantry (FIRE AGAINST DISPERSED TARGETS). */
export default defineResolution({
  description: 'Small-arms and support fire at an infantry squad: suppression, potential hits, wounds and kills.',
  schema: fireCellSchema,
  normalize: normalizeFire,
  quantities: fireQuantities,
  exact: exactFire,
  houseSteps: { ...fireHouseSteps, exact: exactFireWith },
  explainSame: explainSameFire,
  impossible: fireImpossible,
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
  docs: 'stargrunt2.md#resolution-fire--fire-against-dispersed-targets',
});
