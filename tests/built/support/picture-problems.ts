import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { builtFile, parseHtml, selectAll } from './built-site.ts';

// Responsive pictures and share pictures of one built page (issue #27 item 4; docs/decisions/023-responsive-images.md).
// Used by tests/built/responsive-images.test.ts (the built site) and tests/e2e/responsive-images.spec.ts
// (a copy whose content shows photos).

const candidatesOf = (srcset: string) =>
  srcset.split(/,\s+/).map((part) => {
    const [url = '', width = ''] = part.trim().split(/\s+/);
    return { url, width: Number(width.replace(/w$/, '')) };
  });

/** What is wrong with one built page's pictures: every picture sized, every srcset candidate a real file of its width, the LCP preload the same set, the share picture a 1200 × 630 JPEG. */
export async function pictureProblems(dist: string, path: string, siteUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const page = parseHtml(readFileSync(builtFile(path, dist), 'utf8'));
  const tagOf = (el: Element) => el.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1);
  // The body's pictures, those in templates and <noscript> included.
  for (const img of selectAll(page.body, 'img')) {
    const at = `${path}: ${tagOf(img)}`;
    const width = Number(img.getAttribute('width'));
    const height = Number(img.getAttribute('height'));
    if (!(width > 0)) problems.push(`${at}: no width`);
    if (!(height > 0)) problems.push(`${at}: no height`);
    const srcset = img.getAttribute('srcset');
    if (!srcset) {
      // Only vector pictures and pictures on another host go without variants.
      if (!/\.svg$|^https:\/\//.test(img.getAttribute('src') ?? '')) problems.push(`${path}: a raster picture without srcset: ${tagOf(img)}`);
      continue;
    }
    if (!img.getAttribute('sizes')) problems.push(`${at}: no sizes`);
    for (const { url, width: candidate } of candidatesOf(srcset)) {
      const file = join(dist, url);
      if (!existsSync(file)) {
        problems.push(`${path}: ${url} is not in dist/`);
        continue;
      }
      const meta = await sharp(file).metadata();
      if (meta.width !== candidate) problems.push(`${url}: ${meta.width} px wide, not ${candidate} as its srcset says`);
      // The ratio the page reserves is the file's own: nothing shifts as it loads.
      if (!(Math.abs(meta.height / meta.width - height / width) < 0.01)) problems.push(`${url}: ${meta.width} × ${meta.height}, not the ratio of ${width} × ${height}`);
    }
    if (img.getAttribute('fetchpriority') === 'high') {
      // React preloads the LCP picture; the preload must name the same set, or the picture is fetched twice.
      const preload = Array.from(page.querySelectorAll('link[rel="preload"][as="image"]')).find((link) => link.getAttribute('imagesrcset') === srcset);
      if (!preload) problems.push(`${path}: no preload with the hero's srcset`);
      else if (preload.getAttribute('imagesizes') !== img.getAttribute('sizes')) problems.push(`${path}: the preload's sizes ${preload.getAttribute('imagesizes')} are not the hero's ${img.getAttribute('sizes')}`);
    }
  }
  const og = (property: string) => page.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? undefined;
  const image = og('og:image');
  if (!image) return problems;
  if (!image.startsWith(`${siteUrl}/`)) problems.push(`${path}: ${image} is not absolute on the site`);
  const twitter = Array.from(page.querySelectorAll('meta[name="twitter:image"]'), (meta) => meta.getAttribute('content'));
  if (!twitter.includes(image)) problems.push(`${path}: twitter:image is ${JSON.stringify(twitter)}, not ${image}`);
  const declared = [og('og:image:type'), og('og:image:width'), og('og:image:height')];
  if (JSON.stringify(declared) !== JSON.stringify(['image/jpeg', '1200', '630'])) problems.push(`${path}: og:image type and size ${JSON.stringify(declared)}, not image/jpeg 1200 × 630`);
  const file = join(dist, image.slice(siteUrl.length));
  if (!existsSync(file)) return [...problems, `${path}: ${image} is not in dist/`];
  const meta = await sharp(file).metadata();
  if (JSON.stringify([meta.format, meta.width, meta.height]) !== JSON.stringify(['jpeg', 1200, 630])) problems.push(`${image}: ${meta.format} ${meta.width} × ${meta.height}, not a 1200 × 630 JPEG`);
  return problems;
}
