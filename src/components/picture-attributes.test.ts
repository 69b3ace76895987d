import { describe, expect, it } from 'vitest';
import { slots } from '../content/picture-layout';
import type { PictureManifest } from '../content/picture-manifest';
import { pictureAttributes } from './picture-attributes';

const container = { sm: 720, md: 1236 };
const image = { src: '/images/uploads/lawn.jpg', alt: 'A lawn', width: 1600, height: 1000 };
const manifest: PictureManifest = {
  responsive: {
    '/images/uploads/lawn.jpg': {
      candidates: [412, 824, 1600].map((width) => ({ url: `/assets/pictures/lawn-abc-${width}.webp`, width })),
      width: 1600,
      height: 900,
    },
  },
  share: {},
};

describe('a content picture’s attributes', () => {
  it('name the variants, the slot’s sizes and the file’s own ratio when the build made them', () => {
    expect(pictureAttributes(image, slots.full, container, manifest)).toEqual({
      src: '/assets/pictures/lawn-abc-824.webp',
      srcSet: '/assets/pictures/lawn-abc-412.webp 412w, /assets/pictures/lawn-abc-824.webp 824w, /assets/pictures/lawn-abc-1600.webp 1600w',
      sizes: '100vw',
      width: 1600,
      height: 900,
    });
  });

  it('are the plain file with the content’s size where there are none (the studio’s preview, a new upload, an SVG)', () => {
    expect(pictureAttributes(image, slots.cards3, container, undefined)).toEqual({ src: image.src, width: 1600, height: 1000 });
    const svg = { ...image, src: '/images/services/lawn-care.svg' };
    expect(pictureAttributes(svg, slots.cards3, container, manifest)).toEqual({ src: svg.src, width: 1600, height: 1000 });
  });
});
