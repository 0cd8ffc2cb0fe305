import { relative } from 'node:path';
import { ReportedError } from '../core/ReportedError.js';
import { ChunkRunner } from '../engine/ChunkRunner.js';
import { defaultScenarioPath } from './defaultScenario.js';
import { cliMessages } from './messages.js';
import type { RunFlags } from './RunFlags.js';

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
    if (flags.keyFile !== undefined) throw new ReportedError(cliMessages.keyFileWithoutCluster);
    return;
  }
  if (flags.exact) throw new ReportedError(cliMessages.clusterExact);
  if (flags.workers !== undefined) throw new ReportedError(cliMessages.clusterWorkers);
}
