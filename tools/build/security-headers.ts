import { createHash } from 'node:crypto';
import type { SiteFile } from '../../src/generated/site-types.ts';
import { themeModeScript } from '../../src/app/theme-storage.ts';
import { speculationRules } from '../../src/app/speculation-rules.ts';

const originOf = (url: string) => new URL(url).origin;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts (the theme snippet that runs before first paint, the speculation rules), allowed by their hashes. */
export const themeScriptHash = () => hashOf(themeModeScript);
export const speculationRulesHash = () => hashOf(speculationRules);

/** https:// origins named anywhere in a piece of content (outside images and media on other hosts). */
function externalOrigins(content: unknown, pattern: RegExp): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && pattern.test(value)) found.add(originOf(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return [...found].sort();
}

/**
 * The Content-Security-Policy, from the hosts configured in site/: the site itself, the e-mail
 * service, the CRM API and the visit counts' host (fetches), the map frame, and any outside image or video host.
 * Styles need 'unsafe-inline': MUI's emotion engine writes style tags at runtime.
 */
export function contentSecurityPolicy(site: SiteFile, content: unknown = site, { forMeta = false } = {}): string {
  const { emailjs, crm, analytics, contentApi } = site.integrations;
  const images = externalOrigins(content, /^https:\/\/\S+\.(svg|png|jpe?g|webp|avif|gif)$/i);
  const media = externalOrigins(content, /^https:\/\/\S+\.(mp4|webm)$/i);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", themeScriptHash(), speculationRulesHash()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...images]],
    ['media-src', ["'self'", ...media]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", originOf(emailjs.origin), originOf(crm.apiHost), ...(analytics ? [originOf(analytics.host)] : []), ...(contentApi ? [originOf(contentApi.url)] : [])]],
    ['frame-src', [originOf(site.business.map.embedUrl)]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    // A <meta> policy cannot set frame-ancestors; the header does.
    ...(forMeta ? [] : ([['frame-ancestors', ["'none'"]]] as [string, string[]][])),
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Every response's security headers (written to the static host's _headers file and used by tools/dev/serve.ts). */
export function securityHeaders(site: SiteFile, content: unknown = site): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site, content),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}
