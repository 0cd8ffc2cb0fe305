import { defineResolution } from '../../../defineResolution.js';
import { exactPanicTest } from './exactPanicTest.js';
import { normalizePanicTest } from './normalizePanicTest.js';
import { panicTestQuantities } from './panicTestQuantities.js';
import { panicTestCellSchema } from './schema.js';

/** Stargrunt II `panic-test`: PANIC on first contact, and the removal of the panic marker. */
export default defineResolution({
  description:
    'Panic on first contact: does the unit freeze, for how many activations, and what confidence does it lose?',
  schema: panicTestCellSchema,
  normalize: normalizePanicTest,
  quantities: panicTestQuantities,
  exact: exactPanicTest,
  casualtyDistributions: ['turns_panicked', 'confidence_lost'],
  favours: {
    side: 'the squad',
    up: ['no_test', 'pass'],
    down: ['panicked', 'turns_panicked', 'confidence_lost', 'confidence_after'],
    headline: ['panicked'],
  },
  docs: 'stargrunt2.md#resolution-panic-test--panic',
});
