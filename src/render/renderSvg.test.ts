import { describe, expect, it } from 'vitest';
import { tinySpec } from '../../testing/render/testSpecs.js';
import { countMarks } from './countMarks.js';
import { renderSvg } from './renderSvg.js';

describe('renderSvg', () => {
  it('renders headless to an SVG string with the marks and the title (JSDoc example)', async () => {
    const svg = await renderSvg(tinySpec('Hello gruntlab'));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Hello gruntlab');
    expect(countMarks(svg, 'rect')).toBe(3);
    expect(svg).toContain('font-family="DejaVu Sans"');
  });
  it('lays text out with the real font widths, not the 0.8 em estimate', async () => {
    const title = 'A fairly long title that sets the width of the chart';
    const svg = await renderSvg(tinySpec(title));
    const width = Number(/<svg[^>]* width="([\d.]+)"/.exec(svg)?.[1]);
    // 17 px bold DejaVu ≈ 0.65 em per character; vega's estimate would be 0.8 em (≈ 720 px)
    expect(width).toBeGreaterThan(0.55 * 17 * title.length);
    expect(width).toBeLessThan(0.75 * 17 * title.length + 40);
  });
});
