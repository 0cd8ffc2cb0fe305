import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../../sim/Kernel.js';
import type { FireCell } from './FireCell.js';
import { fireLayout, maxPotentialHits } from './fireLayout.js';

/** Uniforms generated at a time: large enough to amortise the refill, small enough to stay in L1. */
const UNIFORM_BUFFER = 2048;

/**
 * The Monte Carlo kernel of FIRE AGAINST DISPERSED TARGETS, steps 1 to 4. The hot loop lives in this
 * one module with local aliases (imported functions in a hot loop cost several times over). The
 * stream is xoshiro128** drawn in order, a face from the high bits — the same faces as `rollDie`.
 * Comparisons on random faces are done branch-free where it is simple: mispredicted branches, not
 * the generator, are what a dice procedure mostly pays for.
 */
export function createFireKernel(cell: FireCell): Kernel {
  const layout = fireLayout(cell);
  const hitBins = maxPotentialHits(cell) + 1;
  const figureBins = cell.figures + 1;
  const oHits = 3;
  const oWounds = oHits + hitBins;
  const oKills = oWounds + hitBins;
  const oDead = oKills + hitBins;
  const oWounded = oDead + figureBins;

  const dice = Int32Array.from(cell.firerDice);
  const nDice = dice.length;
  const R = cell.rangeDie;
  const divisor = cell.divisor;
  const leftoverRoll = cell.leftoverRoll;
  const standard = cell.casualties === 'standard';
  const impactSides = cell.impact.sides;
  const impactMult = cell.impact.multiplier;
  const armourSides = cell.armour.sides;
  const armourMult = cell.armour.multiplier;
  const whoDie = cell.figures === 1 ? 1 : cell.whoDie; // a lone figure takes every hit: no roll
  const repeatHitsKill = cell.repeatHitsKill;
  const figureOfFace = Int32Array.from({ length: cell.whoDie }, (_, face) => face % cell.figures);
  const figureState = new Int8Array(cell.figures); // 0 unhurt, 1 wounded, 2 dead
  const touched = new Int32Array(cell.figures);

  // Uniforms are drawn from a buffer refilled by one tight generator loop; faces come from the high bits.
  const uniforms = new Float64Array(UNIFORM_BUFFER);

  function run(state: Uint32Array, trials: number, c: Float64Array): void {
    if (R === 0) {
      // Fire impossible: every trial is "no effect" with nothing to count.
      c[0] += trials;
      c[oHits] += trials;
      c[oWounds] += trials;
      c[oKills] += trials;
      c[oDead] += trials;
      c[oWounded] += trials;
      return;
    }
    const u = uniforms;
    let next = UNIFORM_BUFFER;
    const roll = (sides: number): number => {
      if (next === UNIFORM_BUFFER) {
        fillUniforms(state, u);
        next = 0;
      }
      return ((u[next++] * sides) | 0) + 1;
    };

    for (let trial = 0; trial < trials; trial++) {
      // STEP 1: the target's range die against every firer die, taken one by one.
      const r = roll(R);
      let above = 0;
      let total = 0;
      for (let i = 0; i < nDice; i++) {
        const face = roll(dice[i]);
        total += face;
        above += (r - face) >>> 31; // 1 when the die EXCEEDS the range die (branch-free)
      }
      if (above < 2) {
        c[above]++;
        c[oHits]++;
        c[oWounds]++;
        c[oKills]++;
        c[oDead]++;
        c[oWounded]++;
        continue;
      }
      c[2]++;
      // STEP 2: potential hits, with the chance roll for the left-over points.
      let hits = (total / divisor) | 0;
      const left = total - hits * divisor;
      if (left > 0 && leftoverRoll && roll(divisor) <= left) hits++;
      c[oHits + hits]++;
      // STEPS 3 and 4: impact against armour for each hit, then who buys the farm.
      let wounds = 0;
      let kills = 0;
      let nTouched = 0;
      for (let h = 0; h < hits; h++) {
        let kill = 0;
        if (standard) {
          const impact = roll(impactSides) * impactMult;
          const armour = roll(armourSides) * armourMult;
          if (impact <= armour) continue;
          kill = (2 * armour - impact) >>> 31; // more than twice the armour
        }
        kills += kill;
        wounds += 1 - kill;
        const figure = whoDie === 1 ? 0 : figureOfFace[roll(whoDie) - 1];
        const before = figureState[figure];
        if (before === 0) touched[nTouched++] = figure;
        if (kill === 1 || (before === 1 && repeatHitsKill)) figureState[figure] = 2;
        else if (before === 0) figureState[figure] = 1;
      }
      c[oWounds + wounds]++;
      c[oKills + kills]++;
      let dead = 0;
      for (let t = 0; t < nTouched; t++) {
        const figure = touched[t];
        dead += figureState[figure] >> 1;
        figureState[figure] = 0;
      }
      c[oDead + dead]++;
      c[oWounded + nTouched - dead]++;
    }
  }

  return { layout, run };
}
