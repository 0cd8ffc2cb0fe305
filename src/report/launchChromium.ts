import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { ReportedError } from '../core/ReportedError.js';
import { reportMessages } from './reportMessages.js';

/** Where Chromium is looked for: GRUNTLAB_CHROMIUM, else Debian's package. */
export function chromiumPath(): string {
  return process.env.GRUNTLAB_CHROMIUM ?? '/usr/bin/chromium';
}

/** Headless, no sandbox (containers), no GPU, no background traffic: the page must fetch nothing. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Says at once — before a run that would end in a PDF — when Chromium or playwright-core is missing.
 * @example checkPdfPrinter() // throws a ReportedError naming the missing part, or returns
 */
export function checkPdfPrinter(): void {
  if (!existsSync(chromiumPath())) throw new ReportedError(reportMessages.noChromium(chromiumPath()));
  try {
    createRequire(import.meta.url).resolve('playwright-core');
  } catch {
    throw new ReportedError(reportMessages.noPlaywright());
  }
}

/**
 * Starts headless Chromium through playwright-core (loaded only here).
 * Throws a plain message when Chromium or playwright-core is missing.
 *
 * @example
 * const browser = await launchChromium(); await browser.close();
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  checkPdfPrinter();
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new Error(reportMessages.noPlaywright());
  }
  return playwright.chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
