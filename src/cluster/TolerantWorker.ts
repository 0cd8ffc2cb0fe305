import { type Job, type JobJsonRaw, Worker } from 'bullmq';
import { UndecodableJobData } from './jobData.js';

/**
 * A BullMQ Worker that takes a job whose stored fields are not JSON. BullMQ parses a job's hash when it moves the job
 * to active (Job.fromJSON inside Worker.createJob); a parse error there escapes the worker's fetch, so the job stays
 * active with no processor, is found stalled, goes back to wait and is fetched again — for ever, since our jobs may
 * stall without limit. Here such a job is built from its readable fields, its data an UndecodableJobData, and the
 * processor refuses it: it fails once (UnrecoverableError) and its coordinator is told.
 */
export class TolerantWorker<Result> extends Worker<unknown, Result> {
  protected override createJob(raw: JobJsonRaw, jobId: string): Job<unknown, Result> {
    try {
      return super.createJob(raw, jobId);
    } catch (error) {
      const reason = (error as Error).message;
      // Options, progress and parent are JSON too: those that do not parse are dropped (the job fails at once anyway).
      const opts = parses(raw.opts) ? raw.opts : '{}';
      const readable = { ...raw, data: 'null', opts, progress: parses(raw.progress) ? raw.progress : '0' };
      if (!parses(raw.parent)) delete (readable as Partial<JobJsonRaw>).parent;
      const job = super.createJob(readable, jobId);
      job.data = new UndecodableJobData(reason);
      return job;
    }
  }
}

function parses(text: string | undefined): boolean {
  if (text === undefined || text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
