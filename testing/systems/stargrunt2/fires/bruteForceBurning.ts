import type { BurningCell } from '../../../../src/systems/stargrunt2/fires/burning/BurningCell.js';

/** What the brute force adds up: the outcomes and the three histograms, by value (fires not lumped). */
export interface BruteForceBurning {
  outcomes: Record<'not_started' | 'out' | 'burning', number>;
  turn_out: Map<number, number>;
  fires: Map<number, number>;
  clouds: Map<number, number>;
}

/** One FIRE marker on the table: whether it is the first one placed (whose smoke is followed). */
type Marker = { first: boolean };

/**
 * A plain enumeration of a fire, written apart from the exact evaluator (no shared code): every face of every die in
 * the order the table rolls them — each flamer use's D6, the first fire's smoke D6, then turn by turn each
 * firefighting unit's die and, at the Turn End Phase, each marker's D6 in turn and the first fire's smoke D6 — each
 * path weighted by the product of 1/sides. Markers are a list of objects; a spread appends one after the rolls.
 * Small cells only (the paths grow as 6 to the power of the dice rolled).
 */
export function bruteForceBurning(cell: BurningCell): BruteForceBurning {
  const out: BruteForceBurning = {
    outcomes: { not_started: 0, out: 0, burning: 0 },
    turn_out: new Map(),
    fires: new Map(),
    clouds: new Map(),
  };
  const add = (map: Map<number, number>, k: number, w: number) => map.set(k, (map.get(k) ?? 0) + w);
  const finish = (markers: Marker[], clouds: number, outTurn: number, w: number) => {
    if (markers.length === 0) out.outcomes.out += w;
    else out.outcomes.burning += w;
    add(out.turn_out, markers.length === 0 ? outTurn : cell.turns + 1, w);
    add(out.fires, markers.length, w);
    add(out.clouds, markers.some((m) => m.first) ? clouds : 0, w);
  };

  // The smoke D6 of the first fire at a Turn End Phase, when it is still alight.
  const smoke = (clouds: number, face: number) =>
    face === 1 ? 0 : face === 2 ? Math.max(0, clouds - 1) : face >= 5 ? clouds + 1 : clouds;

  const turnEnd = (
    turn: number,
    markers: Marker[],
    clouds: number,
    i: number,
    kept: Marker[],
    spreads: number,
    w: number,
  ): void => {
    if (i === markers.length) {
      const after = [...kept, ...Array.from({ length: spreads }, () => ({ first: false }))];
      if (after.length === 0) return finish(after, 0, turn, w);
      if (!after.some((m) => m.first)) return play(turn + 1, after, 0, w);
      for (let s = 1; s <= 6; s++) play(turn + 1, after, smoke(clouds, s), w / 6);
      return;
    }
    for (let face = 1; face <= 6; face++) {
      const survivors = face === 1 ? kept : [...kept, markers[i]];
      turnEnd(turn, markers, clouds, i + 1, survivors, spreads + (face === 6 ? 1 : 0), w / 6);
    }
  };

  // Firefighting unit `f` of this turn: the first fire is fought while it burns, else any other marker.
  const fight = (turn: number, markers: Marker[], clouds: number, f: number, w: number): void => {
    if (markers.length === 0) return finish(markers, 0, turn, w);
    if (f === cell.fighters) return turnEnd(turn, markers, clouds, 0, [], 0, w);
    for (let face = 1; face <= cell.fighterSides; face++) {
      const wf = w / cell.fighterSides;
      if (face < cell.putOutFrom) {
        fight(turn, markers, clouds, f + 1, wf);
        continue;
      }
      const target = markers.findIndex((m) => m.first);
      const left = markers.filter((_, k) => k !== (target >= 0 ? target : 0));
      fight(turn, left, target >= 0 ? 0 : clouds, f + 1, wf);
    }
  };

  const play = (turn: number, markers: Marker[], clouds: number, w: number): void => {
    if (turn > cell.turns) return finish(markers, clouds, 0, w);
    if (cell.fighters > 0 && turn >= cell.fightFrom) return fight(turn, markers, clouds, 0, w);
    turnEnd(turn, markers, clouds, 0, [], 0, w);
  };

  const lit = (markers: number, w: number) => {
    if (markers === 0) {
      out.outcomes.not_started += w;
      for (const map of [out.turn_out, out.fires, out.clouds]) add(map, 0, w);
      return;
    }
    const placed = Array.from({ length: markers }, (_, k) => ({ first: k === 0 }));
    for (let s = 1; s <= 6; s++) play(1, placed, s, w / 6);
  };
  if (cell.flamerUses === 0) lit(cell.fires, 1);
  else {
    const uses = (k: number, lights: number, w: number): void => {
      if (k === cell.flamerUses) return lit(lights, w);
      for (let face = 1; face <= 6; face++) uses(k + 1, lights + (face >= cell.startOn ? 1 : 0), w / 6);
    };
    uses(0, 0, 1);
  }
  return out;
}
