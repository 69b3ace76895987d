import { useEffect, useState } from 'react';
import type { ContentClient } from './content-client';
import type { StudioWords } from './studio-words';

/**
 * Whether a save goes to review (the "github" backend: nothing is live until an administrator
 * publishes it) or into the site's files at once (the local backend), from GET /changes's `review`
 * flag. Null until it is known, or when it could not be asked: the studio then says "Saved." words.
 */
export function useReview(client: ContentClient): boolean | null {
  const [review, setReview] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    let asking: Promise<unknown[] | null>;
    try {
      asking = client.changes();
    } catch {
      return;
    }
    asking.then(
      (changes) => current && setReview(changes !== null),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client]);
  return review;
}

/** What a save (or an undo) says once it went through, where the site does not follow it live itself. */
export function savedWords(words: StudioWords, review: boolean | null | undefined): string {
  return review ? words.savedForReview : words.saved;
}
