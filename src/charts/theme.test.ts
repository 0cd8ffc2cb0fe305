import { describe, expect, it } from 'vitest';
import { FONT, PALETTE, theme } from './theme.js';

describe('theme', () => {
  it('uses DejaVu Sans everywhere (JSDoc example)', () => {
    expect(theme.font).toBe('DejaVu Sans');
    expect(FONT).toBe('DejaVu Sans');
    for (const part of [theme.axis, theme.legend, theme.header] as Array<Record<string, unknown>>) {
      expect(part.labelFont).toBe(FONT);
      expect(part.titleFont).toBe(FONT);
    }
  });
  it('has readable sizes, a white background and padding', () => {
    expect(theme.axis?.labelFontSize).toBeGreaterThanOrEqual(11);
    expect(theme.axis?.titleFontSize).toBeGreaterThanOrEqual(13);
    expect(theme.legend?.labelFontSize).toBeGreaterThanOrEqual(11);
    expect(theme.title?.fontSize).toBeGreaterThanOrEqual(13);
    expect(theme.background).toBe('white');
    expect(theme.padding).toBeGreaterThan(0);
  });
  it('uses the Okabe–Ito palette (JSDoc example)', () => {
    expect(PALETTE[0]).toBe('#0072B2');
    expect(new Set(PALETTE).size).toBe(8);
    expect((theme.range as { category: string[] }).category).toBe(PALETTE);
  });
});
