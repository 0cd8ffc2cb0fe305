import { ASSAULT } from '../assault/closeAssault/assaultEnd.js';
import { closeAssaultDice } from '../assault/closeAssault/closeAssaultDice.js';
import { ATTACKER_WINS, DEFENDER_WINS, REFUSES, WITHDRAWS } from '../assault/closeAssault/closeAssaultLayout.js';
import { type CloseAssaultPlan, closeAssaultPlan } from '../assault/closeAssault/resolveCloseAssault.js';
import { CONFIDENCE_ABBREVIATIONS } from '../data/confidenceLevels.js';
import type { EngagementDice } from './EngagementDice.js';
import { distance, type EngagementState, FIGURE } from './EngagementState.js';
import { routIfRouted } from './routIfRouted.js';

const OUTCOME_WORDS = [
  'refuses to charge',
  'the defenders withdraw',
  'repulsed by fire',
  'waits in the open',
  'aborts',
  'wins',
  'is beaten',
];

/** Whether unit i may close-assault unit j: not BROKEN or worse, and j within two combat moves' reach. */
export function canAssault(s: EngagementState, i: number, j: number): boolean {
  return s.confidence[i] < 3 && distance(s, i, j) <= 4 * s.cell.units[i].moveDie;
}

/**
 * CLOSE-ASSAULT (both actions) by unit i on unit j, by the close-assault resolution's own step with the units as they
 * stand: the charge, the defenders' test to stand, combat moves, final defensive fire, close combat. Then the battle
 * goes on from how it ended: casualties (taken from the last figures, so a leader falls with his unit), each side's
 * confidence, a losing or withdrawing side falling back 6" (or its base move) and the winner taking the position.
 * Returns whether the charge was made (a refusal loses only the first action).
 */
export function assault(s: EngagementState, dice: EngagementDice, i: number, j: number): boolean {
  const plan = assaultPlan(s, i, j);
  dice.closeAssault(plan);
  const out = plan.out;
  const outcome = out[ASSAULT.outcome];
  if (s.trace)
    s.trace(
      `    close-assaults ${s.cell.units[j].id.toUpperCase()} (${distance(s, i, j).toFixed(0)}"): ${OUTCOME_WORDS[outcome]}`,
    );
  if (outcome === REFUSES) {
    s.actionsLost[i]++;
    return false;
  }
  const attackerLost = outcome === DEFENDER_WINS;
  const defenderLost = outcome === ATTACKER_WINS;
  loseFigures(
    s,
    i,
    out[ASSAULT.aDead],
    attackerLost ? 0 : out[ASSAULT.aWounded],
    attackerLost ? out[ASSAULT.aCaptured] : 0,
  );
  loseFigures(
    s,
    j,
    out[ASSAULT.dDead],
    defenderLost ? 0 : out[ASSAULT.dWounded],
    defenderLost ? out[ASSAULT.dCaptured] : 0,
  );
  s.confidence[i] = out[ASSAULT.aConf];
  s.confidence[j] = out[ASSAULT.dConf];
  if (outcome === WITHDRAWS || defenderLost) {
    // The defenders fall back; the attackers occupy the vacated position.
    const cover = s.cover[j];
    fallBack(s, j);
    s.advance[i] = s.cell.range - s.advance[j] - Math.max(6, s.cell.units[j].move);
    s.cover[i] = cover;
  } else {
    s.cover[i] = 0;
    if (attackerLost) fallBack(s, i);
  }
  s.inPosition[i] = 0;
  if (s.trace)
    s.trace(
      `    after the assault: ${s.cell.units[i].id.toUpperCase()} ${CONFIDENCE_ABBREVIATIONS[s.confidence[i]]}, ${s.cell.units[j].id.toUpperCase()} ${CONFIDENCE_ABBREVIATIONS[s.confidence[j]]}`,
    );
  routIfRouted(s, i);
  routIfRouted(s, j);
  return true;
}

/** The close assault of unit i on unit j as they stand now, built once for each such situation and kept. */
function assaultPlan(s: EngagementState, i: number, j: number): CloseAssaultPlan {
  const key = `${i}:${j}:${composition(s, i)}:${composition(s, j)}:${s.confidence[i]}:${s.confidence[j]}:${s.leadership[i]}:${s.leadership[j]}:${s.markers[j]}:${s.cover[j]}:${s.inPosition[j]}:${distance(s, i, j)}`;
  let plan = s.assaults.get(key);
  if (plan === undefined) {
    const a = s.cell.units[i];
    const d = s.cell.units[j];
    const firingTroops = d.troops
      .map((t, g) => ({ count: s.groupHealthy[s.groupStart[j] + g], weapon: t.weapon }))
      .filter((t) => t.count > 0);
    const firing = firingTroops.some((t) => t.weapon.class === 'small-arms')
      ? { qualityDie: d.qualityDie, troops: firingTroops }
      : undefined;
    const cell = closeAssaultDice(
      {
        figures: s.healthy[i],
        figure: a.closeCombat,
        leadership: s.leadership[i],
        start: s.confidence[i],
        moveDie: a.moveDie,
        armourSides: a.armourSides,
        armourFaces: a.armourFaces,
        terror: a.terror,
      },
      {
        figures: s.healthy[j],
        figure: d.closeCombat,
        leadership: s.leadership[j],
        start: s.confidence[j],
        positionBonus: s.cover[j] > 0 || s.inPosition[j] === 1,
        suppression: s.markers[j],
        firing,
      },
      distance(s, i, j),
      s.cell.assault,
    );
    plan = closeAssaultPlan(cell);
    s.assaults.set(key, plan);
  }
  return plan;
}

function composition(s: EngagementState, i: number): string {
  return Array.from(s.groupHealthy.subarray(s.groupStart[i], s.groupStart[i + 1])).join('.');
}

/** A unit that lost or withdrew from a close assault falls back 6" or its base move, whichever is greater, into the open. */
function fallBack(s: EngagementState, i: number): void {
  s.advance[i] -= Math.max(6, s.cell.units[i].move);
  s.cover[i] = 0;
  s.inPosition[i] = 0;
}

/** Takes dead, wounded and captured figures from the last standing ones; the leader is the last to go. */
function loseFigures(s: EngagementState, i: number, dead: number, wounded: number, captured: number): void {
  const unit = s.cell.units[i];
  const start = s.figureStart[i];
  let d = dead;
  let w = wounded;
  let c = captured;
  for (let f = s.figureStart[i + 1] - 1; f >= start && d + w + c > 0; f--) {
    if (s.figures[f] !== FIGURE.healthy || (f - start === s.leaderFigure[i] && s.healthy[i] > 1)) continue;
    if (d > 0) {
      s.figures[f] = FIGURE.dead;
      s.dead[i]++;
      d--;
    } else if (c > 0) {
      s.figures[f] = FIGURE.captured;
      s.captured[i]++;
      c--;
    } else {
      s.figures[f] = FIGURE.wounded;
      s.untreated[i]++;
      w--;
    }
    s.healthy[i]--;
    s.groupHealthy[s.groupStart[i] + unit.figureGroup[f - start]]--;
    if (f - start === s.leaderFigure[i]) s.leaderFigure[i] = -1;
    // Only the leader left standing: go round once more so that he, too, can fall.
    if (s.healthy[i] === 1) f = s.figureStart[i + 1];
  }
}
