import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from './launchChromium.js';

/**
 * Prints an HTML report to PDF through headless Chromium (A4/Letter-safe page size from the report's
 * own `@page` rule, backgrounds kept), after its live charts are drawn. Only file: URLs are loaded.
 *
 * @example
 * await printPdf('reports/fire-aar-vs-gauss/report.html', 'reports/fire-aar-vs-gauss/report.pdf');
 */
export async function printPdf(htmlFile: string, pdfFile: string): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    await page.goto(pathToFileURL(resolve(htmlFile)).href, { waitUntil: 'load' });
    await page
      .waitForFunction("document.documentElement.getAttribute('data-charts') !== 'drawing'", undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    // Folded sections print open.
    await page.evaluate("document.querySelectorAll('details').forEach(function (d) { d.open = true; })");
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdfFile, preferCSSPageSize: true, printBackground: true });
    return pdfFile;
  } finally {
    await browser.close();
  }
}
