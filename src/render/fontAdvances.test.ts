import { describe, expect, it } from 'vitest';
import { fontAdvances } from './fontAdvances.js';

describe('fontAdvances', () => {
  const regular = fontAdvances('DejaVuSans.ttf');
  const bold = fontAdvances('DejaVuSans-Bold.ttf');
  it('reads DejaVu Sans advance widths (JSDoc example)', () => {
    expect(regular(0x20)).toBe(651 / 2048);
    expect(regular('0'.codePointAt(0)!)).toBe(1303 / 2048); // tabular digits
    expect(regular('9'.codePointAt(0)!)).toBe(regular('0'.codePointAt(0)!));
  });
  it('gives bold its own, wider widths', () => {
    expect(bold('m'.codePointAt(0)!)).toBeGreaterThan(regular('m'.codePointAt(0)!));
  });
  it('maps characters outside ASCII (–, …, €)', () => {
    for (const ch of ['–', '…', '€']) expect(regular(ch.codePointAt(0)!)).toBeGreaterThan(0.3);
  });
});
