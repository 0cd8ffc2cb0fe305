import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkCheckpoint } from '../engine/ChunkCheckpoint.js';
import { version } from '../version.js';
import { interruptState } from './interruptState.js';

/** The prefix of a run's checkpoint file in its output folder (a hidden file; removed once the run has written its outputs). */
export const CHECKPOINT_PREFIX = '.gruntlab-resume-';

/** What makes two runs the same run: the scenario as written, and every setting that changes its chunks. */
export interface RunIdentity {
  scenarioText: string;
  seed: number;
  trials: number;
  precision?: number;
}

/** A checkpoint kept in a file, and what the run does with it when it ends. */
export interface FileCheckpoint extends ChunkCheckpoint {
  /** Chunks taken from an earlier run. */
  readonly resumed: number;
  /** The run has written its outputs: the checkpoint is no longer needed. */
  remove(): void;
}

/**
 * The checkpoint of a run in `folder`: one line per finished chunk (cell, chunk, counters), appended as each
 * finishes, in a file named for the run's identity (the scenario text, seed, trials, precision and gruntlab's
 * version), so only the same run can resume from it. With `resume`, the chunks an earlier run of the same identity
 * left are taken instead of run (a line cut short by a crash is ignored); without it, any earlier file is dropped.
 * @example runCheckpoint('reports/x', identity, true).resumed // chunks an interrupted run had finished
 */
export function runCheckpoint(folder: string, identity: RunIdentity, resume: boolean): FileCheckpoint {
  const file = join(folder, `${CHECKPOINT_PREFIX}${runKey(identity)}.jsonl`);
  const finished = new Map<string, Float64Array>();
  if (resume && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const chunk = parseLine(line);
      if (chunk) finished.set(`${chunk.cell}:${chunk.chunk}`, Float64Array.from(chunk.counters));
    }
  } else rmSync(file, { force: true });
  let created = false;
  return {
    resumed: finished.size,
    finished: (cell, chunk) => finished.get(`${cell}:${chunk}`),
    save(cell, chunk, counters) {
      if (!created) {
        mkdirSync(folder, { recursive: true });
        created = true;
        interruptState.checkpoint = file;
      }
      appendFileSync(file, `${JSON.stringify({ cell, chunk, counters: Array.from(counters) })}\n`);
    },
    remove() {
      rmSync(file, { force: true });
      interruptState.checkpoint = undefined;
    },
  };
}

/** A short hash of a run's identity and gruntlab's version: runs with the same key compute the same chunks. */
export function runKey(identity: RunIdentity): string {
  const text = JSON.stringify([version, identity.scenarioText, identity.seed, identity.trials, identity.precision ?? null]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function parseLine(line: string): { cell: number; chunk: number; counters: number[] } | undefined {
  if (line.trim() === '') return undefined;
  try {
    const value = JSON.parse(line) as { cell?: unknown; chunk?: unknown; counters?: unknown };
    if (Number.isInteger(value.cell) && Number.isInteger(value.chunk) && Array.isArray(value.counters) && value.counters.every(Number.isFinite)) {
      return value as { cell: number; chunk: number; counters: number[] };
    }
  } catch {
    // A line cut short when the run was killed: that chunk runs again.
  }
  return undefined;
}
