import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, type Connection } from './connection';
import { createWaitingSend, neverLeftDevice, OfflineError, sendUnlessOffline } from './offline-send';

// The e-mail SDK, as a stand-in whose send each test decides (the real one is driven end to end).
const sdk = vi.hoisted(() => ({ send: vi.fn<() => Promise<{ status: number; text: string }>>() }));
vi.mock('@emailjs/browser', () => ({ init: () => undefined, send: sdk.send }));
const { keptOnceLoaded, sendEmail, SendTimeoutError } = await import('./send-email');

/** A connection whose state and `online` events the test controls. */
function fakeConnection(online: boolean) {
  const listeners = new Set<() => void>();
  const offlineListeners = new Set<() => void>();
  const once = (set: Set<() => void>, listener: () => void) => {
    const call = () => {
      set.delete(call);
      listener();
    };
    set.add(call);
    return () => void set.delete(call);
  };
  const connection: Connection & { online(): boolean; goOnline(): void; goOffline(): void; listeners: Set<() => void> } = {
    online: () => online,
    onceOnline: (listener) => once(listeners, listener),
    onceOffline: (listener) => once(offlineListeners, listener),
    goOnline() {
      online = true;
      for (const listener of [...listeners]) listener();
    },
    goOffline() {
      online = false;
      for (const listener of [...offlineListeners]) listener();
    },
    listeners,
  };
  return connection;
}

const ids = { serviceId: 'service', templateId: 'template', careersTemplateId: 'careers', publicKey: 'key', origin: 'http://127.0.0.1:1' };
const networkError = () => new TypeError('Failed to fetch');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sdk.send.mockReset();
});

describe('neverLeftDevice', () => {
  it('is a fetch that got no answer while the browser is offline', () => {
    expect(neverLeftDevice(networkError(), fakeConnection(false))).toBe(true);
  });
  it('is not a fetch that got no answer while online (a refused connection or a reset may follow a send)', () => {
    expect(neverLeftDevice(networkError(), fakeConnection(true))).toBe(false);
  });
  it('is never a timeout, even offline: that message left and may have arrived', () => {
    expect(neverLeftDevice(new SendTimeoutError('No answer'), fakeConnection(false))).toBe(false);
  });
  it('is never an answer from the service', () => {
    expect(neverLeftDevice({ status: 400, text: 'Bad request' }, fakeConnection(false))).toBe(false);
  });
});

describe('sendUnlessOffline', () => {
  it('sends nothing while the browser is offline at the press', async () => {
    const send = vi.fn(async () => 'OK');
    await expect(sendUnlessOffline(send, fakeConnection(false))).rejects.toBeInstanceOf(OfflineError);
    expect(send).not.toHaveBeenCalled();
  });
  it('gives what the send gives when it succeeds', async () => {
    await expect(sendUnlessOffline(async () => 'OK', fakeConnection(true))).resolves.toBe('OK');
  });
  it('turns a request that could not leave (the connection dropped at the press) into an OfflineError', async () => {
    const connection = fakeConnection(true);
    const error = networkError();
    const failure = sendUnlessOffline(async () => {
      connection.goOffline();
      throw error;
    }, connection);
    await expect(failure).rejects.toBeInstanceOf(OfflineError);
    await expect(failure).rejects.toMatchObject({ cause: error });
  });
  it('keeps a network error while online as it is (the spec’s failure message)', async () => {
    const error = networkError();
    await expect(sendUnlessOffline(() => Promise.reject(error), fakeConnection(true))).rejects.toBe(error);
  });
  it('keeps a timed-out send as a timeout even when the browser went offline meanwhile', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { localStorage: {} });
    sdk.send.mockReturnValue(new Promise(() => undefined));
    const connection = fakeConnection(true);
    const failure = sendUnlessOffline(() => sendEmail(ids, 'templateId', {}, 20_000), connection);
    failure.catch(() => undefined);
    connection.goOffline();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(failure).rejects.toBeInstanceOf(SendTimeoutError);
  });
  it('turns the SDK’s own network error while offline into an OfflineError', async () => {
    vi.stubGlobal('window', { localStorage: {} });
    const connection = fakeConnection(true);
    sdk.send.mockImplementation(async () => {
      connection.goOffline();
      throw networkError();
    });
    await expect(sendUnlessOffline(() => sendEmail(ids, 'templateId', {}), connection)).rejects.toBeInstanceOf(OfflineError);
  });
});

/** A waiting send on a connection that starts offline, with the test's own clock. */
function offlineWaiting() {
  vi.useFakeTimers();
  const connection = fakeConnection(false);
  return { connection, waiting: createWaitingSend(connection) };
}

describe('createWaitingSend', () => {
  it('sends once when the connection has settled, however often it returns', () => {
    const { connection, waiting } = offlineWaiting();
    const send = vi.fn();
    waiting.wait(send);
    expect(waiting.waiting()).toBe(true);
    connection.goOnline();
    connection.goOnline();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    expect(waiting.waiting()).toBe(true);
    vi.advanceTimersByTime(1);
    connection.goOnline();
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
    expect(waiting.waiting()).toBe(false);
  });
  it('waits on when the connection drops again before it settled', () => {
    const { connection, waiting } = offlineWaiting();
    const send = vi.fn();
    waiting.wait(send);
    connection.goOnline();
    connection.goOffline();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(send).not.toHaveBeenCalled();
    expect(waiting.waiting()).toBe(true);
    connection.goOnline();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('starts the wait again when the connection drops and returns within the second', () => {
    const { connection, waiting } = offlineWaiting();
    const send = vi.fn();
    waiting.wait(send);
    connection.goOnline();
    vi.advanceTimersByTime(300);
    connection.goOffline();
    vi.advanceTimersByTime(600);
    connection.goOnline();
    // One second after the first return, but only 0.1 s after the second: not yet.
    vi.advanceTimersByTime(100);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_MS - 100);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('keeps only the latest wait: a second press while one waits replaces it', () => {
    const { connection, waiting } = offlineWaiting();
    const first = vi.fn();
    const second = vi.fn();
    waiting.wait(first);
    waiting.wait(second);
    connection.goOnline();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(connection.listeners.size).toBe(0);
  });
  it('sends nothing once cancelled, before the connection returns or while it settles', () => {
    const { connection, waiting } = offlineWaiting();
    const send = vi.fn();
    waiting.wait(send);
    waiting.cancel();
    connection.goOnline();
    expect(connection.listeners.size).toBe(0);
    connection.goOffline();
    waiting.wait(send);
    connection.goOnline();
    waiting.cancel();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(send).not.toHaveBeenCalled();
    expect(waiting.waiting()).toBe(false);
  });
});

describe('keptOnceLoaded (the SDK preloaded with the form’s code)', () => {
  it('loads once and keeps it', async () => {
    const load = vi.fn(async () => 'sdk');
    const sdkOnce = keptOnceLoaded(load);
    await expect(sdkOnce()).resolves.toBe('sdk');
    await expect(sdkOnce()).resolves.toBe('sdk');
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('tries again at the next call after a failed load (a preload while offline)', async () => {
    const load = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('sdk');
    const sdkOnce = keptOnceLoaded(load as () => Promise<string>);
    await expect(sdkOnce()).rejects.toBeInstanceOf(TypeError);
    await expect(sdkOnce()).resolves.toBe('sdk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
