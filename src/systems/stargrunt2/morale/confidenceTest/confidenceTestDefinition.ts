import { defineResolution } from '../../../defineResolution.js';
import { confidenceTestQuantities } from './confidenceTestQuantities.js';
import { exactConfidenceTest } from './exactConfidenceTest.js';
import { normalizeConfidenceTest } from './normalizeConfidenceTest.js';
import { confidenceTestCellSchema } from './schema.js';

/** Stargrunt II `confidence-test`: one CONFIDENCE TEST at the threat level of the circumstances given. */
export default defineResolution({
  description: 'A confidence test: pass, or drop one or two confidence levels.',
  schema: confidenceTestCellSchema,
  normalize: normalizeConfidenceTest,
  quantities: confidenceTestQuantities,
  exact: exactConfidenceTest,
  casualtyDistributions: ['confidence_after'],
  favours: {
    side: 'the squad',
    up: ['pass', 'no_test'],
    down: ['drop_1', 'drop_2', 'confidence_after'],
    headline: ['pass'],
  },
  docs: 'stargrunt2.md#resolution-confidence-test--confidence-tests',
});
