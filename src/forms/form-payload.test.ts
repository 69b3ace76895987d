import { describe, expect, it } from 'vitest';
import type { FormFile } from '../generated/site-types';
import quote from '../../site/forms/quote.json' with { type: 'json' };
import contact from '../../site/forms/contact.json' with { type: 'json' };
import careers from '../../site/forms/careers.json' with { type: 'json' };
import { buildPayload } from './form-payload';

describe('payloads', () => {
  const quoteValues = {
    firstName: '  Renée ', lastName: "O'Neal", phone: '919-555-0100', email: 'renee@example.com', address: '12 Elm St',
    services: ['other', 'lawnCare', 'sod'], otherService: ' French drain ', comments: '<img src=x onerror=alert(1)>', honeyPot: '',
  };
  it('sends the quote with readable, ordered labels, "Other: {text}" and the town slug', () => {
    expect(buildPayload(quote as unknown as FormFile, quoteValues, { location: 'selma' })).toEqual({
      firstName: 'Renée', lastName: "O'Neal", phone: '919-555-0100', email: 'renee@example.com', address: '12 Elm St',
      serviceType: 'Lawn Care, Sod, Other: French drain', comments: '<img src=x onerror=alert(1)>', location: 'selma',
    });
  });
  it('sends "Wayne & Johnston County" as the location off town pages, and "Other" alone without text', () => {
    const payload = buildPayload(quote as unknown as FormFile, { ...quoteValues, services: ['other'], otherService: '' }, {});
    expect(payload.location).toBe('Wayne & Johnston County');
    expect(payload.serviceType).toBe('Other');
  });
  it('does not send the other text when Other is not ticked', () => {
    const payload = buildPayload(quote as unknown as FormFile, { ...quoteValues, services: ['pinestrawMulch'] }, {});
    expect(payload.serviceType).toBe('Pinestraw/Mulch');
  });
  it('maps the contact form: name → firstName, message → serviceType', () => {
    expect(buildPayload(contact as unknown as FormFile, { name: 'Dale', phone: '919-555-0100', email: 'd@example.com', address: '', message: 'Hi', honeyPot: '' }, {})).toEqual({
      firstName: 'Dale', phone: '919-555-0100', email: 'd@example.com', address: '', serviceType: 'Hi',
    });
  });
  it('maps the application: from_name and the position label', () => {
    expect(buildPayload(careers as unknown as FormFile, { fullName: 'José', email: 'j@example.com', phone: '919-555-0100', position: 'teamLeader', experience: '4', message: 'Hello', honeyPot: '' }, {})).toEqual({
      from_name: 'José', email: 'j@example.com', phone: '919-555-0100', position: 'Team Leader', experience: '4', message: 'Hello',
    });
  });
});
