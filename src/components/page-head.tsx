import type { Meta } from '../generated/site-types';

export const canonicalUrl = (siteUrl: string, path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

/** Head tags from the page's meta; React 19 hoists them into <head>. */
export function PageHead({ meta, path, siteUrl }: { meta: Meta; path: string; siteUrl: string }) {
  const url = canonicalUrl(siteUrl, path);
  const image = meta.image ? (meta.image.startsWith('/') ? `${siteUrl}${meta.image}` : meta.image) : undefined;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
      {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      {image && meta.imageAlt ? <meta property="og:image:alt" content={meta.imageAlt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {image && meta.imageAlt ? <meta name="twitter:image:alt" content={meta.imageAlt} /> : null}
    </>
  );
}
