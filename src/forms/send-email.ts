import type { SiteFile } from '../generated/site-types';

/** A send that has not answered after this long counts as failed, so the visitor is never left waiting. */
export const SEND_TIMEOUT_MS = 20_000;

type EmailIds = SiteFile['integrations']['emailjs'];

/**
 * Loads the SDK. It looks at `localStorage` as it loads (only for rate limits, which the site does not
 * use), and where storage is blocked that look throws and the SDK never loads: then storage is hidden
 * from it for that moment, so a visitor in a locked-down browser can still send a form.
 */
async function loadEmailJs() {
  try {
    void window.localStorage;
    return import('@emailjs/browser');
  } catch {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    if (own && !own.configurable) return import('@emailjs/browser');
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
    try {
      return await import('@emailjs/browser');
    } finally {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  }
}

/** Runs `load` once and keeps what it gives; a failure is forgotten, so the next call tries again. */
export function keptOnceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}

/** The SDK: a preload that failed (offline as the form's code arrived) is tried again at the send. */
const emailJs = keptOnceLoaded(loadEmailJs);

// This module is evaluated when a form's code arrives: fetch the SDK now, so that a press of send
// never waits for code, and a dropped connection can only ever stop the message itself.
if (typeof window !== 'undefined') emailJs().catch(() => undefined);

/** No answer within the limit: the message left the device and may have arrived, so it is never repeated by itself. */
export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
}

/**
 * Sends one message through EmailJS (loaded as soon as a form's code is). `origin` points the SDK at
 * the real API or at the local stand-in. Resolves on status 200 / text "OK", rejects otherwise: with
 * the fetch's TypeError when no answer came, a SendTimeoutError after the limit.
 */
export async function sendEmail(ids: EmailIds, templateKey: 'templateId' | 'careersTemplateId', params: Record<string, string>, timeoutMs = SEND_TIMEOUT_MS): Promise<string> {
  // The limit runs from the press, so a slow download of the SDK counts too: the visitor waits either way.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(`No answer from the e-mail service after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    const send = async () => {
      const emailjs = await emailJs();
      emailjs.init({ publicKey: ids.publicKey, origin: ids.origin });
      return emailjs.send(ids.serviceId, ids[templateKey], params, { publicKey: ids.publicKey });
    };
    const sending = send();
    // A send that fails after the limit has already answered the visitor: nothing more to report.
    sending.catch(() => undefined);
    const response = await Promise.race([sending, timeout]);
    if (response.status !== 200 && response.text !== 'OK') throw new Error(`E-mail service answered ${response.status}`);
    return response.text;
  } finally {
    clearTimeout(timer);
  }
}
