import { availableParallelism } from 'node:os';
import { readClusterKey } from '../cluster/clusterKey.js';
import { connectRedis } from '../cluster/connectRedis.js';
import { clusterMessages } from '../cluster/messages.js';
import { redisTarget } from '../cluster/redisTarget.js';
import { runClusterWorker } from '../cluster/runClusterWorker.js';
import { interruptState } from '../results/interruptState.js';
import { EXIT_CODES } from './exitCodes.js';

export interface WorkerFlags {
  threads?: number;
  stalledAfter?: number;
  tlsCa?: string;
  keyFile?: string;
}

/**
 * `gruntlab worker URL`: runs the chunks of cluster runs on this machine until interrupted; the first Ctrl-C (or
 * SIGTERM) lets the chunks in hand finish, a second stops at once (those chunks then go to other workers); with Redis
 * gone, the first stops at once.
 */
export async function workerCommand(url: string, flags: WorkerFlags): Promise<void> {
  const key = readClusterKey(flags.keyFile);
  const target = redisTarget(url, flags.tlsCa);
  const connection = await connectRedis(target);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const worker = await runClusterWorker({
    target,
    connection,
    key,
    threads: flags.threads ?? availableParallelism(),
    stalledAfterSeconds: flags.stalledAfter ?? 30,
    log,
  });
  interruptState.stop = () => {
    log(clusterMessages.stopping);
    void worker.stop();
  };
  await worker.stopped;
  // Stopped: BullMQ's connections to a Redis that has gone would go on retrying and keep the process alive.
  process.exit(EXIT_CODES.ok);
}
