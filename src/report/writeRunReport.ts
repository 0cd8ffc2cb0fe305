import { join } from 'node:path';
import type { RenderedChart } from '../render/index.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { printPdf } from './printPdf.js';
import { writeReport } from './writeReport.js';

/** Options of {@link writeRunReport}. */
export interface RunReportOptions {
  /** The scenario as written (shown in the report). */
  scenarioText?: string;
  seconds?: number;
  /** Also print report.pdf through headless Chromium. */
  pdf?: boolean;
  /** The run's charts, already rendered (see renderChartsAndPngs). */
  charts?: RenderedChart[];
}

/**
 * What `run --report` / `gruntlab report` add to a run's outputs: `report.html` (self-contained) and,
 * with `pdf`, `report.pdf`. Returns the paths written.
 *
 * @example
 * await writeRunReport(doc, info, 'out', { scenarioText: 'system: stargrunt2\n', pdf: true }); // ['out/report.html', 'out/report.pdf']
 */
export async function writeRunReport(
  doc: ResultsDocument,
  info: ResolutionInfo,
  dir: string,
  opts: RunReportOptions = {},
): Promise<string[]> {
  // The scenario is shown only as the run read it: a results document's `scenario` path is never read (it is untrusted).
  const html = await writeReport(doc, info, dir, {
    scenarioText: opts.scenarioText,
    seconds: opts.seconds,
    charts: opts.charts,
  });
  if (!opts.pdf) return [html];
  return [html, await printPdf(html, join(dir, 'report.pdf'))];
}
