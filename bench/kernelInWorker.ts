import { parentPort, workerData } from 'node:worker_threads';
import { counterLength } from '../src/core/CounterLayout.js';
import { createStream } from '../src/dice/streams.js';
import fire from '../src/systems/stargrunt2/fire/fireDefinition.js';
import fireKernel from '../src/systems/stargrunt2/fire/fireKernel.js';
import { normalizedCell } from './normalizedCell.js';

/**
 * bench.ts's "worker" column: the fire kernel run exactly as on the main thread (a warm-up, then `repeats` runs of
 * `trials`), but inside a worker thread; posts the median rate. Tells the kernel's own speed in a worker from the
 * pool's costs (start-up, messages, merging).
 */
const { input, trials, repeats } = workerData as { input: Record<string, unknown>; trials: number; repeats: number };
const cell = normalizedCell(fire, { system: 'stargrunt2', resolve: 'fire', ...input });
const kernel = fireKernel.create(cell);
const counters = new Float64Array(counterLength(fireKernel.layout(cell)));
kernel.run(createStream(1, 0).s, trials / 10, counters);
const rates = Array.from({ length: repeats }, (_, i) => {
  const t = performance.now();
  kernel.run(createStream(1, i).s, trials, counters);
  return (trials / (performance.now() - t)) * 1000;
});
parentPort!.postMessage([...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]);
