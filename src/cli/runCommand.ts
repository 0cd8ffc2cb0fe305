import { relative } from 'node:path';
import { ChunkRunner } from '../engine/ChunkRunner.js';
import { ReportedError } from '../core/ReportedError.js';
import { defaultScenarioPath } from './defaultScenario.js';
import { cliMessages } from './messages.js';

export interface RunFlags {
  trials?: number;
  seed?: number;
  precision?: number;
  workers?: number;
  exact?: boolean;
  /** Simulate even where exact enumeration would be quick. */
  monteCarlo?: boolean;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  /** Also write report.html (see src/report). */
  report?: boolean;
  /** Also print report.pdf through headless Chromium (implies report). */
  pdf?: boolean;
  /** Print this many sampled trials of the first cell in words (resolutions that tell their trials, e.g. engagements). */
  trace?: number;
  /** Go on from the chunks an interrupted run of the same scenario, seed, trials and precision finished. */
  resume?: boolean;
  /** Run the chunks on the `gruntlab worker`s of a Redis server (redis://… or rediss://…) instead of this machine's threads. */
  cluster?: string;
  /** A certificate authority for a rediss:// server with a self-signed certificate. */
  tlsCa?: string;
  /** The swept path the charts put on the x-axis (default: the first in the scenario). */
  x?: string;
}

/** `gruntlab run [file]`: load, run, print the summary (or the JSON document) and write the outputs. */
export async function runCommand(file: string | undefined, flags: RunFlags): Promise<void> {
  const path = file ?? defaultScenarioPath();
  const shownPath = file ?? relative(process.cwd(), path);
  checkClusterFlags(flags);
  // A PDF needs Chromium: say so before a run that may take minutes, not after it.
  if (flags.pdf) (await import('../report/launchChromium.js')).checkPdfPrinter();
  // The worker threads boot while the rest of the command's modules load and the scenario is read: the pool starts
  // before they are imported (about 0.15 s of imports that the threads' start-up overlaps).
  const runner = flags.exact || flags.cluster !== undefined ? undefined : new ChunkRunner(flags.workers);
  try {
    await (await import('./runAndWrite.js')).runAndWrite(path, shownPath, flags, runner);
  } finally {
    await runner?.destroy();
  }
}

function checkClusterFlags(flags: RunFlags): void {
  if (flags.cluster === undefined) {
    if (flags.tlsCa !== undefined) throw new ReportedError(cliMessages.tlsCaWithoutCluster);
    return;
  }
  if (flags.exact) throw new ReportedError(cliMessages.clusterExact);
  if (flags.workers !== undefined) throw new ReportedError(cliMessages.clusterWorkers);
}
