import { MAX_BODY_BYTES, MAX_CHANGE_BODY_BYTES, MAX_IMAGES_PER_CHANGE } from '../content/change-limits';

/** A change as the studio submits it (POST /changes): its files and summary, and the new pictures it carries. */
export interface ChangeToSend {
  images?: readonly unknown[];
}

/** The body to send, or why the change is not sent: the API would refuse it, and near the top the host would first. */
export type ChangeFit =
  | { fits: true; body: string }
  | { fits: false; problem: 'too-many-pictures'; pictures: number }
  | { fits: false; problem: 'too-large'; bytes: number };

const encoder = new TextEncoder();

/**
 * Measures the change the studio would send against the API's limits (src/content/change-limits.ts),
 * counted as the API counts them, so nothing it would refuse is sent. Shrinking the pictures further
 * would not help: each is already held to MAX_PICTURE_BYTES when it is chosen, and the limits admit
 * MAX_IMAGES_PER_CHANGE such pictures beside the most text a change may have; only more pictures or
 * more text pass them. Nor is the change split: a picture travels with the file that shows it (one
 * commit, one pull request), and a file sent apart from its picture would be refused as naming a
 * picture that is not there (decision 025, "Request limits").
 */
export function measureChange(change: ChangeToSend): ChangeFit {
  const pictures = change.images ?? [];
  if (pictures.length > MAX_IMAGES_PER_CHANGE) return { fits: false, problem: 'too-many-pictures', pictures: pictures.length };
  const body = JSON.stringify(change);
  const bytes = encoder.encode(body).length;
  // As the API counts them: the pictures' list in characters (all ASCII: addresses and base64).
  const picturesBytes = change.images ? JSON.stringify(change.images).length : 0;
  if (bytes > MAX_CHANGE_BODY_BYTES || bytes - picturesBytes > MAX_BODY_BYTES) return { fits: false, problem: 'too-large', bytes };
  return { fits: true, body };
}
