import type { Die } from '../../../../src/dice/dieType.js';
import type { BoobyTrapCell } from '../../../../src/systems/stargrunt2/mines/boobyTrap/BoobyTrapCell.js';
import type { CommandDetonatedMineCell } from '../../../../src/systems/stargrunt2/mines/commandDetonatedMine/CommandDetonatedMineCell.js';
import type { MinefieldCell } from '../../../../src/systems/stargrunt2/mines/minefield/MinefieldCell.js';
import type { MinefieldVehicleCell } from '../../../../src/systems/stargrunt2/mines/minefieldVehicle/MinefieldVehicleCell.js';

/** What a brute force adds up: each outcome's probability, and each distribution's value → probability. */
export interface BruteForceMines {
  outcomes: Record<string, number>;
  distributions: Record<string, Map<number, number>>;
}

function tally(): BruteForceMines & { add(outcome: string, values: Record<string, number>, w: number): void } {
  // Up to 10⁶ paths land in one sum: compensated (Neumaier) sums keep it to the last few digits.
  const sums = new Map<string, [number, number]>();
  const sum = (key: string, w: number) => {
    const [total, carry] = sums.get(key) ?? [0, 0];
    const t = total + w;
    sums.set(key, [t, carry + (Math.abs(total) >= Math.abs(w) ? total - t + w : w - t + total)]);
  };
  const out = {
    outcomes: {} as Record<string, number>,
    distributions: {} as Record<string, Map<number, number>>,
    add(outcome: string, values: Record<string, number>, w: number) {
      sum(`outcome:${outcome}`, w);
      const [o, oc] = sums.get(`outcome:${outcome}`)!;
      out.outcomes[outcome] = o + oc;
      for (const [name, k] of Object.entries(values)) {
        const key = `${name}:${k}`;
        sum(key, w);
        const [d, dc] = sums.get(key)!;
        (out.distributions[name] ??= new Map()).set(k, d + dc);
      }
    },
  };
  return out;
}

/** What face n (1 … sides) of a die reads: its n-th listed value, or n, times its multiplier. */
function faceValue(die: Die, n: number): number {
  return (die.faces ? die.faces[n - 1] : n) * die.multiplier;
}

/**
 * One figure's fate against one impact die, face by face from the rule text ("Impact beats Armour = WOUNDED, Impact
 * MORE THAN TWICE Armour = DEAD"): [P(nothing), P(wound), P(kill)].
 */
function oneRoll(impactSides: number, armourDie: Die, killMultiple = 2): [number, number, number] {
  const p: [number, number, number] = [0, 0, 0];
  for (let i = 1; i <= impactSides; i++) {
    for (let face = 1; face <= armourDie.sides; face++) {
      const a = faceValue(armourDie, face);
      const w = 1 / (impactSides * armourDie.sides);
      if (i > killMultiple * a) p[2] += w;
      else if (i > a) p[1] += w;
      else p[0] += w;
    }
  }
  return p;
}

/**
 * Every joint fate of independent figures, figure by figure (`fates[f]` lists [attacked, hurt, probability] of each
 * of figure f's fates, hurt 0 unhurt, 1 wounded, 2 dead), calling `visit` with the totals and the path's weight.
 */
function everyJointFate(
  fates: Array<Array<[number, number, number]>>,
  visit: (attacked: number, wounded: number, dead: number, w: number) => void,
): void {
  const walk = (f: number, attacked: number, wounded: number, dead: number, w: number): void => {
    if (w === 0) return;
    if (f === fates.length) return visit(attacked, wounded, dead, w);
    for (const [a, hurt, p] of fates[f])
      walk(f + 1, attacked + a, wounded + (hurt === 1 ? 1 : 0), dead + (hurt === 2 ? 1 : 0), w * p);
  };
  walk(0, 0, 0, 0, 1);
}

/** `minefield`, written apart from the evaluator: each figure's quality face, then every joint fate of the figures. */
export function bruteForceMinefield(cell: MinefieldCell): BruteForceMines {
  const out = tally();
  let caught = 0;
  for (let q = 1; q <= cell.qualitySides; q++) if (q <= cell.caughtFaces) caught += 1 / cell.qualitySides;
  const [none, wound, kill] = oneRoll(cell.impactSides, cell.armour, cell.killMultiple);
  const fate: Array<[number, number, number]> = [
    [0, 0, 1 - caught],
    [1, 0, caught * none],
    [1, 1, caught * wound],
    [1, 2, caught * kill],
  ];
  everyJointFate(
    Array.from({ length: cell.figures }, () => fate),
    (attacked, wounded, dead, w) => {
      const outcome = attacked === 0 ? 'no_mine' : wounded + dead === 0 ? 'caught_unhurt' : 'some_casualty';
      out.add(outcome, { caught: attacked, dead, wounded, casualties: dead + wounded }, w);
    },
  );
  return out;
}

/**
 * A disabled vehicle's occupants, every armour face (its listed value read) and D6 of each: calls `visit` with dead,
 * wounded and the weight.
 */
function everyOccupantFate(
  armour: Die[],
  threshold: number,
  visit: (dead: number, wounded: number, w: number) => void,
): void {
  const walk = (k: number, dead: number, wounded: number, w: number): void => {
    if (k === armour.length) return visit(dead, wounded, w);
    for (let face = 1; face <= armour[k].sides; face++) {
      const wf = w / armour[k].sides;
      if (faceValue(armour[k], face) > threshold) walk(k + 1, dead, wounded, wf);
      else for (let d6 = 1; d6 <= 6; d6++) walk(k + 1, dead + (d6 <= 3 ? 1 : 0), wounded + (d6 >= 4 ? 1 : 0), wf / 6);
    }
  };
  walk(0, 0, 0, 1);
}

/** `minefield-vehicle`: every face of the driver's die, the D6, the mine's D10, the suspension die and each occupant's dice. */
export function bruteForceMinefieldVehicle(cell: MinefieldVehicleCell): BruteForceMines {
  const out = tally();
  const driverFaces = cell.driverSides > 0 ? cell.driverSides : 1;
  for (let q = 1; q <= driverFaces; q++) {
    const wq = 1 / driverFaces;
    const clearing = cell.driverSides > 0;
    // Not clearing: always in the field. Clearing: only a 1 meets a mine.
    if (clearing && q > 1) {
      out.add('not_attacked', { field_cleared: 1, dead: 0, wounded: 0 }, wq);
      continue;
    }
    const cleared = clearing && cell.clearsOnOne ? 1 : 0;
    for (let d6 = 1; d6 <= 6; d6++) {
      const w6 = wq / 6;
      if (d6 < cell.attackFrom) {
        out.add('not_attacked', { field_cleared: cleared, dead: 0, wounded: 0 }, w6);
        continue;
      }
      for (let mine = 1; mine <= cell.impactSides; mine++) {
        for (let s = 1; s <= cell.suspensionSides; s++) {
          const w = w6 / cell.impactSides / cell.suspensionSides;
          if (mine > cell.disableMultiple * s)
            everyOccupantFate(cell.occupants, cell.occupantThreshold, (dead, wounded, wo) =>
              out.add('disabled', { field_cleared: cleared, dead, wounded }, w * wo),
            );
          else out.add(mine > s ? 'immobilised' : 'no_effect', { field_cleared: cleared, dead: 0, wounded: 0 }, w);
        }
      }
    }
  }
  return out;
}

/** `command-detonated-mine`: each figure's every sequence of mine rolls, then every joint fate; or the soft-skin's rolls. */
export function bruteForceCommandDetonatedMine(cell: CommandDetonatedMineCell): BruteForceMines {
  const out = tally();
  if (cell.target === 0 && cell.armour) {
    const armour = cell.armour;
    // One figure: every (impact, armour) pair of every mine, counting wounds and kills; paths counted in integers.
    const paths = [0, 0, 0];
    const rolls = (m: number, wounds: number, kills: number): void => {
      if (m === cell.mines) {
        paths[kills > 0 || wounds > 1 ? 2 : wounds]++;
        return;
      }
      for (let i = 1; i <= cell.impactSides; i++) {
        for (let face = 1; face <= armour.sides; face++) {
          const a = faceValue(armour, face);
          rolls(
            m + 1,
            wounds + (i > a && i <= cell.killMultiple * a ? 1 : 0),
            kills + (i > cell.killMultiple * a ? 1 : 0),
          );
        }
      }
    };
    rolls(0, 0, 0);
    const all = (cell.impactSides * armour.sides) ** cell.mines;
    const fate: Array<[number, number, number]> = paths.map((n, hurt): [number, number, number] => [1, hurt, n / all]);
    everyJointFate(
      Array.from({ length: cell.figures }, () => fate),
      (_, wounded, dead, w) => {
        out.add(wounded + dead > 0 ? 'some_casualty' : 'no_effect', { dead, wounded, casualties: dead + wounded }, w);
      },
    );
    return out;
  }
  let survives = 1;
  if (cell.target === 1) {
    let perMine = 0;
    for (let i = 1; i <= cell.impactSides; i++)
      for (let a = 1; a <= cell.vehicleArmourSides; a++)
        if (i <= a) perMine += 1 / (cell.impactSides * cell.vehicleArmourSides);
    survives = perMine ** cell.mines;
  }
  out.add('no_effect', { dead: 0, wounded: 0, casualties: 0 }, survives);
  everyOccupantFate(cell.occupants, cell.occupantThreshold, (dead, wounded, w) =>
    out.add('disabled', { dead, wounded, casualties: dead + wounded }, (1 - survives) * w),
  );
  return out;
}

/** `booby-trap`: every face of the quality die and the trap's die, then every impact and armour face of each figure hit. */
export function bruteForceBoobyTrap(cell: BoobyTrapCell): BruteForceMines {
  const out = tally();
  const victims = [cell.impactSides, ...Array.from({ length: cell.inContact }, () => cell.contactImpactSides)];
  const figures = (k: number, dead: number, wounded: number, w: number): void => {
    if (k === victims.length) {
      out.add(
        dead + wounded > 0 ? 'some_casualty' : 'detonated_unhurt',
        { dead, wounded, casualties: dead + wounded },
        w,
      );
      return;
    }
    for (let i = 1; i <= victims[k]; i++) {
      for (let face = 1; face <= cell.armour.sides; face++) {
        const a = faceValue(cell.armour, face);
        const wi = w / victims[k] / cell.armour.sides;
        const kill = (cell.killMultiple ?? 2) * a;
        figures(k + 1, dead + (i > kill ? 1 : 0), wounded + (i > a && i <= kill ? 1 : 0), wi);
      }
    }
  };
  for (let q = 1; q <= cell.qualitySides; q++) {
    for (let r = 1; r <= cell.triggerSides; r++) {
      const w = 1 / (cell.qualitySides * cell.triggerSides);
      if (r > q) figures(0, 0, 0, w);
      else out.add('discovered', { dead: 0, wounded: 0, casualties: 0 }, w);
    }
  }
  return out;
}
