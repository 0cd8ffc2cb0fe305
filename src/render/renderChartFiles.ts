import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expressionSafeSpec } from '../charts/expressionSafeText.js';
import type { VegaLiteSpec } from '../charts/NamedChart.js';
import { renderPng } from './renderPng.js';
import { renderSvg } from './renderSvg.js';

/** Paths of the three files written for one chart. */
export interface ChartFiles {
  spec: string;
  svg: string;
  png: string;
}

/**
 * Writes `NAME.vl.json` (the spec, pretty JSON, made safe for Vega's expressions), `NAME.svg` and `NAME.png` into `dir` (created if
 * missing) and returns their paths. `svg`: the chart already rendered (see renderChartsAndPngs), else it is rendered here;
 * `png`: its PNG already rasterised (e.g. on worker threads), else it is rasterised here.
 *
 * @example
 * (await renderChartFiles('outcomes', spec, 'out')).png; // 'out/outcomes.png'
 */
export async function renderChartFiles(name: string, spec: VegaLiteSpec, dir: string, svg?: string, png?: Uint8Array): Promise<ChartFiles> {
  await mkdir(dir, { recursive: true });
  const files = { spec: join(dir, `${name}.vl.json`), svg: join(dir, `${name}.svg`), png: join(dir, `${name}.png`) };
  svg ??= await renderSvg(spec);
  await writeFile(files.spec, `${JSON.stringify(expressionSafeSpec(spec), null, 2)}\n`);
  await writeFile(files.svg, svg);
  await writeFile(files.png, png ?? renderPng(svg));
  return files;
}
