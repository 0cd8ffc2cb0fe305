import type { PlanRule } from '../../engagement/PlanRule.js';
import type { Grade } from '../data/grades.js';
import type { GfEngagementRules } from './schema.js';

/** One squad of a Grunt Factor engagement as plain data: every name already looked up. */
export interface GfSquad {
  /** Its place: side a's squads a1, a2 …, side b's b1 … (the names of its distributions). */
  id: string;
  name: string;
  /** 0 side a, 1 side b. */
  side: number;
  grade: Grade;
  /** Figures, and its weapon groups (the squad leader is the first figure of the first group). */
  figures: number;
  troops: Array<{ count: number; weapon: string }>;
  leaderCo: boolean;
  /** AC: actions of each figure in an activation (the squad's actions: its figures act together). */
  actions: number;
  armour?: number;
  /** Its figures under a Small / Large Explosion Template, where the other side fires template weapons. */
  underTemplate?: { small?: number; large?: number };
  cover: 'none' | '25-50' | '50-75' | 'over-75';
  coverMaterial: 'none' | 'soft' | 'hard';
  plan: PlanRule[];
}

/** One normalized Grunt Factor engagement cell. */
export interface GfEngagementCell {
  turns: number;
  /** cm between the sides at the start. */
  range: number;
  sides: Array<{ name: string }>;
  /** Side a's squads first. */
  units: GfSquad[];
  /** Every rule variant, as the single resolutions' normalizers take them. */
  rules: GfEngagementRules;
  note?: string;
}
