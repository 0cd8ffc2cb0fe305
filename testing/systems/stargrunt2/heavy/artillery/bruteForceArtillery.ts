import type { ArtilleryCell } from '../../../../../src/systems/stargrunt2/heavy/artillery/ArtilleryCell.js';

/** Probabilities by value, as plain arrays: outcomes [no_effect, suppressed_only, effective] and each distribution. */
export interface BruteForceArtillery {
  outcomes: number[];
  dead: number[];
  wounded: number[];
  in_burst: number[];
  rounds_on_aim: number[];
  deviation: number[];
  /** Vehicle histograms, in ARTILLERY_VEHICLE_DISTRIBUTIONS order, then crews bailed out (all 0 without crews). */
  vehicles: number[][];
}

const H = Math.sqrt(3) / 2;
const DX = [0.5, H, 1, H, 0.5, 0, -0.5, -H, -1, -H, -0.5, 0];
const DY = [H, 0.5, 0, -0.5, -H, -1, -H, -0.5, 0, 0.5, H, 1];

/**
 * An independent, deliberately plain enumeration of a fire mission for the tests, in floating point:
 * every accuracy face, every first-round direction and distance, every joint combination of the other
 * rounds' offsets (72 per round, all rounds at once), each figure's every sequence of impact and armour
 * faces over its bursts, and every joint (unhurt, wounded, dead) state of the figures; every sequence of
 * each vehicle's per-burst results and every joint vehicle result. Small cases only.
 */
export function bruteForceArtillery(cell: ArtilleryCell): BruteForceArtillery {
  const r: BruteForceArtillery = {
    outcomes: [0, 0, 0],
    dead: [],
    wounded: [],
    in_burst: [],
    rounds_on_aim: [],
    deviation: [],
    vehicles: Array.from({ length: 9 }, () => []),
  };
  const add = (list: number[], k: number, p: number) => (list[k] = (list[k] ?? 0) + p);
  const n = cell.xs.length;
  const caughtBy = (x: number, y: number) =>
    cell.xs.map((fx, f) => (fx - x) ** 2 + (cell.ys[f] - y) ** 2 <= cell.burstLimit);
  const figureFate = fateBySequences(cell);
  const vehicleFate = cell.vehicles.map((_, v) => vehicleFateBySequences(cell, v));
  const vehiclesCaughtBy = (x: number, y: number) =>
    cell.vehicles.map((v) => (v.x - x) ** 2 + (v.y - y) ** 2 <= cell.burstLimit);

  const firsts: Array<[number, number, number, number]> = []; // x, y, deviation, probability
  for (let score = 1; score <= cell.accuracyDie; score++) {
    const p = 1 / cell.accuracyDie;
    if (score > cell.accuracyTarget) {
      firsts.push([cell.aimX, cell.aimY, 0, p]);
      continue;
    }
    for (let face = 1; face <= 12; face++) {
      for (let d8 = 1; d8 <= 8; d8++) {
        const dev = cell.multiplyDeviation ? d8 * score : d8;
        firsts.push([cell.aimX + dev * DX[face - 1], cell.aimY + dev * DY[face - 1], dev, p / 96]);
      }
    }
  }
  for (const [x, y, dev, p] of firsts) {
    add(r.deviation, dev, p);
    const extra = cell.rounds - 1;
    const combos = 72 ** extra;
    for (let c = 0; c < combos; c++) {
      const rounds: Array<[number, number]> = [[x, y]];
      let rest = c;
      for (let k = 0; k < extra; k++) {
        const o = rest % 72;
        rest = Math.floor(rest / 72);
        const face = (o % 12) + 1;
        const d6 = Math.floor(o / 12) + 1;
        rounds.push([x + d6 * DX[face - 1], y + d6 * DY[face - 1]]);
      }
      const pc = p / combos;
      const counts = new Array<number>(n).fill(0);
      const vehicleCounts = new Array<number>(cell.vehicles.length).fill(0);
      let onAim = 0;
      for (const [rx, ry] of rounds) {
        if ((rx - cell.aimX) ** 2 + (ry - cell.aimY) ** 2 <= cell.burstLimit) onAim++;
        caughtBy(rx, ry).forEach((c2, f) => (counts[f] += c2 ? 1 : 0));
        vehiclesCaughtBy(rx, ry).forEach((c2, v) => (vehicleCounts[v] += c2 ? 1 : 0));
      }
      // Every joint result of the vehicles: [counts of the 8 vehicle histograms and crews bailed out, probability].
      let joint: Array<[number[], number]> = [[[0, 0, 0, 0, 0, 0, 0, 0, 0], 1]];
      vehicleCounts.forEach((b, v) => {
        if (b === 0) return;
        const next: Array<[number[], number]> = [];
        for (const [c0, p0] of joint)
          for (const [c1, p1] of vehicleFate[v](b)) next.push([c0.map((x, i) => x + c1[i]), p0 * p1]);
        joint = merge(next);
      });
      for (const [c1, p1] of joint) c1.forEach((x, i) => add(r.vehicles[i], x, pc * p1));
      const undamaged = joint.filter(([c1]) => c1[0] === c1[1]).reduce((a, [, p1]) => a + p1, 0);
      const vehiclesCaught = vehicleCounts.some((b) => b > 0);
      add(r.rounds_on_aim, onAim, pc);
      const inBurst = counts.filter((b) => b > 0).length;
      add(r.in_burst, inBurst, pc);
      // Every joint fate of the figures: 0 unhurt, 1 wounded, 2 dead.
      for (let j = 0; j < 3 ** n; j++) {
        let pj = pc;
        let dead = 0;
        let wounded = 0;
        let code = j;
        for (let f = 0; f < n; f++) {
          const fate = code % 3;
          code = Math.floor(code / 3);
          pj *= figureFate(counts[f])[fate];
          if (fate === 2) dead++;
          if (fate === 1) wounded++;
        }
        if (pj === 0) continue;
        add(r.dead, dead, pj);
        add(r.wounded, wounded, pj);
        if (inBurst === 0 && !vehiclesCaught) r.outcomes[0] += pj;
        else if (dead + wounded > 0) r.outcomes[2] += pj;
        else {
          r.outcomes[1] += pj * undamaged;
          r.outcomes[2] += pj * (1 - undamaged);
        }
      }
    }
  }
  return r;
}

/** Every face's value (before any multiplier) of a die given by sides and, for a house die, its listed faces. */
function facesOf(sides: number, listed: readonly number[] | null | undefined): number[] {
  return listed ? [...listed] : Array.from({ length: sides }, (_, k) => k + 1);
}

/** [unhurt, wounded, dead] of one figure caught in b bursts, by looping over every sequence of its rolls. */
function fateBySequences(cell: ArtilleryCell): (b: number) => number[] {
  const memo = new Map<number, number[]>();
  return (b) => {
    const known = memo.get(b);
    if (known) return known;
    const fate = [0, 0, 0];
    const faces = cell.impact.sides * cell.armour.sides;
    const visit = (left: number, wounds: number, killed: boolean, p: number): void => {
      if (left === 0) {
        fate[killed || wounds > 1 ? 2 : wounds === 1 ? 1 : 0] += p;
        return;
      }
      for (const i of facesOf(cell.impact.sides, cell.impact.faces)) {
        for (const a of facesOf(cell.armour.sides, cell.armour.faces)) {
          const impact = i * cell.impact.multiplier;
          const armour = a * cell.armour.multiplier;
          const kill = cell.killMultiple * armour;
          visit(left - 1, wounds + (impact > armour && impact <= kill ? 1 : 0), killed || impact > kill, p / faces);
        }
      }
    };
    visit(b, 0, false, 1);
    memo.set(b, fate);
    return fate;
  };
}

/**
 * One vehicle caught in b bursts, by looping over every sequence of per-burst results (each burst a
 * MINOR hit, enumerated face by face from the rule text), then each occupant's armour face and D6, or
 * when it ends immobilised each face of its crew's quality die: a list of [9 counts, probability].
 */
function vehicleFateBySequences(cell: ArtilleryCell, v: number): (b: number) => Array<[number[], number]> {
  const { armour, suspension, occupants, occupantFaces, crew } = cell.vehicles[v];
  const imp = cell.pointImpact;
  // One burst: probabilities of none, immobilised, systems, disabled, destroyed.
  const burst = [0, 0, 0, 0, 0];
  const pFaces = 1 / (imp.sides * armour.sides);
  const impactFaces = facesOf(imp.sides, imp.faces);
  for (const i of impactFaces) {
    for (const a of facesOf(armour.sides, armour.faces)) {
      const impact = i * imp.multiplier;
      const score = a * armour.multiplier;
      if (impact > cell.destroyedFactor * score) burst[4] += pFaces;
      else if (impact > score) burst[3] += pFaces;
      else {
        for (let d6 = 1; d6 <= 6; d6++) {
          const q = pFaces / 6;
          if (d6 === 6) burst[2] += q;
          else if (d6 >= 3 || suspension === 0) burst[0] += q;
          else {
            for (let s = 1; s <= suspension; s++) {
              if (cell.suspensionImpact === 'reuse') burst[impact > s ? 1 : 0] += q / suspension;
              else for (const j of impactFaces) burst[j * imp.multiplier > s ? 1 : 0] += q / suspension / imp.sides;
            }
          }
        }
      }
    }
  }
  const memo = new Map<number, Array<[number[], number]>>();
  return (b) => {
    const known = memo.get(b);
    if (known) return known;
    const out: Array<[number[], number]> = [];
    memo.set(b, out);
    for (let seq = 0; seq < 5 ** b; seq++) {
      let p = 1;
      const seen = [false, false, false, false, false];
      for (let k = 0, rest = seq; k < b; k++, rest = Math.floor(rest / 5)) {
        p *= burst[rest % 5];
        seen[rest % 5] = true;
      }
      if (p === 0) continue;
      // [caught, undamaged, immobilised, systems, disabled, destroyed, occupants dead, occupants wounded, crews bailed out]
      const base = [1, 0, 0, 0, 0, 0, 0, 0, 0];
      if (seen[4] || seen[3]) {
        base[seen[4] ? 5 : 4] = 1;
        const threshold = seen[4] ? 2 * cell.weaponSize : cell.weaponSize;
        let fates: Array<[number[], number]> = [[base, p]];
        for (const [k, sides] of occupants.entries()) {
          const next: Array<[number[], number]> = [];
          for (const [c, q] of fates) {
            for (const face of facesOf(sides, occupantFaces?.[k])) {
              if (face > threshold) next.push([c, q / sides]);
              else
                for (let d6 = 1; d6 <= 6; d6++)
                  next.push([c.map((x, i) => x + (i === (d6 <= 3 ? 6 : 7) ? 1 : 0)), q / sides / 6]);
            }
          }
          fates = merge(next);
        }
        out.push(...fates);
        continue;
      }
      if (!seen[1] && !seen[2]) base[1] = 1;
      if (seen[1]) base[2] = 1;
      if (seen[2]) base[3] = 1;
      if (seen[1] && crew) {
        // "the crew ... should take a Confidence test at a Threat level of 3 - if they fail this they ... MUST
        // bail out"; CONFIDENCE TESTS: "if the roll is EQUAL TO or LESS THAN the score needed" it fails.
        const scoreNeeded = crew.needed;
        for (let face = 1; face <= crew.sides; face++) {
          const failed = face <= scoreNeeded;
          out.push([base.map((x, i) => (i === 8 && failed ? 1 : x)), p / crew.sides]);
        }
        continue;
      }
      out.push([base, p]);
    }
    return out;
  };
}

/** Adds up the probabilities of equal count vectors. */
function merge(list: Array<[number[], number]>): Array<[number[], number]> {
  const m = new Map<string, number>();
  for (const [c, p] of list) m.set(c.join(','), (m.get(c.join(',')) ?? 0) + p);
  return [...m].map(([k, p]) => [k.split(',').map(Number), p]);
}
