import { createHash } from 'node:crypto';
import { buildFingerprint } from './buildFingerprint.js';

/**
 * The queue of a run: the scenario's name (readable in Redis and in the workers' messages) and a hash of the run's
 * identity (scenario text, seed, trials, precision: see runCheckpoint's runKey) and of the build, so that a
 * restarted coordinator of the same run finds its queue and no other run or build ever shares it.
 * @example clusterQueueName('fire-regulars-vs-treeline', '3fa9c0d1e2b3a4f5') // 'fire-regulars-vs-treeline-…'
 */
export function clusterQueueName(label: string, runKey: string): string {
  const readable =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'run';
  const hash = createHash('sha256').update(`${runKey}\0${buildFingerprint()}`).digest('hex').slice(0, 16);
  return `${readable}-${hash}`;
}
