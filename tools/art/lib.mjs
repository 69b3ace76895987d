// Flat-vector drawing primitives for the Cedar Creek image set.
// Everything returns SVG markup strings; a Scene collects defs + body.

export const r0 = (v) => Math.round(v);
export const r1 = (v) => Math.round(v * 10) / 10;

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Scene {
  constructor(w, h, seed = 1) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.r = rng(seed);
    this.n = 0;
    this.syms = new Map();
  }
  id(p = 'i') {
    return p + (this.n++).toString(36);
  }
  def(s) {
    this.defs.push(s);
  }
  add(...s) {
    this.body.push(...s);
    return this;
  }
  rnd(a = 0, b = 1) {
    return a + this.r() * (b - a);
  }
  pick(arr) {
    return arr[Math.floor(this.r() * arr.length)];
  }
  lg(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id('g');
    this.def(
      `<linearGradient id="${id}"${x1 ? ` x1="${x1}"` : ''}${y1 ? ` y1="${y1}"` : ''}${x2 !== 1 ? ` x2="${x2}"` : ''}${y2 ? ` y2="${y2}"` : ''}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a != null ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rg(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id('g');
    this.def(
      `<radialGradient id="${id}"${cx !== 0.5 ? ` cx="${cx}"` : ''}${cy !== 0.5 ? ` cy="${cy}"` : ''}${r !== 0.5 ? ` r="${r}"` : ''}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a != null ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  // reusable symbol: key -> markup drawn at origin; returns a function(x,y,sc,flip,extra)
  sym(key, markup) {
    if (!this.syms.has(key)) {
      const id = this.id('u');
      this.def(`<g id="${id}">${markup}</g>`);
      this.syms.set(key, id);
    }
    return this.syms.get(key);
  }
  use(id, x, y, sc = 1, flip = false, extra = '') {
    if (sc === 1 && !flip) return `<use href="#${id}" x="${r1(x)}" y="${r1(y)}"${extra}/>`;
    const t =
      sc === 1 && !flip
        ? `translate(${r1(x)} ${r1(y)})`
        : `translate(${r1(x)} ${r1(y)}) scale(${flip ? -r1(sc * 100) / 100 : r1(sc * 100) / 100} ${r1(sc * 100) / 100})`;
    return `<use href="#${id}" transform="${t}"${extra}/>`;
  }
  out() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" stroke-linecap="round" stroke-linejoin="round">${
      this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''
    }${this.body.join('')}</svg>`.replace(/ d="([^"]*)"/g, (m, d) => ` d="${d.replace(/-?\d+\.\d+/g, (v) => (Math.abs(+v) >= 20 ? String(Math.round(+v)) : v)).replace(/\s+-/g, '-').replace(/([a-zA-Z])\s+/g, '$1')}"`).replace(/([\s"(,-])0\.(\d)/g, '$1.$2').replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3(?=")/gi, '#$1$2$3').replace(/(fill|stroke)="rgba\((\d+),(\d+),(\d+),([\d.]+)\)"/g, (m, a, r, g_, b, o) => {
      const hx = '#' + [r, g_, b].map((v) => (+v).toString(16).padStart(2, '0')).join('');
      return `${a}="${hx}" ${a}-opacity="${o}"`;
    });
  }
}

// ---------- basic shapes ----------
export const rect = (x, y, w, h, fill, ex = '') =>
  `<rect${x ? ` x="${r1(x)}"` : ''}${y ? ` y="${r1(y)}"` : ''} width="${r1(w)}" height="${r1(h)}" fill="${fill}"${ex}/>`;
export const circ = (cx, cy, r, fill, ex = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${ex}/>`;
export const ell = (cx, cy, rx, ry, fill, ex = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${ex}/>`;
export const path = (d, fill, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
export const line = (d, stroke, sw, ex = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}"${ex}/>`;
export const poly = (pts) => 'M' + pts.map((p) => `${r1(p[0])} ${r1(p[1])}`).join('L') + 'Z';
export const g = (inner, ex = '') => `<g${ex}>${inner}</g>`;
// many round dots / capsules as one stroked path (zero-length segments with round caps)
export const dots = (pts, color, size, dx = 0.1, dy = 0) => `<path d="${pts.map(([x, y]) => `M${r0(x)} ${r0(y)}l${dx} ${dy}`).join('')}" stroke="${color}" stroke-width="${size}"/>`;

// ---------- sky ----------
export const PAL = {
  golden: { sky: ['#7fb0d8', '#f8d9a8', '#f4a95f'], hill: ['#7d9a5a', '#5f7f45'], tree: '#41633a', light: '#ffe6a8' },
  morning: { sky: ['#8ec9ee', '#d9f0fb', '#f3f9ee'], hill: ['#8fbf7a', '#6fa65d'], tree: '#3f7a46', light: '#ffffff' },
  midday: { sky: ['#4f9fdc', '#a8d4f2', '#e4f3fb'], hill: ['#7fb86a', '#5e9d50'], tree: '#2f6b3a', light: '#ffffff' },
  dusk: { sky: ['#3f4d86', '#b07aa1', '#f5a26f'], hill: ['#4f6a52', '#3b5442'], tree: '#2b4634', light: '#ffc98a' },
  autumn: { sky: ['#8fb5d6', '#dbe7ee', '#f3e2c4'], hill: ['#a09a5a', '#7f7f47'], tree: '#6b5a2e', light: '#fff1d6' },
  spring: { sky: ['#9bd4f5', '#cfeefc', '#f3fbe9'], hill: ['#9ccc7a', '#7cb35f'], tree: '#4b8a45', light: '#ffffff' },
  overcast: { sky: ['#9fb3c2', '#cfd8de', '#e8ecef'], hill: ['#8aa37c', '#6f8a64'], tree: '#4a6650', light: '#ffffff' },
  sunrise: { sky: ['#7fa6d9', '#f6c6b0', '#fde3a7'], hill: ['#86a86a', '#688e55'], tree: '#3d6542', light: '#fff0c8' },
};

export function sky(s, pal, y2 = 1) {
  const [a, b, c] = pal.sky;
  const f = s.lg([[0, a], [0.62, b], [1, c]], 0, 0, 0, 1);
  s.add(rect(0, 0, s.w, s.h * y2, f));
}

export function sun(s, x, y, r, color = '#fff3c4', glow = '#ffe08a', gr = 4) {
  const f = s.rg([[0, glow, 0.75], [0.35, glow, 0.25], [1, glow, 0]]);
  s.add(circ(x, y, r * gr, f), circ(x, y, r, color));
}

const CLOUDS = [
  'M-60 0a22 22 0 0 1 18-26a30 30 0 0 1 52-10a24 24 0 0 1 40 14a16 16 0 0 1 10 22z',
  'M-50 0a18 18 0 0 1 20-20a26 26 0 0 1 46-4a18 18 0 0 1 34 24z',
  'M-80 0a20 20 0 0 1 26-18a34 34 0 0 1 60-12a22 22 0 0 1 38 10a14 14 0 0 1 16 20z',
];
export function cloud(s, x, y, sc = 1, op = 0.9, kind = 0, fill = '#fff') {
  const id = s.sym('cl' + kind + fill, path(CLOUDS[kind % 3], fill));
  return s.use(id, x, y, sc, false, op < 1 ? ` opacity="${op}"` : '');
}

// wavy band from y to bottom (or to yb)
export function hills(s, y, amp, fill, n = 4, yb = null, x0 = 0, x1 = null) {
  x1 = x1 ?? s.w;
  yb = yb ?? s.h;
  const step = (x1 - x0) / n;
  let d = `M${r0(x0)} ${r0(yb)}L${r0(x0)} ${r0(y + s.rnd(-amp, amp))}`;
  for (let i = 0; i < n; i++) {
    const cx = x0 + step * (i + 0.5);
    const ex = x0 + step * (i + 1);
    d += `Q${r0(cx)} ${r0(y + s.rnd(-amp, amp) * 1.6)} ${r0(ex)} ${r0(y + s.rnd(-amp, amp))}`;
  }
  d += `L${r0(x1)} ${r0(yb)}Z`;
  return path(d, fill);
}

// scalloped tree line silhouette
export function treeline(s, y, fill, rmin = 14, rmax = 30, jit = 10, x0 = 0, x1 = null, yb = null) {
  x1 = x1 ?? s.w;
  yb = yb ?? y + 80;
  let x = x0 - 10;
  let cy = y;
  let d = `M${r0(x)} ${r0(yb)}L${r0(x)} ${r0(cy)}`;
  while (x < x1 + 10) {
    const r = s.rnd(rmin, rmax);
    const ny = y + s.rnd(-jit, jit);
    d += `A${r0(r)} ${r0(r)} 0 0 1 ${r0(x + r * 1.6)} ${r0(ny)}`;
    x += r * 1.6;
    cy = ny;
  }
  d += `L${r0(x)} ${r0(yb)}Z`;
  return path(d, fill);
}

// distant loblolly pines poking above a tree line
export function pineSilhouettes(s, y, n, fill, hmin, hmax, x0 = 0, x1 = null) {
  x1 = x1 ?? s.w;
  const E = (ex, ey, rx, ry) => `M${ex - rx} ${ey}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0`;
  const id = s.sym('ps' + fill, path('M-1.2 0h2.4v-86h-2.4z' + E(0, -90, 11, 7) + E(-5, -80, 17, 7.5) + E(9, -70, 10, 5.5), fill));
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + s.rnd(0.1, 0.9))) / n;
    const h = s.rnd(hmin, hmax);
    out += s.use(id, r0(x), r0(y), h / 100, s.r() < 0.5);
  }
  return out;
}

// ---------- lawn with mowing stripes ----------
// top edge path from (x0,y) with optional curve; stripes converge to a vanishing point
export function lawn(s, o) {
  const W = s.w,
    H = o.yb ?? s.h;
  const y = o.y,
    cv = o.curve ?? 0,
    x0 = o.x0 ?? 0,
    x1 = o.x1 ?? W;
  const d =
    o.d ??
    `M${r0(x0)} ${r0(y)}Q${r0((x0 + x1) / 2)} ${r0(y - cv)} ${r0(x1)} ${r0(y + (o.tilt ?? 0))}L${r0(x1)} ${r0(H)}L${r0(x0)} ${r0(H)}Z`;
  let out = path(d, o.c1);
  if (o.c2) {
    const cid = s.id('c');
    s.def(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
    const vx = o.vx ?? W / 2;
    const vy = o.vy ?? y - (H - y) * (o.k ?? 0.5);
    const sw = o.sw ?? 70;
    const yt = Math.min(y, y - cv, y + (o.tilt ?? 0)) - 4;
    let st = '';
    const span = W * 3;
    for (let xb = vx - span; xb < vx + span; xb += sw * 2) {
      const t = (yt - vy) / (H - vy);
      const a = vx + (xb - vx) * t,
        b = vx + (xb + sw - vx) * t;
      if (Math.max(xb + sw, b) < x0 - 5 || Math.min(xb, a) > x1 + 5) continue;
      st += `M${r0(xb)} ${r0(H)}h${r0(sw)}L${r0(b)} ${r0(yt)}H${r0(a)}Z`;
    }
    let cross = '';
    if (o.cross) {
      // horizontal perspective bands
      let yy = H;
      let bh = (H - y) * 0.22;
      let on = true;
      while (yy > yt && bh > 1.5) {
        if (on) cross += `M${r0(x0 - 5)} ${r1(yy)}H${r0(x1 + 5)}V${r1(yy - bh)}H${r0(x0 - 5)}Z`;
        yy -= bh;
        bh *= 0.72;
        on = !on;
      }
    }
    out += `<g clip-path="url(#${cid})">${path(st, o.c2)}${cross ? path(cross, '#fff', ' opacity=".07"') : ''}${
      o.shade ? rect(x0, y - cv - 5, x1 - x0, H - y + cv + 5, s.lg([[0, '#000', 0.12], [0.4, '#000', 0], [1, '#000', 0.08]])) : ''
    }</g>`;
  }
  return out;
}

// ---------- trees ----------
const PC = [[0, -148, 16, 8], [-14, -136, 22, 9], [14, -128, 20, 9], [-4, -118, 24, 9], [22, -108, 13, 7], [-26, -102, 14, 7], [6, -104, 14, 6]];
const ES = (arr) => arr.map(([x, y, rx, ry]) => `M${x - rx} ${y}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0`).join('');
export function treeSym(s, dark, light, trunk = '#6d4c33', kind = 0) {
  const key = `t${kind}${dark}${light}${trunk}`;
  let m;
  if (kind === 0) {
    // round oak / maple
    m =
      path('M-5 0L-3-46L-12-62L-2-52L0-66L3-52L12-62L3-46L5 0Z', trunk) +
      path('M-40-52a26 26 0 0 1 14-38a30 30 0 0 1 52-6a26 26 0 0 1 16 40a20 20 0 0 1-26 14h-38a20 20 0 0 1-18-10z', dark) +
      path('M-30-62a20 20 0 0 1 12-26a22 22 0 0 1 34-4a14 14 0 0 0-20 14a16 16 0 0 0-8 22a14 14 0 0 1-18-6z', light);
  } else if (kind === 1) {
    // tall oval (magnolia / holly)
    m =
      rect(-3, -30, 6, 30, trunk) +
      path('M0-120c26 0 36 34 34 60c-2 28-16 38-34 38s-32-10-34-38c-2-26 8-60 34-60z', dark) +
      path('M-6-110c-14 6-22 28-20 48c2 16 8 24 16 28c-6-10-10-24-8-40c1-14 6-28 12-36z', light);
  } else if (kind === 2) {
    // cedar / conifer
    m =
      rect(-3, -14, 6, 14, trunk) +
      path('M0-126L18-84L9-86L28-48L14-50L36-12L-36-12L-14-50L-28-48L-9-86L-18-84Z', dark) +
      path('M0-126L-18-84L-9-86L-28-48L-14-50L-36-12L-6-12L-4-60L-2-100Z', light);
  } else if (kind === 3) {
    // loblolly pine: tall trunk, crown on top
    m =
      path('M-3.5 0L-1.5-146L1.5-146L3.5 0Z', trunk) +
      line('M0-104l-18-8M0-120l16-6M0-92l14-6', trunk, 2.2) +
      path(ES(PC), dark) +
      path(ES(PC.map(([x, y, rx, ry]) => [x - r0(rx * 0.2), y - r0(ry * 0.4), r0(rx * 0.65), r0(ry * 0.5)])), light);
  } else if (kind === 4) {
    // crepe myrtle: multi-stem, blossom crown (dark=blossom, light=leaf)
    m =
      line('M0 0C-2-20-10-30-16-48M0 0C1-24 4-34 2-56M0 0C3-20 12-30 18-46', trunk, 3.5) +
      path('M-44-52a18 18 0 0 1 12-28a24 24 0 0 1 42-14a22 22 0 0 1 36 16a16 16 0 0 1-4 28a14 14 0 0 1-20 8h-44a16 16 0 0 1-22-10z', light) +
      path('M-38-60a14 14 0 0 1 10-20a18 18 0 0 1 30-8a12 12 0 0 0-8 14a10 10 0 0 0-14 12a12 12 0 0 1-18 2zM10-88a16 16 0 0 1 26 10a12 12 0 0 1-2 20a10 10 0 0 1-14-6a10 10 0 0 0-10-24zM-14-58a10 10 0 0 1 16-2a8 8 0 0 1 10 8a8 8 0 0 1-14 2a8 8 0 0 1-12-8z', dark);
  } else if (kind === 5) {
    // sabal palmetto
    m =
      path('M-4 0L-3-90L3-90L4 0Z', trunk) +
      line('M0-92C-20-100-34-96-48-84M0-92C-14-110-26-116-40-114M0-92C-4-114-2-126 4-134M0-92C14-112 28-116 42-110M0-92C20-100 36-96 48-82M0-92C-10-96-22-92-30-76M0-92C12-96 22-90 30-74', dark, 7) +
      line('M0-92C-14-110-26-116-40-114M0-92C14-112 28-116 42-110', light, 3);
  } else {
    // dogwood / ornamental with flowers: dark=leaf, light=flower
    m =
      line('M0 0V-30M0-30C-6-40-16-44-26-48M0-30C6-40 16-44 26-48M0-30V-52', trunk, 3) +
      path('M-46-50a16 12 0 0 1 18-18a26 18 0 0 1 56 0a16 12 0 0 1 18 18a12 10 0 0 1-16 8h-62a12 10 0 0 1-14-8z', dark);
    m += dots([[-34, -56], [-22, -66], [-8, -60], [6, -70], [20, -62], [32, -54], [-16, -52], [14, -52], [0, -80], [-30, -46], [28, -46], [-2, -48]], light, 6.5);
  }
  return s.sym(key, m);
}
export function tree(s, x, y, sc, dark, light, trunk, kind = 0, flip = false, extra = '') {
  return s.use(treeSym(s, dark, light, trunk, kind), x, y, sc, flip, extra);
}

// shrubs: rounded clumps
export function shrubSym(s, dark, light, kind = 0, flower = null) {
  const key = `s${kind}${dark}${light}${flower}`;
  let m;
  if (kind === 0) {
    m =
      path('M-30 0a12 12 0 0 1-2-16a14 14 0 0 1 16-14a16 16 0 0 1 28-2a14 14 0 0 1 18 18a10 10 0 0 1-2 14z', dark) +
      path('M-24-14a10 10 0 0 1 10-12a12 12 0 0 1 18-4a10 10 0 0 0-10 8a8 8 0 0 0-10 10z', light);
  } else if (kind === 1) {
    // boxwood ball
    m = ell(0, -15, 22, 16, dark) + ell(-5, -20, 13, 8, light);
  } else if (kind === 2) {
    // ornamental grass
    m = line('M0 0C-4-14-12-24-22-30M0 0C-2-16-4-28-8-40M0 0C0-18 2-30 4-44M0 0C3-16 8-26 16-36M0 0C4-12 12-20 24-24', dark, 3) + line('M0 0C-1-16-2-28-2-36M0 0C2-14 6-22 10-30', light, 2);
  } else {
    // tall hedge block
    m = path('M-30 0V-34a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8V0z', dark) + path('M-26-32a6 6 0 0 1 6-6h30a6 6 0 0 0-6 6v4h-30z', light);
  }
  if (flower) {
    const pts = kind === 1 ? [[-12, -22], [-2, -28], [10, -24], [14, -14], [-14, -10], [2, -14]] : [[-20, -16], [-10, -26], [2, -30], [14, -24], [22, -12], [-4, -14], [8, -12], [-16, -6]];
    m += dots(pts, flower, 5.4);
  }
  return s.sym(key, m);
}
export function shrub(s, x, y, sc, dark, light, kind = 0, flower = null, flip = false) {
  return s.use(shrubSym(s, dark, light, kind, flower), x, y, sc, flip);
}

// row of flowers (small dots on green tufts)
export function flowers(s, x0, x1, y, colors, n = 12, size = 4, leaf = '#3f7f3a') {
  let lf = '';
  const byCol = {};
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n + s.rnd(-3, 3);
    const yy = y + s.rnd(-size, size);
    lf += `M${r0(x - size * 1.6)} ${r0(yy + size)}q${r0(size * 1.6)} ${r0(-size * 2.6)} ${r0(size * 3.2)} 0z`;
    const c = colors[i % colors.length];
    (byCol[c] = byCol[c] || []).push([x, yy - size * 0.6]);
  }
  return path(lf, leaf) + Object.entries(byCol).map(([c, p]) => dots(p, c, size * 2)).join('');
}

// textures
export function mulchPattern(s, base = '#5d3a22', fleck = '#7a4d2c') {
  const id = s.id('p');
  s.def(
    `<pattern id="${id}" width="18" height="10" patternUnits="userSpaceOnUse"><rect width="18" height="10" fill="${base}"/>${line('M2 3l5 1M11 7l4-2M6 8l3 0M13 2l3 1', fleck, 1.6)}</pattern>`,
  );
  return `url(#${id})`;
}
export function strawPattern(s, base = '#b9772f', fleck = '#d89a4c', dark = '#93591f') {
  const id = s.id('p');
  s.def(
    `<pattern id="${id}" width="24" height="12" patternUnits="userSpaceOnUse"><rect width="24" height="12" fill="${base}"/>${line('M1 3l10 3M13 2l9-1M4 10l9-2M15 9l8 2', fleck, 1.1)}${line('M8 1l7 4M2 7l6 1M17 5l5 4', dark, 0.9)}</pattern>`,
  );
  return `url(#${id})`;
}

// bed: curved front edge shape between x1..x2 starting at yt with depth
export function bedD(x1, x2, yt, depth, bulge = 0.6) {
  const w = x2 - x1;
  return `M${r0(x1)} ${r0(yt)}L${r0(x2)} ${r0(yt)}C${r0(x2 + w * 0.04)} ${r0(yt + depth * 0.6)} ${r0(x2 - w * 0.2)} ${r0(yt + depth)} ${r0(x1 + w * 0.5)} ${r0(
    yt + depth,
  )}C${r0(x1 + w * 0.2)} ${r0(yt + depth)} ${r0(x1 - w * 0.04)} ${r0(yt + depth * bulge)} ${r0(x1)} ${r0(yt)}Z`;
}

// stones along front of an ellipse (lower half)
export function stonesEllipse(s, cx, cy, rx, ry, n, c1 = '#9e9e9e', c2 = '#bdbdbd', sz = 1) {
  const a = [],
    b = [];
  for (let i = 0; i <= n; i++) {
    const t = Math.PI * (i / n);
    const p = [cx + rx * Math.cos(t) - 3, cy + ry * Math.sin(t)];
    (i % 2 ? a : b).push(p);
  }
  const w = r0((8 + 3) * sz);
  return dots(a, c1, w, r0(6 * sz)) + dots(b, c2, w, r0(6 * sz));
}

// ---------- buildings ----------
export function windowSym(s, w, h, trim, glass, shutter = null) {
  const key = `w${w}${h}${trim}${glass}${shutter}`;
  let m = rect(0, 0, w, h, trim) + rect(3, 3, w - 6, h - 6, glass) + line(`M${w / 2} 3V${h - 3}M3 ${h / 2}H${w - 3}`, trim, 2, ' stroke-linecap="butt"');
  if (shutter) m += rect(-9, 0, 7, h, shutter) + rect(w + 2, 0, 7, h, shutter);
  return s.sym(key, m);
}

// southern house. style: ranch | farm | cottage
export function house(s, x, by, o) {
  const w = o.w,
    h = o.h,
    y0 = by - h;
  const trim = o.trim ?? '#ffffff',
    roof = o.roof ?? '#4a4f57',
    body = o.body ?? '#f4efe6';
  const glass = o.glass ?? '#9cc3d9',
    sh = o.shutter ?? '#2f4f3a',
    door = o.door ?? '#7a2e2e';
  let out = '';
  const style = o.style ?? 'ranch';
  const shadow = o.shadow ?? 'rgba(0,0,0,.12)';
  if (style === 'ranch') {
    const rh = h * 0.62;
    if (o.chimney) out += rect(x + w * 0.78, y0 - rh * 1.05, w * 0.06, rh, '#8d4b3a');
    out += path(poly([[x - 12, y0 + 4], [x + w + 12, y0 + 4], [x + w - rh * 1.4, y0 - rh], [x + rh * 1.4, y0 - rh]]), roof);
    out += rect(x, y0 + 4, w, h - 4, body);
    if (o.brick) out += rect(x, y0 + 4, w, h - 4, o.brick, ' opacity=".0"');
    out += rect(x, y0 + 4, w, 8, shadow);
    out += rect(x - 2, by - 8, w + 4, 8, o.found ?? '#b5a99a');
    // porch gable
    const pc = x + w * (o.pc ?? 0.5),
      pw = w * 0.3;
    out += path(poly([[pc - pw / 2 - 10, y0 + 8], [pc + pw / 2 + 10, y0 + 8], [pc, y0 - rh * 0.75]]), roof);
    out += path(poly([[pc - pw / 2, y0 + 8], [pc + pw / 2, y0 + 8], [pc, y0 - rh * 0.6]]), trim);
    out += rect(pc - pw / 2, y0 + 8, pw, h - 16, 'rgba(0,0,0,.08)');
    const dw = Math.min(26, w * 0.07);
    out += rect(pc - dw / 2, by - 8 - h * 0.62, dw, h * 0.62, door) + circ(pc + dw * 0.3, by - 8 - h * 0.3, 1.6, '#e7c66b');
    out += rect(pc - pw / 2 - 2, y0 + 8, 5, h - 14, trim) + rect(pc + pw / 2 - 3, y0 + 8, 5, h - 14, trim);
    out += rect(pc - pw / 2 - 8, by - 8, pw + 16, 8, '#d8d0c4');
    // windows
    const ww = Math.min(30, w * 0.08),
      wh = h * 0.45;
    const wid = windowSym(s, r0(ww), r0(wh), trim, glass, sh);
    const nl = o.nwin ?? 2;
    for (let i = 0; i < nl; i++) {
      const lx = x + ((pc - pw / 2 - x) * (i + 0.5)) / nl - ww / 2;
      const rx = pc + pw / 2 + ((x + w - pc - pw / 2) * (i + 0.5)) / nl - ww / 2;
      out += s.use(wid, lx, y0 + h * 0.24) + s.use(wid, rx, y0 + h * 0.24);
    }
    if (o.garage) {
      const gx = x + w + 2,
        gw = w * 0.42;
      out += path(poly([[gx - 6, y0 + 14], [gx + gw + 10, y0 + 14], [gx + gw - rh, y0 - rh * 0.45], [gx + 10, y0 - rh * 0.45]]), roof);
      out += rect(gx, y0 + 14, gw, h - 14, body) + rect(gx, y0 + 14, gw, 6, shadow);
      out += rect(gx + gw * 0.1, y0 + h * 0.36, gw * 0.8, h * 0.64 - 2, trim) + path(`M${r0(gx + gw * 0.1)} ${r0(y0 + h * 0.58)}h${r0(gw * 0.8)}M${r0(gx + gw * 0.1)} ${r0(y0 + h * 0.79)}h${r0(gw * 0.8)}`, 'none', ' stroke="#d6d6d6" stroke-width="2"');
    }
  } else if (style === 'farm') {
    // two-storey with full front porch and side-gable roof
    const rh = h * 0.42;
    if (o.chimney) out += rect(x + w * 0.86, y0 - rh * 1.2, w * 0.07, rh * 1.2, '#8d4b3a');
    out += path(poly([[x - 10, y0 + 4], [x + w + 10, y0 + 4], [x + w - 12, y0 - rh], [x + 12, y0 - rh]]), roof);
    out += rect(x, y0 + 4, w, h - 4, body) + rect(x, y0 + 4, w, 7, shadow);
    // dormers
    const nd = o.dormers ?? 2;
    const dwid = w * 0.09;
    for (let i = 0; i < nd; i++) {
      const dx = x + (w * (i + 1)) / (nd + 1);
      out += path(poly([[dx - dwid, y0 - rh * 0.2], [dx - dwid, y0 - rh * 0.62], [dx, y0 - rh * 1.02], [dx + dwid, y0 - rh * 0.62], [dx + dwid, y0 - rh * 0.2]]), roof);
      out += rect(dx - dwid * 0.72, y0 - rh * 0.58, dwid * 1.44, rh * 0.38, trim) + rect(dx - dwid * 0.5, y0 - rh * 0.52, dwid, rh * 0.3, glass);
    }
    const ww = Math.min(30, w * 0.07),
      wh = h * 0.25;
    const wid = windowSym(s, r0(ww), r0(wh), trim, glass, sh);
    const nw = o.nwin ?? 4;
    for (let i = 0; i < nw; i++) {
      const wx = x + (w * (i + 0.5)) / nw - ww / 2;
      out += s.use(wid, wx, y0 + h * 0.1);
      if (i !== Math.floor(nw / 2) || nw % 2 === 0) out += s.use(wid, wx, y0 + h * 0.6);
    }
    const dcx = x + w * 0.5;
    out += rect(dcx - 13, by - 10 - h * 0.34, 26, h * 0.34, door);
    // porch
    const py = y0 + h * 0.48;
    out += path(poly([[x - 8, py], [x + w + 8, py], [x + w + 2, py - 12], [x - 2, py - 12]]), roof);
    out += rect(x - 6, py, w + 12, 5, trim) + rect(x - 6, py + 5, w + 12, 4, 'rgba(0,0,0,.12)');
    const nc = o.cols ?? 6;
    let cols = '';
    for (let i = 0; i < nc; i++) cols += `M${r1(x - 4 + ((w + 8) * i) / (nc - 1))} ${r0(py + 5)}v${r0(by - py - 15)}`;
    out += line(cols, trim, 5, ' stroke-linecap="butt"');
    out += line(`M${x - 4} ${r0(by - 24)}H${x + w + 4}`, trim, 2.5);
    out += rect(x - 8, by - 10, w + 16, 10, '#d9d2c6') + rect(x - 8, by - 10, w + 16, 2, 'rgba(0,0,0,.1)');
  } else {
    // cottage: front gable, small porch
    const rh = h * 0.75;
    out += path(poly([[x - 12, y0 + 4], [x + w / 2, y0 - rh], [x + w + 12, y0 + 4]]), roof);
    out += path(poly([[x, y0 + 4], [x + w / 2, y0 - rh + 12], [x + w, y0 + 4], [x + w, by], [x, by]]), body);
    out += circ(x + w / 2, y0 - rh * 0.35, Math.min(12, w * 0.05), trim) + circ(x + w / 2, y0 - rh * 0.35, Math.min(9, w * 0.037), glass);
    const ww = Math.min(30, w * 0.12),
      wh = h * 0.42;
    const wid = windowSym(s, r0(ww), r0(wh), trim, glass, sh);
    out += s.use(wid, x + w * 0.2 - ww / 2, y0 + h * 0.25) + s.use(wid, x + w * 0.8 - ww / 2, y0 + h * 0.25);
    out += rect(x + w / 2 - 12, by - 8 - h * 0.62, 24, h * 0.62, door);
    out += path(poly([[x + w / 2 - 34, y0 + h * 0.18], [x + w / 2 + 34, y0 + h * 0.18], [x + w / 2 + 28, y0 + h * 0.04], [x + w / 2 - 28, y0 + h * 0.04]]), roof);
    out += rect(x + w / 2 - 30, y0 + h * 0.18, 4, h * 0.82 - 8, trim) + rect(x + w / 2 + 26, y0 + h * 0.18, 4, h * 0.82 - 8, trim);
    out += rect(x - 2, by - 8, w + 4, 8, o.found ?? '#b5a99a');
  }
  return out;
}

// ---------- people ----------
const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac', '#a86b3c'];
export const skinTone = (i) => SKIN[i % SKIN.length];

// joint tables, feet at 0,0, facing right; height ~100
const POSES = {
  stand: { H: [0, -91], S: [0, -79], P: [0, -47], K1: [-3, -24], F1: [-4, 0], K2: [4, -24], F2: [5, 0], E1: [-6, -62], A1: [-5, -46], E2: [6, -62], A2: [7, -46] },
  wave: { H: [0, -91], S: [0, -79], P: [0, -47], K1: [-3, -24], F1: [-4, 0], K2: [4, -24], F2: [5, 0], E1: [-6, -62], A1: [-5, -46], E2: [12, -84], A2: [16, -100] },
  push: { H: [9, -88], S: [5, -77], P: [-2, -47], K1: [-10, -24], F1: [-20, 0], K2: [8, -25], F2: [10, 0], E1: [14, -64], A1: [26, -60], E2: [16, -66], A2: [28, -62] },
  trim: { H: [3, -91], S: [1, -79], P: [-1, -47], K1: [-6, -24], F1: [-9, 0], K2: [7, -24], F2: [10, 0], E1: [6, -62], A1: [16, -56], E2: [10, -68], A2: [8, -72] },
  kneel: { H: [12, -64], S: [7, -54], P: [-6, -28], K1: [6, -3], F1: [-18, -2], K2: [16, -30], F2: [17, 0], E1: [16, -40], A1: [28, -22], E2: [20, -40], A2: [32, -24] },
  carry: { H: [2, -92], S: [0, -80], P: [-1, -47], K1: [-6, -24], F1: [-12, 0], K2: [6, -24], F2: [10, 0], E1: [10, -64], A1: [20, -72], E2: [12, -62], A2: [22, -70] },
  rake: { H: [-3, -90], S: [-2, -78], P: [0, -47], K1: [-6, -24], F1: [-10, 0], K2: [6, -24], F2: [10, 0], E1: [8, -64], A1: [14, -56], E2: [6, -72], A2: [4, -78] },
  hedge: { H: [2, -91], S: [0, -79], P: [-1, -47], K1: [-6, -24], F1: [-10, 0], K2: [6, -24], F2: [9, 0], E1: [10, -66], A1: [22, -68], E2: [12, -64], A2: [24, -64] },
  dig: { H: [10, -82], S: [6, -72], P: [-3, -45], K1: [-8, -22], F1: [-14, 0], K2: [10, -24], F2: [12, 0], E1: [14, -56], A1: [18, -44], E2: [12, -64], A2: [10, -70] },
  blow: { H: [1, -91], S: [0, -79], P: [-1, -47], K1: [-5, -24], F1: [-8, 0], K2: [6, -24], F2: [9, 0], E1: [-6, -62], A1: [-5, -46], E2: [10, -64], A2: [18, -56] },
  lift: { H: [4, -89], S: [2, -77], P: [-2, -47], K1: [-7, -24], F1: [-12, 0], K2: [6, -24], F2: [9, 0], E1: [12, -84], A1: [20, -96], E2: [14, -82], A2: [24, -94] },
};

export function person(x, y, sc, pose = 'stand', o = {}) {
  const P = POSES[pose];
  const shirt = o.shirt ?? '#388e3c',
    pants = o.pants ?? '#4b4f54',
    skin = o.skin ?? '#c68642',
    cap = o.cap ?? '#1b5e20';
  const j = (k) => `${P[k][0]} ${P[k][1]}`;
  let m = '';
  // tools behind
  if (pose === 'push' && o.tool === 'spreader') m += line('M28-61L50-30', '#333', 2.6) + path('M38-48h34l-8 20h-18z', o.toolColor ?? '#f57c00') + line('M55-28v18', '#444', 3) + circ(55, -8, 8, '#263238');
  else if (pose === 'push' && o.tool === 'aerator') m += line('M28-61L52-20', '#333', 2.6) + rect(40, -34, 44, 22, o.toolColor ?? '#ef6c00') + circ(62, -10, 10, '#37474f') + line('M54-2v4M62 0v4M70-2v4', '#37474f', 2);
  else if (pose === 'push' && o.tool === 'none') m += '';
  else if (pose === 'push') m += line('M28-61L52-12', '#333', 2.6) + path('M42-18h40a6 6 0 0 1 6 6v6h-52v-6a6 6 0 0 1 6-6z', o.toolColor ?? '#c62828') + circ(44, -2, 4, '#222') + circ(82, -2, 4, '#222') + path('M30-26h14v12h-16z', '#333');
  if (pose === 'rake') m += line('M6-76L44-2', '#a1887f', 2.2) + line('M34 0h22M36 0v-3M40 0v-3M44 0v-3M48 0v-3M52 0v-3', '#555', 1.6);
  if (pose === 'dig') m += line('M10-72L26-14', '#a1887f', 2.4) + path('M20-16l12 4l-4 14l-12-4z', '#777');
  if (pose === 'blow') m += path('M-20-82h14v30h-14a4 4 0 0 1-4-4v-22a4 4 0 0 1 4-4z', '#f57c00') + line('M-10-56C0-40 10-52 18-56L40-16', '#444', 3);
  m += line(`M${j('P')}L${j('K1')}L${j('F1')}M${j('P')}L${j('K2')}L${j('F2')}`, pants, 9) + line(`M${P.F1[0] - 1} ${P.F1[1] - 1}h6M${P.F2[0] - 1} ${P.F2[1] - 1}h6`, '#3e2f25', 6);
  m += line(`M${j('S')}L${j('E1')}`, shirt, 7) + line(`M${j('E1')}L${j('A1')}`, skin, 5);
  m += line(`M${j('S')}L${j('P')}`, shirt, 20) + line(`M${P.P[0] - 9} ${P.P[1] + 1}h18`, pants, 4);
  if (pose === 'carry') m += rect(8, -84, 28, 18, o.bale ?? '#c98a3f') + line('M8-78h28M8-72h28', 'rgba(0,0,0,.18)', 1.2);
  if (pose === 'lift') m += rect(6, -112, 30, 18, o.bale ?? '#c98a3f') + line('M6-106h30M6-100h30', 'rgba(0,0,0,.18)', 1.2);
  m += line(`M${j('S')}L${j('E2')}`, shirt, 7) + line(`M${j('E2')}L${j('A2')}`, skin, 5);
  if (pose === 'trim') m += line('M6-74L50-4', '#555', 2.4) + path('M44-8h12v6h-12z', '#f57c00') + path('M4-80h8v8h-8z', '#f57c00');
  if (pose === 'hedge') m += line('M20-66H64', '#777', 3) + path('M14-72h12v10h-12z', '#f9a825');
  if (pose === 'kneel' && o.plant !== false) m += path('M26-4a10 8 0 0 1 20 0z', '#6d4c41') + path('M28-6c-2-10 4-18 8-20c4 2 10 10 8 20z', '#4caf50');
  m += line(`M${P.S[0]} ${P.S[1] - 3}L${P.H[0]} ${P.H[1] + 4}`, skin, 5);
  m += circ(P.H[0], P.H[1], 8, skin);
  m += path(`M${P.H[0] - 8.5} ${P.H[1] - 1}a8.5 8.5 0 0 1 17 0z`, cap) + line(`M${P.H[0] + 6} ${P.H[1] - 1.5}h7`, cap, 2.4);
  const t = `translate(${r1(x)} ${r1(y)}) scale(${o.flip ? -sc : sc} ${sc})`;
  m = m.replace(/<path d="([^"]*)" fill="none" stroke=/g, '<path d="$1" stroke=');
  return `<g transform="${t}" fill="none">${m}</g>`;
}

// zero-turn mower with seated rider, facing right
export function zeroTurn(x, y, sc, o = {}) {
  const body = o.body ?? '#2e7d32',
    shirt = o.shirt ?? '#388e3c',
    skin = o.skin ?? '#e0ac69';
  let m = '';
  m += path('M-44-22h96l10 10v6h-112v-10z', '#37474f');
  m += path('M-30-44h50l6 20h-64z', body) + path('M-46-40h22v18h-24z', '#263238');
  m += line('M-44-40V-86H-20', '#263238', 4);
  m += path('M-30-52h18v10h-22z', '#212121');
  // rider
  m += line('M-20-48L2-48L6-26', '#4b4f54', 9) + line('M-22-50L-20-74', shirt, 18) + line('M-18-70L-2-60L10-56', shirt, 6) + line('M4-57L14-50', skin, 5);
  m += circ(-18, -86, 8, skin) + path('M-26.5-87a8.5 8.5 0 0 1 17 0z', '#1b5e20') + line('M-12-87.5h7', '#1b5e20', 2.4);
  m += line('M12-56v-12', '#263238', 3);
  m += circ(-32, -16, 16, '#212121') + circ(-32, -16, 6, '#9e9e9e') + circ(44, -8, 8, '#212121') + circ(44, -8, 3, '#9e9e9e');
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${o.flip ? -sc : sc} ${sc})">${m}</g>`;
}

// pickup truck (facing left by default) with optional trailer behind (to the right)
export function truck(x, y, sc, o = {}) {
  const c = o.color ?? '#f5f5f5',
    trim = o.trim ?? '#2e7d32';
  let m = '';
  // trailer
  if (o.trailer) {
    m += line('M200-22h30', '#333', 4);
    m += rect(228, -34, 190, 10, '#455a64') + line('M232-34v-26h182v26M232-48h182', '#607d8b', 3);
    m += circ(300, -20, 15, '#212121') + circ(300, -20, 5, '#bdbdbd') + circ(336, -20, 15, '#212121') + circ(336, -20, 5, '#bdbdbd');
    const load = o.trailer;
    if (load === 'straw') {
      let b = '';
      for (let r = 0; r < 3; r++) for (let i = 0; i < 6 - r; i++) b += rect(236 + r * 14 + i * 29, -58 - r * 18, 27, 17, i % 2 ? '#c98a3f' : '#b8793a');
      m += b;
    } else if (load === 'mower') {
      m += path('M250-44h110l8 8v4h-120v-6z', '#37474f') + path('M270-62h50l6 18h-60z', trim) + line('M256-62V-96H276', '#263238', 4) + circ(268, -46, 12, '#212121') + circ(346, -40, 6, '#212121');
    } else if (load === 'junk') {
      m += path('M236-34l10-40l30-10l24 14l30-24l40 16l24 30l16 14z', '#8d6e63') + rect(262, -76, 36, 26, '#a1887f') + rect(318, -66, 44, 22, '#78909c') + line('M250-60l40-30M330-80l44 26', '#5d4037', 4);
    } else if (load === 'logs') {
      let l = '';
      for (let r = 0; r < 3; r++) for (let i = 0; i < 5 - r; i++) l += circ(254 + r * 16 + i * 33, -46 - r * 26, 13, '#c8a27a') + circ(254 + r * 16 + i * 33, -46 - r * 26, 6, '#a67c52');
      m += l;
    } else if (load === 'sod') {
      m += rect(250, -80, 70, 46, '#6d4c41') + rect(250, -80, 70, 10, '#66bb6a') + line('M250-64h70M250-50h70', '#66bb6a', 4) + rect(330, -70, 70, 36, '#6d4c41') + rect(330, -70, 70, 8, '#66bb6a') + line('M330-56h70', '#66bb6a', 4);
    }
  }
  // truck body
  m += path('M6-30v-22a8 8 0 0 1 8-8h40l24-28h62a6 6 0 0 1 6 6v30h52a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6h-186a6 6 0 0 1-6-6z', c);
  m += path('M84-84h54v28h-78z', '#7fa7bf') + line('M110-84v28', c, 4);
  m += rect(6, -40, 194, 4, trim);
  if (o.mark) m += `<g transform="translate(120 -48) scale(.5)">${o.mark}</g>`;
  m += path('M6-38h10v8h-10z', '#ffd54f');
  m += circ(44, -20, 17, '#212121') + circ(44, -20, 6, '#bdbdbd') + circ(164, -20, 17, '#212121') + circ(164, -20, 6, '#bdbdbd');
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${o.flip ? -sc : sc} ${sc})">${m}</g>`;
}

// soft dark overlay for text readability (bottom-left darker)
export function textShade(s, strength = 0.72, color = '#0c2613') {
  const f = s.lg([[0, color, strength], [0.45, color, strength * 0.45], [1, color, 0]], 0, 1, 0.85, 0.15);
  s.add(rect(0, 0, s.w, s.h, f));
}
