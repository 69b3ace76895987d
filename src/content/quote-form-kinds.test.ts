import { describe, expect, it } from 'vitest';
import { quoteFormKinds } from './quote-form-kinds';

const form = (name: string) => ({ type: 'form', form: name });

describe('quoteFormKinds', () => {
  it('names the kinds of the pages and town templates that carry the quote form, each once', () => {
    expect(quoteFormKinds([
      { kind: 'pageFile', data: { path: '/contact', sections: [form('quote'), form('contact')] } },
      { kind: 'pageFile', data: { path: '/services', sections: [{ type: 'hero' }, form('quote')] } },
      { kind: 'pageFile', data: { path: '/about/careers', sections: [form('careers')] } },
      { kind: 'templateFile', data: { path: '/{town.slug}', sections: [{ type: 'hero', heading: 'Lawns', form: 'quote' }] } },
      { kind: 'templateFile', data: { path: '/{town.slug}/services', sections: [{ type: 'hero' }] } },
      { kind: 'townFile', data: { path: '/goldsboro', sections: [form('quote')] } },
      { kind: 'pageFile', data: null },
    ])).toEqual(['contact', 'services', 'town']);
  });
});
