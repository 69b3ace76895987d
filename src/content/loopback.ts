import type { SiteFile } from '../generated/site-types';

// Hosts that mean "this computer": a build pointing there only works beside the local stand-in.
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether an address (a full URL or a bare origin) names this computer: 127.0.0.0/8, localhost or [::1]. */
export function isLoopback(address: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(address).hostname);
  } catch {
    return false;
  }
}

/** The outside services of a build that point at this computer, by the name an editor knows them by. */
export function loopbackServices(site: Pick<SiteFile, 'integrations'>): string[] {
  const { emailjs, crm, analytics, contentApi } = site.integrations;
  return [
    ...(isLoopback(emailjs.origin) ? [`EmailJS origin ${emailjs.origin}`] : []),
    ...(isLoopback(crm.apiHost) ? [`CRM API host ${crm.apiHost}`] : []),
    ...(analytics && isLoopback(analytics.host) ? [`visit counts host ${analytics.host}`] : []),
    ...(contentApi && isLoopback(contentApi.url) ? [`content API ${contentApi.url}`] : []),
  ];
}

/** A build is a local preview when any outside service points at the stand-in on this computer. */
export const isLocalPreview = (site: Pick<SiteFile, 'integrations'>) => loopbackServices(site).length > 0;
