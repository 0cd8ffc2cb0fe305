/** 2.0 Basic Characters: the attributes of each troop type. */
interface TroopType {
  STR: number;
  INT: number;
  DEX: number;
  LDR: number;
  MOV: number;
}

/** 2.0 Basic Characters (Private, NCO, CO). */
export const TROOP_TYPES = {
  private: { STR: 12, INT: 10, DEX: 12, LDR: 8, MOV: 8 },
  nco: { STR: 14, INT: 12, DEX: 12, LDR: 12, MOV: 8 },
  co: { STR: 10, INT: 14, DEX: 12, LDR: 14, MOV: 8 },
} as const satisfies Record<string, TroopType>;

export type TroopTypeName = keyof typeof TROOP_TYPES;
export const TROOP_TYPE_NAMES = Object.keys(TROOP_TYPES) as TroopTypeName[];
