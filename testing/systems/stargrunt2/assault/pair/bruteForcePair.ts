/** Independent enumeration: rounds fought one by one over every face pair, to 60 rounds (tail < 1e-30). */
export function bruteForcePair(
  a1: number[],
  d1: number[],
  a: number[],
  d: number[],
): { attacker: number; rounds: number[] } {
  let attacker = 0;
  let alive = 1;
  const rounds = new Array(11).fill(0);
  for (let r = 1; r <= 60; r++) {
    const [as, am, ds, dm] = r === 1 ? [...a1, ...d1] : [...a, ...d];
    let win = 0;
    let tie = 0;
    for (let i = 1; i <= as; i++)
      for (let j = 1; j <= ds; j++) {
        if (i * am > j * dm) win++;
        else if (i * am === j * dm) tie++;
      }
    const n = as * ds;
    attacker += (alive * win) / n;
    rounds[Math.min(10, r)] += (alive * (n - tie)) / n;
    alive *= tie / n;
  }
  return { attacker, rounds };
}
