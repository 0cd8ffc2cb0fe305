import { defineResolution } from '../../../defineResolution.js';
import { exactIndependentFigure } from './exactIndependentFigure.js';
import { independentFigureQuantities } from './independentFigureQuantities.js';
import { normalizeIndependentFigure } from './normalizeIndependentFigure.js';
import { independentFigureCellSchema } from './schema.js';

/** Stargrunt II `independent-figure-reaction`: REACTION OF INDEPENDENT FIGURES, a lone figure's confidence test. */
export default defineResolution({
  description:
    "A lone figure's confidence test: suppressed, panicked, and does its nerve hold while it shakes off the marker?",
  schema: independentFigureCellSchema,
  normalize: normalizeIndependentFigure,
  quantities: independentFigureQuantities,
  exact: exactIndependentFigure,
  casualtyDistributions: ['activations_marked'],
  derived: {
    panicked: { label: 'Panicked', of: 'panic_removed + nerve_failed' },
    marked: { label: 'Suppressed or panicked', of: 'suppressed + panic_removed + nerve_failed' },
  },
  favours: {
    side: 'the figure',
    up: ['pass', 'no_test'],
    down: ['suppressed', 'nerve_failed', 'activations_marked', 'panicked', 'marked'],
    headline: ['nerve_failed', 'activations_marked'],
  },
  docs: 'stargrunt2.md#resolution-independent-figure-reaction--reaction-of-independent-figures',
});
