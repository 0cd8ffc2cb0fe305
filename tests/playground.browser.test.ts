import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../src/report/launchChromium.js';

// The playground (src/web, docs/playground.md) in headless Chromium, served by `gruntlab serve --port 0` from
// dist/web (built by `npm test`'s pretest): the page must give the CLI's results byte for byte.
const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'bin', 'gruntlab.js');
const WEB = join(ROOT, 'dist', 'web', 'index.html');
const ready = existsSync(chromiumPath()) && existsSync(WEB);
const title = ready
  ? 'the playground in headless Chromium'
  : `the playground in headless Chromium — SKIPPED: ${existsSync(WEB) ? `${chromiumPath()} is missing (CI installs it in .ci/run)` : 'dist/web is not built (npm run build)'}`;

/** A sweep of 6 ranges × 2 compare labels: 12 cells, each of two chunks at 300 000 trials, on several workers. */
const SWEPT = 'scenarios/grunt-factor/ranged-attack-rifle-vs-lmg.yaml';
const FIRE = 'scenarios/stargrunt2/fire-regulars-vs-treeline.yaml';
const NATURAL_20 = 'scenarios/house-rules/natural-20-fails.yaml';
const POOLS = 'scenarios/dice/opposed-pools.yaml';

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
}

/** A page that records console errors and every request that is not for the page's own files. */
async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[]; foreign: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const errors: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(url).origin;
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(`${origin}/`) && !u.startsWith('blob:') && !u.startsWith('data:') && !u.startsWith('file:'))
      foreign.push(u);
  });
  await page.goto(url);
  await idle(page);
  return { page, errors, foreign };
}

/** Waits until the page has answered its latest edit. */
async function idle(page: Page): Promise<void> {
  await page.waitForSelector('body[data-state="idle"]', { timeout: 120_000 });
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return readFileSync((await download.path())!, 'utf8');
}

/** Picks an example, sets trials and seed, then the method (which runs it) and waits for the answer. */
async function runExample(page: Page, file: string, method: string, trials = '', seed = ''): Promise<void> {
  await page.selectOption('#examples', file);
  await page.waitForFunction((f) => document.getElementById('file-name')?.textContent === f, file);
  await page.fill('#trials', trials);
  await page.fill('#seed', seed);
  await page.click('#run');
  await idle(page);
  await page.check(`input[name="method"][value="${method}"]`);
  await page.click('#run');
  await idle(page);
}

describe.skipIf(!ready)(title, () => {
  let browser: Browser;
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    server = spawn(process.execPath, [CLI, 'serve', '--port', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await new Promise<string>((resolve, reject) => {
      server.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      server.once('exit', (code) => reject(new Error(`gruntlab serve exited with ${code}`)));
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it("gruntlab serve --port 0 prints the page's URL alone (not a terminal: no browser is opened)", () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('Monte Carlo on Web Workers: results.json equals `gruntlab run --json --monte-carlo` with the same trials and seed, byte for byte', async () => {
    const { page, errors, foreign } = await openPage(browser, url);
    await runExample(page, SWEPT, 'monte-carlo', '300000', '11');
    expect(await page.textContent('#status')).toMatch(/Monte Carlo, 300,000 trials per cell/);
    const json = await downloaded(page, '#export-json');
    expect(json).toBe(cli('run', SWEPT, '--json', '--monte-carlo', '--trials', '300000', '--seed', '11'));
    expect(await page.locator('#charts figure').count()).toBeGreaterThan(0);
    expect(await downloaded(page, '#export-csv')).toContain('Assault rifle');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('exact: results.json equals `gruntlab run --json --exact`, byte for byte, with its charts drawn', async () => {
    const { page, errors, foreign } = await openPage(browser, url);
    await runExample(page, FIRE, 'exact');
    expect(await downloaded(page, '#export-json')).toBe(cli('run', FIRE, '--json', '--exact'));
    await page.waitForSelector('#charts figure[data-chart="outcomes"] svg');
    expect(await downloaded(page, 'figure[data-chart="outcomes"] button:has-text("outcomes.svg")')).toMatch(
      /^<svg[^]*<\/svg>$/,
    );
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.click('figure[data-chart="outcomes"] button:has-text("outcomes.png")'),
    ]);
    expect(
      readFileSync((await png.path())!)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it("the dice language: an inline house rule and resolve: dice give the CLI's results, and a permalink carries the rule", async () => {
    const { page, errors, foreign } = await openPage(browser, url);
    await runExample(page, NATURAL_20, 'exact');
    const exact = await downloaded(page, '#export-json');
    expect(exact).toBe(cli('run', NATURAL_20, '--json', '--exact'));
    expect(
      JSON.parse(exact).cells.find(
        (c: { label: string; params: Record<string, number> }) =>
          c.label === 'Natural 20 fails' && c.params['squad.ld'] === 20,
      ).outcomes.passed.p,
    ).toBe(0.95);
    await page.click('#share');
    await page.waitForFunction(() => location.hash.startsWith('#s='));
    const opened = await openPage(browser, page.url());
    expect(await opened.page.textContent('#file-name')).toBe(NATURAL_20);
    expect(await downloaded(opened.page, '#export-json')).toBe(exact);
    await opened.page.close();
    await runExample(page, POOLS, 'monte-carlo', '20000', '4');
    expect(await downloaded(page, '#export-json')).toBe(
      cli('run', POOLS, '--json', '--monte-carlo', '--trials', '20000', '--seed', '4'),
    );
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it("an edit with an error shows the CLI's located message, in the list and underlined in the editor", async () => {
    const { page, errors } = await openPage(browser, url);
    // At the start of `  cover: soft`, past its indentation, a keystroke makes the key `xcover`.
    await page.locator('.cm-line', { hasText: 'cover: soft' }).click({ position: { x: 1, y: 5 } });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('x');
    await page.waitForSelector('#problems li', { timeout: 60_000 });
    const shown = (await page.locator('#problems li').allTextContents()).join('\n');
    const broken = (await page.evaluate(() => document.querySelector('.cm-content')!.textContent)) ?? '';
    expect(broken).toContain('xcover: soft');
    const expected = validateMessage(readFileSync(join(ROOT, FIRE), 'utf8').replace('  cover: soft', '  xcover: soft'));
    expect(shown).toBe(expected);
    expect(shown).toMatch(/^scenarios\/stargrunt2\/fire-regulars-vs-treeline\.yaml:19:\d+: /);
    await page.waitForSelector('.cm-lintRange-error');

    // A compare entry's house_rules is refused at its line like the top level's, and the module loader is never asked
    // for (it was: a 404 for /loadModules.js, and no message).
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const withModule = `${readFileSync(join(ROOT, FIRE), 'utf8')}compare:\n  - label: Book\n  - label: Mine\n    house_rules: ./mine.ts\n`;
    const moduleLine = withModule.split('\n').indexOf('    house_rules: ./mine.ts') + 1;
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(withModule);
    await page.waitForFunction(
      () => /house_rules of compare entry/.test(document.getElementById('problems')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    );
    const refused = (await page.locator('#problems li').allTextContents()).join('\n');
    expect(refused).toMatch(
      new RegExp(
        `^scenarios/stargrunt2/fire-regulars-vs-treeline\\.yaml:${moduleLine}:5: house_rules of compare entry "Mine" cannot run in the browser playground`,
      ),
    );
    expect(asked.filter((path) => /loadModules/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the editor completes keys from the JSON Schema of the scenario's own resolution", async () => {
    const { page, errors } = await openPage(browser, url);
    await page.locator('.cm-line', { hasText: 'range: 12' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('ru', { delay: 30 });
    await page.keyboard.press('Control+Space');
    await expect
      .poll(() => page.locator('.cm-tooltip-autocomplete li').allTextContents())
      .toContainEqual(expect.stringMatching(/^rules/));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Stop cancels a Monte Carlo run; the next run goes on as usual', async () => {
    const { page, errors } = await openPage(browser, url);
    await page.fill('#trials', '1000000000');
    await page.check('input[name="method"][value="monte-carlo"]');
    await page.waitForSelector('#cancel:not([disabled])');
    await page.waitForFunction(() => /trials$/.test(document.getElementById('status')?.textContent ?? ''));
    await page.click('#cancel');
    expect(await page.textContent('#status')).toBe('the run was stopped');
    await page.fill('#trials', '');
    await page.check('input[name="method"][value="exact"]');
    await idle(page);
    expect(await page.textContent('#status')).toMatch(/^exact, in /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a long enumeration runs off the page's thread: the page keeps answering and Stop ends it", async () => {
    const { page, errors } = await openPage(browser, url);
    await page.selectOption('#examples', 'scenarios/grunt-factor/engagement-fire-or-suppress.yaml');
    await page.waitForSelector('#cancel:not([disabled])');
    const started = Date.now();
    for (let i = 0; i < 5; i++) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - started).toBeLessThan(2000);
    await page.click('#cancel');
    expect(await page.textContent('#status')).toBe('the run was stopped');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a permalink reproduces the scenario, method, trials, seed and so the same results', async () => {
    const { page } = await openPage(browser, url);
    await runExample(page, SWEPT, 'monte-carlo', '20000', '5');
    const before = await downloaded(page, '#export-json');
    await page.click('#share');
    await page.waitForFunction(() => location.hash.startsWith('#s='));
    const link = page.url();
    const opened = await openPage(browser, link);
    expect(await opened.page.textContent('#file-name')).toBe(SWEPT);
    expect(await opened.page.inputValue('#seed')).toBe('5');
    expect(await downloaded(opened.page, '#export-json')).toBe(before);
    expect(opened.errors).toEqual([]);
    await opened.page.close();
    await page.close();
  });

  it('the form view writes into the YAML (comments kept) and the results follow; the pickers open an example', async () => {
    const { page, errors } = await openPage(browser, url);
    await page.click('#tab-form');
    const before = await page.textContent('#answer');
    await page.locator('.form-fields label', { hasText: 'target.cover' }).locator('select').selectOption('hard');
    await page.waitForFunction((b) => document.getElementById('answer')?.textContent !== b, before);
    await idle(page);
    await page.click('#tab-yaml');
    const text = (await page.evaluate(() => document.querySelector('.cm-content')!.textContent)) ?? '';
    expect(text).toMatch(/cover: hard\s+# open \| soft \| hard/);
    await page.click('#tab-form');
    await page.selectOption('#form-system', 'grunt-factor');
    await page.waitForFunction(() =>
      document.getElementById('file-name')?.textContent?.startsWith('scenarios/grunt-factor/'),
    );
    await idle(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("works offline after one visit over http (its service worker keeps the page's files)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await idle(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await idle(page);
    await runExample(page, FIRE, 'exact');
    expect(await page.textContent('#status')).toMatch(/^exact, in /);
    await context.close();
  });

  it('keyboard only: Tab reaches the example picker, the editor and the run controls; phone width has no sideways scroll and its charts fit', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url);
    await idle(page);
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      // In the editor Tab indents; Escape, then Tab, moves on (CodeMirror's way out for the keyboard).
      if (reached.at(-1)?.includes('cm-content')) await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.className || ''));
    }
    expect(reached).toEqual(expect.arrayContaining(['examples', 'share', 'trials', 'seed', 'run']));
    expect(reached.some((r) => r.includes('cm-content'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every chart shrinks to the screen rather than hiding its right side in a scroll box.
    const chartRights = await page.$$eval('.chart svg', (svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
    expect(chartRights.length).toBeGreaterThan(0);
    expect(Math.max(...chartRights)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('works opened from disk (file://): the chunk worker starts from a Blob', async () => {
    const { page, errors } = await openPage(browser, pathToFileURL(WEB).href);
    await runExample(page, FIRE, 'monte-carlo', '300000', '3');
    expect(await downloaded(page, '#export-json')).toBe(
      cli('run', FIRE, '--json', '--monte-carlo', '--trials', '300000', '--seed', '3'),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** What `gruntlab validate` says about `text` saved under the example's path (in a temporary folder). */
function validateMessage(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gruntlab-playground-'));
  mkdirSync(join(dir, dirname(FIRE)), { recursive: true });
  writeFileSync(join(dir, FIRE), text);
  try {
    execFileSync(process.execPath, [CLI, 'validate', FIRE], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr: string }).stderr);
    return stderr
      .split('\n')
      .filter((l) => l !== '' && !/^\d+ problems? in /.test(l))
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('validate found no problem');
}
