import { Scene, dots, lawn, tree, shrub, flowers, mulchPattern, strawPattern, house, person, zeroTurn, truck, rect, circ, ell, path, line, poly, bedD, stonesEllipse, skinTone, r0, r1 } from './lib.mjs';
import { G, picket, privacy, spray, leaves, wheelbarrow, granules, bale, liveOak, car } from './lib2.mjs';
import { base, LAWN } from './common.mjs';
import { mark } from './logo.mjs';

const W = 800,
  H = 600;
const S2 = '#2e7d32';

// perspective paver patio: polygon with grid lines
function patio(s, pts, c = '#cdbb9c', seam = '#b19d7c', rows = 5, cols = 6) {
  const [a, b, c2, d] = pts; // a=back-left b=back-right c2=front-right d=front-left
  let m = '';
  for (let i = 1; i < rows; i++) {
    const t = i / rows;
    const tt = t * t * 0.4 + t * 0.6;
    m += `M${r0(a[0] + (d[0] - a[0]) * tt)} ${r0(a[1] + (d[1] - a[1]) * tt)}L${r0(b[0] + (c2[0] - b[0]) * tt)} ${r0(b[1] + (c2[1] - b[1]) * tt)}`;
  }
  for (let j = 1; j < cols; j++) {
    const t = j / cols;
    m += `M${r0(a[0] + (b[0] - a[0]) * t)} ${r0(a[1] + (b[1] - a[1]) * t)}L${r0(d[0] + (c2[0] - d[0]) * t)} ${r0(d[1] + (c2[1] - d[1]) * t)}`;
  }
  return path(poly(pts), c) + line(m, seam, 2);
}
function adirondack(x, y, sc, color, flip = false) {
  const m = path('M-14-52l10-2l8 30h-10z', color) + path('M-20-24h40v6h-40z', color) + line('M-16-18v18M16-18v18M-22-34h20M12-34h14l2 16', color, 4);
  return G(x, y, sc, m, flip);
}
function firepit(x, y, r) {
  return ell(x, y, r, r * 0.35, '#8d8a85') + ell(x, y - r * 0.12, r * 0.75, r * 0.22, '#3e3a36') + path(`M${x - r * 0.3} ${y - r * 0.15}q${r * 0.1}-${r * 0.6} ${r * 0.3}-${r * 0.8}q${r * 0.2} ${r * 0.4} ${r * 0.3} ${r * 0.8}z`, '#ff9800') + path(`M${x - r * 0.12} ${y - r * 0.15}q${r * 0.05}-${r * 0.3} ${r * 0.12}-${r * 0.45}q${r * 0.1} ${r * 0.25} ${r * 0.12} ${r * 0.45}z`, '#ffeb3b');
}
function lamp(x, y, h = 22) {
  return circ(x, y - h, 12, '#fff3c4', ' opacity=".35"') + line(`M${x} ${y}v-${h}`, '#37474f', 3) + path(`M${x - 5} ${y - h - 2}h10l-2-6h-6z`, '#37474f') + circ(x, y - h + 1, 2.5, '#ffe082');
}
function retainingWall(s, x0, x1, y, h, c1 = '#b8aa95', c2 = '#a39580') {
  const id = s.id('p');
  s.def(`<pattern id="${id}" width="40" height="20" patternUnits="userSpaceOnUse" x="${x0}" y="${y - h}"><rect width="40" height="20" fill="${c1}"/><path d="M0 0H40M0 10H40M10 0V10M30 10V20" stroke="${c2}" stroke-width="2"/></pattern>`);
  return rect(x0, y - h, x1 - x0, h, `url(#${id})`) + rect(x0 - 4, y - h - 6, x1 - x0 + 8, 7, '#9c8e79');
}

export const team = {
  'team-1': () => {
    const s = new Scene(W, H, 41);
    base(s, { pal: 'morning', hy: 300, sun: [640, 90, 26], clouds: [[200, 80, 1], [460, 130, 0.8, 0.9, 2]], pines: 8 });
    s.add(tree(s, 90, 330, 1.5, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 700, 330, 1.7, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(privacy(s, 0, 800, 360, 80, '#c7a57d', '#a8855c'));
    s.add(lawn(s, { y: 356, c1: '#5aa63c', c2: '#79c257', vx: 120, sw: 90, k: 0.6, cross: true }));
    s.add(zeroTurn(300, 470, 1.6, { skin: skinTone(1) }));
    s.add(person(560, 560, 1.5, 'push', { skin: skinTone(3), flip: true }));
    s.add(leaves(s, 360, 460, 420, 480, 16, ['#8bc34a', '#6fae4c'], 3));
    return s.out();
  },
  'team-2': () => {
    const s = new Scene(W, H, 42);
    base(s, { pal: 'golden', hy: 300, sun: [120, 190, 28], clouds: [[420, 80, 1, 0.8], [700, 140, 0.8, 0.8, 1]], cloudc: '#fff3e2', pines: 8 });
    s.add(house(s, 400, 330, { style: 'cottage', w: 200, h: 100, body: '#f3e3c8', roof: '#5b4b44', shutter: '#4a6b5a', door: '#2f4f3a' }));
    s.add(tree(s, 700, 334, 1.3, '#3f5f33', '#7d9b45', '#5b4636', 0) + tree(s, 330, 334, 1.05, '#3f5f33', '#7d9b45', '#5b4636', 2));
    s.add(lawn(s, { y: 330, ...LAWN.golden, vx: 500, sw: 70, k: 0.5 }));
    s.add(path('M0 440C200 420 380 440 520 500S760 600 800 600H700C640 570 520 520 400 490S150 470 0 480Z', '#ddd3c2'));
    s.add(line('M0 440C200 420 380 440 520 500S760 600 800 600', '#3d6e26', 3));
    s.add(person(330, 448, 1.45, 'trim', { skin: skinTone(5) }));
    s.add(leaves(s, 380, 436, 420, 450, 12, ['#4a8f34', '#7fb04e'], 2.5));
    s.add(person(640, 592, 1.5, 'blow', { skin: skinTone(2), flip: true, shirt: S2 }));
    return s.out();
  },
  'team-3': () => {
    const s = new Scene(W, H, 43);
    base(s, { pal: 'midday', hy: 290, sun: [700, 80, 24], clouds: [[160, 90, 1], [440, 60, 0.8, 0.9, 2]], pines: 8 });
    s.add(house(s, 60, 340, { w: 320, h: 100, body: '#f2ede4', roof: '#3f454d', shutter: '#1f3b57', door: '#b23b3b' }));
    s.add(tree(s, 520, 334, 1.5, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(lawn(s, { y: 334, ...LAWN.bright, vx: 420, sw: 80, k: 0.5 }));
    const mp = mulchPattern(s, '#553522', '#744a2c');
    s.add(path(bedD(40, 640, 350, 140, 0.7), mp));
    s.add(shrub(s, 110, 384, 1.1, '#2f6a33', '#5c9a47', 1) + shrub(s, 220, 390, 1.2, '#2f6a33', '#5c9a47', 0, '#f48fb1') + shrub(s, 560, 392, 1.1, '#2f6a33', '#5c9a47', 1));
    s.add(person(240, 480, 1.45, 'kneel', { skin: skinTone(0) }));
    s.add(person(420, 470, 1.45, 'dig', { skin: skinTone(4), shirt: S2 }));
    let pots = '';
    for (const [x, y] of [[600, 530], [640, 548], [690, 532], [560, 556]]) pots += path(`M${x - 14} ${y - 26}h28l-4 26h-20z`, '#2b2b2b') + path(`M${x - 16} ${y - 26}c2-22 30-22 32 0z`, x % 3 ? '#43a047' : '#66bb6a');
    s.add(pots);
    s.add(wheelbarrow(110, 570, 1.4, '#553522', '#2e7d32'));
    return s.out();
  },
  'team-4': () => {
    const s = new Scene(W, H, 44);
    base(s, { pal: 'sunrise', hy: 300, sun: [680, 170, 28], clouds: [[220, 90, 1, 0.85, 1], [500, 60, 0.7]], pines: 16 });
    s.add(tree(s, 60, 420, 2.2, '#35602f', '#5a8440', '#6b4a33', 3) + tree(s, 730, 400, 1.9, '#35602f', '#5a8440', '#6b4a33', 3, true));
    s.add(lawn(s, { y: 320, ...LAWN.golden, vx: 300, sw: 70, k: 0.5 }));
    s.add(ell(170, 470, 190, 40, strawPattern(s)));
    s.add(truck(220, 420, 1.05, { color: '#2e7d32', trim: '#81c784', trailer: 'straw', mark: mark({ leaf: '#ffffff', tree: '#2e7d32', creek: '#81c784' }) }));
    s.add(person(560, 430, 1.3, 'lift', { skin: skinTone(1), flip: true }));
    s.add(person(420, 560, 1.5, 'carry', { skin: skinTone(3) }));
    s.add(person(210, 540, 1.4, 'rake', { skin: skinTone(5), shirt: S2 }));
    return s.out();
  },
  'team-5': () => {
    const s = new Scene(W, H, 45);
    base(s, { pal: 'midday', hy: 270, sun: [110, 70, 24], clouds: [[360, 70, 1], [640, 110, 0.9, 0.9, 1]], pines: 8 });
    s.add(house(s, 260, 320, { style: 'farm', w: 320, h: 150, body: '#e8eef2', roof: '#3d4651', shutter: '#1f3b57', door: '#1f3b57', dormers: 2, nwin: 4, cols: 6 }));
    s.add(tree(s, 200, 326, 1.4, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 660, 326, 1.3, '#c2577a', '#5f8a3c', '#9c8a78', 4));
    s.add(lawn(s, { y: 318, ...LAWN.bright, vx: 420, sw: 70, k: 0.45, yb: 470 }));
    s.add(rect(0, 440, 800, 20, '#d9d4ca') + line('M100 440v20M300 440v20M500 440v20M700 440v20', '#c2bcb1', 2));
    s.add(rect(0, 460, 800, 10, '#bfb9ae') + rect(0, 470, 800, 130, '#5f6369') + line('M0 560H800', '#f5f5f5', 4, ' stroke-dasharray="40 30"'));
    s.add(truck(40, 530, 1.05, { color: '#fafafa', trim: '#2e7d32', trailer: 'mower', mark: mark() }));
    s.add(person(560, 450, 1.3, 'wave', { skin: skinTone(2) }));
    s.add(person(610, 452, 1.3, 'stand', { skin: skinTone(0), shirt: S2 }));
    s.add(person(660, 448, 1.3, 'carry', { skin: skinTone(4), bale: '#2e7d32', flip: true }));
    return s.out();
  },
};

// ---------- owners ----------
function owner(o) {
  const s = new Scene(400, 400, 50);
  s.add(rect(0, 0, 400, 400, s.lg([[0, o.bg[0]], [1, o.bg[1]]], 0, 0, 0, 1)));
  s.add(circ(200, 190, 150, o.bg[2], ' opacity=".55"'));
  s.add(path('M0 330C80 300 160 320 240 310S360 300 400 296V400H0Z', '#a5d6a7', ' opacity=".7"'));
  s.add(path('M0 360C100 340 220 356 400 340V400H0Z', '#81c784', ' opacity=".7"'));
  if (o.hairBack) s.add(path(o.hairBack, o.hair));
  s.add(path('M70 400C78 318 130 292 200 292S322 318 330 400Z', '#388e3c'));
  s.add(path('M176 290h48l-24 40z', '#2e7d32') + path('M172 288l28 30l-14 20l-22-40zM228 288l-28 30l14 20l22-40z', '#43a047'));
  s.add(`<g transform="translate(250 336) scale(.55)">${mark({ leaf: '#ffffff', tree: '#388e3c', creek: '#81c784' })}</g>`);
  s.add(rect(182, 240, 36, 56, o.skin) + path('M182 262q18 14 36 0v-10h-36z', '#000', ' opacity=".12"'));
  s.add(ell(136, 196, 12, 18, o.skin) + ell(264, 196, 12, 18, o.skin));
  s.add(ell(200, 188, 64, 76, o.skin));
  if (o.beard) s.add(path(o.beard, o.hair));
  s.add(path(o.hairTop, o.hair));
  s.add(ell(174, 196, 6, 7.5, '#2b2b2b') + ell(226, 196, 6, 7.5, '#2b2b2b') + circ(176, 193, 2, '#fff') + circ(228, 193, 2, '#fff'));
  s.add(line('M160 176q14-8 28-2M212 174q14-6 28 2', o.brow ?? o.hair, 5));
  s.add(line('M200 204q-6 14 2 18', '#000', 2.5, ' opacity=".25"'));
  s.add(path('M178 232q22 22 44 0q-22 8-44 0z', '#8e3b3b') + path('M184 234q16 5 32 0v2q-16 4-32 0z', '#fff'));
  s.add(circ(156, 222, 11, '#ff8a80', ' opacity=".28"') + circ(244, 222, 11, '#ff8a80', ' opacity=".28"'));
  if (o.earring) s.add(circ(136, 218, 4.5, '#ffd54f') + circ(264, 218, 4.5, '#ffd54f'));
  return s.out();
}
export const owners = {
  'owner-1': () =>
    owner({
      bg: ['#e8f5e9', '#c8e6c9', '#ffffff'],
      skin: '#e0ac69',
      hair: '#5d4037',
      hairTop: 'M136 182c-6-50 22-84 66-84c44 0 70 30 64 84c-6-20-14-34-24-40c-20 12-56 16-90 8c-8 8-12 18-16 32z',
      beard: 'M138 196c0 60 28 86 62 86s62-26 62-86c-6 20-12 30-20 36c-12-10-28-12-42-12s-30 2-42 12c-8-6-14-16-20-36z',
    }),
  'owner-2': () =>
    owner({
      bg: ['#f1f8e9', '#dcedc8', '#ffffff'],
      skin: '#c68642',
      hair: '#3e2723',
      brow: '#3e2723',
      earring: true,
      hairBack: 'M120 190c-10-70 30-110 80-110s94 40 80 110c-2 40 10 80 26 110c-40 20-170 20-212 0c16-30 28-70 26-110z',
      hairTop: 'M134 196c-4-62 24-100 68-100c42 0 70 34 66 100c-10-30-26-50-48-60c-24 24-54 36-86 38c-0 6 0 14 0 22z',
    }),
};

// ---------- portfolio ----------
export const portfolio = {
  'residential-01': () => {
    // new sod in front of brick ranch
    const s = new Scene(W, H, 61);
    base(s, { pal: 'spring', hy: 300, sun: [690, 80, 24], clouds: [[200, 80, 1], [470, 120, 0.8, 0.9, 1]], pines: 8 });
    s.add(house(s, 200, 350, { w: 380, h: 110, body: '#a85c45', trim: '#fff', roof: '#3b3f45', shutter: '#1d2b24', door: '#2e4a35', chimney: true, nwin: 2 }));
    s.add(tree(s, 140, 352, 1.4, '#4b8a45', '#ffffff', '#6b4a33', 6) + tree(s, 680, 354, 1.5, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(lawn(s, { y: 348, c1: '#6cc24a', c2: '#7fd05c', vx: 400, sw: 70, k: 0.4 }));
    let seams = '';
    let y = 600,
      rh = 44,
      row = 0;
    while (y > 352 && rh > 4) {
      const k = (y - 330) / 270;
      for (let x = -((row % 2) * 90 * k); x < 800; x += 180 * k) seams += `M${r0(x)} ${r0(y)}v${r0(-rh)}`;
      seams += `M0 ${r0(y - rh)}H800`;
      y -= rh;
      rh *= 0.8;
      row++;
    }
    s.add(line(seams, '#58a83c', 1.4, ' opacity=".6"'));
    const mp = mulchPattern(s, '#4b2f1e', '#6b4329');
    s.add(path('M180 350H600C606 366 596 380 580 382H200C184 380 176 366 180 350Z', mp));
    for (let i = 0; i < 8; i++) s.add(shrub(s, 210 + i * 52, 372, 0.85, '#2f6a33', '#5c9a47', i % 3 === 1 ? 0 : 1, i % 3 === 1 ? '#ff8a80' : null));
    return s.out();
  },
  'residential-02': () => {
    // flower bed with steel edging, close view
    const s = new Scene(W, H, 62);
    base(s, { pal: 'morning', hy: 220, sun: [110, 70, 24], clouds: [[420, 70, 1], [690, 110, 0.8, 0.9, 2]], pines: 10, pineH: [60, 110] });
    s.add(picket(s, 0, 800, 300, 70));
    s.add(lawn(s, { y: 296, ...LAWN.cool, vx: 600, sw: 90, k: 0.6 }));
    const mp = mulchPattern(s, '#4e3020', '#6e452b');
    const d = 'M-10 330C200 310 500 320 810 300V470C620 520 420 430 220 470S40 520-10 500Z';
    s.add(path(d, mp));
    s.add(line('M-10 500C40 520 100 500 220 470S620 520 810 470', '#222', 4));
    s.add(shrub(s, 80, 380, 1.6, '#3f7f3a', '#76b35a', 2) + shrub(s, 700, 360, 1.7, '#3f7f3a', '#76b35a', 2) + shrub(s, 400, 360, 1.4, '#2f6a33', '#5c9a47', 0, '#ce93d8'));
    s.add(flowers(s, 20, 780, 430, ['#e53935', '#ffb300', '#ffffff', '#ec407a'], 26, 7));
    s.add(flowers(s, 60, 760, 390, ['#7e57c2', '#ffd54f', '#f06292'], 20, 6));
    return s.out();
  },
  'residential-03': () => {
    // fresh mulch foundation beds, two-storey colonial
    const s = new Scene(W, H, 63);
    base(s, { pal: 'midday', hy: 300, sun: [700, 70, 22], clouds: [[160, 80, 1], [420, 110, 0.8, 0.9, 1]], pines: 8 });
    s.add(house(s, 150, 380, { style: 'farm', w: 500, h: 190, body: '#b85e44', trim: '#fff', roof: '#2f3439', shutter: '#1d2b24', door: '#1d2b24', dormers: 3, nwin: 5, cols: 7 }));
    s.add(tree(s, 90, 386, 1.5, '#2f6b3a', '#5a9a48', '#5b4636', 1) + tree(s, 720, 386, 1.6, '#2f6b3a', '#5a9a48', '#5b4636', 1));
    s.add(lawn(s, { y: 378, ...LAWN.deep, vx: 400, sw: 90, k: 0.4, cross: true }));
    const mp = mulchPattern(s, '#3f271a', '#5e3b25');
    s.add(path(bedD(120, 680, 376, 70, 0.7), mp));
    for (let i = 0; i < 9; i++) if (i !== 4) s.add(shrub(s, 160 + i * 60, 404, 1, '#2f6a33', '#5c9a47', i % 2, i % 2 ? null : '#ffffff'));
    s.add(flowers(s, 350, 450, 430, ['#e53935', '#fff'], 8, 5));
    s.add(path('M380 388H420L470 600H330Z', '#d8cdb8'));
    return s.out();
  },
  'residential-04': () => {
    // stone-bordered island bed around an oak
    const s = new Scene(W, H, 64);
    base(s, { pal: 'golden', hy: 290, sun: [650, 200, 28], clouds: [[200, 90, 1, 0.8], [470, 60, 0.8, 0.8, 2]], cloudc: '#fff3e2', pines: 12 });
    s.add(house(s, 40, 320, { style: 'cottage', w: 150, h: 80, body: '#efe3cd', roof: '#5b4b44', shutter: '#3e5b3a', door: '#3e5b3a' }));
    s.add(lawn(s, { y: 316, ...LAWN.golden, vx: 300, sw: 80, k: 0.5 }));
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(ell(440, 470, 250, 70, mp));
    s.add(liveOak(440, 470, 1.9, '#3f5f33', '#7d9b45'));
    s.add(shrub(s, 280, 480, 1.1, '#3c6b34', '#6c9a45', 0, '#ffffff') + shrub(s, 600, 486, 1.1, '#3c6b34', '#6c9a45', 0, '#f48fb1') + shrub(s, 380, 510, 0.9, '#6d8f3a', '#a5c25a', 2) + shrub(s, 520, 514, 0.9, '#6d8f3a', '#a5c25a', 2));
    s.add(stonesEllipse(s, 440, 470, 250, 70, 24, '#8f877a', '#b3ab9e', 1.2));
    return s.out();
  },
  'residential-05': () => {
    // front walk lined with boxwoods and flowers up to a cottage door
    const s = new Scene(W, H, 65);
    base(s, { pal: 'spring', hy: 250, sun: [110, 70, 24], clouds: [[480, 70, 1], [700, 120, 0.8, 0.9, 1]], pines: 6 });
    s.add(house(s, 220, 330, { style: 'cottage', w: 360, h: 170, body: '#e3ecf1', roof: '#4f5d6a', shutter: '#2f4f6f', door: '#c0392b' }));
    s.add(lawn(s, { y: 326, ...LAWN.spring, vx: 400, sw: 70, k: 0.45 }));
    s.add(path('M372 330H428L560 600H240Z', '#d9cbb2'));
    s.add(line('M368 360H432M360 400H440M350 450H452M334 520H468', '#c2b194', 3));
    for (let i = 0; i < 6; i++) {
      const t = i / 5,
        y = 350 + t * t * 220 + t * 30,
        sc = 0.6 + t * 0.9;
      const dx = 40 + t * 170;
      s.add(shrub(s, 400 - dx, y, sc, '#2f6a33', '#5c9a47', 1) + shrub(s, 400 + dx, y, sc, '#2f6a33', '#5c9a47', 1, null, true));
    }
    s.add(flowers(s, 40, 220, 560, ['#f06292', '#ffd54f', '#fff'], 10, 7) + flowers(s, 580, 760, 560, ['#f06292', '#ffd54f', '#fff'], 10, 7));
    s.add(tree(s, 120, 350, 1.5, '#4b8a45', '#ffffff', '#6b4a33', 6) + tree(s, 700, 352, 1.5, '#4b8a45', '#f8bbd0', '#6b4a33', 6));
    return s.out();
  },
  'residential-06': () => {
    // backyard makeover: patio, fire pit, fence
    const s = new Scene(W, H, 66);
    base(s, { pal: 'dusk', hy: 240, sun: [620, 200, 22, 5], sunc: '#ffd9a0', glow: '#ffb36b', clouds: [[200, 80, 1, 0.5], [460, 120, 0.8, 0.45, 2]], cloudc: '#f8c9b6', pines: 10 });
    s.add(privacy(s, 0, 800, 330, 110, '#a77f58', '#8a6645'));
    s.add(tree(s, 80, 250, 1.3, '#2b4634', '#4f6f45', '#4a3a2c', 0) + tree(s, 700, 244, 1.1, '#2b4634', '#4f6f45', '#4a3a2c', 1));
    s.add(privacy(s, 0, 800, 330, 110, '#a77f58', '#8a6645'));
    s.add(line('M0 230C200 270 400 250 800 232', '#4a4a4a', 1.4) + dots([[60, 243], [140, 255], [220, 262], [300, 262], [380, 258], [460, 252], [540, 246], [620, 240], [700, 236]], '#ffe082', 7));
    s.add(lawn(s, { y: 328, ...LAWN.dusk, vx: 400, sw: 80, k: 0.5 }));
    const mp = mulchPattern(s, '#3b261a', '#573724');
    s.add(path('M0 330H800V360C600 372 200 372 0 360Z', mp));
    for (let i = 0; i < 9; i++) s.add(shrub(s, 40 + i * 92, 354, 0.95, '#2c5a33', '#4f8a45', i % 2 ? 2 : 0, i % 2 ? null : '#e1bee7'));
    s.add(patio(s, [[220, 400], [640, 400], [760, 600], [90, 600]], '#c9b79a', '#a8977b', 5, 7));
    s.add(firepit(425, 500, 56));
    s.add(adirondack(270, 480, 1.5, '#e8e0d2') + adirondack(580, 480, 1.5, '#e8e0d2', true) + adirondack(430, 600, 1.5, '#e8e0d2'));
    s.add(lamp(120, 420) + lamp(720, 420) + lamp(60, 520));
    return s.out();
  },
  'residential-07': () => {
    // pine straw islands under pines, farmhouse
    const s = new Scene(W, H, 67);
    base(s, { pal: 'sunrise', hy: 300, sun: [160, 180, 26], clouds: [[480, 80, 1, 0.85], [720, 150, 0.7, 0.85, 2]], pines: 14 });
    s.add(house(s, 380, 330, { style: 'farm', w: 300, h: 130, body: '#fbf7ee', roof: '#7a3b2e', shutter: '#2e4a35', door: '#2e4a35', dormers: 2, nwin: 3, cols: 5 }));
    s.add(lawn(s, { y: 326, ...LAWN.golden, vx: 520, sw: 80, k: 0.5 }));
    const sp = strawPattern(s);
    s.add(ell(170, 440, 160, 46, sp) + ell(620, 520, 200, 50, sp));
    s.add(tree(s, 120, 436, 1.8, '#35602f', '#5a8440', '#6b4a33', 3) + tree(s, 220, 446, 2.1, '#35602f', '#5a8440', '#6b4a33', 3, true));
    s.add(tree(s, 600, 520, 1.6, '#c94f7c', '#5f8a3c', '#9c8a78', 4));
    s.add(shrub(s, 110, 466, 1, '#2f6a33', '#5c9a47', 0, '#ec407a') + shrub(s, 260, 470, 1, '#2f6a33', '#5c9a47', 1) + shrub(s, 500, 546, 1.1, '#2f6a33', '#5c9a47', 1) + shrub(s, 740, 540, 1.2, '#2f6a33', '#5c9a47', 0, '#ffffff'));
    return s.out();
  },
  'residential-08': () => {
    // crepe myrtles along a driveway
    const s = new Scene(W, H, 68);
    base(s, { pal: 'midday', hy: 280, sun: [120, 80, 24], clouds: [[380, 90, 1], [660, 60, 0.8, 0.9, 2]], pines: 10 });
    s.add(house(s, 470, 316, { w: 240, h: 80, body: '#f2efe9', roof: '#575d66', shutter: '#7a2e2e', door: '#7a2e2e', garage: true, nwin: 1 }));
    s.add(lawn(s, { y: 312, ...LAWN.bright, vx: 300, sw: 80, k: 0.5 }));
    s.add(path('M580 312H660L500 600H120Z', '#d8d3ca'));
    for (let i = 0; i < 4; i++) {
      const t = i / 3;
      const y = 340 + t * t * 200 + t * 40,
        sc = 0.7 + t * 1.1;
      const x = 560 - t * 380 - 60 - t * 40;
      s.add(tree(s, x, y, sc, ['#e06c9f', '#ab47bc', '#ef5350', '#f48fb1'][i], '#5f9a42', '#a89a88', 4));
      s.add(tree(s, 700 - t * 100 + 60 * t, y + 6, sc, ['#f48fb1', '#e06c9f', '#ab47bc', '#ef5350'][i], '#5f9a42', '#a89a88', 4, true));
    }
    return s.out();
  },
  'residential-09': () => {
    // terraced retaining wall garden
    const s = new Scene(W, H, 69);
    base(s, { pal: 'morning', hy: 200, sun: [680, 70, 22], clouds: [[200, 70, 1], [470, 100, 0.8, 0.9, 1]], pines: 10, pineH: [60, 100] });
    s.add(house(s, 460, 230, { w: 260, h: 70, body: '#f4eee4', roof: '#4b535c', shutter: '#2f4f3a', door: '#2f4f3a', nwin: 1 }));
    s.add(lawn(s, { y: 228, ...LAWN.cool, vx: 300, sw: 60, k: 0.5, yb: 320 }));
    s.add(retainingWall(s, 0, 800, 330, 50));
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(rect(0, 330, 800, 60, mp));
    s.add(shrub(s, 80, 372, 1.2, '#2f6a33', '#5c9a47', 1) + shrub(s, 250, 372, 1.2, '#3f7f3a', '#76b35a', 2) + shrub(s, 420, 374, 1.2, '#2f6a33', '#5c9a47', 0, '#64b5f6') + shrub(s, 600, 372, 1.2, '#3f7f3a', '#76b35a', 2) + shrub(s, 740, 374, 1.2, '#2f6a33', '#5c9a47', 1));
    s.add(retainingWall(s, 0, 800, 460, 70, '#c1b39e', '#a89a85'));
    s.add(rect(0, 460, 800, 140, mp));
    s.add(flowers(s, 10, 790, 520, ['#ffca28', '#e53935', '#ffffff', '#ab47bc'], 22, 8));
    s.add(shrub(s, 140, 590, 1.6, '#2f6a33', '#5c9a47', 0, '#64b5f6') + shrub(s, 660, 590, 1.6, '#2f6a33', '#5c9a47', 0, '#f48fb1'));
    return s.out();
  },
  'residential-10': () => {
    // side-yard stepping stone path, hydrangeas, gate
    const s = new Scene(W, H, 70);
    base(s, { pal: 'overcast', hy: 240, clouds: [[200, 80, 1, 0.8], [560, 60, 1.1, 0.8, 2]], cloudc: '#f5f7f8', pines: 8 });
    s.add(rect(0, 60, 240, 420, '#e3e0d8') + path('M-10 70H250L240 40H0Z', '#4a4f57') + rect(60, 160, 90, 120, '#fff') + rect(66, 166, 78, 108, '#9fbfcf'));
    s.add(privacy(s, 560, 800, 330, 130, '#b0906a', '#927252'));
    s.add(path('M600 330V230h110v100z', '#8a6a48') + line('M606 236l98 88M606 324l98-88', '#6f5236', 3));
    s.add(lawn(s, { y: 326, ...LAWN.deep, vx: 650, sw: 80, k: 0.5 }));
    s.add(path('M240 480C300 470 340 430 360 330H240Z', '#4e9a48'));
    let st = '';
    for (let i = 0; i < 6; i++) {
      const t = i / 5;
      const x = 640 - t * 300 - Math.sin(t * 3) * 60,
        y = 345 + t * t * 220 + 20 * t,
        rw = 14 + t * 40,
        rh = 5 + t * 14;
      st += ell(x, y, rw, rh, '#c7c2b8') + ell(x, y - 2, rw * 0.8, rh * 0.6, '#d9d5cc');
    }
    s.add(st);
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(path('M0 480H240C300 470 340 430 360 330H400C390 440 340 520 260 600H0Z', mp));
    s.add(shrub(s, 60, 520, 1.8, '#2f6a33', '#5c9a47', 0, '#64b5f6') + shrub(s, 190, 500, 1.5, '#2f6a33', '#5c9a47', 0, '#9575cd') + shrub(s, 300, 420, 1.1, '#2f6a33', '#5c9a47', 0, '#64b5f6') + shrub(s, 130, 590, 1.6, '#2f6a33', '#5c9a47', 0, '#f8bbd0'));
    s.add(shrub(s, 720, 360, 1.2, '#3f7f3a', '#76b35a', 2));
    return s.out();
  },
  'residential-11': () => {
    // evening curb appeal with landscape lighting
    const s = new Scene(W, H, 71);
    base(s, { pal: { sky: ['#243a66', '#5b5f97', '#c98a8a'], hill: ['#3b5442', '#2e4536'], tree: '#223a2b' }, hy: 300, sun: [690, 80, 14, 3], sunc: '#f5f3e8', glow: '#c5cae9', clouds: [[200, 90, 1, 0.25]], pines: 12, pinec: '#2a4032' });
    s.add(house(s, 180, 380, { style: 'farm', w: 440, h: 170, body: '#d9dde3', roof: '#2a2f36', shutter: '#1d2b24', glass: '#ffd180', door: '#5d2e24', dormers: 2, nwin: 4, cols: 7 }));
    s.add(rect(180, 300, 440, 80, s.lg([[0, '#ffcc80', 0.25], [1, '#ffcc80', 0]], 0, 1, 0, 0)));
    s.add(tree(s, 110, 384, 1.6, '#223a2b', '#35573d', '#3e2f25', 0) + tree(s, 700, 384, 1.5, '#223a2b', '#35573d', '#3e2f25', 1));
    s.add(lawn(s, { y: 378, ...LAWN.dusk, vx: 400, sw: 90, k: 0.4 }));
    const mp = mulchPattern(s, '#2e1f16', '#44301f');
    s.add(path(bedD(160, 640, 376, 60, 0.7), mp));
    for (let i = 0; i < 8; i++) if (i !== 4 && i !== 3) s.add(shrub(s, 196 + i * 58, 400, 0.95, '#24472b', '#3f6b45', 1));
    s.add(path('M380 388H420L480 600H320Z', '#b9ae9c', ' opacity=".85"'));
    s.add(lamp(360, 420, 18) + lamp(440, 420, 18) + lamp(340, 480, 24) + lamp(460, 480, 24) + lamp(310, 570, 30) + lamp(490, 570, 30));
    s.add(rect(0, 0, 800, 600, '#0d1b3a', ' opacity=".12"'));
    return s.out();
  },
  'residential-12': () => {
    // pergola patio with planters
    const s = new Scene(W, H, 72);
    base(s, { pal: 'golden', hy: 270, sun: [120, 190, 26], clouds: [[420, 80, 1, 0.8], [680, 130, 0.8, 0.8, 1]], cloudc: '#fff3e2', pines: 12 });
    s.add(lawn(s, { y: 300, ...LAWN.golden, vx: 300, sw: 70, k: 0.5 }));
    s.add(tree(s, 80, 320, 1.6, '#3f5f33', '#7d9b45', '#5b4636', 0) + tree(s, 730, 312, 1.2, '#3f5f33', '#7d9b45', '#5b4636', 2));
    s.add(patio(s, [[260, 380], [780, 380], [840, 600], [160, 600]], '#d2c2a4', '#b29f80', 5, 8));
    // pergola
    s.add(line('M300 560V250M740 560V250M340 420V230M700 420V230', '#8d6e63', 12, ' stroke-linecap="butt"'));
    s.add(line('M270 250H770M300 232H740', '#795548', 10, ' stroke-linecap="butt"'));
    let beams = '';
    for (let i = 0; i < 9; i++) beams += `M${290 + i * 56} 224l-16 34`;
    s.add(line(beams, '#a1887f', 7));
    s.add(path('M270 250c20 20 40 10 60 24s40 0 60 16', 'none', ' stroke="#4caf50" stroke-width="10"') + dots([[290, 262], [322, 272], [352, 280], [384, 288]], '#f06292', 7));
    s.add(rect(430, 470, 150, 14, '#6d4c41') + line('M440 484v40M570 484v40', '#5d4037', 6));
    s.add(adirondack(400, 540, 1.3, '#fafafa') + adirondack(620, 540, 1.3, '#fafafa', true));
    for (const [x, y, sc] of [[220, 460, 1], [800, 500, 1.2], [180, 560, 1.3]]) s.add(G(x, y, sc, path('M-22-40h44l-6 40h-32z', '#b0bec5') + shrub(s, 0, -40, 0.8, '#2f6a33', '#5c9a47', 0, '#ff7043')));
    return s.out();
  },
};

// ---------- guides (800x500) ----------
export const guides = {
  'summer-lawn-care': () => {
    const s = new Scene(800, 500, 81);
    base(s, { pal: { sky: ['#3d8fd6', '#9fd0f2', '#e9f6fb'], hill: ['#7fb86a', '#5e9d50'], tree: '#2f6b3a' }, hy: 250, sun: [640, 90, 40, 5], sunc: '#fffbe0', glow: '#ffe082', clouds: [[180, 90, 1]], pines: 8 });
    s.add(liveOak(200, 330, 1.8, '#2f6b3a', '#5a9a48'));
    s.add(lawn(s, { y: 270, ...LAWN.deep, vx: 500, sw: 80, k: 0.5, yb: 500 }));
    s.add(ell(210, 340, 220, 30, '#1b4d1f', ' opacity=".25"'));
    s.add(liveOak(200, 330, 1.8, '#2f6b3a', '#5a9a48'));
    s.add(spray(560, 400, 180, -175, -5, '#e1f5fe', 9));
    let bl = '';
    for (let x = 0; x < 800; x += 14) bl += `M${x} 500l5-${26 + (x % 5) * 4}l5 ${26 + (x % 5) * 4}z`;
    s.add(path(bl, '#3f8a2f'));
    return s.out();
  },
  'fall-cleanup': () => {
    const s = new Scene(800, 500, 82);
    base(s, { pal: 'autumn', hy: 260, sun: [120, 100, 26], clouds: [[420, 70, 1], [680, 120, 0.8, 0.9, 2]], hillc: '#b49a5e', tlc: '#9a6f36', pines: 8, pinec: '#6f6a3a' });
    s.add(tree(s, 640, 320, 2.2, '#c4512a', '#ef8a3a', '#5b4636', 0) + tree(s, 300, 290, 1.3, '#e0a526', '#f5cf4a', '#5b4636', 0));
    s.add(lawn(s, { y: 286, ...LAWN.autumn, vx: 400, sw: 70, k: 0.5, yb: 500 }));
    s.add(leaves(s, 0, 300, 800, 500, 80, ['#e07b2c', '#c8452c', '#f2b035', '#a5522a'], 6));
    s.add(leaves(s, 460, 90, 800, 300, 18, ['#e07b2c', '#c8452c', '#f2b035'], 7));
    s.add(ell(260, 440, 130, 36, '#d0702a') + ell(240, 424, 90, 26, '#e59a3a') + ell(280, 420, 50, 16, '#b8452a'));
    s.add(line('M420 470L560 300', '#a1887f', 5) + line('M400 462l40 20M404 470l36 18M408 478l30 14', '#546e7a', 3));
    s.add(path('M540 480h70l-6-110h-58z', '#c8a06a') + path('M620 486h60l-6-96h-48z', '#b78f5c') + path('M546 370c20-12 40-12 58 0z', '#e07b2c'));
    return s.out();
  },
  'fertilizer-guide': () => {
    const s = new Scene(800, 500, 83);
    base(s, { pal: 'spring', hy: 240, sun: [110, 80, 26], clouds: [[440, 80, 1], [700, 130, 0.8, 0.9, 1]], pines: 10 });
    s.add(lawn(s, { y: 262, c1: '#4f9a3c', c2: '#6cb84e', vx: 300, sw: 80, k: 0.5, yb: 500 }));
    s.add(path('M0 262H260C200 340 120 420 0 460Z', '#8fb04a', ' opacity=".7"'));
    s.add(G(360, 460, 2.6, line('M-30-62L0-26', '#444', 2) + line('M-36-64h12', '#222', 4) + path('M-18-48h38l-8 22h-22z', '#fb8c00') + line('M0-26v16', '#444', 2.4) + circ(0, -8, 8, '#263238') + circ(0, -8, 3, '#9e9e9e')));
    s.add(granules(s, 360, 420, 130, 70, '#fff3e0', 60));
    s.add(path('M560 470l-10-120q0-14 14-14h110q14 0 14 14l-10 120z', '#f5f5f5') + path('M570 336q54-24 108 0z', '#e0e0e0'));
    s.add(`<g transform="translate(590 370) scale(1.2)">${mark()}</g>`);
    s.add(path('M530 470c-10-40 10-70 40-74c0 30-20 60-40 74zM700 470c10-36-6-60-30-66c-2 28 12 52 30 66z', '#43a047'));
    return s.out();
  },
};
