import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expressionSafeSpec } from '../charts/expressionSafeText.js';
import type { VegaLiteSpec } from '../charts/NamedChart.js';
import { renderPng } from './renderPng.js';
import { renderSvg } from './renderSvg.js';

/** Paths of the files written for one chart (no PNG when it was not asked for). */
interface ChartFiles {
  spec: string;
  svg: string;
  png?: string;
}

/**
 * Writes `NAME.vl.json` (the spec, pretty JSON, made safe for Vega's expressions), `NAME.svg` and `NAME.png` into `dir` (created if
 * missing) and returns their paths. `svg`: the chart already rendered (see renderChartsAndPngs), else it is rendered here;
 * `png`: its PNG already rasterised (e.g. on worker threads), else it is rasterised here; `withPng: false` writes none.
 *
 * @example
 * (await renderChartFiles('outcomes', spec, 'out')).png; // 'out/outcomes.png'
 */
export async function renderChartFiles(
  name: string,
  spec: VegaLiteSpec,
  dir: string,
  svg?: string,
  png?: Uint8Array,
  withPng = true,
): Promise<ChartFiles> {
  await mkdir(dir, { recursive: true });
  const files = { spec: join(dir, `${name}.vl.json`), svg: join(dir, `${name}.svg`) };
  svg ??= await renderSvg(spec);
  await writeFile(files.spec, `${JSON.stringify(expressionSafeSpec(spec), null, 2)}\n`);
  await writeFile(files.svg, svg);
  if (!withPng) return files;
  const pngFile = join(dir, `${name}.png`);
  await writeFile(pngFile, png ?? renderPng(svg));
  return { ...files, png: pngFile };
}
