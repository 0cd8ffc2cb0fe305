import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { staticFiles } from '../src/cli/staticFiles.js';
import { ChunkRunner } from '../src/engine/ChunkRunner.js';
import { packageRoot } from '../src/packageRoot.js';
import { launchChromium } from '../src/report/launchChromium.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/loadScenarioFile.js';
import { registry } from '../src/systems/registry.js';

/**
 * `npm run bench:playground`: the playground (dist/web) in headless Chromium against the CLI's engine on the same
 * scenario — Monte Carlo trials per second on Web Workers (one per core) and on the Piscina pool (aim: the browser at
 * least half the CLI's rate) — and, for an exact scenario, the time from a keystroke in the editor to the updated
 * chart drawn (aim: under 200 ms). Medians of BENCH_REPEATS runs (default 3), each after a warm-up run. 2·10⁷ trials
 * (BENCH_TRIALS): at 4·10⁶ a run lasts ~0.2 s in the page, and starting the run (loading the scenario in the
 * coordinator, the messages to the workers) is a fifth of it.
 */
const ROOT = packageRoot();
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const MC_FILE = 'scenarios/stargrunt2/fire-regulars-vs-treeline.yaml';
const TRIALS = Number(process.env.BENCH_TRIALS ?? 20_000_000);
const EXACT_FILE = 'scenarios/stargrunt2/fire-regulars-vs-treeline.yaml';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function cliRate(): Promise<number> {
  const scenario = await loadScenarioFile(join(ROOT, MC_FILE), registry);
  scenario.trials = TRIALS;
  const runner = new ChunkRunner();
  try {
    await runScenario(scenario, { runner });
    const times: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const t = performance.now();
      await runScenario(scenario, { runner });
      times.push(performance.now() - t);
    }
    return (TRIALS * scenario.cells.length) / (median(times) / 1000);
  } finally {
    await runner.destroy();
  }
}

/** Opens the page on a permalink-free start, loads `file` into the editor with the given method, trials and seed. */
async function openScenario(page: Page, url: string, file: string, method: string, trials = ''): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('body[data-state="idle"]');
  await page.selectOption('#examples', file);
  await page.fill('#trials', trials);
  await page.check(`input[name="method"][value="${method}"]`);
  await page.click('#run');
  await page.waitForSelector('body[data-state="idle"]');
}

async function browserFigures(url: string): Promise<{ rate: number; keystrokeMs: number; workers: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openScenario(page, url, MC_FILE, 'monte-carlo', String(TRIALS));
    const runs: number[] = [];
    for (let i = 0; i < repeats; i++) {
      await page.click('#run');
      await page.waitForSelector('body[data-state="idle"]');
      runs.push(Number(await page.getAttribute('body', 'data-run-ms')));
    }
    const workers = await page.evaluate(() => navigator.hardwareConcurrency);
    await openScenario(page, url, EXACT_FILE, 'exact');
    const keystrokes: number[] = [];
    // `range: 12` ↔ `range: 1`: one keystroke each (Backspace after the 12, then 2), each a new exact answer.
    await page.locator('.cm-line', { hasText: /^range: 12/ }).click({ position: { x: 1, y: 5 } });
    for (let i = 0; i < 'range: 12'.length; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < repeats + 1; i++) {
      const before = await page.getAttribute('body', 'data-results');
      await page.keyboard.press(i % 2 === 0 ? 'Backspace' : '2');
      await page.waitForFunction(
        (b) => document.body.dataset.results !== b && document.body.dataset.state === 'idle',
        before,
      );
      if (i > 0) keystrokes.push(Number(await page.getAttribute('body', 'data-update-ms')));
    }
    return { rate: TRIALS / (median(runs) / 1000), keystrokeMs: median(keystrokes), workers };
  } finally {
    await browser.close();
  }
}

const server = createServer(staticFiles(join(ROOT, 'dist', 'web')));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
try {
  readFileSync(join(ROOT, 'dist', 'web', 'index.html'));
  const cli = await cliRate();
  const web = await browserFigures(url);
  const fmt = (x: number) => `${(x / 1e6).toFixed(2)} M trials/s`;
  console.log(
    `Monte Carlo, ${MC_FILE}, ${TRIALS.toLocaleString('en')} trials: browser ${fmt(web.rate)} on ${web.workers} Web Workers, CLI ${fmt(cli)} on its thread pool; browser / CLI = ${(web.rate / cli).toFixed(2)} (aim: at least 0.5)`,
  );
  console.log(
    `Keystroke to updated chart, exact, ${EXACT_FILE}: ${web.keystrokeMs.toFixed(0)} ms, median of ${repeats} (aim: under 200 ms)`,
  );
} finally {
  server.close();
}
