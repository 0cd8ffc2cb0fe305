import { availableParallelism } from 'node:os';
import { connectRedis } from '../cluster/connectRedis.js';
import { clusterMessages } from '../cluster/messages.js';
import { redisTarget } from '../cluster/redisTarget.js';
import { runClusterWorker } from '../cluster/runClusterWorker.js';
import { interruptState } from '../results/interruptState.js';

export interface WorkerFlags {
  threads?: number;
  stalledAfter?: number;
  tlsCa?: string;
}

/**
 * `gruntlab worker URL`: runs the chunks of cluster runs on this machine until interrupted; the first Ctrl-C (or
 * SIGTERM) lets the chunks in hand finish, a second stops at once (those chunks then go to other workers).
 */
export async function workerCommand(url: string, flags: WorkerFlags): Promise<void> {
  const target = redisTarget(url, flags.tlsCa);
  const connection = await connectRedis(target);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const worker = await runClusterWorker({
    target,
    connection,
    threads: flags.threads ?? availableParallelism(),
    stalledAfterSeconds: flags.stalledAfter ?? 30,
    log,
  });
  interruptState.stop = () => {
    log(clusterMessages.stopping);
    void worker.stop();
  };
  await worker.stopped;
}
