import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ReportedError } from '../core/ReportedError.js';
import { houseMessages } from './messages.js';
import { checkPrivate, configFolder, privateFolder } from './userFolders.js';

/** One module graph the user allowed with `gruntlab trust`: by its hash; the module and files are for the list. */
interface TrustedGraph {
  sha256: string;
  /** The module's absolute path when it was allowed. */
  module: string;
  files: string[];
  /** When it was allowed (ISO 8601). */
  allowed: string;
}

/** The user's list of allowed module graphs: trusted.json in gruntlab's config folder (0600 in a 0700 folder). */
export function trustFile(): string {
  return join(configFolder(), 'trusted.json');
}

/**
 * Every graph the user allowed. No list yet is none; a list (or its folder) that is not private is refused, since
 * whoever can write it decides what code runs as this user.
 * @example trustedGraphs() // e.g. [{ sha256: '3f…', module: '/home/ann/lucky-shot.ts', files: ['lucky-shot.ts'], … }]
 */
export function trustedGraphs(): TrustedGraph[] {
  const file = trustFile();
  if (!existsSync(configFolder())) return [];
  checkPrivate(configFolder(), 'folder');
  if (!existsSync(file)) return [];
  checkPrivate(file, 'file');
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as { trusted?: unknown };
    if (!Array.isArray(list.trusted) || !list.trusted.every(isTrustedGraph)) throw new Error('no "trusted" list');
    return list.trusted;
  } catch (error) {
    throw new ReportedError(houseMessages.badTrustFile(file, error instanceof Error ? error.message : String(error)));
  }
}

/** Whether the user allowed the graph with this hash. */
export function isTrusted(sha256: string): boolean {
  return trustedGraphs().some((g) => g.sha256 === sha256);
}

/** Adds a graph to the user's list (once: allowing it again refreshes its entry). */
export function addTrusted(graph: TrustedGraph): void {
  writeTrusted([...trustedGraphs().filter((g) => g.sha256 !== graph.sha256), graph]);
}

/** Removes the graphs `matches` picks from the user's list and returns them. */
export function removeTrusted(matches: (graph: TrustedGraph) => boolean): TrustedGraph[] {
  const all = trustedGraphs();
  const removed = all.filter(matches);
  if (removed.length > 0) writeTrusted(all.filter((g) => !matches(g)));
  return removed;
}

function writeTrusted(graphs: TrustedGraph[]): void {
  const file = join(privateFolder(configFolder()), 'trusted.json');
  const staging = `${file}.${process.pid}.tmp`;
  rmSync(staging, { force: true });
  writeFileSync(staging, `${JSON.stringify({ trusted: graphs }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(staging, file);
}

function isTrustedGraph(value: unknown): value is TrustedGraph {
  const g = value as Partial<TrustedGraph> | null;
  const strings = typeof g?.sha256 === 'string' && typeof g.module === 'string' && typeof g.allowed === 'string';
  return strings && Array.isArray(g?.files);
}
