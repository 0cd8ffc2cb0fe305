import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderChartFiles } from '../render/index.js';
import { escapeHtmlText } from '../results/escapeHtml.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import { stagedWrite } from '../results/stagedWrite.js';
import type { ReferenceTable } from './buildTables.js';
import { fitTablesPdf, type PrintedTables } from './fitTablesPdf.js';
import { tablesCsv } from './tablesCsv.js';
import { tablesHeatmap } from './tablesHeatmap.js';
import { tablesHtml } from './tablesHtml.js';
import { tablesMarkdown } from './tablesMarkdown.js';

export type TableFormat = 'md' | 'csv' | 'html' | 'png';
export const TABLE_FORMATS: TableFormat[] = ['md', 'csv', 'html', 'png'];

/**
 * Writes the reference tables in the formats asked: tables.md, tables.csv, tables.html (printable) and
 * a heatmap per value (heatmap-<value>.png with its .svg and .vl.json), and with `print` tables.pdf (see
 * fitTablesPdf), all or nothing. Returns the paths.
 */
export function writeTables(
  doc: ResultsDocument,
  tables: ReferenceTable[],
  dir: string,
  formats: TableFormat[],
  heading = doc.title,
  print?: { onePage: boolean; onPrinted: (printed: PrintedTables) => void },
): Promise<string[]> {
  return stagedWrite(dir, async (staging) => {
    if (print) {
      // tables.pdf, and tables.html in the layout that was printed (side by side, smaller type with --fit page).
      const printed = await fitTablesPdf(doc, tables, heading, join(staging, 'tables.pdf'), print.onePage);
      await writeFile(join(staging, 'tables.html'), printed.html);
      print.onPrinted(printed);
    }
    if (formats.includes('md'))
      await writeFile(join(staging, 'tables.md'), escapeHtmlText(tablesMarkdown(doc, tables, heading)));
    if (formats.includes('csv')) await writeFile(join(staging, 'tables.csv'), tablesCsv(doc, tables));
    if (formats.includes('html') && !print)
      await writeFile(join(staging, 'tables.html'), tablesHtml(doc, tables, heading));
    if (formats.includes('png')) {
      // One heatmap per value: probabilities and means need scales of their own.
      for (const value of [...new Set(tables.map((t) => t.value))]) {
        const ofValue = tables.filter((t) => t.value === value);
        await renderChartFiles(
          `heatmap-${fileSafe(value)}`,
          tablesHeatmap(doc, ofValue, `${heading}: ${ofValue[0].valueLabel}`),
          staging,
        );
      }
    }
  });
}

/** A value name as a file name: `dead>=1` → `dead-ge-1`. */
function fileSafe(value: string): string {
  return value
    .replace(/>=\*/g, '-at-least')
    .replace(/>=/g, '-ge-')
    .replace(/<=/g, '-le-')
    .replace(/=/g, '-eq-')
    .replace(/[^\w.-]/g, '-');
}
