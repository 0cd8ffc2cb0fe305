import { ReportedError } from '../../core/ReportedError.js';
import type { CompiledFile } from './ModuleRef.js';
import { customMessages } from './messages.js';

/**
 * The URL to import a compiled module by, given only when its folder and file are still private (this user's own,
 * writable by no one else) and its bytes still hash to what was compiled (`compiled.sha256`); otherwise a
 * ReportedError, and nothing of the file runs. Import it at once: between this check and the import only this user
 * (or root) could change the file, as no one else may write to a private folder or file. (A data: URL of the
 * checked bytes would close even that gap, but Node 20 does not source-map data: modules, and a designer's errors
 * must name their own lines.) Node's modules come through process.getBuiltinModule, not imports, because the
 * playground's chunk worker bundles this code for the browser, where it never runs (the playground refuses modules).
 * @example await import(verifiedModuleUrl({ file: '/home/ann/.cache/gruntlab/modules/ab….mjs', sha256: 'ab…' }))
 */
export function verifiedModuleUrl(compiled: CompiledFile): string {
  const fs = process.getBuiltinModule('node:fs');
  const folder = process.getBuiltinModule('node:path').dirname(compiled.file);
  const uid = process.getuid?.();
  // (Windows has no owner ids or mode bits to read here: its ACLs decide, and only the hash is checked.)
  const isPrivate = (stat: { uid: number; mode: number }) =>
    process.platform === 'win32' || ((uid === undefined || stat.uid === uid) && (stat.mode & 0o022) === 0);
  if (!isPrivate(fs.statSync(folder))) throw new ReportedError(customMessages.folderNotPrivate(folder));
  const fd = fs.openSync(compiled.file, 'r');
  let bytes: Buffer;
  try {
    if (!isPrivate(fs.fstatSync(fd))) throw new ReportedError(customMessages.compiledChanged(compiled.file));
    bytes = fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  const sha256 = process.getBuiltinModule('node:crypto').createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== compiled.sha256) throw new ReportedError(customMessages.compiledChanged(compiled.file));
  return process.getBuiltinModule('node:url').pathToFileURL(compiled.file).href;
}
