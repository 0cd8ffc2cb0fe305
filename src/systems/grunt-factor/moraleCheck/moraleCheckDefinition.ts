import { defineResolution } from '../../defineResolution.js';
import { exactMoraleCheck, exactMoraleCheckWith } from './exactMoraleCheck.js';
import { moraleCheckHouseSteps } from './moraleCheckSteps.js';
import { moraleCheckQuantities } from './moraleCheckQuantities.js';
import { normalizeMoraleCheck } from './normalizeMoraleCheck.js';
import { moraleCheckCellSchema } from './schema.js';

/** The Grunt Factor `morale-check`: the checks an event triggers, d20 at or under LD (Morale). */
export default defineResolution({
  description: 'Morale and special morale checks after an event: d20 at or under LD; failure panics or falls back.',
  schema: moraleCheckCellSchema,
  normalize: normalizeMoraleCheck,
  quantities: moraleCheckQuantities,
  exact: exactMoraleCheck,
  houseSteps: { ...moraleCheckHouseSteps, exact: exactMoraleCheckWith },
  favours: { side: 'the unit', up: ['no_check', 'passed'], down: ['falls_back', 'panicked', 'panicked_and_falls_back', 'checks_failed'], headline: ['passed'] },
  docs: 'grunt-factor.md#resolution-morale-check--morale-checks-special-morale-checks',
});
