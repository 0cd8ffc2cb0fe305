import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from '../src/packageRoot.js';
import { launchChromium } from '../src/report/launchChromium.js';
import { DICE_BENCH_EXPRESSIONS, type DiceTiming, timeDiceExpressions } from './diceTimings.js';

/**
 * `npm run bench:dice`: the exact dice algebra on the speed anchors and a handful of other expressions, in
 * Node and in headless Chromium (the algebra bundled by esbuild as the playground is), beside the aim of 50 ms each.
 * Times are the first evaluation (a cold start: nothing compiled yet), then the median and the best of
 * BENCH_REPEATS more (default 9); the aim is read on the median.
 */
const AIM_MS = 50;
const repeats = Number(process.env.BENCH_REPEATS ?? 9);

function print(where: string, timings: readonly DiceTiming[]): void {
  console.log(`\n${where} (aim: under ${AIM_MS} ms each)`);
  console.log(`${'expression'.padEnd(62)} ${'first'.padStart(9)} ${'median'.padStart(9)} ${'best'.padStart(9)}`);
  const ms = (x: number) => `${x.toFixed(1).padStart(7)}ms`;
  for (const t of timings) {
    const verdict = t.medianMs < AIM_MS ? 'within aim' : 'PAST AIM';
    console.log(`${t.expression.padEnd(62)} ${ms(t.firstMs)} ${ms(t.medianMs)} ${ms(t.bestMs)}  ${verdict}`);
  }
}

async function browserTimings(): Promise<DiceTiming[]> {
  const root = packageRoot();
  const bundle = await esbuild.build({
    entryPoints: [join(root, 'bench/diceTimings.ts')],
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    globalName: 'diceBench',
    write: false,
    minify: true,
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    type Bench = { diceBench: { timeDiceExpressions: (e: string[], n: number) => DiceTiming[] } };
    return await page.evaluate(
      ([expressions, n]) => (globalThis as unknown as Bench).diceBench.timeDiceExpressions(expressions, n),
      [DICE_BENCH_EXPRESSIONS, repeats] as [string[], number],
    );
  } finally {
    await browser.close();
  }
}

print(`Node ${process.version}`, timeDiceExpressions(DICE_BENCH_EXPRESSIONS, repeats));
print('Chromium (headless)', await browserTimings());
