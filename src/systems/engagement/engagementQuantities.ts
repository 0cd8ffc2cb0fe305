import type { CounterLayout } from '../../core/CounterLayout.js';
import { defineQuantities, type Quantities } from '../../core/Quantities.js';
import { ENGAGEMENT_LIMITS, type EngagementShape } from './EngagementShape.js';

const SIDES = ['a', 'b'] as const;
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const UNIT_IDS = SIDES.flatMap((side) => upTo(ENGAGEMENT_LIMITS.units).map((i) => `${side}${i}`));
const TURNS = upTo(ENGAGEMENT_LIMITS.turns);

/** A system's per-unit end state: its distribution's name suffix, label and number of values (e.g. confidence, 5). */
export interface UnitEndState {
  name: string;
  label: string;
  size: number;
}

/** Which casualties a system counts besides the dead: wounded (alive, out of the fight) and captured figures. */
export interface EngagementCasualties {
  wounded: boolean;
  captured: boolean;
}

/**
 * Result names of an engagement in any system: who won and when; the casualties and actions lost per side; each
 * unit's end state (the system's), figures left and turns it kept fighting; each side's casualties after every
 * turn. Units are named `a1` … `b6` in scenario order; `engagementLabels` names the scenario's own.
 * @example engagementQuantities({ name: 'confidence_after', label: 'confidence after', size: 5 }).outcomes.length // 3
 */
export function engagementQuantities(end: UnitEndState): Quantities {
  const unitKinds = unitDistributionKinds(end);
  return defineQuantities({
    outcomes: { side_a_wins: 'Side A wins', side_b_wins: 'Side B wins', undecided: 'Undecided at the last turn' },
    distributions: {
      decision_turn: 'Turn of the decision (0 = undecided)',
      ...Object.fromEntries(
        SIDES.flatMap((s) => [
          [`${s}_dead`, `Side ${s.toUpperCase()} dead`],
          [`${s}_wounded`, `Side ${s.toUpperCase()} wounded`],
          [`${s}_captured`, `Side ${s.toUpperCase()} captured`],
          [`${s}_actions_lost`, `Side ${s.toUpperCase()} actions lost (suppression, failed tests, panic)`],
        ]),
      ),
      ...Object.fromEntries(
        UNIT_IDS.flatMap((id) =>
          Object.entries(unitKinds).map(([kind, label]) => [`${id}_${kind}`, `${id.toUpperCase()} ${label}`]),
        ),
      ),
      ...Object.fromEntries(
        SIDES.flatMap((s) =>
          TURNS.map((t) => [`${s}_casualties_turn_${t}`, `Side ${s.toUpperCase()} casualties after turn ${t}`]),
        ),
      ),
    },
  });
}

/** The per-turn casualty distributions: summarised by the engagement chart, not printed one by one. */
export const ENGAGEMENT_DETAIL = SIDES.flatMap((s) => TURNS.map((t) => `${s}_casualties_turn_${t}`));

/**
 * The counter layout of an engagement cell: the three outcomes, then its distributions sized by its figures, units
 * and turns (only the units it has, only the casualties its system knows), in the order countEngagement adds them.
 * @example engagementLayout({ turns: 2, sides: [], units: [] }, { name: 'x', label: 'x', size: 2 }, 2, { wounded: true, captured: true }).distributions[0] // { name: 'decision_turn', size: 3 }
 */
export function engagementLayout(
  cell: EngagementShape,
  end: UnitEndState,
  actionsPerTurn: number,
  casualties: EngagementCasualties,
): CounterLayout {
  const ofSide = (side: number) => cell.units.filter((u) => u.side === side);
  const figures = (side: number) => ofSide(side).reduce((n, u) => n + u.figures, 0);
  const distributions: CounterLayout['distributions'] = [{ name: 'decision_turn', size: cell.turns + 1 }];
  SIDES.forEach((s, side) => {
    for (const kind of ['dead', 'wounded', 'captured'] as const) {
      if (kind === 'dead' || casualties[kind]) distributions.push({ name: `${s}_${kind}`, size: figures(side) + 1 });
    }
    distributions.push({ name: `${s}_actions_lost`, size: actionsPerTurn * cell.turns * ofSide(side).length + 1 });
  });
  for (const unit of cell.units) {
    distributions.push({ name: `${unit.id}_${end.name}`, size: end.size });
    distributions.push({ name: `${unit.id}_figures_left`, size: unit.figures + 1 });
    distributions.push({ name: `${unit.id}_fighting_turns`, size: cell.turns + 1 });
  }
  SIDES.forEach((s, side) => {
    for (let t = 1; t <= cell.turns; t++)
      distributions.push({ name: `${s}_casualties_turn_${t}`, size: figures(side) + 1 });
  });
  return { outcomes: ['side_a_wins', 'side_b_wins', 'undecided'], distributions };
}

/**
 * Labels naming the scenario's own sides and units (`A1 Alpha squad: turns still fighting`).
 * @example engagementLabels({ turns: 1, sides: [{ name: 'Reds' }, { name: 'Blues' }], units: [] }, { name: 'x', label: 'x', size: 2 }).side_a_wins // 'Reds wins'
 */
export function engagementLabels(cell: EngagementShape, end: UnitEndState): Record<string, string> {
  const labels: Record<string, string> = {};
  SIDES.forEach((s, side) => {
    const name = cell.sides[side].name;
    labels[`side_${s}_wins`] = `${name} wins`;
    for (const [kind, what] of [
      ['dead', 'dead'],
      ['wounded', 'wounded'],
      ['captured', 'captured'],
      ['actions_lost', 'actions lost'],
    ])
      labels[`${s}_${kind}`] = `${name}: ${what}`;
    for (let t = 1; t <= cell.turns; t++) labels[`${s}_casualties_turn_${t}`] = `${name}: casualties after turn ${t}`;
  });
  for (const unit of cell.units) {
    for (const [kind, label] of Object.entries(unitDistributionKinds(end)))
      labels[`${unit.id}_${kind}`] = `${unit.id.toUpperCase()} ${unit.name}: ${label}`;
  }
  return labels;
}

function unitDistributionKinds(end: UnitEndState): Record<string, string> {
  return { [end.name]: end.label, figures_left: 'figures still fighting', fighting_turns: 'turns still fighting' };
}
