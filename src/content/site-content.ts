import type {
  PageFile,
  ServicesFile,
  SiteFile,
  TestimonialsFile,
  TownFile,
} from '../generated/site-types';

/** Every collection file, by name: the name is the file's only data key and its file name. */
export interface Collections {
  services: ServicesFile['services'];
  testimonials: TestimonialsFile['testimonials'];
}
export type CollectionName = keyof Collections;
export const collectionNames: CollectionName[] = ['services', 'testimonials'];

/** A page file together with the file it came from. */
export interface PageSource {
  file: string;
  page: PageFile;
}

/** All of site/, checked and assembled. Browser-safe: no fs here. */
export interface SiteContent {
  site: SiteFile;
  pages: PageSource[];
  towns: TownFile[];
  collections: Collections;
}
