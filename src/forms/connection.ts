/** The browser's view of its connection; tests pass their own. */
export interface Connection {
  online(): boolean;
  /** Calls `listener` at the next `online` event only; returns what cancels it. */
  onceOnline(listener: () => void): () => void;
  /** Calls `listener` at the next `offline` event only; returns what cancels it. */
  onceOffline(listener: () => void): () => void;
}

export const browserConnection: Connection = {
  online: () => navigator.onLine !== false,
  onceOnline(listener) {
    window.addEventListener('online', listener, { once: true });
    return () => window.removeEventListener('online', listener);
  },
  onceOffline(listener) {
    window.addEventListener('offline', listener, { once: true });
    return () => window.removeEventListener('offline', listener);
  },
};

/**
 * How long the connection must stay up after `online` before anything is fetched or sent by itself.
 * The event comes when the device has a link, which is not yet a route: a phone that just found a
 * signal often fails its first request, and a failure then would be an error where she was promised
 * a send, or a second "connection lost".
 */
export const SETTLE_MS = 1000;

/**
 * Calls `listener` once, when the connection has come back and stayed for `settleMs`: an `offline`
 * meanwhile starts the wait again, from the next return. Returns what cancels the wait.
 */
export function onceSettledOnline(listener: () => void, connection: Connection = browserConnection, settleMs = SETTLE_MS): () => void {
  let cancel = () => {};
  const waitForOnline = () => {
    cancel = connection.onceOnline(() => {
      const stopOffline = connection.onceOffline(() => {
        clearTimeout(settled);
        waitForOnline();
      });
      const settled = setTimeout(() => {
        stopOffline();
        cancel = () => {};
        if (connection.online()) listener();
        else waitForOnline();
      }, settleMs);
      cancel = () => {
        clearTimeout(settled);
        stopOffline();
      };
    });
  };
  waitForOnline();
  return () => cancel();
}
