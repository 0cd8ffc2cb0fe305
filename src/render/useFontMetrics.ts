import * as vega from 'vega';
import { measureText } from './measureText.js';

interface TextItem {
  fontSize?: number | string;
  fontWeight?: number | string;
  limit?: number;
}
interface TextMetrics {
  width: (item: TextItem, text: unknown) => number;
}

const fontMetricsWidth: TextMetrics['width'] = (item, text) => {
  const size = item.fontSize != null ? +item.fontSize || 0 : 11;
  const s = text == null ? '' : String(text).trim();
  if (size <= 0 || s === '') return 0;
  const weight = item.fontWeight;
  const isBold = weight === 'bold' || weight === 'bolder' || (typeof weight === 'number' && weight >= 600);
  const width = measureText(s, size, isBold);
  return item.limit && item.limit > 0 ? Math.min(width, item.limit) : width;
};

/**
 * Makes vega lay text out with DejaVu Sans' real advance widths instead of its headless estimate
 * (0.8 em per character, far too wide), so titles, legends and axis titles sit where they are drawn.
 * Vega supports replacing `textMetrics.width` (vl-convert does the same); idempotent.
 *
 * @example
 * useFontMetrics(); // then vega.textMetrics.width({ fontSize: 12 }, 'Gauss rifle') ≈ 63.79
 */
export function useFontMetrics(): void {
  const metrics = (vega as unknown as { textMetrics: TextMetrics }).textMetrics;
  metrics.width = fontMetricsWidth;
}
