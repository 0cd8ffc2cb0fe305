import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../src/packageRoot.js';
import type { FireCell } from '../src/systems/stargrunt2/fire/FireCell.js';

/** One run of the C anchor: CPU seconds, resolutions per second, the share of effective fire and the mean dead. */
export interface CRun {
  seconds: number;
  rate: number;
  effective: number;
  meanDead: number;
}

/**
 * Builds bench/c/fireReference.c with the machine's C compiler (`cc -O3`) into a temporary folder; undefined, with
 * the reason printed, when there is no compiler (the benchmark then leaves the C column out).
 */
export function buildCReference(): string | undefined {
  const out = join(mkdtempSync(join(tmpdir(), 'gruntlab-bench-')), 'fireReference');
  const source = join(packageRoot(), 'bench', 'c', 'fireReference.c');
  const built = spawnSync(process.env.CC ?? 'cc', ['-O3', '-o', out, source], { encoding: 'utf8' });
  if (built.error || built.status !== 0) {
    console.log(`C anchor left out: ${built.error?.message ?? built.stderr.trim()}`);
    return undefined;
  }
  return out;
}

/** Runs the C anchor on a fire cell for `trials` resolutions on one core. */
export function runCReference(binary: string, cell: FireCell, trials: number, seed: number): CRun {
  const args = [
    trials,
    seed,
    cell.rangeDie,
    cell.divisor,
    cell.leftoverRoll ? 1 : 0,
    cell.casualties === 'standard' ? 1 : 0,
    cell.impact.sides,
    cell.impact.multiplier,
    cell.armour.sides,
    cell.armour.multiplier,
    cell.figures,
    cell.figures === 1 ? 1 : cell.whoDie,
    cell.repeatHitsKill ? 1 : 0,
    ...cell.firerDice,
  ].map(String);
  const run = spawnSync(binary, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`C anchor failed: ${run.stderr}`);
  const [seconds, rate, effective, meanDead] = run.stdout.trim().split(/\s+/).map(Number);
  return { seconds, rate, effective, meanDead };
}
