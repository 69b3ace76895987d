// Extra props and buildings.
import { rect, circ, ell, path, line, poly, dots, r0, r1 } from './lib.mjs';

const T = (x, y, sc = 1, flip = false) => `translate(${r1(x)} ${r1(y)})${sc !== 1 || flip ? ` scale(${flip ? -sc : sc} ${sc})` : ''}`;
export const G = (x, y, sc, inner, flip = false, ex = '') => `<g transform="${T(x, y, sc, flip)}"${ex}>${inner}</g>`;

// live oak: wide spreading crown, origin at trunk base, ~ 220 wide x 120 high at sc 1
export function liveOak(x, y, sc, dark, light, trunk = '#5b4636', flip = false) {
  const m =
    path('M-8 0C-6-20-8-34-20-50L-12-52C-4-42 0-36 2-30C6-40 14-50 28-56L34-50C18-40 10-26 10 0Z', trunk) +
    path('M-110-58a20 20 0 0 1 14-26a28 28 0 0 1 44-18a34 34 0 0 1 56-6a30 30 0 0 1 50 10a24 24 0 0 1 34 22a16 16 0 0 1-6 26a18 18 0 0 1-22 6h-146a18 18 0 0 1-24-14z', dark) +
    path('M-96-70a16 16 0 0 1 12-16a22 22 0 0 1 36-12a26 26 0 0 1 40-4a20 20 0 0 0-26 10a18 18 0 0 0-30 8a14 14 0 0 0-12 18a10 10 0 0 1-20-4zM30-96a22 22 0 0 1 36 8a14 14 0 0 0-22 2a12 12 0 0 0-14-10z', light);
  return G(x, y, sc, m, flip);
}

// bald cypress: buttressed trunk, feathery narrow crown
export function cypress(x, y, sc, dark, light, trunk = '#7a5a44') {
  const m =
    path('M-12 0C-8-6-5-14-4-40L-2-120H2L4-40C5-14 8-6 12 0Z', trunk) +
    path('M0-150C-18-140-26-118-24-96C-30-84-30-70-22-58C-10-50 10-50 22-58C30-70 30-84 24-96C26-118 18-140 0-150Z', dark) +
    path('M-4-142C-14-132-18-116-16-100C-20-90-20-78-14-68C-16-86-8-96-8-108C-10-122-6-134-4-142Z', light);
  return G(x, y, sc, m);
}

export function car(x, y, sc, color, flip = false) {
  const m =
    path('M0-12v-10a6 6 0 0 1 6-6h14l14-14h40l18 14h14a6 6 0 0 1 6 6v10a4 4 0 0 1-4 4h-104a4 4 0 0 1-4-4z', color) +
    path('M38-40h16v12h-28zM58-40h12l14 12h-26z', '#a9c6d8') +
    circ(24, -8, 9, '#263238') + circ(24, -8, 3.5, '#9e9e9e') + circ(88, -8, 9, '#263238') + circ(88, -8, 3.5, '#9e9e9e');
  return G(x, y, sc, m, flip);
}

// picket fence between x0..x1 with base at y, height h
export function picket(s, x0, x1, y, h, color = '#ffffff') {
  const id = s.id('p');
  const pw = Math.max(6, h * 0.22),
    gap = pw * 0.7;
  s.def(
    `<pattern id="${id}" width="${r1(pw + gap)}" height="${r1(h)}" patternUnits="userSpaceOnUse" x="${r1(x0)}" y="${r1(y - h)}"><path d="M0 ${r1(pw * 0.5)}l${r1(pw / 2)} ${r1(-pw * 0.5)}l${r1(pw / 2)} ${r1(pw * 0.5)}V${r1(h)}H0Z" fill="${color}"/></pattern>`,
  );
  return rect(x0, y - h, x1 - x0, h, `url(#${id})`) + rect(x0, y - h * 0.72, x1 - x0, h * 0.08, color) + rect(x0, y - h * 0.3, x1 - x0, h * 0.08, color);
}
// privacy fence (board-on-board)
export function privacy(s, x0, x1, y, h, color = '#c9a57a', seam = '#a98558') {
  const id = s.id('p');
  s.def(`<pattern id="${id}" width="14" height="10" patternUnits="userSpaceOnUse" x="${r1(x0)}"><rect width="14" height="10" fill="${color}"/><rect width="1.6" height="10" fill="${seam}"/></pattern>`);
  return rect(x0, y - h, x1 - x0, h, `url(#${id})`) + rect(x0, y - h, x1 - x0, 4, seam);
}

// sprinkler spray fan from (x,y), radius r, angles a0..a1 (deg, 0 = right, -90 = up)
export function spray(x, y, r, a0 = -160, a1 = -20, color = '#e3f4ff', n = 6) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = ((a0 + ((a1 - a0) * i) / (n - 1)) * Math.PI) / 180;
    const ex = x + Math.cos(a) * r,
      ey = y + Math.sin(a) * r * 0.55;
    const cx = x + Math.cos(a) * r * 0.5,
      cy = y + Math.sin(a) * r * 0.55 - r * 0.45;
    d += `M${r0(x)} ${r0(y)}Q${r0(cx)} ${r0(cy)} ${r0(ex)} ${r0(ey + r * 0.35)}`;
  }
  return line(d, color, 2.2, ' stroke-dasharray="3 5" opacity=".9"') + rect(x - 3, y - 2, 6, 6, '#455a64');
}

export function leaves(s, x0, y0, x1, y1, n, colors, sz = 5) {
  const by = {};
  for (let i = 0; i < n; i++) {
    const a = s.rnd(0, Math.PI);
    (by[colors[i % colors.length]] ||= []).push([s.rnd(x0, x1), s.rnd(y0, y1), r0(Math.cos(a) * sz), r0(Math.sin(a) * sz)]);
  }
  return Object.entries(by)
    .map(([c, p]) => `<path d="${p.map(([x, y, dx, dy]) => `M${r0(x)} ${r0(y)}l${dx} ${dy}`).join('')}" stroke="${c}" stroke-width="${r1(sz * 0.7)}"/>`)
    .join('');
}

export function wheelbarrow(x, y, sc, load = '#5d3a22', body = '#2e7d32', flip = false) {
  const m =
    line('M-46-30L8-22M-40-30L-50 0', '#555', 3) +
    path('M-40-40h66l-12 22h-44z', body) +
    path('M-38-40c10-14 50-14 62 0z', load) +
    circ(20, -9, 9, '#263238') + circ(20, -9, 3, '#bdbdbd');
  return G(x, y, sc, m, flip);
}

export function spreaderTool(x, y, sc, color = '#f57c00') {
  const m = line('M-30-62L0-26', '#444', 3) + line('M-34-64h10', '#222', 5) + path('M-16-48h34l-8 22h-18z', color) + line('M0-26v18', '#444', 3) + circ(0, -7, 8, '#263238');
  return G(x, y, sc, m);
}

export function granules(s, x, y, w, h, color = '#eceff1', n = 40) {
  const p = [];
  for (let i = 0; i < n; i++) {
    const t = s.rnd(0, 1),
      ang = s.rnd(-1, 1);
    p.push([x + ang * w * t, y + t * h * s.rnd(0.4, 1)]);
  }
  return dots(p, color, 2.6);
}

export function bale(x, y, w, h, c = '#c98a3f') {
  return rect(x, y, w, h, c) + line(`M${r1(x)} ${r1(y + h / 3)}h${r1(w)}M${r1(x)} ${r1(y + (2 * h) / 3)}h${r1(w)}`, '#8d5a26', 1.2);
}

export function roundBale(x, y, r) {
  return ell(x, y, r * 1.1, r, '#d7a85a') + ell(x + r * 0.55, y, r * 0.55, r, '#c49245') + ell(x + r * 0.55, y, r * 0.3, r * 0.55, '#b07f38');
}

export function skidSteer(x, y, sc, color = '#fbc02d', flip = false) {
  const m =
    rect(-40, -20, 84, 20, '#263238') + circ(-28, -10, 9, '#455a64') + circ(32, -10, 9, '#455a64') +
    path('M-36-20v-36h40l10 14v22z', color) + path('M-30-54h26v24h-26z', '#90a4ae') + line('M-30-54h26v24h-26z', '#37474f', 2) +
    line('M10-40L44-30', color, 8) + path('M40-40h26l4 30h-30z', '#455a64');
  return G(x, y, sc, m, flip);
}

export function chipper(x, y, sc) {
  const m = rect(-40, -42, 70, 30, '#f57c00') + path('M30-42l34-16v16l-34 12z', '#ef6c00') + line('M-30-42l-14-30h22', '#546e7a', 5) + circ(-6, -10, 11, '#212121') + circ(-6, -10, 4, '#bdbdbd') + line('M30-20h30', '#333', 3);
  return G(x, y, sc, m);
}

export function stump(x, y, r) {
  return path(`M${r1(x - r)} ${r1(y)}v${r1(-r * 0.7)}h${r1(r * 2)}v${r1(r * 0.7)}l${r1(r * 0.3)} ${r1(r * 0.2)}h${r1(-r * 2.6)}z`, '#7a5a44') + ell(x, y - r * 0.7, r, r * 0.35, '#d7b48a') + ell(x, y - r * 0.7, r * 0.55, r * 0.18, 'none', ' stroke="#b08456" stroke-width="1.5"');
}

export function logs(x, y, n, r) {
  let out = '';
  let k = 0;
  for (let row = 0; n > 0; row++) {
    for (let i = 0; i < n; i++) {
      const cx = x + i * r * 2.05 + row * r,
        cy = y - r - row * r * 1.75;
      out += circ(cx, cy, r, '#a67c52') + circ(cx, cy, r * 0.78, '#d7b48a') + circ(cx, cy, r * 0.3, '#c49a6c');
      k++;
    }
    n--;
  }
  return out;
}

// generic modern building block with window bands
export function office(s, x, by, w, h, o = {}) {
  const body = o.body ?? '#d9dee3',
    glass = o.glass ?? '#7fa9c7',
    band = o.band ?? '#c5ccd3';
  const floors = o.floors ?? 3;
  let out = rect(x, by - h, w, h, body) + rect(x - 4, by - h - 6, w + 8, 8, o.cap ?? '#9aa5af');
  const fh = (h - 14) / floors;
  let d = '';
  for (let f = 0; f < floors; f++) d += `M${r1(x + 10)} ${r1(by - h + 10 + f * fh)}h${r1(w - 20)}v${r1(fh * 0.62)}h${r1(-(w - 20))}z`;
  out += path(d, glass);
  let m = '';
  const nm = Math.floor((w - 20) / 34);
  for (let i = 1; i < nm; i++) m += `M${r1(x + 10 + ((w - 20) * i) / nm)} ${r1(by - h + 10)}V${r1(by - 14)}`;
  out += line(m, band, 2.5, ' stroke-linecap="butt"');
  out += path(`M${r1(x + 10)} ${r1(by - h + 10)}l${r1(w * 0.35)} 0l${r1(-w * 0.2)} ${r1(h - 24)}h${r1(-w * 0.15)}z`, '#fff', ' opacity=".12"');
  return out;
}

// clinic: low building with canopy and medical cross
export function clinic(x, by, w, h) {
  let out = rect(x, by - h, w, h, '#f1f3f4') + rect(x - 6, by - h - 8, w + 12, 10, '#607d8b');
  out += path(`M${x + 14} ${by - h + 24}h${w * 0.32}v${h * 0.42}h-${w * 0.32}zM${x + w * 0.62} ${by - h + 24}h${w * 0.3}v${h * 0.42}h-${w * 0.3}z`, '#86b7d4');
  const cx = x + w * 0.5;
  out += rect(cx - 40, by - h * 0.72, 80, h * 0.72, '#cfd8dc') + rect(cx - 30, by - h * 0.56, 60, h * 0.56, '#9cc7de') + line(`M${cx} ${by - h * 0.56}V${by}`, '#cfd8dc', 3);
  out += rect(cx - 70, by - h * 0.8, 140, 12, '#455a64') + rect(cx - 64, by - h * 0.8 + 12, 5, h * 0.8 - 12, '#90a4ae') + rect(cx + 59, by - h * 0.8 + 12, 5, h * 0.8 - 12, '#90a4ae');
  out += circ(cx, by - h - 30, 22, '#fff') + path(`M${cx - 5} ${by - h - 45}h10v10h10v10h-10v10h-10v-10h-10v-10h10z`, '#2e7d32') + line(`M${cx} ${by - h - 8}v-0`, '#fff', 2);
  return out;
}

// shopping centre: long low storefront row with awnings
export function shops(x, by, w, h, colors) {
  const n = colors.length;
  const sw = w / n;
  let out = '';
  for (let i = 0; i < n; i++) {
    const sx = x + i * sw;
    const ph = h + (i % 2 ? 14 : 0) + (i === Math.floor(n / 2) ? 26 : 0);
    out += rect(sx, by - ph, sw + 1, ph, i % 2 ? '#e8dccb' : '#dccdb7') + rect(sx - 1, by - ph - 6, sw + 3, 7, '#b7a58c');
    out += rect(sx + sw * 0.12, by - h * 0.6, sw * 0.76, h * 0.6, '#8fb4cc') + rect(sx + sw * 0.42, by - h * 0.5, sw * 0.16, h * 0.5, '#5f8aa6');
    out += path(`M${r1(sx + sw * 0.08)} ${r1(by - h * 0.62)}h${r1(sw * 0.84)}l${r1(sw * 0.05)} 16h${r1(-sw * 0.94)}z`, colors[i]);
    out += rect(sx + sw * 0.2, by - h * 0.88, sw * 0.6, 10, '#fff', ' opacity=".6"');
  }
  return out;
}

// hotel with porte-cochere
export function hotel(s, x, by, w, h) {
  let out = rect(x, by - h, w, h, '#efe6d8') + rect(x - 6, by - h - 10, w + 12, 12, '#8d6e63');
  let d = '';
  const cols = 8,
    rows = 5;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) d += `M${r1(x + 16 + (c * (w - 32)) / cols)} ${r1(by - h + 16 + (r * (h * 0.7)) / rows)}h${r1((w - 32) / cols - 10)}v${r1((h * 0.7) / rows - 12)}h${r1(-((w - 32) / cols - 10))}z`;
  out += path(d, '#9fc0d6');
  const cx = x + w / 2;
  out += rect(cx - 50, by - h * 0.25, 100, h * 0.25, '#cfe0ea') + line(`M${cx} ${by - h * 0.25}V${by}`, '#efe6d8', 3);
  out += path(`M${cx - 120} ${by - h * 0.3}h240l-14-18h-212z`, '#5d4037') + rect(cx - 112, by - h * 0.3, 8, h * 0.3, '#d7ccc8') + rect(cx + 104, by - h * 0.3, 8, h * 0.3, '#d7ccc8');
  return out;
}

export function barn(x, by, w, h, color = '#a33b2b') {
  const rh = h * 0.45;
  let out = path(poly([[x, by - h], [x + w * 0.2, by - h - rh], [x + w * 0.8, by - h - rh], [x + w, by - h], [x + w, by], [x, by]]), color);
  out += path(poly([[x - 6, by - h + 2], [x + w * 0.2, by - h - rh], [x + w * 0.8, by - h - rh], [x + w + 6, by - h + 2], [x + w * 0.8, by - h - rh + 6], [x + w * 0.2, by - h - rh + 6]]), '#5d4037');
  const dx = x + w * 0.3,
    dw = w * 0.4,
    dh = h * 0.7;
  out += rect(dx, by - dh, dw, dh, '#fff') + rect(dx + 4, by - dh + 4, dw - 8, dh - 4, color) + line(`M${dx + 4} ${by - dh + 4}L${dx + dw - 4} ${by}M${dx + dw - 4} ${by - dh + 4}L${dx + 4} ${by}M${dx + dw / 2} ${by - dh}V${by}`, '#fff', 3);
  out += rect(x + w * 0.42, by - h - rh * 0.6, w * 0.16, rh * 0.4, '#fff') + rect(x + w * 0.44, by - h - rh * 0.56, w * 0.12, rh * 0.32, '#4e342e');
  return out;
}

export function storefrontRow(x, by, w, h, colors) {
  const n = colors.length,
    sw = w / n;
  let out = '';
  colors.forEach((c, i) => {
    const sx = x + i * sw,
      hh = h + (i % 3) * 14;
    out += rect(sx, by - hh, sw + 1, hh, c) + rect(sx - 1, by - hh - 8, sw + 2, 8, '#00000022'.slice(0, 7), ' opacity=".25"');
    out += path(`M${r1(sx + sw * 0.18)} ${r1(by - hh + 22)}h${r1(sw * 0.2)}v${r1(hh * 0.3)}h${r1(-sw * 0.2)}zM${r1(sx + sw * 0.62)} ${r1(by - hh + 22)}h${r1(sw * 0.2)}v${r1(hh * 0.3)}h${r1(-sw * 0.2)}z`, '#f3e9d2');
    out += rect(sx + sw * 0.1, by - h * 0.42, sw * 0.8, h * 0.42, '#8fb0c4') + rect(sx + sw * 0.4, by - h * 0.36, sw * 0.2, h * 0.36, '#4f6f82');
    out += path(`M${r1(sx + sw * 0.06)} ${r1(by - h * 0.44)}h${r1(sw * 0.88)}l6 14h${r1(-sw * 0.88 - 12)}z`, i % 2 ? '#2e7d32' : '#7b1f1f');
  });
  return out;
}

export function depot(x, by, w, h) {
  let out = path(poly([[x - 30, by - h], [x + w + 30, by - h], [x + w - 10, by - h - h * 0.5], [x + 10, by - h - h * 0.5]]), '#6d4c41');
  out += rect(x, by - h, w, h, '#e6c79c') + rect(x, by - h, w, 8, '#00000030'.slice(0, 7), ' opacity=".15"');
  let d = '';
  for (let i = 0; i < 5; i++) d += `M${r1(x + 20 + i * (w - 40) / 4 - 10)} ${r1(by - h * 0.75)}h20v${r1(h * 0.5)}h-20z`;
  out += path(d, '#5d4037');
  out += line(`M${x - 26} ${by - h}l14 14M${x + w + 26} ${by - h}l-14 14`, '#6d4c41', 4);
  return out;
}

export function church(x, by, w, h, body = '#ffffff') {
  const cx = x + w / 2;
  let out = path(poly([[x - 8, by - h], [cx, by - h - h * 0.55], [x + w + 8, by - h]]), '#546e7a');
  out += rect(x, by - h, w, h, body);
  out += rect(cx - 22, by - h - h * 0.9, 44, h * 0.9, body) + path(poly([[cx - 26, by - h - h * 0.9], [cx, by - h - h * 2], [cx + 26, by - h - h * 0.9]]), '#546e7a');
  out += path(`M${cx - 8} ${by - h - h * 0.6}h16v-14a8 8 0 0 0-16 0z`, '#37474f');
  let d = '';
  for (const fx of [0.15, 0.3, 0.7, 0.85]) d += `M${r1(x + w * fx - 7)} ${r1(by - h * 0.75)}h14v${r1(h * 0.45)}h-14v-4a7 7 0 0 1 14 0`;
  out += path(d, '#8fb0c4') + rect(cx - 12, by - h * 0.55, 24, h * 0.55, '#6d4c41');
  return out;
}

export function waterTower(x, by, h, color = '#cfd8dc') {
  let out = line(`M${x - 26} ${by}L${x - 16} ${by - h * 0.7}M${x + 26} ${by}L${x + 16} ${by - h * 0.7}M${x - 22} ${by - h * 0.25}L${x + 22} ${by - h * 0.45}M${x + 22} ${by - h * 0.25}L${x - 22} ${by - h * 0.45}`, '#90a4ae', 3);
  out += path(`M${x - 34} ${by - h * 0.7}c0-30 68-30 68 0v-20c0-18-68-18-68 0z`, color) + ell(x, by - h * 0.9, 34, 14, color) + path(`M${x - 20} ${by - h * 0.98}q20-22 40 0z`, '#b0bec5');
  return out;
}

export function mill(x, by, w, h) {
  let out = path(poly([[x - 10, by - h], [x + w / 2, by - h - h * 0.55], [x + w + 10, by - h]]), '#5d4037');
  out += rect(x, by - h, w, h, '#9c6b45') + line(`M${x} ${by - h * 0.66}h${w}M${x} ${by - h * 0.33}h${w}`, '#7a5234', 2);
  out += rect(x + w * 0.2, by - h * 0.8, 18, 22, '#3e2723') + rect(x + w * 0.6, by - h * 0.8, 18, 22, '#3e2723') + rect(x + w * 0.4, by - h * 0.4, 24, h * 0.4, '#3e2723');
  const wx = x - 6,
    wy = by - h * 0.35,
    wr = h * 0.42;
  let sp = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    sp += `M${r1(wx)} ${r1(wy)}L${r1(wx + Math.cos(a) * wr)} ${r1(wy + Math.sin(a) * wr)}`;
  }
  out += circ(wx, wy, wr, 'none', ' stroke="#4e342e" stroke-width="6"') + line(sp, '#4e342e', 3) + circ(wx, wy, 5, '#4e342e');
  return out;
}
