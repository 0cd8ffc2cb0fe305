import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkCheckpoint } from '../engine/ChunkCheckpoint.js';
import { version } from '../version.js';
import { interruptState } from './interruptState.js';
import { isAlive } from './isAlive.js';

/**
 * The prefix of a run's checkpoint file in its output folder (a hidden file; removed once the run has written its
 * outputs). The name goes on with the run's key and the id of the process writing it: `<key>-<pid>.jsonl`.
 */
export const CHECKPOINT_PREFIX = '.gruntlab-resume-';

/** A checkpoint file's name: the run's key, and the process that writes it. */
const CHECKPOINT_NAME = /^\.gruntlab-resume-([0-9a-f]{16})-(\d+)\.jsonl$/;

/** What makes two runs the same run: the scenario as written, and every setting that changes its chunks. */
export interface RunIdentity {
  scenarioText: string;
  seed: number;
  trials: number;
  precision?: number;
}

/** A checkpoint kept in a file, and what the run does with it when it ends. */
interface FileCheckpoint extends ChunkCheckpoint {
  /** Chunks taken from an earlier run. */
  readonly resumed: number;
  /**
   * The run has written its outputs: its checkpoint is no longer needed, nor are those that runs no longer alive
   * left in the folder (another seed, other trials: they would never be resumed once results stand beside them).
   */
  remove(): void;
}

/**
 * The checkpoint of a run in `folder`: one line per finished chunk (cell, chunk, counters), appended as each
 * finishes, in a file named for the run's identity (the scenario text, seed, trials, precision and gruntlab's
 * version), so only the same run can resume from it, and for the process writing it, so that no other run removes
 * it while that process lives. With `resume`, the chunks that earlier runs of the same identity left are taken
 * instead of run (a line cut short by a crash is ignored); without it, their files are dropped.
 * @example runCheckpoint('reports/x', identity, true).resumed // chunks an interrupted run had finished
 */
export function runCheckpoint(folder: string, identity: RunIdentity, resume: boolean): FileCheckpoint {
  const key = runKey(identity);
  const file = join(folder, `${CHECKPOINT_PREFIX}${key}-${process.pid}.jsonl`);
  const finished = new Map<string, Float64Array>();
  for (const earlier of leftCheckpoints(folder).filter((c) => c.key === key)) {
    if (resume) takeCheckpoint(earlier.file, file);
    else rmSync(earlier.file, { force: true });
  }
  if (!resume) rmSync(file, { force: true }); // one left by a dead process that had this one's id
  let created = existsSync(file);
  if (created) {
    interruptState.checkpoint = file;
    const text = readFileSync(file, 'utf8');
    for (const line of text.split('\n')) {
      const chunk = parseLine(line);
      if (chunk) finished.set(`${chunk.cell}:${chunk.chunk}`, Float64Array.from(chunk.counters));
    }
    if (text !== '' && !text.endsWith('\n')) appendFileSync(file, '\n'); // a line cut short stays apart from the next
  }
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
      for (const left of leftCheckpoints(folder)) rmSync(left.file, { force: true });
    },
  };
}

/** The checkpoint files in `folder` whose process no longer lives (interrupted, killed, or another finished run's). */
function leftCheckpoints(folder: string): Array<{ file: string; key: string }> {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return []; // no folder yet: nothing was left in it
  }
  return names.flatMap((name) => {
    const [, key, pid] = CHECKPOINT_NAME.exec(name) ?? [];
    return key !== undefined && !isAlive(Number(pid)) ? [{ file: join(folder, name), key }] : [];
  });
}

/**
 * Makes a dead run's checkpoint this run's: renamed (one run takes it, and it is then a live run's, which no other
 * run removes), or, when this run already took one, its lines added to that one's.
 */
function takeCheckpoint(earlier: string, mine: string): void {
  try {
    if (!existsSync(mine)) renameSync(earlier, mine);
    else {
      appendFileSync(mine, `\n${readFileSync(earlier, 'utf8')}`);
      rmSync(earlier, { force: true });
    }
  } catch (error) {
    // Removed just now by a run that finished: there is nothing to take.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A short hash of a run's identity and gruntlab's version: runs with the same key compute the same chunks. */
export function runKey(identity: RunIdentity): string {
  const text = JSON.stringify([
    version,
    identity.scenarioText,
    identity.seed,
    identity.trials,
    identity.precision ?? null,
  ]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function parseLine(line: string): { cell: number; chunk: number; counters: number[] } | undefined {
  if (line.trim() === '') return undefined;
  try {
    const value = JSON.parse(line) as { cell?: unknown; chunk?: unknown; counters?: unknown };
    if (
      Number.isInteger(value.cell) &&
      Number.isInteger(value.chunk) &&
      Array.isArray(value.counters) &&
      value.counters.every(Number.isFinite)
    ) {
      return value as { cell: number; chunk: number; counters: number[] };
    }
  } catch {
    // A line cut short when the run was killed: that chunk runs again.
  }
  return undefined;
}
