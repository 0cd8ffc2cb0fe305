import { defineResolution } from '../../../defineResolution.js';
import { exactSupportRequest } from './exactSupportRequest.js';
import { normalizeSupportRequest } from './normalizeSupportRequest.js';
import { supportRequestCellSchema } from './schema.js';
import { supportRequestQuantities } from './supportRequestQuantities.js';

/** Stargrunt II `support-request`: CHAPTER 16, OFF TABLE SUPPORT — requesting a mission and its approach on the Inbound chart. */
export default defineResolution({
  description:
    'Off-table artillery, orbital or air support: is the request granted, and which turn does the mission reach the table via the Inbound chart?',
  schema: supportRequestCellSchema,
  normalize: normalizeSupportRequest,
  quantities: supportRequestQuantities,
  exact: exactSupportRequest,
  casualtyDistributions: [],
  derived: {
    granted: { label: 'Granted within the turns', of: 'arrived + en_route + aborted + shot_down' },
  },
  favours: {
    side: 'the caller',
    up: ['arrived', 'granted'],
    down: ['refused', 'aborted', 'shot_down', 'arrival_turn', 'chits_spent'],
    headline: ['arrived', 'arrival_turn'],
  },
  docs: 'stargrunt2.md#resolution-support-request--off-table-support-the-inbound-chart',
});
