import type { Wake } from '../islands/island-context';
import type { BuildProps, SectionComponent, SectionType } from './section-types';

interface Entry<K extends SectionType> {
  // An island section may take optional props beyond its section (see buildProps).
  load: () => Promise<{ default: SectionComponent<K> }>;
  /** Absent: a static section, rendered at build time only (its code never reaches the browser). Present: an island that wakes then. */
  wake?: Wake;
  /** An island that needs more than its own content: the props it is given, computed at build time from the whole site (the browser never loads the route list). */
  buildProps?: () => Promise<{ default: BuildProps }>;
  /** false: never offered in the studio's live preview (the dashboard, which holds the studio itself). */
  inPreview?: false;
}

/**
 * Every section type: its lazily loaded component and, for the few that a visitor interacts with,
 * when it wakes in the browser. The `satisfies` clause makes a schema type without a component (or a
 * component for a type the schema lacks) a type error.
 * Adding a section type: its folder here, its $defs entry in site.schema.json, and one line below.
 */
export const sectionRegistry = {
  hero: { load: () => import('./hero/hero') },
  valuesBand: { load: () => import('./values-band/values-band') },
  serviceGrid: { load: () => import('./service-grid/service-grid') },
  aboutStory: { load: () => import('./about-story/about-story') },
  testimonials: { load: () => import('./testimonials/testimonials') },
  ctaBand: { load: () => import('./cta-band/cta-band') },
  quoteWizard: { load: () => import('./quote-wizard/quote-wizard') },
  form: { load: () => import('./form/form') },
  townIntro: { load: () => import('./town-intro/town-intro') },
  townContact: { load: () => import('./town-contact/town-contact') },
  communityNews: { load: () => import('./community-news/community-news') },
  whyChooseUs: { load: () => import('./why-choose-us/why-choose-us') },
  nearbyAreas: { load: () => import('./nearby-areas/nearby-areas') },
  featureGrid: { load: () => import('./feature-grid/feature-grid') },
  optionCards: { load: () => import('./option-cards/option-cards') },
  steps: { load: () => import('./steps/steps') },
  textBlock: { load: () => import('./text-block/text-block') },
  imageCards: { load: () => import('./image-cards/image-cards') },
  stories: { load: () => import('./stories/stories') },
  portfolioGallery: { load: () => import('./portfolio-gallery/portfolio-gallery') },
  login: { load: () => import('./login/login'), wake: 'interactionOrSession' },
  adminDashboard: { load: () => import('./admin-dashboard/admin-dashboard'), wake: 'load', buildProps: () => import('./admin-dashboard/dashboard-data'), inPreview: false },
  article: { load: () => import('./article/article') },
  gallery: { load: () => import('./gallery/gallery') },
  ownerCards: { load: () => import('./owner-cards/owner-cards') },
  contactBlock: { load: () => import('./contact-block/contact-block') },
  faqAccordion: { load: () => import('./faq-accordion/faq-accordion') },
  reviewList: { load: () => import('./review-list/review-list') },
  linkList: { load: () => import('./link-list/link-list') },
  trustStrip: { load: () => import('./trust-strip/trust-strip') },
} satisfies { [K in SectionType]: Entry<K> };

export const sectionLoaders = Object.fromEntries(Object.entries(sectionRegistry).map(([type, entry]) => [type, entry.load])) as {
  [K in SectionType]: (typeof sectionRegistry)[K]['load'];
};

/** Whether the studio's live preview may draw a page holding this section type. */
export const drawnInPreview = (type: string): boolean => (sectionRegistry as Record<string, Entry<SectionType>>)[type]?.inPreview !== false;

/** How a section gets props at build time, if it does. */
export const sectionBuildProps = (type: SectionType) => (sectionRegistry[type] as Entry<SectionType>).buildProps;

type IslandSectionType = { [K in SectionType]: (typeof sectionRegistry)[K] extends { wake: Wake } ? K : never }[SectionType];

/** The section types that are islands, with their loaders: what the browser's island loader may wake. */
export const sectionIslands = Object.fromEntries(
  Object.entries(sectionRegistry).flatMap(([type, entry]) => ('wake' in entry ? [[type, entry.load]] : [])),
) as { [K in IslandSectionType]: (typeof sectionRegistry)[K]['load'] };

/** How a section wakes, if it is an island. */
export const sectionWake = (type: SectionType): Wake | undefined => (sectionRegistry[type] as Entry<SectionType>).wake;

