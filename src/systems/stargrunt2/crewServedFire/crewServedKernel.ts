import { type CounterLayout, layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { figureTransitions } from '../fire/figureTransitions.js';
import { maxPotentialHits } from '../fire/fireLayout.js';
import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../steps/impactVsArmour.js';
import { opposedRoll } from '../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../steps/opposedRollListed.js';
import { type WhoIsHitPlan, whoIsHit, whoIsHitPlan } from '../steps/whoIsHit.js';
import { type CrewServedCell, memberAt } from './CrewServedCell.js';
import { type CrewServedDistribution, type CrewServedOutcome, crewServedQuantities } from './crewServedQuantities.js';

interface Plan {
  dice: Int32Array;
  /** House firer dice with listed faces: STEP 1's face tables (opposedRollListed); null for d-N dice only. */
  listed: { faceStart: Int32Array; faces: Int32Array } | null;
  rangeDie: number;
  divisor: number;
  leftoverRoll: boolean;
  who: WhoIsHitPlan;
  /** The member at each place of the count: a weapon (≥ 0) or a crewman (−1 − index); see memberAt. */
  memberOfPlace: Int32Array;
  crew: ImpactVsArmourPlan;
  weapon: ImpactVsArmourPlan;
  /** A crewman's state (0 unhurt, 1 wounded, 2 dead) by [before × 3 + effect]: a second wound kills. */
  transition: Int8Array;
  crewState: Int8Array;
  weaponDown: Int8Array;
  oHits: number;
  oDead: number;
  oWounded: number;
  oCasualties: number;
  oWeapons: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout: fire's three outcomes, then potential hits (0 … most), crew dead, wounded, casualties (0 … crew)
 * and weapons disabled (0 … weapons).
 * @example crewServedLayout(cell).distributions.map((d) => d.name).at(-1) // 'weapons_disabled'
 */
export function crewServedLayout(cell: CrewServedCell): CounterLayout<CrewServedOutcome, CrewServedDistribution> {
  const crew = cell.figures + 1;
  return crewServedQuantities.layout({
    potential_hits: maxPotentialHits(cell) + 1,
    dead: crew,
    wounded: crew,
    casualties: crew,
    weapons_disabled: cell.weapons + 1,
  });
}

/**
 * The Monte Carlo kernel of fire at a crew-served weapon team, die by die: STEP 1 (the opposedRoll step), STEP 2 with
 * the left-over roll, then per potential hit STEP 4 before STEP 3 (the rulebook's NOTE: "steps 3 and 4 ... may be
 * performed in reverse order ... to use squads with mixed personal armour types"): who is hit among crew and weapons,
 * then impact against that member's armour. A separate kernel: `fire`'s alias-table kernel stays as it is.
 */
function createCrewServedKernel(cell: CrewServedCell): Kernel {
  const members = cell.figures + cell.weapons;
  const layout = crewServedLayout(cell);
  const offsets = layoutOffsets(layout);
  const plan: Plan = {
    dice: Int32Array.from(cell.firerDice),
    listed: cell.firerFaces ? listedFaceTables(cell.firerDice, cell.firerFaces) : null,
    rangeDie: cell.rangeDie | 0,
    divisor: cell.divisor | 0,
    leftoverRoll: cell.leftoverRoll,
    who: whoIsHitPlan(members, cell.whoDie),
    memberOfPlace: Int32Array.from({ length: members }, (_, place) => memberAt(cell, place)),
    crew: impactVsArmourPlan(cell.impact, cell.armour, cell.killMultiple),
    weapon: impactVsArmourPlan(cell.weaponImpact, cell.weaponArmour, cell.killMultiple),
    transition: figureTransitions(true),
    crewState: new Int8Array(cell.figures),
    weaponDown: new Int8Array(cell.weapons),
    oHits: offsets[0],
    oDead: offsets[1],
    oWounded: offsets[2],
    oCasualties: offsets[3],
    oWeapons: offsets[4],
    buffer: uniformBuffer(2 + cell.firerDice.length + 3 * maxPotentialHits(cell)),
  };
  return { run: (state, trials, c) => runCrewServed(plan, state, trials, c) };
}

/** The kernel module of `resolve: crew-served-fire`. */
export default defineKernel({ layout: crewServedLayout, create: createCrewServedKernel });

function runCrewServed(p: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const {
    dice,
    listed,
    rangeDie,
    divisor,
    leftoverRoll,
    who,
    memberOfPlace,
    crew,
    weapon,
    transition,
    crewState,
    weaponDown,
    buffer,
  } = p;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let hits = 0;
    let dead = 0;
    let wounded = 0;
    let disabled = 0;
    const score =
      rangeDie === 0
        ? 0
        : listed === null
          ? opposedRoll(dice, rangeDie, u, next)
          : opposedRollListed(dice, listed.faceStart, listed.faces, rangeDie, u, next);
    if (rangeDie !== 0) next += 1 + dice.length;
    const above = score >>> 16;
    c[above < 2 ? above : 2]++;
    if (above >= 2) {
      const total = score & 0xffff;
      hits = (total / divisor) | 0;
      const left = total - hits * divisor;
      // "if this roll EXCEEDS the left-over fire points, then NO extra hit is scored"
      if (left > 0 && leftoverRoll) hits += (((u[next++] * divisor) | 0) - left) >>> 31;
      for (let h = 0; h < hits; h++) {
        const member = memberOfPlace[whoIsHit(who, u, next++)];
        if (member >= 0) {
          // "if it is hit, it gets a D8 Armour Die - a KILL result will disable the weapon"
          if (impactVsArmour(weapon, u, next) === 2 && weaponDown[member] === 0) {
            weaponDown[member] = 1;
            disabled++;
          }
        } else {
          const f = -1 - member;
          const before = crewState[f];
          const after = transition[before * 3 + impactVsArmour(crew, u, next)];
          crewState[f] = after;
          dead += (after >> 1) - (before >> 1);
          wounded += (after & 1) - (before & 1);
        }
        next += 2;
      }
      crewState.fill(0);
      weaponDown.fill(0);
    }
    c[p.oHits + hits]++;
    c[p.oDead + dead]++;
    c[p.oWounded + wounded]++;
    c[p.oCasualties + dead + wounded]++;
    c[p.oWeapons + disabled]++;
  }
}
