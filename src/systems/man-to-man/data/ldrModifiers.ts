/** 5.0 Morale, Modifiers to LDR. */
const LDR_MODIFIERS = {
  /** CO or political officer within 6" of unit. */
  officerWithin6: 2,
  /** Unit in cover. */
  inCover: 2,
  /** Unit supported by AFV within 12". */
  afvWithin12: 2,
  /** Elite troops. */
  elite: 4,
  /** For each casualty unit has suffered. */
  perCasualty: -2,
  /** Unit under air, flame or rocket attack. */
  airFlameRocketAttack: -4,
  /** Green troops or lesser trained troops. */
  green: -4,
} as const;

/** The 5.0 modifiers as a parameter table (rules.modifiers of morale-check). */
export const LDR_MODIFIER_ENTRIES = {
  'officer-within-6': {
    value: LDR_MODIFIERS.officerWithin6,
    what: 'added to LDR with a CO or political officer within 6"',
    from: 'CO or political officer within 6" of unit +2',
  },
  'in-cover': { value: LDR_MODIFIERS.inCover, what: 'added to LDR for a unit in cover', from: 'Unit in cover +2' },
  'afv-within-12': {
    value: LDR_MODIFIERS.afvWithin12,
    what: 'added to LDR for a unit supported by an AFV within 12"',
    from: 'Unit supported by AFV within 12" +2',
  },
  elite: { value: LDR_MODIFIERS.elite, what: 'added to LDR for elite troops', from: 'Elite troops +4' },
  'per-casualty': {
    value: LDR_MODIFIERS.perCasualty,
    what: 'added to LDR for each casualty the unit has suffered',
    from: 'For each casualty unit has suffered -2',
  },
  'air-flame-rocket-attack': {
    value: LDR_MODIFIERS.airFlameRocketAttack,
    what: 'added to LDR for a unit under air, flame or rocket attack',
    from: 'Unit under air, flame or rocket attack -4',
  },
  green: {
    value: LDR_MODIFIERS.green,
    what: 'added to LDR for green or lesser trained troops',
    from: 'Green troops or lesser trained troops -4',
  },
} as const;

/** The modifiers to LDR by their parameter names (rules.modifiers). */
export type LdrModifierTable = Record<keyof typeof LDR_MODIFIER_ENTRIES, number>;
