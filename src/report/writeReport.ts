import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chartsFor } from '../charts/index.js';
import type { RenderedChart } from '../render/index.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { buildReport } from './buildReport.js';
import { interpretationsFor, rulesDocsFor } from './interpretationsFor.js';
import { reportCharts } from './reportCharts.js';
import { vegaRuntime } from './vegaRuntime.js';

/** Options of {@link writeReport}. */
export interface WriteReportOptions {
  /** The scenario file as written. */
  scenarioText?: string;
  /** Seconds the run took. */
  seconds?: number;
  /**
   * 'inline' (default): vega's runtime and every SVG inside the page, which opens anywhere on its own.
   * A string: the page loads vega from that path (relative to it) and shows NAME.svg from beside it —
   * for collections such as reports/ that share one copy (charts then link their SVG only: the PNGs
   * of a collection are not committed).
   */
  runtime?: 'inline' | string;
  /** File name of the page (default report.html). */
  fileName?: string;
  /** The run's charts, already rendered (see renderChartsAndPngs); by default they are made here. */
  charts?: RenderedChart[];
  /** Whether the charts' PNGs are written beside the page (default true): the charts link them only then. */
  pngs?: boolean;
  /** The folder the page is written into when it is not `dir` (a staging folder moved into `dir` later; links are made for `dir`). */
  writeTo?: string;
}

/**
 * Writes the HTML report of a run into `dir` (default `report.html`, written to a temporary name and
 * renamed, so a reader never sees half a page) and returns its path. The chart files themselves
 * (NAME.svg, NAME.png) are written by writeOutputs.
 *
 * @example
 * await writeReport(doc, info, 'reports/fire-aar-vs-gauss'); // 'reports/fire-aar-vs-gauss/report.html'
 */
export async function writeReport(
  doc: ResultsDocument,
  info: ResolutionInfo,
  dir: string,
  opts: WriteReportOptions = {},
): Promise<string> {
  const shared = opts.runtime !== undefined && opts.runtime !== 'inline' ? opts.runtime : undefined;
  const html = buildReport({
    doc,
    info,
    scenarioText: opts.scenarioText,
    seconds: opts.seconds,
    charts: await reportCharts(opts.charts ?? chartsFor(doc, info), shared === undefined),
    interpretations: interpretationsFor(doc.system, doc.resolve, doc.rules),
    docs: rulesDocsFor(doc.system),
    reportDir: resolve(dir),
    runtime: shared === undefined ? { script: vegaRuntime() } : { src: shared },
    chartLinks: shared === undefined && opts.pngs !== false ? ['svg', 'png'] : ['svg'],
  });
  const folder = opts.writeTo ?? dir;
  await mkdir(folder, { recursive: true });
  const path = join(folder, opts.fileName ?? 'report.html');
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, html);
  await rename(temporary, path);
  return path;
}
