import type { Config } from 'vega-lite';

/** The one font of every chart; resvg is given the same font files, so measured and drawn text agree. */
export const FONT = 'DejaVu Sans';

/**
 * Okabe–Ito colour-blind-safe categorical palette (black moved last so the first series is coloured).
 *
 * @example
 * PALETTE[0]; // '#0072B2'
 */
export const PALETTE: string[] = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
];

/**
 * Shared Vega-Lite config of every gruntlab chart: DejaVu Sans everywhere, readable sizes
 * (axis labels 12 px, titles 14–16 px), white background, Okabe–Ito colours, padding all round.
 *
 * @example
 * theme.font; // 'DejaVu Sans'
 */
export const theme: Config = {
  font: FONT,
  background: 'white',
  padding: 16,
  autosize: { type: 'pad', contains: 'padding' },
  range: { category: PALETTE },
  title: {
    font: FONT,
    fontSize: 17,
    fontWeight: 'bold',
    anchor: 'start',
    offset: 12,
    subtitleFont: FONT,
    subtitleFontSize: 13,
    subtitleColor: '#444',
    subtitlePadding: 6,
  },
  axis: {
    labelFont: FONT,
    labelFontSize: 12,
    titleFont: FONT,
    titleFontSize: 13,
    titleFontWeight: 'bold',
    titlePadding: 10,
    labelColor: '#222',
    titleColor: '#222',
    gridColor: '#e4e4e4',
  },
  header: {
    labelFont: FONT,
    labelFontSize: 13,
    labelFontWeight: 'bold',
    titleFont: FONT,
    titleFontSize: 13,
    titleFontWeight: 'normal',
    titleColor: '#444',
    labelColor: '#222',
  },
  legend: {
    labelFont: FONT,
    labelFontSize: 12,
    titleFont: FONT,
    titleFontSize: 13,
    labelLimit: 400,
    orient: 'bottom',
    direction: 'horizontal',
    symbolSize: 160,
  },
  text: { font: FONT, fontSize: 11 },
  view: { stroke: '#bbb' },
};
