export { compileSpec } from './compileSpec.js';
export { renderChartFiles } from './renderChartFiles.js';
export type { RenderedChart } from './RenderedChart.js';
export { renderPng } from './renderPng.js';
export { renderSvg } from './renderSvg.js';
