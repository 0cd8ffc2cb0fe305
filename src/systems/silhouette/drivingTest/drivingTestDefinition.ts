import { defineResolution } from '../../defineResolution.js';
import { drivingTestQuantities } from './drivingTestQuantities.js';
import { exactDrivingTest } from './exactDrivingTest.js';
import { normalizeDrivingTest } from './normalizeDrivingTest.js';
import { drivingTestCellSchema } from './schema.js';

/** Silhouette `driving-test`: Driving tests against the MP cost of treacherous (D) terrain, each entry, until one fails. */
export default defineResolution({
  description:
    'A vehicle crosses treacherous (D) terrain: a Driving test against its MP cost on every entry; a failure bogs it down for the round.',
  schema: drivingTestCellSchema,
  normalize: normalizeDrivingTest,
  quantities: drivingTestQuantities,
  exact: exactDrivingTest,
  casualtyDistributions: ['tests_passed'],
  favours: { side: 'the driver', up: ['through', 'tests_passed'], down: ['bogged_down'], headline: ['through'] },
  docs: 'silhouette.md#resolution-driving-test--treacherous-terrain',
});
