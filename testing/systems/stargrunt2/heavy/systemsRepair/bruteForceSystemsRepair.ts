/**
 * The SYSTEMS repair enumerated for the tests, apart from the evaluator: every sequence of D6 faces, one per possible
 * attempt (6^(activations × per) of them, so keep it small), played in order until a face reaches `successOn`.
 * Returns [restored, still_out, restored_on_activation 0 … activations + 1, attempts 0 … activations × per].
 */
export function bruteForceSystemsRepair(activations: number, per: number, successOn: number): number[] {
  const most = activations * per;
  const on = new Array<number>(activations + 2).fill(0);
  const spent = new Array<number>(most + 1).fill(0);
  let restored = 0;
  const sequences = 6 ** most;
  for (let s = 0; s < sequences; s++) {
    let rest = s;
    let success = 0;
    for (let n = 1; n <= most; n++) {
      const face = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
      if (success === 0 && face >= successOn) success = n;
    }
    const w = 1; // counted in sequences (integers, exact), divided at the end
    if (success > 0) {
      restored += w;
      on[Math.floor((success - 1) / per) + 1] += w;
      spent[success] += w;
    } else {
      on[activations + 1] += w;
      spent[most] += w;
    }
  }
  return [restored, sequences - restored, ...on, ...spent].map((n) => n / sequences);
}
