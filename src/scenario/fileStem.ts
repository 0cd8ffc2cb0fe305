/**
 * A file's name without its folders and its extension, as node:path's basename and extname give it on POSIX —
 * written out so that the loader runs in a browser too. A name that is only an extension (`.yaml`) is kept whole.
 * @example fileStem('scenarios/stargrunt2/fire.yaml') // 'fire'
 * @example fileStem('a/.yaml') // '.yaml'
 * @example fileStem('archive.tar.gz') // 'archive.tar'
 */
export function fileStem(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const name = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 && name !== '..' ? name.slice(0, dot) : name;
  return stem || name;
}
