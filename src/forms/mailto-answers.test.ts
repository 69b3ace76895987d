import { describe, expect, it } from 'vitest';
import type { FormFile } from '../generated/site-types';
import quoteJson from '../../site/forms/quote.json' with { type: 'json' };
import careersJson from '../../site/forms/careers.json' with { type: 'json' };
import { mailtoAnswers } from './mailto-answers';

const quote = quoteJson as unknown as FormFile;
const careers = careersJson as unknown as FormFile;
const part = (href: string, name: string) => decodeURIComponent(new RegExp(`[?&]${name}=([^&]*)`).exec(href)?.[1] ?? '');
const bodyOf = (href: string) => part(href, 'body');

describe('the answers written out for the e-mail app', () => {
  it('addresses the business, with the form heading as the subject and each answer by its label', () => {
    const href = mailtoAnswers(quote, {
      firstName: 'Renée', lastName: "O'Neal", phone: '(919) 555-0100', email: 'renee+lawn@example.com', address: '12 Oak St, Goldsboro',
      services: ['other', 'lawnCare'], otherService: 'Gutter clean-out', comments: 'Gate code 4#2 & the dog is friendly\nCall after 5', honeyPot: 'https://spam.example',
    }, { to: 'info@cedarcreeklawn.example', subject: 'Request a Free Quote' });
    expect(href.startsWith('mailto:info@cedarcreeklawn.example?subject=')).toBe(true);
    expect(part(href, 'subject')).toBe('Request a Free Quote');
    const body = bodyOf(href);
    expect(body.split('\n')).toEqual([
      'First name: Renée',
      "Last name: O'Neal",
      'Phone: (919) 555-0100',
      'Email: renee+lawn@example.com',
      'Property address: 12 Oak St, Goldsboro',
      'Which services do you need?: Lawn Care, Other',
      'What else can we help with?: Gutter clean-out',
      'Anything else we should know?: Gate code 4#2 & the dog is friendly',
      'Call after 5',
    ]);
    // "+" and "&" survive as written: encoded, never read as a space or a new parameter.
    expect(href).not.toContain('+lawn');
    expect(href).toContain('%26');
    expect(body).not.toContain('spam.example');
  });

  it('leaves out what she left empty, a hidden follow-up, and gives a choice by its label', () => {
    const position = careers.fields.find((field) => field.name === 'position')!;
    const [first] = position.options!;
    const body = bodyOf(mailtoAnswers(careers, { fullName: 'Dee Ward', email: 'dee@example.com', phone: '', position: first!.value, experience: '3', message: '  ' }, { to: 'info@cedarcreeklawn.example', subject: 'Apply Now' }));
    expect(body.split('\n')).toEqual(['Full name: Dee Ward', 'Email: dee@example.com', `${position.label}: ${first!.label}`, `${careers.fields[4]!.label}: 3`]);
    const quoteBody = bodyOf(mailtoAnswers(quote, { firstName: 'Al', services: ['lawnCare'], otherService: 'not shown' }, { to: 'a@b.example', subject: 'Quote' }));
    expect(quoteBody).not.toContain('not shown');
  });
});
