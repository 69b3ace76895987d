import type { SectionComponent, SectionType } from './section-types';

/**
 * Every section type, mapped to its lazily loaded component. The `satisfies` clause makes a schema
 * type without a component (or a component for a type the schema lacks) a type error.
 * Adding a section type: its folder here, its $defs entry in site.schema.json, and one line below.
 */
export const sectionLoaders = {
  hero: () => import('./hero/hero'),
  valuesBand: () => import('./values-band/values-band'),
  serviceGrid: () => import('./service-grid/service-grid'),
  aboutStory: () => import('./about-story/about-story'),
  testimonials: () => import('./testimonials/testimonials'),
  ctaBand: () => import('./cta-band/cta-band'),
  quoteWizard: () => import('./quote-wizard/quote-wizard'),
  form: () => import('./form/form'),
  townIntro: () => import('./town-intro/town-intro'),
  townContact: () => import('./town-contact/town-contact'),
  communityNews: () => import('./community-news/community-news'),
  whyChooseUs: () => import('./why-choose-us/why-choose-us'),
  nearbyAreas: () => import('./nearby-areas/nearby-areas'),
  featureGrid: () => import('./feature-grid/feature-grid'),
  optionCards: () => import('./option-cards/option-cards'),
  steps: () => import('./steps/steps'),
  textBlock: () => import('./text-block/text-block'),
  imageCards: () => import('./image-cards/image-cards'),
  stories: () => import('./stories/stories'),
  portfolioGallery: () => import('./portfolio-gallery/portfolio-gallery'),
  login: () => import('./login/login'),
  adminDashboard: () => import('./admin-dashboard/admin-dashboard'),
  article: () => import('./article/article'),
  gallery: () => import('./gallery/gallery'),
  ownerCards: () => import('./owner-cards/owner-cards'),
  contactBlock: () => import('./contact-block/contact-block'),
  faqAccordion: () => import('./faq-accordion/faq-accordion'),
  reviewList: () => import('./review-list/review-list'),
  linkList: () => import('./link-list/link-list'),
} satisfies { [K in SectionType]: () => Promise<{ default: SectionComponent<K> }> };
