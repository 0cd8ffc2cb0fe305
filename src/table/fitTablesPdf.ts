import { writeFile } from 'node:fs/promises';
import { launchChromium } from '../report/launchChromium.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ReferenceTable } from './buildTables.js';
import { ONE_PAGE_TRIES } from './onePageLayouts.js';
import { type TablesLayout, tablesHtml } from './tablesHtml.js';

/** What was printed: the layout used and how many pages it took. */
export interface PrintedTables {
  layout: TablesLayout;
  pages: number;
  html: string;
}

/** The printable width of the sheet in CSS pixels: A4's 186 mm between 12 mm margins (Letter is wider). */
const SHEET_WIDTH_PX = Math.floor((186 / 25.4) * 96);

/**
 * Prints reference tables to a PDF (A4 and Letter safe) through headless Chromium. With `onePage`, tries layouts
 * from the most readable (one column, full-size type) to the smallest (four columns at half size) and keeps the
 * first that fits one page with every number inside its cell; when none does, keeps the one with the fewest pages
 * whose numbers fit their cells, and says how many pages it took.
 * @example const { pages, layout } = await fitTablesPdf(doc, tables, 'Fire', 'tables.pdf', true)
 */
export async function fitTablesPdf(
  doc: ResultsDocument,
  tables: ReferenceTable[],
  heading: string,
  pdfFile: string,
  onePage: boolean,
): Promise<PrintedTables> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: SHEET_WIDTH_PX, height: 1000 } });
    await page.route('**/*', (route) => route.abort()); // the sheet is self-contained: nothing may be fetched
    let best: (PrintedTables & { pdf: Buffer; overflows: boolean }) | undefined;
    for (const layout of onePage ? ONE_PAGE_TRIES : [ONE_PAGE_TRIES[0]]) {
      const html = tablesHtml(doc, tables, heading, layout);
      await page.setContent(html, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      // Fixed table layout lets a number run over into the next cell instead of widening its column.
      const overflows = await page.evaluate(() =>
        Array.from(document.querySelectorAll('td, th')).some((cell) => cell.scrollWidth > cell.clientWidth + 1),
      );
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const printed = { layout, pages: pageCount(pdf), html, pdf, overflows };
      if (!best || better(printed, best)) best = printed;
      if (printed.pages === 1 && !overflows) break;
    }
    await writeFile(pdfFile, best!.pdf);
    return { layout: best!.layout, pages: best!.pages, html: best!.html };
  } finally {
    await browser.close();
  }
}

/** Numbers inside their cells first, then fewer pages; on a tie the earlier (more readable) layout stays. */
function better(a: { pages: number; overflows: boolean }, b: { pages: number; overflows: boolean }): boolean {
  if (a.overflows !== b.overflows) return !a.overflows;
  return a.pages < b.pages;
}

/** Pages of a PDF Chromium wrote: its page objects ("/Type /Page", not "/Pages"). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}
