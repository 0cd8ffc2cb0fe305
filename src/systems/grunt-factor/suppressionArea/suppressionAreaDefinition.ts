import { defineResolution } from '../../defineResolution.js';
import { exactSuppressionArea } from './exactSuppressionArea.js';
import { normalizeSuppressionArea } from './normalizeSuppressionArea.js';
import { suppressionAreaCellSchema } from './schema.js';
import { suppressionAreaQuantities } from './suppressionAreaQuantities.js';

/** The Grunt Factor `suppression-area`: a figure spending actions in a suppressed 10×10 cm area (Suppression). */
export default defineResolution({
  description: 'A figure moving in a suppression area: an LD roll to move, and strength hits with saves per action.',
  schema: suppressionAreaCellSchema,
  normalize: normalizeSuppressionArea,
  quantities: suppressionAreaQuantities,
  exact: exactSuppressionArea,
  favours: { side: 'the moving figure', up: ['unharmed'], down: ['casualty', 'hits_taken'], headline: ['casualty'] },
  docs: 'grunt-factor.md#resolution-suppression-area--suppression',
});
