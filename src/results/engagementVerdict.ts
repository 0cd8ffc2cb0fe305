import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { percent } from './formatNumbers.js';
import type { CellResult, ResultsDocument } from './ResultsDocument.js';

const WINS = ['side_a_wins', 'side_b_wins'] as const;

/**
 * The sentence that answers an engagement's question for the cells of one label (the engine's outcomes
 * side_a_wins, side_b_wins, undecided): who wins how often, how often it stays undecided, and how often each side
 * at least holds (does not lose) — the answer to "does A hold off B?". With a sweep, where side a wins most and
 * least often, and where it holds its ground most and least often. Empty for any other resolution.
 * @example engagementVerdict(doc, cells, info)[0] // 'Veteran fireteam wins 22.82% of engagements (22.63% – 23.00%) …'
 */
export function engagementVerdict(doc: ResultsDocument, cells: CellResult[], info: ResolutionInfo): string[] {
  if (cells.length === 0 || !WINS.every((name) => name in cells[0].outcomes)) return [];
  const side = (k: number) => sideName(info, WINS[k]);
  if (doc.sweep.length === 0) {
    const { outcomes } = cells[0];
    const [a, b] = WINS.map((name) => outcomes[name]);
    const undecided = outcomes.undecided.p;
    const interval = (o: { lo: number; hi: number }) =>
      doc.method === 'exact' ? '' : ` (${percent(o.lo)} – ${percent(o.hi)})`;
    const leader =
      a.p === b.p ? 'Neither side is more likely to win' : `${side(a.p > b.p ? 0 : 1)} is the likelier winner`;
    return [
      `**Answer:** ${side(0)} wins ${percent(a.p)} of engagements${interval(a)}, ${side(1)} ${percent(b.p)}${interval(b)}; ` +
        `${percent(undecided)} are still undecided after the last turn. ${leader}; ${side(0)} holds its ground (does not lose) ` +
        `in ${percent(1 - b.p)}, ${side(1)} in ${percent(1 - a.p)}.`,
    ];
  }
  const byA = [...cells].sort((x, y) => x.outcomes.side_a_wins.p - y.outcomes.side_a_wins.p);
  const where = (cell: CellResult) => doc.sweep.map(({ path }) => `${path} ${cell.params[path]}`).join(', ');
  const worst = byA[0];
  const best = byA[byA.length - 1];
  const byB = [...cells].sort((x, y) => x.outcomes.side_b_wins.p - y.outcomes.side_b_wins.p);
  const firm = byB[0];
  const shaky = byB[byB.length - 1];
  return [
    `**Answer:** ${side(0)} wins most often at ${where(best)} (${percent(best.outcomes.side_a_wins.p)}, ${side(1)} ${percent(best.outcomes.side_b_wins.p)}) ` +
      `and least often at ${where(worst)} (${percent(worst.outcomes.side_a_wins.p)}, ${side(1)} ${percent(worst.outcomes.side_b_wins.p)}); ` +
      `it holds its ground (does not lose) in ${percent(1 - firm.outcomes.side_b_wins.p)} at ${where(firm)} and ${percent(1 - shaky.outcomes.side_b_wins.p)} at ${where(shaky)}.`,
  ];
}

/** A side's name from its outcome's label ("Veteran fireteam wins" → "Veteran fireteam"). */
function sideName(info: ResolutionInfo, outcome: string): string {
  const label = info.outcomes.find((o) => o.name === outcome)?.label ?? outcome;
  return label.replace(/ wins$/, '');
}
