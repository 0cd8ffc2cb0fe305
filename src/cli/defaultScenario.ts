import { join } from 'node:path';
import { packageRoot } from '../packageRoot.js';

/** The embedded default scenario that `gruntlab run` (and `npm start`) runs when no file is given. */
export function defaultScenarioPath(): string {
  return join(packageRoot(), 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
}
