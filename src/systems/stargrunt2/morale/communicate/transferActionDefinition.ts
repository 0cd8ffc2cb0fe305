import { defineResolution } from '../../../defineResolution.js';
import { communicateQuantities } from './communicateQuantities.js';
import { exactCommunicate } from './exactCommunicate.js';
import { normalizeCommunicate } from './normalizeCommunicate.js';
import { transferActionCellSchema } from './schema.js';

/** Stargrunt II `transfer-action`: TRANSFERRING ACTIONS, "a successful Communication action in the same way". */
export default defineResolution({
  description: 'Transferring an action down the chain of command: does the subordinate get a full activation?',
  schema: transferActionCellSchema,
  normalize: normalizeCommunicate,
  quantities: communicateQuantities,
  exact: exactCommunicate,
  casualtyDistributions: [],
  favours: { side: 'the squad', up: ['pass'], down: ['fail', 'jammed'], headline: ['pass'] },
  docs: 'stargrunt2.md#resolutions-communicate-and-transfer-action--communications-transferring-actions',
});
