import { distance } from 'fastest-levenshtein';

/**
 * The known names closest to what was written, best first: near misspellings (Levenshtein distance,
 * ignoring case), then names that start with it, then names that contain it.
 *
 * @example
 * closestNames('gauss', ['rifle', 'gauss-machine-gun', 'gauss-rifle', 'gauss-rifle-gl']);
 * // → ['gauss-rifle', 'gauss-rifle-gl', 'gauss-machine-gun']
 */
export function closestNames(name: string, candidates: readonly string[], max = 3): string[] {
  const wanted = name.trim().toLowerCase();
  if (wanted === '' || max <= 0) return [];
  const limit =
    wanted.length <= 2 ? 1 : wanted.length <= 5 ? 2 : wanted.length <= 8 ? 3 : Math.floor(wanted.length * 0.35);
  const scored: Array<{ name: string; group: number; score: number; index: number }> = [];
  [...new Set(candidates)].forEach((candidate, index) => {
    const c = candidate.toLowerCase();
    const d = distance(wanted, c);
    if (d <= limit && d < Math.max(c.length, wanted.length))
      scored.push({ name: candidate, group: 0, score: d, index });
    else if (wanted.length >= 2 && c.startsWith(wanted))
      scored.push({ name: candidate, group: 1, score: c.length, index });
    else if (wanted.length >= 3 && c.includes(wanted))
      scored.push({ name: candidate, group: 2, score: c.length, index });
    else if (c.length >= 3 && wanted.includes(c)) scored.push({ name: candidate, group: 3, score: -c.length, index });
  });
  scored.sort((a, b) => a.group - b.group || a.score - b.score || a.index - b.index);
  return scored.slice(0, max).map((s) => s.name);
}
