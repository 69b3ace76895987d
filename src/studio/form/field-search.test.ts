import { describe, expect, it } from 'vitest';
import { findField } from './field-search';

describe('findField', () => {
  it('finds a field by the words of its label, wherever it is in the settings', () => {
    expect(findField('siteFile', 'phone')).toEqual({ id: 'root_business_phone', label: 'Phone' });
    // In a group ("Advanced settings", "Footer"): the form opens that group at the field.
    expect(findField('siteFile', 'content version')).toEqual({ id: 'root_schemaVersion', label: 'Content version' });
    expect(findField('siteFile', 'tagline')).toEqual({ id: 'root_footer_tagline', label: 'Tagline' });
  });

  it('finds a field of a list entry, named with its list, at the first entry', () => {
    expect(findField('townFile', 'event title')).toEqual({ id: 'root_community_news_0_title', label: 'Local events › Title' });
  });

  it('never finds the hidden id made for an entry', () => {
    expect(findField('faqsFile', 'question')?.label).not.toMatch(/Id$/);
    expect(findField('townFile', 'local events id')).toBeUndefined();
  });
});
