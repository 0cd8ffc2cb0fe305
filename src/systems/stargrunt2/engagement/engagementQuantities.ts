import type { CounterLayout } from '../../../core/CounterLayout.js';
import { defineQuantities } from '../../../core/Quantities.js';
import type { EngagementCell } from './EngagementCell.js';
import { ENGAGEMENT_LIMITS } from './engagementLimits.js';

const SIDES = ['a', 'b'] as const;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const unitIds = SIDES.flatMap((side) => range(ENGAGEMENT_LIMITS.units).map((i) => `${side}${i}`));
const turns = range(ENGAGEMENT_LIMITS.turns);

/** Per-unit distributions: `<unit>_<kind>` (a1_confidence_after …). */
const UNIT_KINDS = { confidence_after: 'confidence after (0 CO … 4 RO)', figures_left: 'figures still fighting', fighting_turns: 'turns still fighting' } as const;

/**
 * Result names of an engagement: who won, when, the casualties and actions lost per side, each unit's end state and
 * how long it kept fighting, and each side's casualties after every turn (detail). Unit names are `a1` … `b6` in
 * scenario order; the labels the outputs print name the scenario's own units (see engagementLabels).
 */
export const engagementQuantities = defineQuantities({
  outcomes: { side_a_wins: 'Side A wins', side_b_wins: 'Side B wins', undecided: 'Undecided at the last turn' },
  distributions: {
    decision_turn: 'Turn of the decision (0 = undecided)',
    ...Object.fromEntries(
      SIDES.flatMap((s) => [
        [`${s}_dead`, `Side ${s.toUpperCase()} dead`],
        [`${s}_wounded`, `Side ${s.toUpperCase()} wounded`],
        [`${s}_captured`, `Side ${s.toUpperCase()} captured`],
        [`${s}_actions_lost`, `Side ${s.toUpperCase()} actions lost (suppression, failed reactions, panic)`],
      ]),
    ),
    ...Object.fromEntries(unitIds.flatMap((id) => Object.entries(UNIT_KINDS).map(([kind, label]) => [`${id}_${kind}`, `${id.toUpperCase()} ${label}`]))),
    ...Object.fromEntries(SIDES.flatMap((s) => turns.map((t) => [`${s}_casualties_turn_${t}`, `Side ${s.toUpperCase()} casualties after turn ${t}`]))),
  },
});

/** The per-turn casualty distributions: in the results, summarised by the engagement's own chart, not one by one. */
export const ENGAGEMENT_DETAIL = SIDES.flatMap((s) => turns.map((t) => `${s}_casualties_turn_${t}`));

/**
 * The counter layout of an engagement cell: the three outcomes, then its distributions, sized by its figures,
 * units and turns (only the units it has).
 * @example engagementLayout(cell).distributions[0] // { name: 'decision_turn', size: cell.turns + 1 }
 */
export function engagementLayout(cell: EngagementCell): CounterLayout {
  const figures = (side: number) => cell.units.filter((u) => u.side === side).reduce((n, u) => n + u.figureGroup.length, 0);
  const unitsOf = (side: number) => cell.units.filter((u) => u.side === side).length;
  const distributions: CounterLayout['distributions'] = [{ name: 'decision_turn', size: cell.turns + 1 }];
  SIDES.forEach((s, side) => {
    for (const kind of ['dead', 'wounded', 'captured']) distributions.push({ name: `${s}_${kind}`, size: figures(side) + 1 });
    distributions.push({ name: `${s}_actions_lost`, size: 2 * cell.turns * unitsOf(side) + 1 });
  });
  for (const unit of cell.units) {
    distributions.push({ name: `${unit.id}_confidence_after`, size: 5 });
    distributions.push({ name: `${unit.id}_figures_left`, size: unit.figureGroup.length + 1 });
    distributions.push({ name: `${unit.id}_fighting_turns`, size: cell.turns + 1 });
  }
  SIDES.forEach((s, side) => {
    for (let t = 1; t <= cell.turns; t++) distributions.push({ name: `${s}_casualties_turn_${t}`, size: figures(side) + 1 });
  });
  return { outcomes: engagementQuantities.outcomes.map((o) => o.name), distributions };
}

/**
 * Labels naming the scenario's own sides and units (`A1 Alpha squad: turns still fighting`).
 * @example engagementLabels(cell).a1_fighting_turns // 'A1 Alpha squad: turns still fighting'
 */
export function engagementLabels(cell: EngagementCell): Record<string, string> {
  const labels: Record<string, string> = {};
  SIDES.forEach((s, side) => {
    const name = cell.sides[side].name;
    labels[`side_${s}_wins`] = `${name} wins`;
    for (const [kind, what] of [['dead', 'dead'], ['wounded', 'wounded'], ['captured', 'captured'], ['actions_lost', 'actions lost']]) labels[`${s}_${kind}`] = `${name}: ${what}`;
    for (let t = 1; t <= cell.turns; t++) labels[`${s}_casualties_turn_${t}`] = `${name}: casualties after turn ${t}`;
  });
  for (const unit of cell.units) {
    for (const [kind, label] of Object.entries(UNIT_KINDS)) labels[`${unit.id}_${kind}`] = `${unit.id.toUpperCase()} ${unit.name}: ${label}`;
  }
  return labels;
}
