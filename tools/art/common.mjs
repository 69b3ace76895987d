import { PAL, sky, sun, cloud, hills, treeline, pineSilhouettes } from './lib.mjs';

// lawn colour pairs
export const LAWN = {
  bright: { c1: '#5da83e', c2: '#77c056' },
  golden: { c1: '#78a83f', c2: '#8cba4c' },
  deep: { c1: '#4f9a3c', c2: '#63ae4c' },
  spring: { c1: '#74bd55', c2: '#8dcf6c' },
  autumn: { c1: '#8ea84a', c2: '#a0b75b' },
  dusk: { c1: '#4a7a3a', c2: '#578a45' },
  cool: { c1: '#55a05a', c2: '#6bb46c' },
};

// background: sky, sun, clouds, hills, distant pines and a tree line at horizon y
export function base(s, o) {
  const P = typeof o.pal === 'string' ? PAL[o.pal] : o.pal;
  sky(s, P);
  if (o.sun) sun(s, o.sun[0], o.sun[1], o.sun[2], o.sunc ?? '#fff8dc', o.glow ?? '#ffe9a8', o.sun[3] ?? 4);
  for (const c of o.clouds ?? []) s.add(cloud(s, c[0], c[1], c[2] ?? 1, c[3] ?? 0.9, c[4] ?? 0, o.cloudc ?? '#fff'));
  const hy = o.hy;
  if (o.hill !== false) s.add(hills(s, hy - (o.hillUp ?? 24), o.hillAmp ?? 10, o.hillc ?? P.hill[0], 4, hy + 40));
  if (o.pines) s.add(pineSilhouettes(s, hy + 6, o.pines, o.pinec ?? P.hill[1], o.pineH?.[0] ?? s.h * 0.12, o.pineH?.[1] ?? s.h * 0.22, o.pineX?.[0] ?? 0, o.pineX?.[1] ?? s.w));
  if (o.tl !== false) s.add(treeline(s, hy, o.tlc ?? P.tree, o.tlr?.[0] ?? s.w * 0.022, o.tlr?.[1] ?? s.w * 0.042, 6, 0, s.w, hy + 60));
  return P;
}
