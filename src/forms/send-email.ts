import type { SiteFile } from '../generated/site-types';

/** A send that has not answered after this long counts as failed, so the visitor is never left waiting. */
export const SEND_TIMEOUT_MS = 20_000;

type EmailIds = SiteFile['integrations']['emailjs'];

/**
 * Sends one message through EmailJS (loaded only when a form is sent). `origin` points the SDK at
 * the real API or at the local stand-in. Resolves on status 200 / text "OK", rejects otherwise.
 */
export async function sendEmail(ids: EmailIds, templateKey: 'templateId' | 'careersTemplateId', params: Record<string, string>, timeoutMs = SEND_TIMEOUT_MS): Promise<string> {
  const emailjs = await import('@emailjs/browser');
  emailjs.init({ publicKey: ids.publicKey, origin: ids.origin });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the e-mail service after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    const response = await Promise.race([emailjs.send(ids.serviceId, ids[templateKey], params, { publicKey: ids.publicKey }), timeout]);
    if (response.status !== 200 && response.text !== 'OK') throw new Error(`E-mail service answered ${response.status}`);
    return response.text;
  } finally {
    clearTimeout(timer);
  }
}
