import type { ChunkRequest } from '../engine/ChunkRequest.js';
import { chunkRequestsProblem } from './checkChunkRequests.js';
import { decodeRequests, encodeRequests } from './chunkCodec.js';
import { jobLimits } from './jobLimits.js';
import { clusterMessages } from './messages.js';
import { jobSignatureMatches, signJob } from './signing.js';

/** The data of a job: its chunks' requests (see chunkCodec), the build that must run them, and their signature. */
export interface ChunkJobData {
  requests: string;
  build: string;
  signature: string;
}

/** Where a job stands: its run's queue and its id there, both covered by its signature. */
export interface JobPlace {
  queue: string;
  jobId: string;
}

/** A job's data whose bytes could not be read as JSON (see TolerantWorker): the job is refused, never retried. */
export class UndecodableJobData {
  constructor(readonly reason: string) {}
}

/** A job a worker will not run, and why (its run's coordinator prints it; the job fails once). */
export class JobRefusedError extends Error {}

/** The coordinator's side: a job's data for these requests, signed for its place. */
export function signedJobData(key: Buffer, place: JobPlace, build: string, requests: ChunkRequest[]): ChunkJobData {
  const encoded = encodeRequests(requests);
  return { requests: encoded, build, signature: signJob(key, { ...place, build, requests: encoded }) };
}

/**
 * The worker's side: a job's requests, once its data has the right shape, its signature matches its place (checked
 * before a byte is decoded), it is of this build and its decoded requests pass checkChunkRequests. Throws
 * JobRefusedError saying which of these failed.
 */
export function openJobData(key: Buffer, place: JobPlace, build: string, data: unknown): ChunkRequest[] {
  if (data instanceof UndecodableJobData) throw new JobRefusedError(clusterMessages.jobUndecodable(data.reason));
  if (!isJobData(data)) throw new JobRefusedError(clusterMessages.jobMalformed);
  const most = jobLimits.encodedRequests;
  if (data.requests.length > most) throw new JobRefusedError(clusterMessages.jobTooBig(most));
  if (data.signature === undefined) throw new JobRefusedError(clusterMessages.jobUnsigned);
  if (!jobSignatureMatches(key, { ...place, build: data.build, requests: data.requests }, data.signature)) {
    throw new JobRefusedError(clusterMessages.jobWronglySigned);
  }
  if (data.build !== build) throw new JobRefusedError(clusterMessages.jobOfOtherBuild(data.build, build));
  const requests = decodeRequests(data.requests);
  const problem = chunkRequestsProblem(requests);
  if (problem !== undefined) throw new JobRefusedError(problem);
  return requests as ChunkRequest[];
}

function isJobData(data: unknown): data is Omit<ChunkJobData, 'signature'> & { signature?: unknown } {
  if (typeof data !== 'object' || data === null) return false;
  const { requests, build } = data as Record<string, unknown>;
  return typeof requests === 'string' && typeof build === 'string';
}
