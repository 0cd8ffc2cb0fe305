/**
 * What a permalink carries: the scenario as written, the name it runs under (its title defaults to that name) and
 * the run's settings, so that opening the link gives the same results.
 */
export interface PermalinkState {
  file: string;
  text: string;
  method: 'auto' | 'exact' | 'monte-carlo';
  trials?: number;
  seed?: number;
}

/** The URL fragment of a state: JSON, deflated (the browser's CompressionStream, deflate-raw), in base64url. */
export async function encodePermalink(state: PermalinkState): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  const packed = await pipe(bytes, new CompressionStream('deflate-raw'));
  return `#s=${toBase64Url(packed)}`;
}

/** The state in a URL fragment written by encodePermalink; undefined for any other fragment or a damaged one. */
export async function decodePermalink(hash: string): Promise<PermalinkState | undefined> {
  const match = /^#s=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!match) return undefined;
  try {
    const bytes = await pipe(fromBase64Url(match[1]), new DecompressionStream('deflate-raw'));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<PermalinkState>;
    if (typeof value.file !== 'string' || typeof value.text !== 'string') return undefined;
    const method = value.method === 'exact' || value.method === 'monte-carlo' ? value.method : 'auto';
    return {
      file: value.file,
      text: value.text,
      method,
      ...(Number.isInteger(value.trials) ? { trials: value.trials } : {}),
      ...(Number.isInteger(value.seed) ? { seed: value.seed } : {}),
    };
  } catch {
    return undefined;
  }
}

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
