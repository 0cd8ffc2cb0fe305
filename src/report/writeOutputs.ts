import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chartsFor } from '../charts/index.js';
import { renderChartFiles } from '../render/index.js';
import { formatSummary } from '../results/formatSummary.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { stagedWrite } from '../results/stagedWrite.js';
import { toCsv } from '../results/toCsv.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/**
 * Writes results.json, results.csv, summary.md and every chart (NAME.vl.json, NAME.svg, NAME.png)
 * into `dir`, all or nothing (see stagedWrite). Returns the paths written.
 */
export function writeOutputs(doc: ResultsDocument, info: ResolutionInfo, dir: string): Promise<string[]> {
  return stagedWrite(dir, async (staging) => {
    await writeFile(join(staging, 'results.json'), `${JSON.stringify(doc, null, 2)}\n`);
    await writeFile(join(staging, 'results.csv'), toCsv(doc));
    await writeFile(join(staging, 'summary.md'), formatSummary(doc, info));
    for (const chart of chartsFor(doc, info)) await renderChartFiles(chart.name, chart.spec, staging);
  });
}
