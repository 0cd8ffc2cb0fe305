import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { JobRefusedError, openJobData, signedJobData, UndecodableJobData } from './jobData.js';
import { signJob } from './signing.js';

const key = Buffer.alloc(32, 7);
const place = { queue: 'fire-1f0c9a6e2b7d4c35', jobId: '0-4-4' };
const build = '0.1.0 (build 3fa9c0d1e2b3)';
const cell = { firerDice: [8, 10], cap: Infinity };
const request = { system: 'stargrunt2', resolve: 'fire', cell, seed: 7, stream: 4, trials: 250_000 };
const refusal = (data: unknown, at = place, ours = build) => {
  try {
    openJobData(key, at, ours, data);
  } catch (error) {
    expect(error).toBeInstanceOf(JobRefusedError);
    return (error as Error).message;
  }
  throw new Error('the job was not refused');
};

describe('a job signed by the coordinator and opened by a worker', () => {
  it('opens to its requests, exactly, at its own place with the cluster key', () => {
    const data = signedJobData(key, place, build, [request, request]);
    expect(openJobData(key, place, build, data)).toEqual([request, request]);
  });

  it('is refused when unsigned, signed with another key, changed, or moved to another run or position', () => {
    const data = signedJobData(key, place, build, [request]);
    expect(refusal({ requests: data.requests, build })).toMatch(/it is not signed/);
    const otherKey = Buffer.alloc(32, 8);
    expect(refusal(signedJobData(otherKey, place, build, [request]))).toMatch(/its signature does not match/);
    const changed = signedJobData(key, place, build, [{ ...request, trials: 10 }]).requests;
    expect(refusal({ ...data, requests: changed })).toMatch(/its signature does not match/);
    expect(refusal(data, { ...place, jobId: '0-8-4' })).toMatch(/its signature does not match/);
    expect(refusal(data, { ...place, queue: 'fire-0000000000000000' })).toMatch(/its signature does not match/);
    expect(refusal({ ...data, build: '0.1.0 (build 000000000000)' })).toMatch(/its signature does not match/);
  });

  it("is refused when it is another build's, not a job at all, or its data could not be read", () => {
    expect(refusal(signedJobData(key, place, build, [request]), place, '0.2.0 (build 111111111111)')).toMatch(
      /it belongs to a run of gruntlab 0.1.0 \(build 3fa9c0d1e2b3\); this worker is gruntlab 0.2.0/,
    );
    expect(refusal(null)).toMatch(/not a gruntlab job/);
    expect(refusal({ requests: 5, build })).toMatch(/not a gruntlab job/);
    expect(refusal(new UndecodableJobData('Unexpected token'))).toMatch(/its data cannot be read \(Unexpected token\)/);
  });

  it('is refused, signed or not, when a request names a module — its bytes are never decoded unsigned', () => {
    const module = { kind: 'resolve', url: 'data:text/javascript,export default 1' };
    const withModule = serialize([{ ...request, module }]).toString('base64');
    const signed = { requests: withModule, build, signature: signJob(key, { ...place, build, requests: withModule }) };
    expect(refusal(signed)).toMatch(/request 1 names a module .*never imports code a job names/);
    expect(refusal({ requests: withModule, build, signature: '0'.repeat(64) })).toMatch(/its signature does not match/);
    // Bytes no deserializer would take: refused on the signature, before anyone tries.
    const junk = Buffer.from('junk').toString('base64');
    expect(refusal({ requests: junk, build, signature: '0'.repeat(64) })).toMatch(/signature/);
  });
});
