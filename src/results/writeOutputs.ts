import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chartsFor } from '../charts/index.js';
import { renderChartFiles } from '../render/index.js';
import { formatSummary } from './formatSummary.js';
import type { ResolutionInfo } from './ResolutionInfo.js';
import type { ResultsDocument } from './ResultsDocument.js';
import { toCsv } from './toCsv.js';

/**
 * Writes results.json, results.csv, summary.md and every chart (NAME.vl.json, NAME.svg, NAME.png)
 * into `dir`. Everything is written into a staging folder beside it first and moved in only once all
 * of it succeeded, so a failure leaves nothing half-written; other files in `dir` are left alone.
 * Returns the paths written.
 */
export async function writeOutputs(doc: ResultsDocument, info: ResolutionInfo, dir: string): Promise<string[]> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  const staging = await mkdtemp(join(target, '.gruntlab-staging-'));
  try {
    await writeFile(join(staging, 'results.json'), `${JSON.stringify(doc, null, 2)}\n`);
    await writeFile(join(staging, 'results.csv'), toCsv(doc));
    await writeFile(join(staging, 'summary.md'), formatSummary(doc, info));
    for (const chart of chartsFor(doc, info)) await renderChartFiles(chart.name, chart.spec, staging);
    const names = await readdir(staging);
    for (const name of names) await rename(join(staging, name), join(target, name));
    return names.map((name) => join(target, name));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
