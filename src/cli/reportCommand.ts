import { dirname, extname } from 'node:path';
import { ReportedError } from '../core/ReportedError.js';
import { reportMessages } from '../report/reportMessages.js';
import { writeRunReport } from '../report/writeRunReport.js';
import { readResultsDocument } from '../results/readResultsDocument.js';
import { resultsMatchResolution } from '../results/resultsMatchResolution.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { findRegistered } from '../systems/registry.js';
import { cliMessages } from './messages.js';
import type { RunFlags } from './RunFlags.js';
import { runCommand } from './runCommand.js';

/**
 * `gruntlab report FILE`: a scenario (.yaml) is run like `gruntlab run --report` (every output plus
 * report.html); a results.json from an earlier run is turned into report.html beside it (or in --out)
 * without running anything. `--pdf` also prints report.pdf.
 */
export async function reportCommand(file: string | undefined, flags: RunFlags): Promise<void> {
  if (file === undefined || extname(file).toLowerCase() !== '.json') {
    await runCommand(file, { ...flags, report: true });
    return;
  }
  const doc = readResultsDocument(file);
  // A designer's module is code: never loaded from a results file, which anyone may have written.
  if (doc.resolve_module !== undefined)
    throw new ReportedError(cliMessages.reportRefusesModules(doc.resolve_module.path));
  const registered = findRegistered(doc.system, doc.resolve);
  if (!registered) {
    throw new ReportedError(reportMessages.unknownResolution(file, doc.system, doc.resolve), { exitCode: 1 });
  }
  const info = resolutionInfo(await registered.load(), doc.quantity_labels);
  resultsMatchResolution(file, doc, info);
  const dir = flags.out ?? dirname(file);
  const written = await writeRunReport(doc, info, dir, { scenarioText: doc.scenario_text, pdf: flags.pdf });
  if (!flags.quiet) process.stdout.write(`Wrote ${written.join(' and ')}\n`);
}
