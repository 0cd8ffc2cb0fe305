/** One normalized `anti-armor` cell: what destroying the cover does to each unit behind it, known without a roll. */
export interface AntiArmorCell {
  /** Units behind the cover. */
  units: number;
  /** Units hurt (every unit, unless "hurt" does no harm) and units that die of it. */
  hurt: number;
  dead: number;
}
