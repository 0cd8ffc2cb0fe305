import { defineResolution } from '../../defineResolution.js';
import { exactPanicRecovery } from './exactPanicRecovery.js';
import { normalizePanicRecovery } from './normalizePanicRecovery.js';
import { panicRecoveryQuantities } from './panicRecoveryQuantities.js';
import { panicRecoveryCellSchema } from './schema.js';

/** The Grunt Factor `panic-recovery`: one LD test per turn to shake off panic (Recovering from panic). */
export default defineResolution({
  description: 'A panicked squad tests LD once per turn (−2 enemy in LOS, −4 under fire) until it recovers.',
  schema: panicRecoveryCellSchema,
  normalize: normalizePanicRecovery,
  quantities: panicRecoveryQuantities,
  exact: exactPanicRecovery,
  favours: { side: 'the unit', up: ['recovered'], down: ['still_panicked', 'turns_panicked'], headline: ['recovered'] },
  docs: 'grunt-factor.md#resolution-panic-recovery--recovering-from-panic',
});
