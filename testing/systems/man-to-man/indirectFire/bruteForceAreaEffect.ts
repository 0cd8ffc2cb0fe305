import type { IndirectFireCell } from '../../../../src/systems/man-to-man/indirectFire/IndirectFireCell.js';
import { diceTotals } from '../diceTotals.js';

/** (raw total, total after 6.4 cover) of the damage dice by plain convolution. */
function damagePairs(cell: IndirectFireCell, dice = cell.damageDice): Array<[number, number, number]> {
  let pairs = new Map([['0,0', 1]]);
  for (let i = 0; i < dice; i++) {
    const next = new Map<string, number>();
    for (const [key, p] of pairs) {
      const [raw, red] = key.split(',').map(Number);
      for (let f = 1; f <= 6; f++) {
        const k = `${raw + f},${red + Math.max(0, f - cell.dieReduction)}`;
        next.set(k, (next.get(k) ?? 0) + p / 6);
      }
    }
    pairs = next;
  }
  return [...pairs].map(([key, p]) => {
    const [raw, red] = key.split(',').map(Number);
    return [raw, cell.reducePerDie ? red : Math.max(0, raw - cell.dieReduction * dice), p];
  });
}

/** Scatter directions as unit vectors (1 away from the firer along +y, clockwise by 60°). */
const S = Math.sqrt(3) / 2;
const DIRECTIONS = [
  [0, 1],
  [S, 0.5],
  [S, -0.5],
  [0, -1],
  [-S, -0.5],
  [-S, 0.5],
];

/**
 * An independent plain enumeration of an area effect attack (6.0–6.4, 7.0; 8.2 high explosive fire): probabilities in
 * the kernel's layout — `outcomes` outcome counters (indirect-fire 6, afv-he-fire 5), then target state, scatter,
 * building. `overrides` are the scenario's rules.criticals, laid over 4.4's table as the book prints it.
 */
export function bruteForceAreaEffect(
  cell: IndirectFireCell,
  outcomes: number,
  overrides: Record<string, string> = {},
): number[] {
  const table: Record<string, string> = {
    3: 'killed',
    4: 'double-damage',
    5: 'automatic-hit',
    16: 'misfire',
    17: 'jam',
    18: 'bad-jam',
    ...overrides,
  };
  const says = (r: number) => table[r] ?? 'none';
  const FAILURE_INDEX: Record<string, number> = { misfire: 0, jam: 1, 'bad-jam': 2 };
  const stateAt = outcomes;
  const scatterAt = outcomes + 4;
  const buildingAt = scatterAt + cell.scatterDice * 6 + 1;
  const out = new Array<number>(buildingAt + 2).fill(0);
  const add = (p: number, outcome: number, state: number, scatter: number, collapsed: boolean) => {
    out[outcome] += p;
    out[stateAt + state] += p;
    out[scatterAt + scatter] += p;
    out[buildingAt + (collapsed ? 1 : 0)] += p;
  };
  const touches = (x: number, y: number) => {
    const h = cell.building?.halfSide ?? 0;
    const cx = Math.min(h, Math.max(-h, x));
    const cy = Math.min(h, Math.max(-h, y));
    return Math.hypot(x - cx, y - cy) <= cell.radius + 1e-9;
  };
  const strike = (p: number, r: number, direct: boolean, outcome: number, scatter: number) => {
    const doubled = direct && says(r) === 'double-damage' && cell.criticalDoubles;
    // A critical 4 doubles the damage, or under roll-twice rolls twice the dice (each reduced by cover).
    for (const [raw, red, q] of damagePairs(
      cell,
      doubled && cell.criticalRollsTwice ? 2 * cell.damageDice : cell.damageDice,
    )) {
      const factor =
        (doubled && !cell.criticalRollsTwice ? 2 : 1) / (direct ? cell.directDivisor : cell.scatteredDivisor);
      const onFigure = Math.floor(red * factor);
      const onBuilding = Math.floor(raw * factor);
      const b = cell.building;
      const collapsed =
        !!b &&
        ((direct && says(r) === 'killed') || 2 * onBuilding > b.hitPoints || b.damageTaken + onBuilding > b.hitPoints);
      let state = cell.startState;
      if (collapsed) state = Math.max(state, 2);
      else if (!b && direct && says(r) === 'killed' && cell.criticalKills) state = 3;
      else if (onFigure > cell.limits.incapacitateMax) state = 3;
      else if (onFigure > cell.limits.woundMax) state = Math.max(state, 2);
      else if (onFigure > 0) state = state === 0 ? 1 : Math.max(state, 2);
      add(p * q, outcome, state, scatter, collapsed);
    }
  };
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      for (let c = 1; c <= 6; c++) {
        const r = a + b + c;
        const p = 1 / 216;
        if (says(r) in FAILURE_INDEX) add(p, 3 + cell.failures[FAILURE_INDEX[says(r)]], cell.startState, 0, false);
        else if (says(r) !== 'none' || r <= cell.highestHit) strike(p, r, true, 0, 0);
        else {
          for (const [d, pd] of diceTotals(cell.scatterDice)) {
            for (const [ux, uy] of DIRECTIONS) {
              if (touches(d * ux, d * uy)) strike((p * pd) / 6, r, false, 1, d);
              else add((p * pd) / 6, 2, cell.startState, d, false);
            }
          }
        }
      }
    }
  }
  return out;
}
