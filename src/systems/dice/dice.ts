import type { CounterLayout } from '../../core/CounterLayout.js';
import type { DiceProcedureText } from '../../dice/expression/DiceProcedure.js';

/**
 * A cell of `resolve: dice` (docs/dice-language.md, "A whole resolution"): the scenario's procedure as plain data —
 * its parameters, named rolls, and the outcomes and distributions it reports — so that a worker, the browser and a
 * cluster build the same kernel from it and run no one's code. Worker-safe.
 */
export interface DiceCell {
  params: Record<string, number>;
  rolls: Array<[name: string, text: string]>;
  /** Outcome name → expression: the outcome happens in a trial where the expression is not 0. */
  outcomes: Array<[name: string, text: string]>;
  /** Distribution name → expression, with the histogram's size: its values run 0 … size − 1. */
  distributions: Array<[name: string, text: string, size: number]>;
  explodeDepth: number;
}

/**
 * The counters of a dice cell: one per outcome, then one histogram per distribution.
 * @example diceLayout(cell) // { outcomes: ['passed'], distributions: [{ name: 'total', size: 19 }] }
 */
export function diceLayout(cell: DiceCell): CounterLayout {
  return {
    outcomes: cell.outcomes.map(([name]) => name),
    distributions: cell.distributions.map(([name, , size]) => ({ name, size })),
  };
}

/** The cell's procedure: its rolls, then its outcomes' and distributions' expressions, in the layout's order. */
export function diceProcedureText(cell: DiceCell): DiceProcedureText {
  return {
    rolls: cell.rolls,
    results: [...cell.outcomes, ...cell.distributions.map(([name, text]) => [name, text] as const)],
    explodeDepth: cell.explodeDepth,
  };
}
