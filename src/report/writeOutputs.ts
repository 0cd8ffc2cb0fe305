import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chartsFor } from '../charts/index.js';
import { type RenderedChart, renderChartFiles } from '../render/index.js';
import { escapeHtmlText } from '../results/escapeHtml.js';
import { formatSummary } from '../results/formatSummary.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { stagedWrite } from '../results/stagedWrite.js';
import { toCsv } from '../results/toCsv.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { printPdf } from './printPdf.js';
import { renderChartsAndPngs } from './renderChartsAndPngs.js';
import { writeReport } from './writeReport.js';

/** What writeOutputs writes beyond results.json, results.csv, summary.md and the charts, and what it is handed made. */
export interface OutputsOptions {
  /** The run's charts already rendered (so a report drawn from the same run renders nothing twice); by default made here. */
  charts?: RenderedChart[];
  report?: OutputsReport;
  /** The run's text files already made (runTexts). */
  texts?: RunTexts;
  /** Write each chart's PNG too (default true); without, a PNG an earlier run left in `dir` is removed. */
  pngs?: boolean;
}

/**
 * Writes results.json, results.csv, summary.md, every chart (NAME.vl.json, NAME.svg and NAME.png) and, with
 * `report`, report.html (and report.pdf) into `dir`, all or nothing (see stagedWrite); a report of an earlier
 * run left in `dir` is removed. Returns the paths written. Charts not handed in are made here, PNGs on worker threads
 * (renderChartsAndPngs).
 */
export async function writeOutputs(
  doc: ResultsDocument,
  info: ResolutionInfo,
  dir: string,
  options: OutputsOptions = {},
): Promise<string[]> {
  const { charts, report, texts, pngs = true } = options;
  let made = texts;
  const rendered =
    charts ?? (await renderChartsAndPngs(chartsFor(doc, info), () => (made = runTexts(doc, info)), pngs));
  const { json, csv, summary } = made ?? runTexts(doc, info);
  const write = async (staging: string) => {
    await writeFile(join(staging, 'results.json'), json);
    await writeFile(join(staging, 'results.csv'), csv);
    await writeFile(join(staging, 'summary.md'), escapeHtmlText(summary));
    for (const chart of rendered) await renderChartFiles(chart.name, chart.spec, staging, chart.svg, chart.png, pngs);
    if (report === undefined) return;
    const html = await writeReport(doc, info, dir, {
      scenarioText: report.scenarioText,
      seconds: report.seconds,
      charts: rendered,
      writeTo: staging,
      pngs,
    });
    if (report.pdf) await printPdf(html, join(staging, 'report.pdf'));
  };
  // A report of an earlier run never stays beside these results: it is replaced, or removed when none is asked for;
  // nor do PNGs of an earlier run beside SVGs drawn without them.
  const reports = report?.pdf ? [] : report === undefined ? REPORT_FILES : ['report.pdf'];
  return stagedWrite(dir, write, pngs ? reports : [...reports, ...rendered.map((chart) => `${chart.name}.png`)]);
}

/** A run's text files, made once (the summary is printed too): results.json, results.csv and summary.md's text. */
export interface RunTexts {
  json: string;
  csv: string;
  /** formatSummary's Markdown, before HTML in it is escaped for summary.md. */
  summary: string;
}

/**
 * The text files of a run. A sweep's are big (a 480-cell sweep: 1.5 MB of JSON, 1.3 MB of CSV), so runAndWrite makes
 * them while the last PNGs are rasterised on the worker threads.
 */
export function runTexts(doc: ResultsDocument, info: ResolutionInfo): RunTexts {
  return { json: `${JSON.stringify(doc, null, 2)}\n`, csv: toCsv(doc), summary: formatSummary(doc, info) };
}

/** The report files of a run folder. */
const REPORT_FILES = ['report.html', 'report.pdf'];

/** The report written with a run's outputs (report.html, and report.pdf with `pdf`). */
export interface OutputsReport {
  /** The scenario as written (shown in the report). */
  scenarioText?: string;
  seconds?: number;
  pdf?: boolean;
}
