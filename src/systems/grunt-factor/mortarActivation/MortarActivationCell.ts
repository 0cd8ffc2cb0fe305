/** One normalized mortar-activation cell: the FO's LD faces, his attempts and the mortars he handles. */
export interface MortarActivationCell {
  ldFaces: number;
  /** LD checks the FO can make: three, or fewer if his grade has fewer actions. */
  attempts: number;
  mortars: number;
  /** Firing actions of each mortar after a success in the first, second, third action (rules.firing-actions; the book's 3, 2, 1). */
  firingBySuccess: number[];
}
