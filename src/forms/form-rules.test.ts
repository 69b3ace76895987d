import { describe, expect, it } from 'vitest';
import type { FormFile } from '../generated/site-types';
import quote from '../../site/forms/quote.json' with { type: 'json' };
import contact from '../../site/forms/contact.json' with { type: 'json' };
import careers from '../../site/forms/careers.json' with { type: 'json' };
import { checkStep, emptyValues, fieldError, isVisible, type FormValues } from './form-rules';

const quoteForm = quote as unknown as FormFile;
const contactForm = contact as unknown as FormFile;
const careersForm = careers as unknown as FormFile;
const step1 = (over: FormValues = {}): FormValues => ({ ...emptyValues(quoteForm), firstName: 'Renée', lastName: "O'Neal", phone: '(919) 555-0100', email: 'renee@example.com', ...over });
const message = (form: FormFile, step: number, values: FormValues) => checkStep(form, step, values)?.message ?? null;

describe('quote form, step 1', () => {
  it('passes with every field filled in correctly (accents and apostrophes are fine)', () => {
    expect(message(quoteForm, 0, step1())).toBeNull();
  });
  it.each(['firstName', 'lastName', 'phone', 'email'])('requires %s', (name) => {
    expect(message(quoteForm, 0, step1({ [name]: '' }))).toBe('All fields are required.');
  });
  it('treats whitespace alone as empty', () => {
    const failure = checkStep(quoteForm, 0, step1({ lastName: '   ' }));
    expect(failure).toMatchObject({ message: 'All fields are required.', fields: ['lastName'] });
  });
  it('says the requirement once for the form, and under each empty field which field it is', () => {
    const failure = checkStep(quoteForm, 0, emptyValues(quoteForm))!;
    expect(failure.message).toBe('All fields are required.');
    expect(failure.fields.map((name) => fieldError(quoteForm, failure, name))).toEqual(['First name is required.', 'Last name is required.', 'Phone is required.', 'Email is required.']);
  });
  it('repeats a message that already names its one field at that field', () => {
    const failure = checkStep(quoteForm, 0, step1({ phone: '555-01' }))!;
    expect(fieldError(quoteForm, failure, 'phone')).toBe('Please enter a valid phone number.');
  });
  it.each(['555-01', 'call me', '919.555.0100', '919555010x'])('rejects the phone %s', (phone) => {
    expect(message(quoteForm, 0, step1({ phone }))).toBe('Please enter a valid phone number.');
  });
  it.each(['+1 (919) 555-0100', '9195550100', '555 0100'])('accepts the phone %s', (phone) => {
    expect(message(quoteForm, 0, step1({ phone }))).toBeNull();
  });
  it.each(['renee', 'renee@example', 'renee @example.com', '<img src=x onerror=alert(1)>'])('rejects the e-mail %s', (email) => {
    expect(message(quoteForm, 0, step1({ email }))).toBe('Please enter a valid email address.');
  });
  it('rejects a filled spam trap', () => {
    expect(message(quoteForm, 0, step1({ honeyPot: 'http://spam.example' }))).toBe('Spam detected.');
  });
});

describe('quote form, step 2', () => {
  const step2 = (over: FormValues = {}) => step1({ address: '12 Elm St, Selma, NC', services: ['sod'], ...over });
  it('passes with an address and one service; the other text is optional', () => {
    expect(message(quoteForm, 1, step2({ services: ['other'] }))).toBeNull();
  });
  it('requires the address', () => {
    expect(message(quoteForm, 1, step2({ address: ' ' }))).toBe('Address is required.');
  });
  it('requires at least one service', () => {
    expect(message(quoteForm, 1, step2({ services: [] }))).toBe('Please select at least one service.');
  });
  it('rejects a filled spam trap', () => {
    expect(message(quoteForm, 1, step2({ honeyPot: 'x' }))).toBe('Spam detected.');
  });
  it('shows the other text only when Other is ticked', () => {
    expect(isVisible(quoteForm, 'otherService', step2())).toBe(false);
    expect(isVisible(quoteForm, 'otherService', step2({ services: ['sod', 'other'] }))).toBe(true);
  });
});

describe('contact form', () => {
  const filled = (over: FormValues = {}): FormValues => ({ ...emptyValues(contactForm), name: 'Dale', phone: '919-555-0100', email: 'dale@example.com', ...over });
  it('checks the trap first', () => {
    expect(message(contactForm, 0, { ...emptyValues(contactForm), honeyPot: 'x' })).toBe('Spam detected.');
  });
  it.each(['name', 'phone', 'email'])('requires %s', (name) => {
    expect(message(contactForm, 0, filled({ [name]: '' }))).toBe('Name, Phone, and Email are required.');
  });
  it('checks the phone and e-mail format', () => {
    expect(message(contactForm, 0, filled({ phone: 'abc-defg' }))).toBe('Invalid phone format.');
    expect(message(contactForm, 0, filled({ email: 'dale.example.com' }))).toBe('Invalid email format.');
  });
  it('leaves address and message optional, and takes a 10,000-character message', () => {
    expect(message(contactForm, 0, filled({ message: 'x'.repeat(10_000) }))).toBeNull();
  });
});

describe('job application', () => {
  const filled = (over: FormValues = {}): FormValues => ({
    ...emptyValues(careersForm), fullName: 'José Martínez', email: 'jose@example.com', phone: '919-555-0100', position: 'teamLeader', experience: '4', message: 'I ran a crew for three years.', ...over,
  });
  it('passes when every field is filled in', () => {
    expect(message(careersForm, 0, filled())).toBeNull();
  });
  it.each(['fullName', 'email', 'phone', 'position', 'experience', 'message'])('requires %s', (name) => {
    expect(message(careersForm, 0, filled({ [name]: '' }))).toBe('Please fill in every field so we can get back to you.');
  });
  it('checks the e-mail as browsers do, the position against the list and the experience as a number', () => {
    expect(message(careersForm, 0, filled({ email: 'jose@' }))).toBe('Please enter an email address like name@example.com.');
    expect(message(careersForm, 0, filled({ position: 'ceo' }))).toBe('Please choose a position from the list.');
    expect(message(careersForm, 0, filled({ experience: 'five' }))).toBe('Please enter your years of experience as a whole number, like 0, 2 or 10.');
    expect(message(careersForm, 0, filled({ experience: '0' }))).toBeNull();
  });
  it('rejects a phone or e-mail the quote form would reject, with the quote form\'s messages', () => {
    expect(message(careersForm, 0, filled({ phone: 'call me maybe' }))).toBe('Please enter a valid phone number.');
    expect(message(careersForm, 0, filled({ phone: '555-01' }))).toBe('Please enter a valid phone number.');
    expect(message(careersForm, 0, filled({ email: 'sam@example' }))).toBe('Please enter a valid email address.');
    expect(message(careersForm, 0, filled({ phone: '+1 (919) 555-0100' }))).toBeNull();
  });
  it('uses the very same phone and e-mail patterns as the quote form', () => {
    const patterns = (form: FormFile) => form.steps.flatMap((step) => step.rules).filter((rule) => rule.kind === 'pattern').map(({ fields, pattern, minLength, message }) => ({ fields, pattern, minLength, message }));
    expect(patterns(careersForm)).toEqual(patterns(quoteForm));
  });
});

describe('the quote form spam trap', () => {
  it('is a field of both steps, so the "Spam detected." check of each step can see a filled trap', () => {
    const trap = quoteForm.fields.find((field) => field.kind === 'honeypot')!;
    for (const step of quoteForm.steps) {
      expect(step.fields).toContain(trap.name);
      expect(step.rules).toContainEqual(expect.objectContaining({ kind: 'empty', fields: [trap.name], message: 'Spam detected.' }));
    }
  });
});
