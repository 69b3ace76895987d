import { useEffect, useState } from 'react';
import { browserConnection, onceSettledOnline, SETTLE_MS, type Connection } from './connection';

/**
 * Whether a failed send never left the device, as far as a page can tell. `fetch` (and `import()` of
 * the SDK) reject with a TypeError when no answer came at all; only while the browser is offline does
 * that mean the request could not go out (online, it may be a refused connection, or a reset after the
 * message was sent). A timeout is an Error of its own, never a TypeError: that message may have arrived.
 */
export function neverLeftDevice(error: unknown, connection: Connection): boolean {
  return error instanceof TypeError && !connection.online();
}

/**
 * The message never left this device: the browser was offline at the press, or the request failed
 * without an answer while offline. Sending it again later cannot make a duplicate.
 */
export class OfflineError extends Error {
  override name = 'OfflineError';
}

/**
 * Sends unless the browser is offline. Rejects with an OfflineError when the message never left the
 * device (the form sends it by itself once the connection returns), otherwise with the send's own
 * error: an answer other than OK, or no answer within the limit, may have reached the service and is
 * never repeated by itself.
 */
export async function sendUnlessOffline<T>(send: () => Promise<T>, connection: Connection = browserConnection): Promise<T> {
  if (!connection.online()) throw new OfflineError('The browser is offline: nothing was sent');
  try {
    return await send();
  } catch (error) {
    if (neverLeftDevice(error, connection)) throw new OfflineError('The send failed without an answer while offline', { cause: error });
    throw error;
  }
}

/**
 * At most one send waiting for the connection: a new wait or a press replaces it, so it runs once. It
 * goes once the connection has settled (see `onceSettledOnline`).
 */
export function createWaitingSend(connection: Connection = browserConnection, settleMs = SETTLE_MS) {
  let cancelWait: (() => void) | undefined;
  const cancel = () => {
    cancelWait?.();
    cancelWait = undefined;
  };
  return {
    wait(send: () => void) {
      cancel();
      cancelWait = onceSettledOnline(
        () => {
          cancelWait = undefined;
          send();
        },
        connection,
        settleMs,
      );
    },
    cancel,
    waiting: () => cancelWait !== undefined,
  };
}

/** A form's waiting send, dropped with the form. */
export function useWaitingSend() {
  const [waiting] = useState(() => createWaitingSend());
  useEffect(() => waiting.cancel, [waiting]);
  return waiting;
}
