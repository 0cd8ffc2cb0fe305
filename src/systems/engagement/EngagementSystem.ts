import type { EngagementBase } from './EngagementBase.js';
import type { EngagementCasualties } from './engagementQuantities.js';

/**
 * What a rule system gives the engagement engine (playEngagement): its own state on top of EngagementBase, the
 * random steps its actions roll (`D`: sampled in the kernel, enumerated by the exact chain), and these hooks. The
 * engine plays the turns — who activates when, when the battle is decided, what is recorded — and the system says
 * what an activation does.
 */
export interface EngagementSystem<S extends EngagementBase, D> {
  /** Puts the system's own fields back as the scenario starts them (the engine has reset its own). */
  reset(s: S): void;
  /** At the start of every turn, before the first activation (e.g. the first sight of the enemy in turn 1). */
  startTurn(s: S, dice: D): void;
  /** The side that activates first this turn. */
  firstSide(s: S, dice: D): number;
  /** Whether `side` passes instead of activating, with `mine` of its units and `theirs` of the other's yet to activate. */
  passes(s: S, side: number, mine: number, theirs: number): boolean;
  /** The unit is on the table with a figure standing: it activates and can be a target. */
  present(s: S, i: number): boolean;
  /** The unit keeps its side in the battle (a side with none has lost). */
  holding(s: S, i: number): boolean;
  /** The unit is still fighting (the survival curves). */
  fighting(s: S, i: number): boolean;
  /** One activation of unit i: its actions, each chosen by its plan, every effect applied at once. */
  activate(s: S, dice: D, i: number): void;
  /** Figures of unit i wounded (out of the fight but alive, not captured). */
  wounded(s: S, i: number): number;
  /** Which casualties the system knows besides the dead (a side's wounded and captured distributions). */
  casualties: EngagementCasualties;
  /** Unit i's end state for its `<unit>_<endState.name>` distribution (e.g. its confidence level). */
  endState(s: S, i: number): number;
  /** The sides' names and the units' `A1 name` labels, for traces. */
  sideName(s: S, side: number): string;
  /** The fields of the system's own state that make up a game's state (typed arrays and numbers), for the exact chain. */
  stateFields: ReadonlyArray<keyof S & string>;
}
