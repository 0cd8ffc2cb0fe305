/**
 * THREAT LEVEL TABLE FOR CONFIDENCE TESTS (chapter 8), by MISSION MOTIVATION (low, medium, high).
 * `basic` rows are basic threat levels ("use just the HIGHEST one of these that applies"), `plus` rows
 * are cumulative ("ADDED to the basic threat level"); `null` is NTR (No Test Required).
 * `perCasualty` marks the row counted once per untreated casualty.
 */
export interface ThreatRow {
  kind: 'basic' | 'plus';
  levels: { low: number | null; medium: number | null; high: number | null };
}

export type Motivation = 'low' | 'medium' | 'high';

export const MOTIVATIONS: readonly Motivation[] = ['low', 'medium', 'high'];

export const CONFIDENCE_THREATS: Record<string, ThreatRow> = {
  // FIRST time unit is SUPPRESSED by fire	2	1	NTR*
  'first-suppressed': { kind: 'basic', levels: { low: 2, medium: 1, high: null } },
  // Unit takes casualties from fire	2	1	NTR
  casualties: { kind: 'basic', levels: { low: 2, medium: 1, high: null } },
  // Unit takes MORE casualties in one attack than it has surviving members afterwards	4	3	1
  'more-casualties-than-survivors': { kind: 'basic', levels: { low: 4, medium: 3, high: 1 } },
  // Unit Leader becomes casualty	4	3	2
  'leader-casualty': { kind: 'basic', levels: { low: 4, medium: 3, high: 2 } },
  // Unit is under Artillery or Aerospace attack	+2	+1	+0
  'artillery-or-aerospace-attack': { kind: 'plus', levels: { low: 2, medium: 1, high: 0 } },
  // Unit is forced to ABANDON WOUNDED**	+3	+2	+1
  'abandon-wounded': { kind: 'plus', levels: { low: 3, medium: 2, high: 1 } },
};

/** For each currently UNTREATED CASUALTY in unit	+1	+0	NTR — counted by `untreated_casualties`. */
export const UNTREATED_CASUALTY_THREAT: ThreatRow = { kind: 'plus', levels: { low: 1, medium: 0, high: null } };
