import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { version } from '../version.js';

// The folders whose code decides a chunk's counts: the kernel contract, dice and streams, the rule systems, the engine.
const RESULT_CODE = ['core', 'dice', 'systems', 'engine'];

let cached: string | undefined;

/**
 * Which gruntlab computes a run's chunks: its version and a hash of the code that decides a chunk's counts (so
 * two builds of one version that differ — a patched kernel, a development copy — are told apart too). A worker
 * runs only the chunks of runs with its own fingerprint, so a run's results never mix builds.
 * @example /^\d+\.\d+\.\d+\S* \(build [0-9a-f]{12}\)$/.test(buildFingerprint()) // true (e.g. '0.1.0 (build 3fa9c0d1e2b3)')
 */
export function buildFingerprint(): string {
  if (cached !== undefined) return cached;
  const source = join(import.meta.dirname, '..');
  const hash = createHash('sha256');
  for (const folder of RESULT_CODE) {
    const files = readdirSync(join(source, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(js|ts)$/.test(f) && !/\.(test|d)\.ts$/.test(f) && !f.endsWith('.test.js'))
      .sort();
    for (const file of files)
      hash
        .update(`${folder}/${file}\0`)
        .update(readFileSync(join(source, folder, file)))
        .update('\0');
  }
  cached = `${version} (build ${hash.digest('hex').slice(0, 12)})`;
  return cached;
}
