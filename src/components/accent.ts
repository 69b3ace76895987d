/** Green text that keeps AA contrast in both modes (the "link" colour of site.json's light and dark palettes). */
export const accentText = { color: 'brand.link' } as const;
