import type { Issue } from '../../../../core/Issue.js';
import { type EW_DICE, ewDie } from '../../data/electronicWarfare.js';
import { heavyMessages as messages } from '../messages.js';
import type { DecoyRolls, EwSpoof } from '../pointTarget/PointTargetCell.js';
import type { MissileFireScenarioCell } from './schema.js';

/** The firer's dice in a missile cell: the quality die (0), then the guidance die (1). */
const GUIDANCE_DIE = 1;

/** The countermeasures part of a missile cell: present only for the keys a scenario gives, so others stay as they were. */
interface CountermeasuresPart {
  decoys?: DecoyRolls;
  ew?: EwSpoof;
  /** Sentences for the cell's note (a boost past D12). */
  notes: string[];
}

/**
 * DECOYS (`target.decoys`, each a D8 against the guidance die `guidanceSides`) and ELECTRONIC WARFARE iii)
 * (`target.ew`, the EW die against the firer's dice named by the rule `ew-spoof-against`) and iv) (`firer.ew`, the
 * opposing EW die, which needs a task to foil). Problems go to `issues`.
 * @example normalizeCountermeasures({ ...scenario, target: { ...scenario.target, decoys: 1 } }, 8, []).decoys // { count: 1, guidance: 8 }
 */
export function normalizeCountermeasures(
  scenario: MissileFireScenarioCell,
  guidanceSides: number,
  issues: Issue[],
): CountermeasuresPart {
  const { firer, target } = scenario;
  const notes: string[] = [];
  const dieOf = (task: { level: keyof typeof EW_DICE; markers: number }, who: string) => {
    if (task.markers === 3 && task.level === 'superior') notes.push(messages.ewBoostCapped(who));
    return ewDie(task.level, task.markers);
  };
  if (firer.ew && !target.ew) issues.push({ path: ['firer', 'ew'], message: messages.ewCounterNeedsTask });
  const ew: EwSpoof | undefined = target.ew && {
    die: dieOf(target.ew, 'target.ew'),
    counterDie: firer.ew ? dieOf(firer.ew, 'firer.ew') : 0,
    // "if the EW roll exceeds ANY ONE of the opponent's roll(s)": the quality die too, unless the variant says not.
    against: scenario.rules['ew-spoof-against'] === 'guidance-die' ? [GUIDANCE_DIE] : [0, GUIDANCE_DIE],
  };
  return {
    ...(target.decoys !== undefined ? { decoys: { count: target.decoys, guidance: guidanceSides } } : {}),
    ...(ew ? { ew } : {}),
    notes,
  };
}
