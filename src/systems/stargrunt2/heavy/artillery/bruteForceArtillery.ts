import type { ArtilleryCell } from './ArtilleryCell.js';

/** Probabilities by value, as plain arrays: outcomes [no_effect, suppressed_only, effective] and each distribution. */
export interface BruteForceArtillery {
  outcomes: number[];
  dead: number[];
  wounded: number[];
  in_burst: number[];
  rounds_on_aim: number[];
  deviation: number[];
}

const H = Math.sqrt(3) / 2;
const DX = [0.5, H, 1, H, 0.5, 0, -0.5, -H, -1, -H, -0.5, 0];
const DY = [H, 0.5, 0, -0.5, -H, -1, -H, -0.5, 0, 0.5, H, 1];

/**
 * An independent, deliberately plain enumeration of a fire mission for the tests, in floating point:
 * every accuracy face, every first-round direction and distance, every joint combination of the other
 * rounds' offsets (72 per round, all rounds at once), each figure's every sequence of impact and armour
 * faces over its bursts, and every joint (unhurt, wounded, dead) state of the figures. Small cases only.
 */
export function bruteForceArtillery(cell: ArtilleryCell): BruteForceArtillery {
  const r: BruteForceArtillery = { outcomes: [0, 0, 0], dead: [], wounded: [], in_burst: [], rounds_on_aim: [], deviation: [] };
  const add = (list: number[], k: number, p: number) => (list[k] = (list[k] ?? 0) + p);
  const n = cell.xs.length;
  const caughtBy = (x: number, y: number) => cell.xs.map((fx, f) => (fx - x) ** 2 + (cell.ys[f] - y) ** 2 <= cell.burstLimit);
  const figureFate = fateBySequences(cell);

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
      let onAim = 0;
      for (const [rx, ry] of rounds) {
        if ((rx - cell.aimX) ** 2 + (ry - cell.aimY) ** 2 <= cell.burstLimit) onAim++;
        caughtBy(rx, ry).forEach((c2, f) => (counts[f] += c2 ? 1 : 0));
      }
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
        r.outcomes[inBurst === 0 ? 0 : dead + wounded > 0 ? 2 : 1] += pj;
      }
    }
  }
  return r;
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
      for (let i = 1; i <= cell.impact.sides; i++) {
        for (let a = 1; a <= cell.armour.sides; a++) {
          const impact = i * cell.impact.multiplier;
          const armour = a * cell.armour.multiplier;
          visit(left - 1, wounds + (impact > armour && impact <= 2 * armour ? 1 : 0), killed || impact > 2 * armour, p / faces);
        }
      }
    };
    visit(b, 0, false, 1);
    memo.set(b, fate);
    return fate;
  };
}
