import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { d6Total } from '../d6Total.js';
import { ROLL } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS, threeD6 } from '../rollUnder.js';
import type { AfvFireCell } from './AfvFireCell.js';
import { afvFireLayout } from './afvFireLayout.js';
import { afvCrewTable, afvHitTable } from './afvRollTables.js';
import { afvShotOutcome, crewAfter } from './afvShotEffect.js';

/** Uniforms a trial reads, each at a fixed place: the hit roll, the damage roll, the d6, the crew's roll. */
const PER_TRIAL = 3 * THREE_D6_DRAWS + 1;

interface AfvFirePlan {
  cell: AfvFireCell;
  hit: Int8Array;
  crew: Int8Array;
  crewAt: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of AFV fire (8.2): the 3d6 hit roll on the Fire Control rating, criticals,
 * penetration, the 3d6 damage table and its d6, and the crew's morale test.
 */
export function createAfvFireKernel(cell: AfvFireCell): Kernel {
  const plan: AfvFirePlan = {
    cell: { ...cell },
    hit: afvHitTable(cell),
    crew: afvCrewTable(cell),
    crewAt: layoutOffsets(afvFireLayout())[0],
    // The size this kernel has always used (results stay byte-identical).
    buffer: uniformBuffer(PER_TRIAL, LARGE_BUFFER_SIZE),
  };
  return { run: (state, trials, counters) => runAfvFireTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: afv-fire`. */
export default defineKernel({ layout: afvFireLayout, create: createAfvFireKernel });

function runAfvFireTrials(plan: AfvFirePlan, rng: Uint32Array, trials: number, c: Float64Array): void {
  const { cell, hit: hitTable, crew: crewTable, crewAt, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, rng, next);
    const hit = rollUnder(hitTable, u, next);
    const damage = threeD6(u, next + 3);
    const d6 = d6Total(u, next + 6, 1);
    const morale = rollUnder(crewTable, u, next + 7);
    next += PER_TRIAL;
    const outcome = afvShotOutcome(cell, hit, damage, d6);
    c[outcome]++;
    c[crewAt + crewAfter(cell, outcome, morale <= ROLL.hit)]++;
  }
}
