import { ClusterRunner } from './ClusterRunner.js';
import { readClusterKey } from './clusterKey.js';
import { connectRedis } from './connectRedis.js';
import { clusterQueueName } from './queueName.js';
import { redisTarget } from './redisTarget.js';

export interface ClusterRunRequest {
  /** redis://… or rediss://… */
  url: string;
  /** A certificate authority for a rediss:// server with a self-signed certificate. */
  tlsCa?: string;
  /** The cluster's key file (--key-file); without it, the environment's (see readClusterKey). */
  keyFile?: string;
  /** The scenario's name. */
  label: string;
  /** The run's identity (see runCheckpoint's runKey). */
  runKey: string;
  resume: boolean;
  notify: (line: string) => void;
}

/**
 * `run --cluster URL`: reads the cluster's key, checks the URL and that Redis answers (a clear error otherwise) and
 * opens the run's queue.
 * @example const runner = await openClusterRun({ url: 'redis://127.0.0.1:6379', label: 'fire', runKey, resume: false, notify })
 */
export async function openClusterRun(request: ClusterRunRequest): Promise<ClusterRunner> {
  const key = readClusterKey(request.keyFile);
  const target = redisTarget(request.url, request.tlsCa);
  const connection = await connectRedis(target);
  return ClusterRunner.start({
    target,
    connection,
    key,
    queue: clusterQueueName(request.label, request.runKey),
    label: request.label,
    resume: request.resume,
    notify: request.notify,
  });
}
