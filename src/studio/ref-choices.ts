import { assembleContent } from '../content/assemble-content';
import { deriveRoutes } from '../content/routes';
import { collectionNames } from '../content/site-content';
import { businessTokens } from '../content/tokens';
import type { ImageInfo, OpenedFile } from './content-client';
import { pictureDescriptions } from './pictures/picture-descriptions';

/** One thing a reference field may point at: the value saved, what staff read, and its group in the list. */
export interface RefChoice {
  value: string;
  label: string;
  group: string;
  /** For a picture: its size, which fills the width and height beside it. */
  width?: number | null;
  height?: number | null;
  /** For a picture: what it shows, in the words the site already uses for it (its alt text). */
  description?: string;
}

/** The kinds of reference the schema marks with "x-ref". */
export type RefKind = 'link' | 'image' | 'town' | 'form' | 'services' | 'testimonials' | 'reviews' | 'faqs' | 'portfolio';

export type RefChoices = Record<RefKind, RefChoice[]>;

/** The group names shown in the lists (the studio's "media" words). */
export interface ChoiceGroupWords {
  pagesGroup: string;
  townPagesGroup: string;
  factsGroup: string;
  picturesGroup: string;
}

/** Only references that may also hold something not in the site's own lists (an outside address, a fact such as {business.phoneHref}) take free text. */
export const takesFreeText = (kind: RefKind) => kind === 'link' || kind === 'image';

type Named = { id?: unknown; name?: unknown; title?: unknown; question?: unknown; feedback?: unknown };
const nameOf = (item: Named) => String(item.name ?? item.title ?? item.question ?? item.feedback ?? item.id);
const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}…` : text);

/**
 * What each kind of reference may point at, from the whole site as it is saved: every address of
 * the site (pages, then town pages, as the router derives them), the business facts that are links,
 * the towns, the forms, each collection's ids named by their items, and the pictures.
 */
export function buildRefChoices(files: OpenedFile[], images: ImageInfo[], words: ChoiceGroupWords): RefChoices {
  const readable = files.filter((file) => file.data !== null && typeof file.data === 'object');
  const content = assembleContent(readable.map((file) => ({ file: `site/${file.path}`, kind: file.kind, data: file.data })));
  const pageTitles = new Map(content.pages.map(({ file, page }) => [file, page.meta?.title ?? page.path]));
  const townNames = new Map(content.towns.map((town) => [town.slug, town.name]));

  const links: RefChoice[] = deriveRoutes(content).flatMap((route) =>
    route.paths.map((path) =>
      route.kind === 'town'
        ? { value: path, label: `${townNames.get(route.town!) ?? route.town} (${path})`, group: words.townPagesGroup }
        : { value: path, label: `${pageTitles.get(route.source) ?? path} (${path})`, group: words.pagesGroup },
    ),
  );
  const facts = content.site.business ? Object.entries(businessTokens(content.site)) : [];
  for (const [name, value] of facts) {
    if (/^(tel:|mailto:|https?:\/\/)/.test(String(value))) links.push({ value: `{${name}}`, label: `${String(value)} ({${name}})`, group: words.factsGroup });
  }

  const collection = (name: (typeof collectionNames)[number]) =>
    ((content.collections[name] ?? []) as Named[]).filter((item) => typeof item.id === 'string').map((item) => ({ value: item.id as string, label: shorten(nameOf(item)), group: '' }));

  const descriptions = pictureDescriptions(readable);
  return {
    link: links,
    image: images.map((image) => ({ value: image.path, label: image.path.split('/').pop()!, group: words.picturesGroup, width: image.width, height: image.height, description: descriptions.get(image.path) })),
    town: content.towns.map((town) => ({ value: town.slug, label: town.name, group: '' })).sort((a, b) => a.label.localeCompare(b.label)),
    form: content.forms.map((form) => ({ value: form.form, label: form.heading ?? form.form, group: '' })),
    services: collection('services'),
    testimonials: collection('testimonials'),
    reviews: collection('reviews'),
    faqs: collection('faqs'),
    portfolio: collection('portfolio'),
  };
}

/** The choices a field offers: those its own pattern accepts (a video field is offered no photos). */
export function choicesFor(choices: RefChoices | undefined, kind: RefKind, pattern: string | undefined): RefChoice[] {
  const all = choices?.[kind] ?? [];
  if (!pattern) return all;
  const accepts = new RegExp(pattern);
  return all.filter((choice) => accepts.test(choice.value));
}
