/** One normalized jump or climb cell: per step (one jump, or one climbing action) the fall chance and its damage saves. */
export interface FallCell {
  mode: 'jump' | 'climb';
  steps: Array<{ fallFaces: number; saveFaces: number; saveRolls: number; height: number }>;
  note?: string;
}
