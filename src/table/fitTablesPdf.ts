import { writeFile } from 'node:fs/promises';
import { launchChromium } from '../report/launchChromium.js';
import type { ResultsDocument } from '../results/ResultsDocument.js';
import type { ReferenceTable } from './buildTables.js';
import { tablesHtml, type TablesLayout } from './tablesHtml.js';

/** Layouts tried for one page, most readable first: side by side before smaller type. */
const ONE_PAGE_TRIES: TablesLayout[] = [
  { columns: 1, scale: 1 },
  { columns: 2, scale: 1 },
  { columns: 2, scale: 0.85 },
  { columns: 3, scale: 0.85 },
  { columns: 2, scale: 0.7 },
  { columns: 3, scale: 0.7 },
  { columns: 3, scale: 0.6 },
  { columns: 4, scale: 0.5 },
];

/** What was printed: the layout used and how many pages it took. */
export interface PrintedTables {
  layout: TablesLayout;
  pages: number;
  html: string;
}

/**
 * Prints reference tables to a PDF (A4 and Letter safe) through headless Chromium. With `onePage`, tries layouts
 * from the most readable (one column, full-size type) to the smallest (four columns at half size) and keeps the
 * first that fits one page; when none does, keeps the smallest and says how many pages it took.
 * @example const { pages, layout } = await fitTablesPdf(doc, tables, 'Fire', 'tables.pdf', true)
 */
export async function fitTablesPdf(doc: ResultsDocument, tables: ReferenceTable[], heading: string, pdfFile: string, onePage: boolean): Promise<PrintedTables> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort()); // the sheet is self-contained: nothing may be fetched
    let printed: (PrintedTables & { pdf: Buffer }) | undefined;
    for (const layout of onePage ? ONE_PAGE_TRIES : [ONE_PAGE_TRIES[0]]) {
      const html = tablesHtml(doc, tables, heading, layout);
      await page.setContent(html, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      printed = { layout, pages: pageCount(pdf), html, pdf };
      if (printed.pages === 1) break;
    }
    await writeFile(pdfFile, printed!.pdf);
    return { layout: printed!.layout, pages: printed!.pages, html: printed!.html };
  } finally {
    await browser.close();
  }
}

/** Pages of a PDF Chromium wrote: its page objects ("/Type /Page", not "/Pages"). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}
