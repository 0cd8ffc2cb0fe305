import { closeCombatCellOf } from '../closeCombat/closeCombatCellOf.js';
import type { AttackCell } from '../common/AttackCell.js';
import { rangeBandOf } from '../common/rangeBandOf.js';
import { ARMOURY, type WeaponName } from '../data/armoury.js';
import { GRADE_PROFILES } from '../data/grades.js';
import type { MoraleCheckCell } from '../moraleCheck/MoraleCheckCell.js';
import { moraleCheckCellOf } from '../moraleCheck/moraleCheckCellOf.js';
import { panicRecoveryCellOf } from '../panicRecovery/panicRecoveryCellOf.js';
import { rangedAttackCellOf } from '../rangedAttack/rangedAttackCellOf.js';
import type { SuppressionAreaCell } from '../suppressionArea/SuppressionAreaCell.js';
import { suppressionAreaCellOf, suppressionStrength } from '../suppressionArea/suppressionAreaCellOf.js';
import { distance, type GfEngagementState } from './GfEngagementState.js';

// Every cell here is built by the single resolution's own cell builder (what its normalizer returns) from the squads as they stand, once for each
// situation, and kept: the engagement rolls exactly what `ranged-attack`, `close-combat`, `morale-check`,
// `panic-recovery` and `suppression-area` would for the same input.

const BAND_INDEX: Record<string, number> = { pb: 0, sr: 1, mr: 2, lr: 3, er: 4, beyond: 5 };

/**
 * A cache key: the kind of cell and the small numbers it depends on (each under 32), packed base 32 — ten numbers,
 * 50 bits: exact in a double.
 */
function cellKey(
  kind: number,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
  h: number,
  k: number,
): number {
  return ((((((((kind * 32 + a) * 32 + b) * 32 + c) * 32 + d) * 32 + e) * 32 + f) * 32 + g) * 32 + h) * 32 + k;
}

/** The squad leader's LD: the grade's, +1 while the CO leads it (Squad leader bites the dust). */
export function leaderLd(s: GfEngagementState, i: number): number {
  const u = s.cell.units[i];
  return GRADE_PROFILES[u.grade].ld + (u.leaderCo && s.leaderAlive[i] === 1 ? s.cell.rules['co-ld-bonus'] : 0);
}

/** Whether squad j is prone: a panicked squad out of cover "will go prone and stay put". */
function prone(s: GfEngagementState, j: number): boolean {
  return s.panicked[j] === 1 && s.inCover[j] === 0;
}

/** The ranged attack of weapon group g of squad i at squad j now (null: that group has no figure standing). */
export function rangedAttackCell(s: GfEngagementState, i: number, j: number, g: number): AttackCell | null {
  const count = s.groupHealthy[s.groupStart[i] + g];
  if (count === 0) return null;
  const d = distance(s, i, j);
  const band = rangeBandOf(d, s.cell.rules['range-band-edge'], s.cell.rules['range-bands']);
  // Every number the cell depends on, in one integer (a Map keyed by numbers: this runs for every action).
  const flags =
    (d > s.cell.rules['ld-roll-beyond-cm'] ? 1 : 0) |
    (s.panicked[i] << 1) |
    ((prone(s, j) ? 1 : 0) << 2) |
    (s.inCover[j] << 3);
  const key = cellKey(0, i, j, g, count, BAND_INDEX[band ?? 'beyond'], flags, leaderLd(s, i), s.healthy[j], 0);
  let cell = s.attacks.get(key);
  if (cell === undefined) {
    const firer = s.cell.units[i];
    const target = s.cell.units[j];
    const covered = s.inCover[j] === 1;
    const built = rangedAttackCellOf(
      {
        system: 'grunt-factor',
        resolve: 'ranged-attack',
        rules: s.cell.rules,
        firer: {
          grade: firer.grade,
          co: false,
          count,
          weapon: firer.troops[g].weapon,
          aimed: false,
          tracers: false,
          panicked: s.panicked[i] === 1,
          in_command_radius: true,
          leader_ld: leaderLd(s, i),
        },
        target: {
          grade: target.grade,
          ...(target.armour === undefined ? {} : { armour: target.armour }),
          ...(target.underTemplate === undefined ? {} : { under_template: target.underTemplate }),
          figures: s.healthy[j],
          prone: prone(s, j),
          cover: covered ? target.cover : 'none',
          forest: 'none',
          crest: 'none',
          cover_material: covered ? target.coverMaterial : 'none',
        },
        range: d,
        height_difference: 0,
        night: false,
      },
      ARMOURY[firer.troops[g].weapon as WeaponName],
    );
    cell = built.shots > 0 ? built : null;
    s.attacks.set(key, cell);
  }
  return cell;
}

/**
 * The close-combat attacks of weapon group g of squad i on squad j (in base contact): each standing figure attacks;
 * "For each friendly unit participating (up to +3)": the attackers beyond one per defender gang up, +1 each.
 */
export function closeCombatCell(s: GfEngagementState, i: number, j: number, g: number): AttackCell | null {
  const count = s.groupHealthy[s.groupStart[i] + g];
  if (count === 0) return null;
  const friends = Math.max(0, Math.floor(s.healthy[i] / s.healthy[j]) - 1);
  const key = cellKey(1, i, j, g, count, friends, s.healthy[j], prone(s, j) ? 1 : 0, s.inCover[j], 0);
  let cell = s.attacks.get(key);
  if (cell === undefined) {
    const attacker = s.cell.units[i];
    const target = s.cell.units[j];
    const covered = s.inCover[j] === 1;
    const entry = ARMOURY[attacker.troops[g].weapon as WeaponName].cc;
    if (entry === null || entry.damage === null) {
      s.attacks.set(key, null);
      return null;
    }
    const built = closeCombatCellOf(
      {
        system: 'grunt-factor',
        resolve: 'close-combat',
        rules: s.cell.rules,
        attacker: {
          grade: attacker.grade,
          weapon: attacker.troops[g].weapon,
          panicked: false,
          in_command_radius: true,
        },
        target: {
          grade: target.grade,
          ...(target.armour === undefined ? {} : { armour: target.armour }),
          position: 'level',
          prone: prone(s, j),
          behind_cover: covered,
          cover_material: covered ? target.coverMaterial : 'none',
        },
        friends,
      },
      { ...entry, damage: entry.damage },
    );
    cell = { ...built, attackers: count, figures: s.healthy[j] };
    s.attacks.set(key, cell);
  }
  return cell;
}

/** The morale checks an event calls for in squad j: `killed` of its `before` figures, the leader among them or not, `hits` from one squad. */
export function moraleCell(
  s: GfEngagementState,
  j: number,
  before: number,
  killed: number,
  leaderKilled: boolean,
  hits: number,
  friendAnnihilated: boolean,
): MoraleCheckCell {
  const unit = s.cell.units[j];
  const leaderCo = unit.leaderCo && (s.leaderAlive[j] === 1 || leaderKilled);
  const key = cellKey(
    2,
    j,
    before,
    killed,
    leaderKilled ? 1 : 0,
    hits > s.cell.rules['special-check-hits'] ? 1 : 0,
    friendAnnihilated ? 1 : 0,
    leaderCo ? 1 : 0,
    0,
    0,
  );
  let cell = s.morale.get(key);
  if (cell === undefined) {
    cell = moraleCheckCellOf({
      system: 'grunt-factor',
      resolve: 'morale-check',
      rules: s.cell.rules,
      squad: {
        grade: unit.grade,
        leader_co: leaderCo,
        in_command_radius: true,
        original_size: unit.figures,
        strength: before,
      },
      event: {
        killed,
        leader_killed: leaderKilled,
        friendly_squad_annihilated: friendAnnihilated,
        hits_from_one_squad: hits,
      },
    });
    s.morale.set(key, cell);
  }
  return cell;
}

/** The d20 faces of squad i's test to shake off panic now: leader's LD −4 under fire, else −2 (the enemy in LOS). */
export function recoveryFaces(s: GfEngagementState, i: number): number {
  const unit = s.cell.units[i];
  const key = `${i} ${s.leaderAlive[i]} ${s.underFire[i]}`;
  let faces = s.recovery.get(key);
  if (faces === undefined) {
    faces = panicRecoveryCellOf({
      system: 'grunt-factor',
      resolve: 'panic-recovery',
      rules: s.cell.rules,
      squad: { grade: unit.grade, leader_co: unit.leaderCo && s.leaderAlive[i] === 1, in_command_radius: true },
      situation: s.underFire[i] === 1 ? 'under-fire' : 'enemy-in-los',
      max_turns: 1,
    }).facesByTurn[0];
    s.recovery.set(key, faces);
  }
  return faces;
}

/** Squad i moving one action through the suppression area squad k fires on it (its leader's LD roll, the hits). */
export function suppressionCell(s: GfEngagementState, i: number, k: number): SuppressionAreaCell {
  const unit = s.cell.units[i];
  const key = `${i} ${k} ${s.groupHealthy.subarray(s.groupStart[k], s.groupStart[k + 1]).join('.')} ${s.leaderAlive[i]} ${s.panicked[i]}`;
  let cell = s.suppression.get(key);
  if (cell === undefined) {
    cell = suppressionAreaCellOf({
      system: 'grunt-factor',
      resolve: 'suppression-area',
      rules: s.cell.rules,
      suppressing: { ...suppressionPoints(s, k), modifiers: 0, against_hidden: false },
      figure: {
        grade: unit.grade,
        ...(unit.armour === undefined ? {} : { armour: unit.armour }),
        co: unit.leaderCo && s.leaderAlive[i] === 1,
        in_command_radius: true,
        panicked: s.panicked[i] === 1,
      },
      actions: 1,
      damage: 10,
    });
    s.suppression.set(key, cell);
  }
  return cell;
}

/** The strength of the suppression area squad k fires now, from its standing figures. */
export function suppressionStrengthOf(s: GfEngagementState, k: number): number {
  return suppressionStrength(
    { ...suppressionPoints(s, k), modifiers: 0, against_hidden: false },
    s.cell.rules['suppression-points'],
  );
}

function suppressionPoints(
  s: GfEngagementState,
  k: number,
): { troopers: number; lmg_hmg: number; mounted_hmg: number } {
  const unit = s.cell.units[k];
  const points = { troopers: 0, lmg_hmg: 0, mounted_hmg: 0 };
  unit.troops.forEach((t, g) => {
    const n = s.groupHealthy[s.groupStart[k] + g];
    if (t.weapon === 'lmg' || t.weapon === 'hmg') points.lmg_hmg += n;
    else if (t.weapon === 'mounted-hmg') points.mounted_hmg += n;
    else points.troopers += n;
  });
  return points;
}
