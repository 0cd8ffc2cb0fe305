import type { AntiAirFireCell } from '../../../../src/systems/stargrunt2/aerospace/antiAirFire/AntiAirFireCell.js';

/** What the brute force adds up: each outcome, and dead / wounded / hit / crash_distance by value. */
export interface BruteForceAntiAirFire {
  outcomes: Record<string, number>;
  hit: number[];
  dead: number[];
  wounded: number[];
  crash_distance: Map<number, number>;
  /** With figures near the crash site: the wreck's blast, by figures killed and wounded. */
  nearby_dead?: number[];
  nearby_wounded?: number[];
}

/**
 * A plain enumeration of one AA engagement, written apart from the evaluator: each stage's dice are walked face by
 * face and their faces COUNTED by what they lead to (acquire, evade, the shot's target die and each firer die,
 * impact and armour, the pilot's die, the crash-site D12, each occupant's D6); a path's weight is the product of
 * its stages' counts over their faces. Occupants ≤ 3.
 */
export function bruteForceAntiAirFire(cell: AntiAirFireCell): BruteForceAntiAirFire {
  const out: BruteForceAntiAirFire = {
    outcomes: {},
    hit: [0, 0, 0],
    dead: new Array(cell.occupants + 1).fill(0),
    wounded: new Array(cell.occupants + 1).fill(0),
    crash_distance: new Map(),
  };
  const end = (outcome: string, hit: number, dead: number, wounded: number, distance: number, w: number) => {
    out.outcomes[outcome] = (out.outcomes[outcome] ?? 0) + w;
    out.hit[hit] += w;
    out.dead[dead] += w;
    out.wounded[wounded] += w;
    out.crash_distance.set(distance, (out.crash_distance.get(distance) ?? 0) + w);
  };
  // Stage counts: acquired, lock broken.
  let acquired = 0;
  for (let s = 1; s <= cell.systemDie; s++) for (let e = 1; e <= cell.ecm; e++) if (s > e) acquired++;
  const pAcquired = acquired / (cell.systemDie * cell.ecm);
  let broken = 0;
  for (let p = 1; p <= cell.pilotSides; p++) for (let s = 1; s <= cell.systemDie; s++) if (p > s) broken++;
  const pBroken = cell.evades ? broken / (cell.pilotSides * cell.systemDie) : 0;
  end('not_acquired', 0, 0, 0, 0, 1 - pAcquired);
  end('evaded', 0, 0, 0, 0, pAcquired * pBroken);
  const pFired = pAcquired * (1 - pBroken);
  // The shot: dice above the target die, counted over every face.
  const grades = [0, 0, 0];
  for (let r = 1; r <= cell.targetDie; r++)
    for (let a = 1; a <= cell.shotDice[0]; a++)
      for (let b = 1; b <= cell.shotDice[1]; b++) grades[(a > r ? 1 : 0) + (b > r ? 1 : 0)]++;
  const shotFaces = cell.targetDie * cell.shotDice[0] * cell.shotDice[1];
  end('missed', 0, 0, 0, 0, (pFired * grades[0]) / shotFaces);
  // Occupants' D6s in a crash-landing, each way they fall.
  const crashes = new Map<string, number>();
  const roll = (k: number, dead: number, wounded: number, w: number): void => {
    if (k === cell.occupants)
      return void crashes.set(`${dead},${wounded}`, (crashes.get(`${dead},${wounded}`) ?? 0) + w);
    for (let f = 1; f <= 6; f++)
      roll(
        k + 1,
        dead + (f <= cell.killedUpTo ? 1 : 0),
        wounded + (f > cell.killedUpTo && f <= cell.woundedUpTo ? 1 : 0),
        w / 6,
      );
  };
  roll(0, 0, 0, 1);
  // The wreck's blast: every face of each nearby figure's D8 and armour die, figure after figure.
  const nearby = cell.nearby;
  let wrecked = 0;
  if (nearby) {
    out.nearby_dead = new Array(nearby.figures + 1).fill(0);
    out.nearby_wounded = new Array(nearby.figures + 1).fill(0);
  }
  const wreckAt = (site: number, w: number): void => {
    if (!nearby || w === 0) return;
    wrecked += w;
    const inRange = nearby.ahead < 0 || (site - nearby.ahead) ** 2 + nearby.aside ** 2 <= 36;
    const figure = (k: number, dead: number, wounded: number, wf: number): void => {
      if (k === nearby.figures || !inRange) {
        out.nearby_dead![dead] += wf;
        out.nearby_wounded![wounded] += wf;
        return;
      }
      const faces = nearby.impact.sides * nearby.armour.sides;
      for (let i = 1; i <= nearby.impact.sides; i++) {
        for (let face = 1; face <= nearby.armour.sides; face++) {
          // A die with listed faces reads its face-th listed value.
          const a = (nearby.armour.faces ? nearby.armour.faces[face - 1] : face) * nearby.armour.multiplier;
          const kill = i > 2 * a;
          figure(k + 1, dead + (kill ? 1 : 0), wounded + (!kill && i > a ? 1 : 0), wf / faces);
        }
      }
    };
    figure(0, 0, 0, w);
  };
  const sites: Array<[number, number]> = cell.hovering
    ? [[0, 1]]
    : Array.from({ length: 12 }, (_, i) => [2 * (i + 1), 1 / 12]);
  for (const hit of [1, 2]) {
    const w = (pFired * grades[hit]) / shotFaces;
    const mult = cell.impact.multiplier * (hit === 2 ? cell.majorMultiplier : 1);
    let destroyed = 0;
    let disabled = 0;
    for (let i = 1; i <= cell.impact.sides; i++) {
      for (let m = 1; m <= cell.armour.sides; m++) {
        const impact = (cell.impact.faces ? cell.impact.faces[i - 1] : i) * mult;
        const armour = (cell.armour.faces ? cell.armour.faces[m - 1] : m) * cell.armour.multiplier;
        if (impact > cell.destroyedFactor * armour) destroyed++;
        else if (impact > armour) disabled++;
      }
    }
    const faces = cell.impact.sides * cell.armour.sides;
    // Short of a DISABLE (the non-penetrating D6 changes nothing on an aircraft): the pilot's test.
    const short = (w * (faces - destroyed - disabled)) / faces;
    for (let q = 1; q <= cell.pilotSides; q++)
      end(q > cell.confidenceNeeded ? 'pressed_on' : 'aborted', hit, 0, 0, 0, short / cell.pilotSides);
    for (const [site, ws] of sites) {
      end('destroyed', hit, cell.occupants, 0, site, (w * destroyed * ws) / faces);
      wreckAt(site, (w * destroyed * ws) / faces);
      const wd = (w * disabled * ws) / faces;
      for (let q = 1; q <= cell.pilotSides; q++) {
        const wq = wd / cell.pilotSides;
        if (q <= cell.explodesUpTo) {
          end('exploded', hit, cell.occupants, 0, site, wq);
          wreckAt(site, wq);
        } else if (q <= cell.crashesUpTo)
          for (const [k, wc] of crashes)
            end('crash_landed', hit, Number(k.split(',')[0]), Number(k.split(',')[1]), site, wq * wc);
        else end('landed', hit, 0, 0, site, wq);
      }
    }
  }
  // Everything else leaves the figures nearby untouched.
  if (out.nearby_dead && out.nearby_wounded) {
    out.nearby_dead[0] += 1 - wrecked;
    out.nearby_wounded[0] += 1 - wrecked;
  }
  return out;
}
