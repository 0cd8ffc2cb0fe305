import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chartsFor } from '../charts/index.js';
import { type RenderedChart, renderChartFiles, renderCharts } from '../render/index.js';
import { escapeMarkdownHtml } from '../results/escapeMarkdownHtml.js';
import { formatSummary } from '../results/formatSummary.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { stagedWrite } from '../results/stagedWrite.js';
import { toCsv } from '../results/toCsv.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/**
 * Writes results.json, results.csv, summary.md and every chart (NAME.vl.json, NAME.svg, NAME.png)
 * into `dir`, all or nothing (see stagedWrite). Returns the paths written. `charts`: the run's charts already
 * rendered (so a report drawn from the same run renders nothing twice); by default they are made here.
 */
export async function writeOutputs(doc: ResultsDocument, info: ResolutionInfo, dir: string, charts?: RenderedChart[]): Promise<string[]> {
  const rendered = charts ?? (await renderCharts(chartsFor(doc, info)));
  return stagedWrite(dir, async (staging) => {
    await writeFile(join(staging, 'results.json'), `${JSON.stringify(doc, null, 2)}\n`);
    await writeFile(join(staging, 'results.csv'), toCsv(doc));
    await writeFile(join(staging, 'summary.md'), escapeMarkdownHtml(formatSummary(doc, info)));
    for (const chart of rendered) await renderChartFiles(chart.name, chart.spec, staging, chart.svg);
  });
}
