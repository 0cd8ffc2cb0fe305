import { defineResolution } from '../../../defineResolution.js';
import { communicateQuantities } from './communicateQuantities.js';
import { exactCommunicate } from './exactCommunicate.js';
import { normalizeCommunicate } from './normalizeCommunicate.js';
import { communicateCellSchema } from './schema.js';

/** Stargrunt II `communicate`: one COMMUNICATIONS roll between two units. */
export default defineResolution({
  description: 'A communication roll, perhaps jammed by enemy EW: does the message get through?',
  schema: communicateCellSchema,
  normalize: normalizeCommunicate,
  quantities: communicateQuantities,
  exact: exactCommunicate,
  casualtyDistributions: [],
  favours: { side: 'the squad', up: ['pass'], down: ['fail', 'jammed'], headline: ['pass'] },
  docs: 'stargrunt2.md#resolutions-communicate-and-transfer-action--communications-transferring-actions',
});
