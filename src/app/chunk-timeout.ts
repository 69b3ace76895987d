/** The spec's limit: a script chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Wraps a dynamic import so a slow or failed download becomes a ChunkLoadError the error page explains. */
export function withChunkTimeout<T>(load: () => Promise<T>, what: string, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading ${what} took longer than ${ms / 1000} s.`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(`Loading ${what} failed: ${error instanceof Error ? error.message : String(error)}`));
      },
    );
  });
}
