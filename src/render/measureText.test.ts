import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { fontDir } from './fontDir.js';
import { measureText } from './measureText.js';

/** Width of the ink resvg draws for `text` (side bearings excluded, so a little narrower). */
function inkWidth(text: string, size: number, weight: string): number {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="60"><text x="0" y="40" ` +
    `font-family="DejaVu Sans" font-weight="${weight}" font-size="${size}">${text}</text></svg>`;
  const dir = fontDir();
  const r = new Resvg(svg, {
    font: {
      fontFiles: [join(dir, 'DejaVuSans.ttf'), join(dir, 'DejaVuSans-Bold.ttf')],
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
  });
  return r.getBBox()!.width;
}

describe('measureText', () => {
  it('measures with the font the PNG is drawn with (JSDoc example)', () => {
    expect(measureText('Gauss rifle', 12)).toBeCloseTo(63.79, 2);
  });
  it('agrees with what resvg draws within 2 %', () => {
    for (const [text, size, bold] of [
      ['Suppressed only', 13, false],
      ['Regular rifle squad fires', 17, true],
    ] as const) {
      const ink = inkWidth(text, size, bold ? 'bold' : 'normal');
      expect(Math.abs(measureText(text, size, bold) - ink) / ink).toBeLessThan(0.02);
    }
  });
});
