/**
 * One rule of a unit's plan as plain numbers, in any system: when it applies, what the unit does, at whom. The
 * codes of conditions, actions and targets are the system's own (its planCodes); a scenario writes them by name.
 */
export interface PlanRule {
  /** [condition code, value] pairs, all of which must hold (booleans as 0/1, levels as indices). */
  when: Array<[number, number]>;
  action: number;
  target: number;
}

/** How a system reads a plan: whether a condition holds for unit i, and whether an action can be done now. */
export interface PlanReader<S> {
  holds(s: S, i: number, code: number, value: number): boolean;
  /** Whether unit i can do `action` now (aimed by `target`); leaves the unit it aims at where the system keeps it. */
  possible(s: S, i: number, action: number, target: number, first: boolean): boolean;
}

/**
 * The action of unit i's next action: the first rule of its plan whose conditions all hold, whose action has not
 * been tried and failed in this activation (`tried`, a bit per action code) and can be done now. Returns
 * `otherwise` (the system's "hold") when no rule applies.
 * @example choosePlanAction(reader, state, 0, [{ when: [], action: 2, target: 0 }], true, 0, 0) // 2 when action 2 is possible
 */
export function choosePlanAction<S>(
  reader: PlanReader<S>,
  s: S,
  i: number,
  plan: PlanRule[],
  first: boolean,
  tried: number,
  otherwise: number,
): number {
  for (let r = 0; r < plan.length; r++) {
    const rule = plan[r];
    const when = rule.when;
    let applies = true;
    for (let k = 0; k < when.length && applies; k++) applies = reader.holds(s, i, when[k][0], when[k][1]);
    if (!applies || ((tried >> rule.action) & 1) === 1) continue;
    if (reader.possible(s, i, rule.action, rule.target, first)) return rule.action;
  }
  return otherwise;
}
