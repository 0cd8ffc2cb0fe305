import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { simulate } from '../src/engine/simulate.js';
import fire from '../src/systems/stargrunt2/fire/fireDefinition.js';
import fireKernel from '../src/systems/stargrunt2/fire/fireKernel.js';
import { normalizedCell } from './normalizedCell.js';

/**
 * `npm run bench:memory`: peak resident memory of a whole run from 10⁴ to 10⁹ trials, each size in a
 * fresh process (peak RSS never goes down within one). Flat memory means the chunks are merged as
 * they arrive and nothing grows with the trial count.
 */
const cell = normalizedCell(fire, {
  system: 'stargrunt2',
  resolve: 'fire',
  firer: { quality: 'green', troops: [{ count: 4, weapon: 'low-tech-assault-rifle' }] },
  target: { figures: 6, armour: 'basic' },
  range: 10,
});
const layout = fireKernel.layout(cell);

if (process.argv[2]) {
  const trials = Number(process.argv[2]);
  const t = performance.now();
  await simulate([{ system: 'stargrunt2', resolve: 'fire', cell, layout }], { trials, seed: 1 });
  const seconds = (performance.now() - t) / 1000;
  process.stdout.write(JSON.stringify({ trials, seconds, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
} else {
  const sizes = (process.env.MEMORY_SIZES ?? '1e4,1e6,1e8,1e9').split(',').map(Number);
  console.log('trials          seconds   peak RSS (main process; workers are threads of it)');
  for (const trials of sizes) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), String(trials)], { encoding: 'utf8' });
    const r = JSON.parse(out) as { trials: number; seconds: number; maxRssMiB: number };
    console.log(
      `${r.trials.toExponential(0).padEnd(14)}  ${r.seconds.toFixed(1).padStart(7)}   ${r.maxRssMiB.toFixed(0)} MiB`,
    );
  }
}
