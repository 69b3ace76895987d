import { describe, expect, it } from 'vitest';
import { pageKind } from '../content/page-kind';
import { countEvent, sendEventsTo, sentEventOf, type FieldEvent } from './field-events';
import { countedReferrer, countedUrl, eventBody, mayCount, vitalEvent } from './plausible-event';

const page = { url: 'https://www.cedarcreeklawn.example/goldsboro', referrer: '', domain: 'www.cedarcreeklawn.example' };
const body = (event: FieldEvent) => JSON.parse(eventBody(event, page)) as { name: string; url: string; domain: string; referrer: string | null; props: Record<string, string> };

describe("the visit counts' events", () => {
  it("build Plausible's body with only the props each event may carry, never a typed value", () => {
    expect(body({ name: 'Phone tap', props: { place: 'town contact', town: 'goldsboro' } })).toEqual({ name: 'Phone tap', url: page.url, domain: page.domain, referrer: null, props: { place: 'town contact', town: 'goldsboro' } });
    // A prop the event does not name, or a value that could be something typed (an address, an e-mail, a phone number), is dropped.
    const leaky = body({ name: 'Quote sent', props: { town: 'ada@example.com', page: '/goldsboro', email: 'goldsboro', phone: '(919) 555-0100' } });
    expect(leaky.props).toEqual({ page: '/goldsboro' });
    expect(body({ name: 'Send failed', props: { form: 'quote', reason: 'refused', town: 'goldsboro', message: 'x' } }).props).toEqual({ form: 'quote', reason: 'refused', town: 'goldsboro' });
    expect(eventBody({ name: 'pageview', props: { kind: 'home' } }, { ...page, referrer: 'https://search.example/' })).toContain('"referrer":"https://search.example/"');
  });

  it('count an address without its query or fragment', () => {
    expect(countedUrl('https://www.cedarcreeklawn.example/contact?email=ada%40example.com#form')).toBe('https://www.cedarcreeklawn.example/contact');
  });

  it('count where the visitor came from without its query or fragment: a page of this site is given whole', () => {
    expect(countedReferrer('https://www.cedarcreeklawn.example/contact?name=Ada+Lovelace&phone=9195550100#step-2')).toBe('https://www.cedarcreeklawn.example/contact');
    expect(countedReferrer('https://search.example/')).toBe('https://search.example/');
    expect(countedReferrer('')).toBe('');
    expect(countedReferrer('not an address')).toBe('');
  });

  it.each([
    [{ staffSignedIn: false }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false, staffSignedIn: false }, true],
    [{ doNotTrack: '1', staffSignedIn: false }, false],
    [{ globalPrivacyControl: true, staffSignedIn: false }, false],
    [{ staffSignedIn: true }, false],
  ])('count a visit with %o: %s', (facts, counted) => {
    expect(mayCount(facts)).toBe(counted);
  });

  it('round vitals: milliseconds whole, the layout shift score to three decimals', () => {
    expect(vitalEvent({ name: 'LCP', value: 1432.6, rating: 'good' }, 'town').props).toEqual({ metric: 'LCP', value: '1433', rating: 'good', kind: 'town' });
    expect(vitalEvent({ name: 'CLS', value: 0.10049, rating: 'needs-improvement' }, 'home').props.value).toBe('0.100');
  });

  it('name the page kinds from the routes', () => {
    const page = { kind: 'page' as const };
    const town = { kind: 'town' as const };
    expect([pageKind(page, '/'), pageKind(town, '/goldsboro'), pageKind(town, '/goldsboro/services'), pageKind(page, '/services/turf-care'), pageKind(page, '/resources/fall-cleanup'), pageKind(page, '/contact'), pageKind(page, '/about/careers'), pageKind(page, '/services')])
      .toEqual(['home', 'town', 'town services', 'service', 'guide', 'contact', 'careers', 'services']);
  });

  it('keep what was recorded before the counting code arrived, then send at once; name each form\'s send', () => {
    countEvent('Phone tap', { place: 'header' });
    const sent: FieldEvent[] = [];
    sendEventsTo((event) => sent.push(event));
    countEvent('Quote step 2', { town: 'none' });
    expect(sent.map((e) => e.name)).toEqual(['Phone tap', 'Quote step 2']);
    expect(['quote', 'contact', 'careers'].map(sentEventOf)).toEqual(['Quote sent', 'Message sent', 'Application sent']);
  });
});
