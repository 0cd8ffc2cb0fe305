import { layoutOffsets } from '../../../core/CounterLayout.js';
import type { Kernel, StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Roll } from '../../../dice/Roll.js';
import { whoIsHitPlan } from '../steps/whoIsHit.js';
import type { FireCell } from './FireCell.js';
import { figureGroups } from './figureArmour.js';
import { figureTransitions } from './figureTransitions.js';
import { fireLayout, maxPotentialHits } from './fireLayout.js';
import { fireHitsOf, fireSteps, fireVolleyOf } from './fireSteps.js';
import { effectCode, volleyCode } from './stepResults.js';
import { foldTravelSuppression } from './travelSuppression.js';

/**
 * The fire kernel with a house rule's `potentialHits` and `hitEffect` steps (docs/house-rules.md): FIRE AGAINST
 * DISPERSED TARGETS die by die over the designer's `Roll`, counted into the fire kernel's layout. STEPS 1 and 2 are the
 * `potentialHits` step; then for each potential hit who buys the farm (the book's die, counting round again) and, but
 * with quick-and-dirty casualties (every hit wounds), the `hitEffect` step against that figure's armour — STEP 4 before
 * STEP 3, the order mixed armour needs, the same probabilities for one armour; vacuum makes a wound a kill; two wounds
 * kill. The built-in kernel (fireKernel.ts) keeps its own alias-table path: with the book's steps restated this one
 * gives the same distribution, other random numbers.
 */
export function createHouseFireKernel(cell: FireCell, steps: StepFunctions): Kernel {
  const { potentialHits, hitEffect } = fireSteps(steps);
  const offsets = layoutOffsets(fireLayout(cell));
  const [oHits, oWounds, oKills, oDead, oWounded, oCasualties] = offsets;
  const maxHits = maxPotentialHits(cell);
  const possible = cell.rangeDie > 0;
  const volley = possible ? fireVolleyOf(cell) : null;
  const hitOfGroup = fireHitsOf(cell);
  const group = figureGroups(cell);
  const { whoDie, figureOfFace } = whoIsHitPlan(cell.figures, cell.whoDie);
  const rollsStep3 = cell.casualties === 'standard';
  const woundsKill = cell.woundsKill === true;
  const transition = figureTransitions(cell.repeatHitsKill);
  const figureState = new Int8Array(cell.figures);
  const roll = new Roll();
  const expectedHits = `'no_effect', 'suppressed_only' or a whole number of potential hits from 0 to ${maxHits}`;

  const volleyOnce = (c: Float64Array): void => {
    const result = volley === null ? 'no_effect' : potentialHits(volley, roll);
    const code = volleyCode(result, maxHits);
    if (code < 0) throw new StepReturnError('potentialHits', result, expectedHits);
    c[code < 2 ? code : 2]++;
    const hits = code < 2 ? 0 : code - 2;
    let wounds = 0;
    let kills = 0;
    let dead = 0;
    let wounded = 0;
    for (let h = 0; h < hits; h++) {
      const figure = whoDie === 1 ? 0 : figureOfFace[roll.die(whoDie) - 1];
      let effect = 1; // quick-and-dirty: every hit is a casualty
      if (rollsStep3) {
        const named = hitEffect(hitOfGroup[group[figure]], roll);
        effect = effectCode(named);
        if (effect < 0) throw new StepReturnError('hitEffect', named, "'none', 'wound' or 'kill'");
      }
      if (woundsKill && effect === 1) effect = 2;
      kills += effect >> 1;
      wounds += effect & 1;
      const before = figureState[figure];
      const after = transition[before * 3 + effect];
      figureState[figure] = after;
      dead += (after >> 1) - (before >> 1);
      wounded += (after & 1) - (before & 1);
    }
    figureState.fill(0);
    c[oHits + hits]++;
    c[oWounds + wounds]++;
    c[oKills + kills]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    c[oCasualties + dead + wounded]++;
  };

  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) volleyOnce(c);
      if (cell.travelMode) foldTravelSuppression(c);
    },
  };
}
