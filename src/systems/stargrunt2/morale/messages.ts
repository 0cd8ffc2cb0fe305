import type { NameKind } from '../../../core/lookUpName.js';

/** Every designer-facing message of the Stargrunt II morale and command resolutions, in one place. */
export const moraleMessages = {
  aboveFatigueCeiling: (level: string, fatigue: string, ceiling: string) =>
    `a ${fatigue} unit cannot be at ${level}: fatigue keeps it at ${ceiling} or lower`,
  noTest: (motivation: string) =>
    `no test: every circumstance given is "No Test Required" at ${motivation} mission motivation`,
  noCircumstance:
    'no circumstance given: list at least one from the threat level table, or give untreated_casualties or a threat_level',
  threatLevel: (lv: number, threat: number) => `test: exceed ${lv + threat} (LV ${lv} + threat level ${threat})`,
  reactionNeedsOne:
    "give exactly one of circumstance (from the reaction threat table) or threat_level (an umpire's own test)",
  closeAssaultNotAllowed: (level: string) => `a unit at ${level} may not attempt a close assault`,
  shakenLeaveCoverNotShaken: (level: string) =>
    `shaken-leave-cover is the test of a SHAKEN (or worse) unit; this unit is at ${level} and leaves cover freely`,
  rallyAtCeiling: (level: string) =>
    `the unit is already at ${level}, as high as it may rally: a rally cannot raise it`,
  communicationAutomatic: 'in direct contact: no communication roll is needed',
  jamming: (die: number, counterDie: number, automatic: boolean) =>
    automatic
      ? 'units in direct contact cannot be jammed (only battlefield comms can)'
      : `the enemy's D${die} jams the call by exceeding the roll` +
        (counterDie > 0 ? `, unless the sender side's D${counterDie} rolls higher` : ''),
  ewCounterNeedsJamming:
    "sender.ew foils an enemy EW unit's jamming (ELECTRONIC WARFARE iv): give jamming, the enemy's EW unit, or remove sender.ew",
  panicNotNeeded: (quality: string, trigger: string) => `${quality} units do not test for panic on ${trigger}`,
  leaderBeyondFigures: (leader: number, figures: number) =>
    `the leader is figure ${leader}, but the unit has ${figures} figures`,
  treatmentBandsCross: (deadUpTo: number, backFrom: number) =>
    `back-in-action-from (${backFrom}) must be above too-far-gone-up-to (${deadUpTo}): a treatment score cannot both kill and cure`,
  newLeaderBandsCross: (worseUpTo: number, betterFrom: number) =>
    `better-from (${betterFrom}) must be above worse-up-to (${worseUpTo}): a new leader's D6 cannot make him both worse and better`,
  suitIgnoresTreatment:
    'power-armour casualties roll the suit roll at once, not the Reorganise treatment: treatment is ignored',
  lastStandConfidence: (level: string) =>
    `a unit at ${level} may not attempt the Last Stand: its confidence must be no lower than shaken`,
  lastStandCover:
    'a Last Stand needs the unit in cover (soft or hard) and/or In Position: give cover or in_position: true',
  lastStandFriends: (count: number) =>
    `a Last Stand needs no other friendly unit within 12"; ${count} ${count === 1 ? 'is' : 'are'} given`,
  lastStandEnemies: (count: number, least: number) =>
    `a Last Stand needs at least ${least} enemy units in line of sight (not Broken, Routed or retreating); ${count} given`,
  lastStandNote: (holdsOn: number, surrenders: boolean) =>
    `a D6: ${holdsOn === 6 ? '6' : `${holdsOn}+`} holds; otherwise the unit ${surrenders ? 'surrenders to the enemy within 12"' : 'flees and is removed'}`,
  casevacAlreadyCalled: 'no call given: the Casevac is already on its way (no communication roll)',
  noCircumstanceFigure: 'no circumstance given: list at least one from the threat level table, or give a threat_level',
  supportWeaponsBeyondFigures: (weapons: number, figures: number) =>
    `${weapons} support weapons, but a unit of ${figures} has only ${figures - 1} figures besides its leader`,
};

/** How lookUpName words the morale names a designer can misspell ("unknown confidence level …" and what to give). */
export const moraleNames = {
  confidence: { kind: 'confidence level', expected: 'a confidence level or its abbreviation' },
  confidenceCircumstance: {
    kind: 'circumstance',
    expected: 'a circumstance of the threat level table for confidence tests',
  },
  reactionCircumstance: {
    kind: 'circumstance',
    expected: 'a circumstance of the threat level table for reaction tests',
  },
} satisfies Record<string, NameKind>;
