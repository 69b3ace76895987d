import type {
  FaqsFile,
  FormFile,
  PageFile,
  PortfolioFile,
  ReviewsFile,
  ServicesFile,
  SiteFile,
  TemplateFile,
  TestimonialsFile,
  TownFile,
} from '../generated/site-types.ts';

/** Every collection file, by name: the name is the file's only data key and its file name. */
export interface Collections {
  services: ServicesFile['services'];
  testimonials: TestimonialsFile['testimonials'];
  portfolio: PortfolioFile['portfolio'];
  faqs: FaqsFile['faqs'];
  reviews: ReviewsFile['reviews'];
}
export type CollectionName = keyof Collections;
export const collectionNames: CollectionName[] = ['services', 'testimonials', 'portfolio', 'faqs', 'reviews'];

/** A page file together with the file it came from. */
export interface PageSource {
  file: string;
  page: PageFile;
}

/** A town page template together with the file it came from. */
export interface TemplateSource {
  file: string;
  template: TemplateFile;
}

/** All of site/, checked and assembled. Browser-safe: no fs here. */
export interface SiteContent {
  site: SiteFile;
  pages: PageSource[];
  towns: TownFile[];
  templates: TemplateSource[];
  forms: FormFile[];
  collections: Collections;
}
