import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../results/runScenario.js';
import { loadScenario, loadScenarioFile } from '../scenario/index.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { chromiumPath, launchChromium } from './launchChromium.js';
import { printPdf } from './printPdf.js';
import { writeOutputs } from './writeOutputs.js';
import { writeRunReport } from './writeRunReport.js';

/** Screenshots and PDFs land here, outside the repository, to be looked at. */
const OUT = '/tmp/report-check';
const ROOT = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = chromiumPath();
const hasChromium = existsSync(CHROMIUM);
const title = hasChromium
  ? 'HTML reports in headless Chromium'
  : `HTML reports in headless Chromium — SKIPPED: ${CHROMIUM} is missing (apt-get install chromium; CI installs it in .ci/run)`;

/** A compare without a sweep (bars + difference charts) and a two-way sweep (line charts), exact so no workers. */
const CASES = ['stargrunt2/fire-quick-and-dirty.yaml', 'stargrunt2/fire-range-and-cover-sweep.yaml'];

describe.skipIf(!hasChromium)(title, async () => {
  let browser: Browser;
  const reports: Record<string, string> = {};

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    for (const name of CASES) {
      const file = join(ROOT, 'scenarios', name);
      const scenario = await loadScenarioFile(file, registry);
      scenario.file = `scenarios/${name}`;
      const doc = await runScenario(scenario, { exact: true });
      const dir = join(OUT, name.split('/')[1].replace('.yaml', ''));
      await writeOutputs(doc, resolutionInfo(scenario.resolution), dir);
      [reports[name]] = await writeRunReport(doc, resolutionInfo(scenario.resolution), dir, {
        scenarioText: scenario.text,
        seconds: 0.1,
      });
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const name of CASES) {
    it(`${name}: every chart is drawn live, no console errors, no network, screenshot saved`, async () => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith('file:')) return route.continue();
        requests.push(url);
        return route.abort();
      });
      await page.goto(pathToFileURL(reports[name]).href);
      await page.waitForFunction("document.documentElement.getAttribute('data-charts') === 'done'", undefined, {
        timeout: 30_000,
      });
      await page.screenshot({ path: join(OUT, `${name.split('/')[1].replace('.yaml', '')}-first-screen.png`) });
      await page.evaluate("document.querySelectorAll('details').forEach(function (d) { d.open = true; })");
      const charts = await page.$$eval('figure.chart', (figures) =>
        figures.map((f) => ({
          name: f.getAttribute('data-chart'),
          rendered: f.getAttribute('data-rendered'),
          marks: f.querySelectorAll(
            '.live svg g.role-mark path, .live svg g.role-mark rect, .live svg g.role-mark line, .live svg g.role-mark text',
          ).length,
          fallbackHidden: (f.querySelector('.fallback') as unknown as { hidden: boolean }).hidden,
          width: f.querySelector('.live svg')?.getBoundingClientRect().width ?? 0,
        })),
      );
      expect(charts.length).toBeGreaterThan(1);
      for (const c of charts) {
        expect(c.rendered, `${c.name}`).toBe('live');
        expect(c.marks, `${c.name} has marks`).toBeGreaterThan(0);
        expect(c.fallbackHidden).toBe(true);
        expect(c.width).toBeGreaterThan(200);
      }
      const sections = await page.$$eval('section[id]', (s) => s.map((e) => e.id));
      expect(sections).toEqual(expect.arrayContaining(['charts', 'tables', 'scenario', 'methods']));
      await page.screenshot({ path: join(OUT, `${name.split('/')[1].replace('.yaml', '')}.png`), fullPage: true });
      expect(errors).toEqual([]);
      expect(requests).toEqual([]);
      await page.close();
    });
  }

  it('without scripts, the pre-rendered SVG of every chart is shown instead', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathToFileURL(reports[CASES[0]]).href);
    for (const summary of await page.$$('summary')) await summary.click();
    const charts = await page.$$eval('figure.chart', (figures) =>
      figures.map((f) => ({
        live: f.getAttribute('data-rendered'),
        marks: f.querySelectorAll(
          '.fallback svg g.role-mark path, .fallback svg g.role-mark rect, .fallback svg g.role-mark text',
        ).length,
        visible: f.querySelector('.fallback svg')!.getBoundingClientRect().height > 100,
      })),
    );
    expect(charts.length).toBeGreaterThan(1);
    for (const c of charts) expect(c).toMatchObject({ live: 'static', visible: true });
    for (const c of charts) expect(c.marks).toBeGreaterThan(0);
    await page.screenshot({ path: join(OUT, 'no-script.png'), fullPage: true });
    await context.close();
  });

  it('a scenario full of script, onerror= and javascript: payloads runs no script and opens no dialog', async () => {
    const payload = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2; alert(2)">`;
    const text = `# ${payload}
system: stargrunt2
resolve: fire
title: '${payload}'
firer:
  quality: regular
  troops: [{ count: 6, weapon: advanced-assault-rifle }]
target: { figures: 8, armour: full-light, cover: soft }
range: 8
compare:
  - label: 'javascript:alert(3)'
  - label: '"><svg onload="window.__pwned = 4; alert(4)">'
    rules: { casualties: quick-and-dirty }
`;
    const scenario = await loadScenario('scenarios/<hostile>.yaml', text, registry);
    const doc = await runScenario(scenario, { exact: true });
    const dir = join(OUT, 'hostile');
    await writeOutputs(doc, resolutionInfo(scenario.resolution), dir);
    const [html] = await writeRunReport(doc, resolutionInfo(scenario.resolution), dir, { scenarioText: scenario.text });
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(pathToFileURL(html).href);
    await page.waitForFunction("document.documentElement.getAttribute('data-charts') === 'done'", undefined, {
      timeout: 30_000,
    });
    expect(dialogs).toEqual([]);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.$$eval('a[href^="javascript"], [onerror], [onload]', (found) => found.length)).toBe(0);
    expect(await page.textContent('h1')).toBe(payload);
    await page.screenshot({ path: join(OUT, 'hostile.png'), fullPage: true });
    await page.close();
    for (const name of ['summary.md', 'results.csv'])
      expect(readFileSync(join(dir, name), 'utf8')).not.toContain('<script>');
  });

  it('prints a PDF (for club handouts)', async () => {
    const pdf = await printPdf(reports[CASES[0]], join(OUT, 'fire-quick-and-dirty.pdf'));
    const bytes = readFileSync(pdf);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
  });
});
