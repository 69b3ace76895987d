import { describe, expect, it } from 'vitest';
import type { Faq } from '../../generated/site-types';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import FaqAccordion from './faq-accordion';

const faqs: Faq[] = [
  { id: 'plans', question: 'How often can you come?', answer: 'Weekly, bi-weekly or monthly.' },
  { id: 'pay', question: 'How can I pay?', answer: 'Cash, checks and major credit cards.' },
  { id: 'water', question: 'When should I water?', answer: 'Before 10 AM.' },
];
const collections = { faqs: Object.fromEntries(faqs.map((f) => [f.id, f])) };

describe('faqAccordion', () => {
  it('puts group headings at h2 and questions at h3 when the block has no heading', () => {
    const section: SectionOf<'faqAccordion'> = {
      type: 'faqAccordion',
      groups: [
        { heading: 'Scheduling and Payments', faqs: ['plans', 'pay'] },
        { heading: 'Lawn Care', faqs: ['water'] },
      ],
    };
    const html = renderSection(section, <FaqAccordion section={section} />, { collections });
    expect(html).toMatch(/<h2[^>]*>Scheduling and Payments<\/h2>/);
    expect(html.match(/<h3[^>]*>/g)).toHaveLength(3);
    // Each question is the heading inside a closed <details>' <summary>: it opens with no script.
    const markup = html.replace(/<style[^>]*>.*?<\/style>/gs, '');
    expect(markup.match(/<details(?![^>]*\sopen)[^>]*><summary[^>]*><h3/g)).toHaveLength(3);
    expect(html).toContain('How can I pay?');
    expect(html).toContain('Cash, checks and major credit cards.');
  });

  it('gives each question an address of its own (a link can point at it) and keeps its answer in the same block', () => {
    const section: SectionOf<'faqAccordion'> = { type: 'faqAccordion', id: 'questions', groups: [{ faqs: ['water'] }] };
    const html = renderSection(section, <FaqAccordion section={section} />, { collections });
    expect(html).toMatch(/<details[^>]*id="questions-0-water"/);
    expect(html).toMatch(/<details[^>]*>.*When should I water\?.*Before 10 AM\..*<\/details>/s);
  });

  it('puts questions at h3 under the block heading when groups have none', () => {
    const section: SectionOf<'faqAccordion'> = { type: 'faqAccordion', heading: 'Common Questions', groups: [{ faqs: ['water', 'plans'] }] };
    const html = renderSection(section, <FaqAccordion section={section} />, { collections });
    expect(html).toMatch(/<h2[^>]*>Common Questions<\/h2>/);
    expect(html.match(/<h3[^>]*>/g)).toHaveLength(2);
    expect(html.indexOf('When should I water?')).toBeLessThan(html.indexOf('How often can you come?'));
  });

  it('lists the links of an answer under it, inside the same <details>, as plain links', () => {
    const where: Faq = { id: 'where', question: 'Which areas do you serve?', answer: 'These towns.', links: [{ label: 'Goldsboro', href: '/goldsboro' }, { label: 'Selma', href: '/selma' }] };
    const withLinks = { faqs: { ...collections.faqs, where } };
    const section: SectionOf<'faqAccordion'> = { type: 'faqAccordion', groups: [{ faqs: ['where', 'water'] }] };
    const html = renderSection(section, <FaqAccordion section={section} />, { collections: withLinks }).replace(/<style[^>]*>.*?<\/style>/gs, '');
    expect(html).toMatch(/<details[^>]*>(?:(?!<\/details>).)*These towns\.(?:(?!<\/details>).)*<ul[^>]*><li><a[^>]*href="\/goldsboro"[^>]*>Goldsboro<\/a><\/li><li><a[^>]*href="\/selma"/s);
    // Answers without links get no empty list.
    expect(html.match(/<ul/g)).toHaveLength(1);
  });
});
