/** Soldier grades in kebab-case (Basic soldiers). */
export const GRADES = ['untrained', 'green', 'regular', 'veteran', 'elite'] as const;
export type Grade = (typeof GRADES)[number];

interface GradeProfile {
  cc: number;
  rc: number;
  ld: number;
  actions: number;
  strength: number;
  /** A: armour / stamina, used by the damage save. */
  armour: number;
}

/** Basic soldiers, row CO: the LD a CO adds to his grade's ("CO - - +1"), the default of rules.co-ld-bonus. */
export const CO_LD_BONUS = 1;

/** Basic soldiers (the profile table; MV 9 cm, S 2 for every grade). */
export const GRADE_PROFILES: Record<Grade, GradeProfile> = {
  untrained: { cc: 4, rc: 4, ld: 6, actions: 2, strength: 5, armour: 5 },
  green: { cc: 6, rc: 6, ld: 8, actions: 3, strength: 6, armour: 6 },
  regular: { cc: 7, rc: 7, ld: 9, actions: 3, strength: 7, armour: 7 },
  veteran: { cc: 8, rc: 8, ld: 10, actions: 3, strength: 8, armour: 8 },
  elite: { cc: 10, rc: 10, ld: 13, actions: 4, strength: 8, armour: 9 },
};

/**
 * The LD a squad's roll starts from, before the CO's bonus and halving: the number given (`ld: 14`), else its
 * grade's. The normalizers check that exactly one of the two is given.
 * @example givenOrGradeLd({ ld: 14 }) // 14
 * @example givenOrGradeLd({ grade: 'elite' }) // 13
 */
export function givenOrGradeLd(squad: { grade?: Grade; ld?: number }): number {
  if (squad.ld !== undefined) return squad.ld;
  if (squad.grade === undefined) throw new Error('a squad with neither grade nor ld reached givenOrGradeLd');
  return GRADE_PROFILES[squad.grade].ld;
}

/**
 * A figure's A (armour/stamina): the number given, else its grade's. With `ld` instead of a grade the normalizers
 * ask for `armour` too.
 * @example givenOrGradeArmour({ grade: 'veteran' }) // 8
 */
export function givenOrGradeArmour(figure: { grade?: Grade; armour?: number }): number {
  if (figure.armour !== undefined) return figure.armour;
  if (figure.grade === undefined) throw new Error('a figure with neither grade nor armour reached givenOrGradeArmour');
  return GRADE_PROFILES[figure.grade].armour;
}

/**
 * A soldier's LD: the one given, else the grade's, + the CO's bonus (Basic soldiers, row CO: +1; rules.co-ld-bonus).
 * @example soldierLd({ grade: 'regular', co: true }, 1) // 10
 */
export function soldierLd(soldier: { grade: Grade; co: boolean; ld?: number }, coBonus: number): number {
  return soldier.ld ?? GRADE_PROFILES[soldier.grade].ld + (soldier.co ? coBonus : 0);
}
