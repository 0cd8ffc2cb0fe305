export { compileSpec } from './compileSpec.js';
export type { RenderedChart } from './RenderedChart.js';
export { renderChartFiles } from './renderChartFiles.js';
export { renderPng } from './renderPng.js';
export { renderSvg } from './renderSvg.js';
