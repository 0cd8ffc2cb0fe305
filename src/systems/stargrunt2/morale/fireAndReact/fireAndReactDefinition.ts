import { defineResolution } from '../../../defineResolution.js';
import { exactFireAndReact } from './exactFireAndReact.js';
import { fireAndReactQuantities } from './fireAndReactQuantities.js';
import { normalizeFireAndReact } from './normalizeFireAndReact.js';
import { fireAndReactCellSchema } from './schema.js';

/** Stargrunt II `fire-and-react`: fire at infantry, then the suppression, leader loss, confidence and panic tests it triggers. */
export default defineResolution({
  description: 'What one volley does to a squad: casualties, suppression, leader loss, the confidence test and panic.',
  schema: fireAndReactCellSchema,
  normalize: normalizeFireAndReact,
  quantities: fireAndReactQuantities,
  exact: exactFireAndReact,
  casualtyDistributions: ['dead', 'wounded', 'suppression_markers', 'confidence_after'],
  favours: {
    side: 'the target squad',
    up: ['no_test', 'pass'],
    down: ['drop_1', 'drop_2', 'confidence_after', 'suppression_markers', 'dead', 'wounded', 'panicked'],
    headline: ['pass', 'dead'],
  },
  docs: 'stargrunt2.md#resolution-fire-and-react--fire-at-infantry-and-everything-it-triggers-in-the-target',
});
