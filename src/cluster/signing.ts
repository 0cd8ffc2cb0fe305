import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of what crosses Redis, with the cluster's shared key (as Celery signs its messages): a
 * job's covers its queue, job id, build and request bytes, so that a job cannot be replayed into another run or
 * another position of its run; a result's covers its queue, job id and counter bytes. Each field goes in with its
 * length, so that no two different field lists sign the same bytes. Signatures are checked before anything they
 * cover is decoded.
 */
interface SignedJobFields {
  queue: string;
  jobId: string;
  build: string;
  /** The requests' bytes as they travel (base64). */
  requests: string;
}

interface SignedResultFields {
  queue: string;
  jobId: string;
  /** The counters' bytes as they travel (base64). */
  counters: string;
}

/** @example signJob(Buffer.alloc(32), { queue: 'q', jobId: '0-0-4', build: 'b', requests: 'AA==' }).length // 64 */
export const signJob = (key: Buffer, job: SignedJobFields): string =>
  hmac(key, ['gruntlab job', job.queue, job.jobId, job.build, job.requests]);

export const signResult = (key: Buffer, result: SignedResultFields): string =>
  hmac(key, ['gruntlab result', result.queue, result.jobId, result.counters]);

export const jobSignatureMatches = (key: Buffer, job: SignedJobFields, signature: unknown): boolean =>
  matches(signJob(key, job), signature);

export const resultSignatureMatches = (key: Buffer, result: SignedResultFields, signature: unknown): boolean =>
  matches(signResult(key, result), signature);

function hmac(key: Buffer, fields: string[]): string {
  const mac = createHmac('sha256', key);
  for (const field of fields) mac.update(`${Buffer.byteLength(field)}:`).update(field);
  return mac.digest('hex');
}

function matches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
