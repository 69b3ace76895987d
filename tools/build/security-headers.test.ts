import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteFile } from '../../src/generated/site-types.ts';
import { fillTemplate } from '../../src/render/fill-template.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { contentSecurityPolicy, securityHeaders, speculationRulesHash, themeScriptHash } from './security-headers.ts';

const root = resolve(import.meta.dirname, '../..');
const { content } = validateSite({ root });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const site = content.site;

/** The policy as a map of directive → sources. */
const directives = (policy: string) =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

/** site.json with other hosts for the e-mail service, the CRM, the visit counts and the map. */
const moved: SiteFile = {
  ...site,
  integrations: {
    ...site.integrations,
    emailjs: { ...site.integrations.emailjs, origin: 'https://mail.example.net/api' },
    crm: { apiHost: 'https://crm.example.org:8443/v2/' },
    analytics: { host: 'https://counts.example.org', domain: 'www.cedarcreeklawn.example' },
  },
  business: { ...site.business, map: { ...site.business.map, embedUrl: 'https://maps.example.com/embed?q=Goldsboro' } },
};

describe('the inline script hashes', () => {
  it('match every inline script the prerender writes into a page (the theme snippet and the speculation rules)', () => {
    const template = readFileSync(join(root, 'index.html'), 'utf8');
    const html = fillTemplate(template, '', '<p>page</p>');
    // Inline scripts the policy governs: executable ones and speculation rules (JSON data blocks are not governed).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(hashes).toEqual([themeScriptHash(), speculationRulesHash()]);
    expect(directives(contentSecurityPolicy(site)).get('script-src')).toEqual(["'self'", ...hashes]);
  });
});

describe('the Content-Security-Policy', () => {
  it("allows scripts only from the site and the theme snippet's hash, never eval or inline code", () => {
    const policy = contentSecurityPolicy(site);
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(directives(policy).get('script-src')!.join(' ')).not.toContain('unsafe-inline');
    expect(directives(policy).get('default-src')).toEqual(["'self'"]);
    expect(directives(policy).get('object-src')).toEqual(["'none'"]);
    expect(directives(policy).get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the browser talk to the e-mail service, the CRM API and the visit counts\' host named in site.json, and frame the map', () => {
    const { emailjs, crm, analytics } = site.integrations;
    const policy = directives(contentSecurityPolicy(site));
    expect(analytics).toBeDefined();
    expect(policy.get('connect-src')).toEqual(["'self'", new URL(emailjs.origin).origin, new URL(crm.apiHost).origin, new URL(analytics!.host).origin].filter((v, i, a) => a.indexOf(v) === i));
    expect(policy.get('frame-src')).toEqual([new URL(site.business.map.embedUrl).origin]);
  });

  it('follows the hosts when site.json changes them (origins only, no paths)', () => {
    const policy = directives(contentSecurityPolicy(moved));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://mail.example.net', 'https://crm.example.org:8443', 'https://counts.example.org']);
    expect(policy.get('frame-src')).toEqual(['https://maps.example.com']);
    // Without visit counts set up, no host of theirs is allowed.
    const { analytics: _, ...withoutCounts } = moved.integrations;
    expect(directives(contentSecurityPolicy({ ...moved, integrations: withoutCounts })).get('connect-src')).toEqual(["'self'", 'https://mail.example.net', 'https://crm.example.org:8443']);
    const before = directives(contentSecurityPolicy(site));
    expect(before.get('connect-src')).not.toContain('https://mail.example.net');
  });

  it('allows outside image and video hosts only when the content uses them', () => {
    const withMedia = { ...content, extra: { photo: 'https://photos.example.com/a/lawn.jpg', video: 'https://cdn.example.com/hero.mp4', page: 'https://elsewhere.example.com/about' } };
    const policy = directives(contentSecurityPolicy(site, withMedia));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://photos.example.com']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(contentSecurityPolicy(site, withMedia)).not.toContain('elsewhere.example.com');
  });

  it('puts frame-ancestors in the header only: a <meta> policy cannot carry it', () => {
    expect(directives(contentSecurityPolicy(site)).get('frame-ancestors')).toEqual(["'none'"]);
    const meta = contentSecurityPolicy(site, site, { forMeta: true });
    expect(meta).not.toContain('frame-ancestors');
    // Otherwise the two policies are the same.
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy(site));
  });
});

describe('the security headers', () => {
  it('carry the policy, no sniffing, a strict referrer, closed powerful features and no framing', () => {
    const headers = securityHeaders(site, content);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(site, content));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});
