import { mkdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { ReportedError } from '../core/ReportedError.js';
import { houseMessages } from './messages.js';

/**
 * gruntlab's folder in the user's config ($XDG_CONFIG_HOME/gruntlab, else ~/.config/gruntlab): where `gruntlab trust`
 * keeps the module graphs the user allowed. A relative XDG path is ignored, as the XDG spec asks.
 * @example configFolder() // '…/gruntlab', e.g. /home/ann/.config/gruntlab
 */
export function configFolder(): string {
  return join(xdgBase('XDG_CONFIG_HOME', '.config'), 'gruntlab');
}

/**
 * gruntlab's folder in the user's cache ($XDG_CACHE_HOME/gruntlab, else ~/.cache/gruntlab): compiled modules.
 * @example cacheFolder() // '…/gruntlab', e.g. /home/ann/.cache/gruntlab
 */
export function cacheFolder(): string {
  return join(xdgBase('XDG_CACHE_HOME', '.cache'), 'gruntlab');
}

function xdgBase(variable: string, fallback: string): string {
  const set = process.env[variable];
  return set !== undefined && isAbsolute(set) ? set : join(homedir(), fallback);
}

/**
 * Creates `folder` (0700) if it is missing and checks that it is private: a folder of this user's that no one else
 * may write. One that another user owns, or that group or others may write, is refused (someone else could plant or
 * swap the code gruntlab imports from it, or the list of what the user trusts).
 * @example privateFolder(cacheFolder()) // the folder, made if missing; a ReportedError if another user owns it
 */
export function privateFolder(folder: string): string {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  checkPrivate(folder, 'folder');
  return folder;
}

/**
 * Checks that an existing file or folder belongs to this user and that group and others cannot write it.
 * @example checkPrivate(join(configFolder(), 'trusted.json'), 'file') // nothing, or a ReportedError naming the file
 */
export function checkPrivate(path: string, what: 'folder' | 'file'): void {
  const stat = statSync(path);
  if (what === 'folder' && !stat.isDirectory()) throw new ReportedError(houseMessages.notAFolder(path));
  // Windows has no owner ids or mode bits to read here (its ACLs decide): only POSIX systems are checked.
  if (process.platform === 'win32') return;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new ReportedError(houseMessages.foreignOwner(what, path, stat.uid, uid));
  }
  if ((stat.mode & 0o022) !== 0) throw new ReportedError(houseMessages.writableByOthers(what, path, stat.mode & 0o777));
}
