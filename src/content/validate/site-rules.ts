/**
 * The kinds of problem the checks across files find (check-*.ts), each a stable name a problem
 * carries as its `rule`, beside the schema's own keywords. The studio has words for every one
 * (the dashboard's `studio.siteWords`); a test holds the two lists together. The particulars each
 * records as `values` are named after the colon.
 */
export const siteRules = [
  // References (check-references.ts)
  'missing-page', // suggestion: the closest page's title
  'missing-picture', // suggestion: the closest picture's file name
  'missing-form', // name; suggestion
  'missing-town', // name; suggestion: the closest town's name
  'missing-entry', // id; suggestion
  'unknown-fact', // fact; suggestion
  'written-phone', // phone
  // Towns and text (check-towns.ts)
  'placeholder-left',
  'only-spaces',
  'location-placeholder',
  'similar-text', // other: the other town's name; percent; limit
  'similar-paragraph', // other; paragraph; otherParagraph; percent
  // Dates (check-events.ts)
  'events-passed', // latest; today
  'review-after-today', // date; today
  'reply-before-review', // date; reviewDate
  'reply-after-today', // date; today
  // Forms (check-form.ts)
  'unknown-field', // name
  'form-name-mismatch', // name
  'duplicate-field', // name
  'no-options', // name
  'no-placeholder', // name
  'street-address-one-line', // name
  'no-spam-trap',
  'field-on-no-step', // name
  // Search engines and titles (check-portfolio.ts, check-titles.ts)
  'empty-portfolio-listed',
  'portfolio-hidden', // count
  'title-has-brand', // brand
  'title-too-long', // length; limit; over
  'unused-search-info',
  // Uniqueness (check-uniqueness.ts) and the rest (validate-core.ts)
  'address-needs-paths',
  'paths-not-needed',
  'duplicate-address', // other: the other page's title
  'slug-mismatch',
  'duplicate-id', // id
  'redirect-is-page',
  'template-list-in-text', // town: the town's name
  'template-fact-missing', // town
  'content-version',
  'more-problems', // count: how many more than are listed
] as const;

export type SiteRule = (typeof siteRules)[number];
