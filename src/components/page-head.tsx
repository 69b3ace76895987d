import type { Meta } from '../generated/site-types';
import { usePictures, useSite } from '../app/site-context';
import { absoluteUrl, canonicalUrl } from '../content/canonical-url';
import { fullTitle } from '../content/page-meta';

// The site is written in US English (index.html says lang="en"); social cards want the region too.
const OG_LOCALE = 'en_US';

/** Head tags from the page's meta; React 19 hoists them into <head>. */
export function PageHead({ meta, path, siteUrl }: { meta: Meta; path: string; siteUrl: string }) {
  const site = useSite();
  const siteName = site.business.name;
  const title = fullTitle(meta.title, site.titleSuffix);
  const url = canonicalUrl(siteUrl, path);
  // The build's 1200 × 630 JPEG of the share picture (some link previews ignore WebP and other sizes); the plain file where there is none (the studio's preview).
  const pictures = usePictures();
  const share = meta.image ? pictures?.share[meta.image] : undefined;
  const image = meta.image ? absoluteUrl(siteUrl, share?.url ?? meta.image) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
      {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      {share ? <meta property="og:image:type" content={share.type} /> : null}
      {share ? <meta property="og:image:width" content={String(share.width)} /> : null}
      {share ? <meta property="og:image:height" content={String(share.height)} /> : null}
      {image && meta.imageAlt ? <meta property="og:image:alt" content={meta.imageAlt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {image && meta.imageAlt ? <meta name="twitter:image:alt" content={meta.imageAlt} /> : null}
    </>
  );
}
