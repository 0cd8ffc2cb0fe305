import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { reportMessages } from './reportMessages.js';

/** Where Chromium is looked for: GRUNTLAB_CHROMIUM, else Debian's package. */
export function chromiumPath(): string {
  return process.env.GRUNTLAB_CHROMIUM ?? '/usr/bin/chromium';
}

/** Headless, no sandbox (containers), no GPU, no background traffic: the page must fetch nothing. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Starts headless Chromium through playwright-core (a development dependency, loaded only here).
 * Throws a plain message when Chromium or playwright-core is missing.
 *
 * @example
 * const browser = await launchChromium(); await browser.close();
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) throw new Error(reportMessages.noChromium(executablePath));
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new Error(reportMessages.noPlaywright());
  }
  return playwright.chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
