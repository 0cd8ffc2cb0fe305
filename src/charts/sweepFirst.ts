import type { ResultsDocument } from '../results/ResultsDocument.js';

/**
 * The document with `path` as its first swept parameter — the one charts put on the x-axis (`run --x PATH`); the
 * others keep their order (facets, colours). Cells are keyed by path, so nothing else changes.
 * @example sweepFirst(doc, 'target.cover').sweep[0].path // 'target.cover'
 */
export function sweepFirst(doc: ResultsDocument, path: string): ResultsDocument {
  const chosen = doc.sweep.find((a) => a.path === path);
  if (!chosen) return doc;
  return { ...doc, sweep: [chosen, ...doc.sweep.filter((a) => a !== chosen)] };
}
