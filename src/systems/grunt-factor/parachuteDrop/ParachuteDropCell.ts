/** One normalized parachute-drop cell: the d20 faces at or under each soldier's LD. */
export interface ParachuteDropCell {
  /** d20 faces that land the soldier within 6 cm of the drop point, one entry per soldier. */
  ldFaces: number[];
}
