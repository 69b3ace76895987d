// 1200x630 social-share scenes (rendered to JPEG by build.mjs)
import { Scene, PAL, dots, lawn, tree, shrub, flowers, mulchPattern, strawPattern, house, person, zeroTurn, truck, rect, circ, ell, path, line, poly, bedD, stonesEllipse, skinTone, textShade, hills, treeline, pineSilhouettes, r0 } from './lib.mjs';
import { G, picket, privacy, spray, leaves, roundBale, liveOak, cypress, car, barn, storefrontRow, depot, church, waterTower, mill } from './lib2.mjs';
import { base, LAWN } from './common.mjs';
import { mark, logoSvg } from './logo.mjs';

const W = 1200,
  H = 630;
const scene = (seed) => new Scene(W, H, seed);

export const towns = {
  goldsboro: () => {
    const s = scene(201);
    base(s, { pal: 'midday', hy: 330, sun: [1080, 80, 28], clouds: [[240, 90, 1.2], [640, 60, 1, 0.9, 1], [900, 140, 0.9, 0.9, 2]], pines: 6, tl: false });
    s.add(storefrontRow(0, 420, 1200, 190, ['#a5523e', '#c9a77c', '#8d3f32', '#b86b4b', '#9c5a3c', '#c7b08a', '#7b3b2f', '#b25a44']));
    s.add(rect(0, 420, 1200, 60, '#d9d2c6') + line('M0 450H1200', '#c7bfb1', 2) + rect(0, 480, 1200, 10, '#bdb6aa') + rect(0, 490, 1200, 140, '#5f6369') + line('M0 570H1200', '#f5f5f5', 4, ' stroke-dasharray="50 40"'));
    s.add(path('M0 600H1200V630H0Z', '#5aa63c'));
    for (let i = 0; i < 5; i++) {
      const x = 120 + i * 240;
      s.add(rect(x - 40, 452, 80, 24, '#8d6e63') + tree(s, x, 460, 1.25, '#2f6b3a', '#5a9a48', '#5b4636', 0) + flowers(s, x - 34, x + 34, 456, ['#e53935', '#ffca28', '#fff'], 6, 5));
    }
    s.add(car(300, 560, 1.4, '#1565c0') + car(760, 540, 1.4, '#c62828', true));
    return s;
  },
  smithfield: () => {
    const s = scene(202);
    base(s, { pal: 'morning', hy: 300, sun: [200, 150, 30], clouds: [[600, 80, 1.2], [1000, 130, 1, 0.9, 2]], pines: 14 });
    s.add(rect(0, 330, 1200, 130, s.lg([[0, '#8fbfd8'], [1, '#5f98b8']], 0, 0, 0, 1)));
    s.add(path('M0 330C300 320 700 340 1200 326V340H0Z', '#4a7a45'));
    s.add(line('M100 380h180M420 400h240M820 372h200M300 430h160M700 440h260', '#d4ecf7', 3, ' opacity=".7"'));
    s.add(cypress(130, 440, 1.6, '#3f6b3a', '#6f9a52') + cypress(1000, 446, 1.8, '#3f6b3a', '#6f9a52') + cypress(1110, 440, 1.3, '#3f6b3a', '#6f9a52'));
    s.add(lawn(s, { y: 470, ...LAWN.cool, vx: 700, sw: 110, k: 0.6 }));
    s.add(path('M0 458H1200V476H0Z', '#a1805c') + line('M0 446H1200M0 458H1200', '#7a5a3e', 4));
    let posts = '';
    for (let x = 20; x < 1200; x += 80) posts += `M${x} 476V440`;
    s.add(line(posts, '#7a5a3e', 6));
    s.add(tree(s, 560, 600, 1.9, '#e06c9f', '#5f9a42', '#a89a88', 4) + shrub(s, 420, 590, 1.3, '#2f6a33', '#5c9a47', 0, '#fff') + shrub(s, 700, 596, 1.3, '#2f6a33', '#5c9a47', 1));
    return s;
  },
  'four-oaks': () => {
    const s = scene(203);
    base(s, { pal: 'golden', hy: 380, sun: [980, 230, 34, 5], clouds: [[260, 110, 1.3, 0.7], [700, 70, 1, 0.7, 2]], cloudc: '#fff3e2', pines: 16 });
    s.add(lawn(s, { y: 400, ...LAWN.golden, vx: 600, sw: 120, k: 0.5 }));
    for (const [x, y, sc, fl] of [[180, 470, 1.6, false], [480, 430, 1.2, true], [760, 440, 1.35, false], [1060, 500, 1.9, true]]) {
      s.add(ell(x - 60 * sc, y + 4, 120 * sc, 10 * sc, '#2f4a1f', ' opacity=".22"'));
      s.add(liveOak(x, y, sc, '#3d5c31', '#88a84b', '#5b4636', fl));
    }
    return s;
  },
  selma: () => {
    const s = scene(204);
    base(s, { pal: 'sunrise', hy: 330, sun: [1000, 180, 30], clouds: [[300, 90, 1.2, 0.85], [700, 140, 1, 0.85, 1]], pines: 12 });
    s.add(depot(380, 430, 460, 110));
    s.add(tree(s, 300, 436, 1.4, '#c2577a', '#5f8a3c', '#9c8a78', 4) + tree(s, 930, 440, 1.5, '#c2577a', '#5f8a3c', '#9c8a78', 4, true));
    s.add(rect(0, 428, 1200, 16, '#cfc8bb'));
    s.add(lawn(s, { y: 444, ...LAWN.golden, vx: 600, sw: 100, k: 0.5, yb: 540 }));
    s.add(rect(0, 540, 1200, 90, '#8d8172'));
    let ties = '';
    for (let x = 0; x < 1200; x += 26) ties += `M${x} 552l-6 60`;
    s.add(line(ties, '#5d4037', 9, ' stroke-linecap="butt"') + line('M0 566H1200M0 598H1200', '#9ea7ad', 5));
    for (let i = 0; i < 8; i++) s.add(shrub(s, 400 + i * 60, 452, 0.8, '#2f6a33', '#5c9a47', 1));
    return s;
  },
  princeton: () => {
    const s = scene(205);
    base(s, { pal: 'dusk', hy: 330, sun: [300, 300, 34, 5], sunc: '#ffd9a0', glow: '#ffb36b', clouds: [[640, 90, 1.2, 0.5], [1120, 170, 1, 0.5, 2]], cloudc: '#f8c9b6', pines: 14 });
    s.add(waterTower(960, 350, 200, '#b9c3cc'));
    s.add(house(s, 140, 352, { style: 'farm', w: 200, h: 90, body: '#f1ebe0', roof: '#4a3b3b', shutter: '#2e4a35', glass: '#ffd180', dormers: 1, nwin: 3, cols: 4 }));
    s.add(path('M0 350H1200V630H0Z', '#6f7f3f'));
    let rows = '';
    for (let i = -20; i <= 20; i++) rows += `M${600 + i * 4} 352L${600 + i * 90} 630`;
    s.add(line(rows, '#4f6a30', 10));
    s.add(line(rows, '#93ad55', 3, ' opacity=".7"'));
    s.add(rect(0, 350, 1200, 280, s.lg([[0, '#ff9a5a', 0.25], [1, '#ff9a5a', 0]], 0, 0, 0, 1)));
    return s;
  },
  clayton: () => {
    const s = scene(206);
    base(s, { pal: 'spring', hy: 330, sun: [1100, 90, 28], clouds: [[220, 90, 1.2], [620, 60, 1, 0.9, 1]], pines: 10 });
    s.add(house(s, 60, 400, { w: 300, h: 90, body: '#f4eee4', roof: '#4b535c', shutter: '#1f3b57', door: '#1f3b57', garage: true, nwin: 1 }));
    s.add(house(s, 560, 410, { style: 'farm', w: 280, h: 140, body: '#dfe8ee', roof: '#3d4651', shutter: '#2f4f3a', door: '#7a2e2e', dormers: 2, nwin: 3, cols: 5 }));
    s.add(house(s, 960, 404, { style: 'cottage', w: 180, h: 96, body: '#fff4dc', roof: '#6b5b53', shutter: '#4a6b8a', door: '#4a6b8a' }));
    s.add(tree(s, 490, 414, 1.5, '#4b8a45', '#ffffff', '#6b4a33', 6) + tree(s, 900, 414, 1.4, '#4b8a45', '#f8bbd0', '#6b4a33', 6));
    s.add(lawn(s, { y: 404, ...LAWN.spring, vx: 600, sw: 100, k: 0.5, cross: true, yb: 560 }));
    s.add(rect(0, 556, 1200, 20, '#d8d2c6') + rect(0, 576, 1200, 54, '#5f6369'));
    return s;
  },
  'mount-olive': () => {
    const s = scene(207);
    base(s, { pal: 'midday', hy: 380, sun: [180, 90, 28], clouds: [[560, 80, 1.2], [960, 140, 1, 0.9, 2]], pines: 12 });
    s.add(church(480, 440, 240, 120));
    s.add(tree(s, 380, 446, 1.8, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 860, 446, 2, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(lawn(s, { y: 440, ...LAWN.deep, vx: 600, sw: 110, k: 0.5 }));
    s.add(path('M580 440H620L700 630H500Z', '#dcd6cb'));
    s.add(tree(s, 240, 560, 1.8, '#e06c9f', '#5f9a42', '#a89a88', 4) + tree(s, 960, 570, 1.9, '#ab47bc', '#5f9a42', '#a89a88', 4, true));
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(path(bedD(470, 570, 446, 30), mp) + path(bedD(630, 730, 446, 30), mp));
    s.add(shrub(s, 500, 462, 0.8, '#2f6a33', '#5c9a47', 1) + shrub(s, 540, 462, 0.8, '#2f6a33', '#5c9a47', 1) + shrub(s, 660, 462, 0.8, '#2f6a33', '#5c9a47', 1) + shrub(s, 700, 462, 0.8, '#2f6a33', '#5c9a47', 1));
    return s;
  },
  'la-grange': () => {
    const s = scene(208);
    base(s, { pal: 'golden', hy: 340, sun: [1040, 250, 32, 5], clouds: [[300, 100, 1.2, 0.7], [700, 60, 1, 0.7, 2]], cloudc: '#fff3e2', pines: 16 });
    s.add(house(s, 760, 390, { style: 'farm', w: 320, h: 140, body: '#fbf6ec', roof: '#7a3b2e', shutter: '#2e4a35', glass: '#ffd98a', dormers: 2, nwin: 4, cols: 6, chimney: true }));
    s.add(lawn(s, { y: 386, ...LAWN.golden, vx: 300, sw: 110, k: 0.5 }));
    s.add(path('M560 386H600L420 630H60Z', '#c9b48e'));
    let rails = '',
      posts = '';
    for (let i = 0; i < 9; i++) {
      const t = i / 8,
        x = 640 + t * t * 560 + t * 40,
        y = 400 + t * t * 200 + t * 20,
        h = 18 + t * 70;
      posts += `M${r0(x)} ${r0(y)}v${r0(-h)}`;
    }
    rails = 'M640 386C840 404 1000 450 1240 610M640 394C840 414 1000 466 1240 640';
    s.add(line(posts, '#f5f5f5', 6) + line(rails, '#f5f5f5', 5));
    s.add(liveOak(200, 470, 1.6, '#3d5c31', '#88a84b'));
    return s;
  },
  pikeville: () => {
    const s = scene(209);
    base(s, { pal: 'morning', hy: 340, sun: [160, 110, 30], clouds: [[560, 90, 1.2], [950, 150, 1, 0.9, 1]], pines: 20 });
    s.add(barn(640, 420, 260, 130));
    s.add(tree(s, 560, 430, 2.6, '#35602f', '#5a8440', '#6b4a33', 3) + tree(s, 980, 430, 2.9, '#35602f', '#5a8440', '#6b4a33', 3, true));
    s.add(path('M0 410C300 400 700 416 1200 404V630H0Z', '#b9b45a'));
    s.add(line('M0 450C300 440 700 456 1200 444M0 500C300 490 700 506 1200 494M0 560C300 550 700 566 1200 554', '#a39c48', 5, ' opacity=".7"'));
    s.add(lawn(s, { x0: 0, d: 'M0 520C300 510 800 540 1200 520V630H0Z', y: 520, ...LAWN.bright, vx: 600, sw: 110, k: 0.5 }));
    s.add(picket(s, 0, 1200, 530, 34, '#f5f5f5'));
    return s;
  },
  benson: () => {
    const s = scene(210);
    base(s, { pal: 'sunrise', hy: 330, sun: [900, 240, 34, 5], clouds: [[260, 100, 1.2, 0.85], [640, 60, 1, 0.85, 2]], pines: 18 });
    s.add(hills(s, 380, 20, '#a9ba5e', 3, 630));
    s.add(hills(s, 450, 24, '#c3c86a', 4, 630));
    s.add(roundBale(300, 430, 22) + roundBale(520, 420, 18) + roundBale(760, 440, 24) + roundBale(420, 520, 40) + roundBale(880, 540, 46) + roundBale(160, 560, 50));
    s.add(line('M0 600C300 560 700 580 1200 540', '#8d6e63', 0));
    let posts = '';
    for (let x = 40; x < 1200; x += 120) posts += `M${x} 630v-60`;
    s.add(line(posts, '#6d4c41', 8) + line('M0 586H1200M0 606H1200', '#8d6e63', 3));
    return s;
  },
  'pine-level': () => {
    const s = scene(211);
    base(s, { pal: { sky: ['#8bbfe0', '#e4efe0', '#f7efd2'], hill: ['#8aa86a', '#6c8e55'], tree: '#41633a' }, hy: 360, sun: [620, 200, 30, 5], clouds: [[220, 80, 1.2], [960, 110, 1, 0.9, 2]], pines: 40, pineH: [120, 260] });
    s.add(house(s, 470, 430, { style: 'cottage', w: 220, h: 100, body: '#f4ead7', roof: '#5d4a40', shutter: '#3e5b3a', door: '#3e5b3a' }));
    s.add(path('M0 420H1200V630H0Z', strawPattern(s, '#a8743c', '#bc8a52', '#956330')));
    s.add(lawn(s, { d: 'M440 430H720L860 630H300Z', y: 430, ...LAWN.golden, vx: 580, sw: 60, k: 0.6 }));
    for (const [x, y, sc, f] of [[90, 560, 3.4, false], [260, 480, 2.4, true], [380, 440, 1.9, false], [820, 450, 2.1, true], [950, 500, 2.6, false], [1130, 580, 3.6, true]]) s.add(tree(s, x, y, sc, '#35602f', '#557a3c', '#6b4a33', 3, f));
    s.add(rect(0, 0, 1200, 630, s.lg([[0, '#fff3c4', 0], [0.5, '#fff3c4', 0.12], [1, '#fff3c4', 0]], 0, 0, 1, 0)));
    return s;
  },
  'wilsons-mills': () => {
    const s = scene(212);
    base(s, { pal: 'autumn', hy: 320, sun: [1000, 110, 28], clouds: [[300, 80, 1.2], [700, 130, 1, 0.9, 2]], hillc: '#b49a5e', tlc: '#9a6f36', pines: 12, pinec: '#6f6a3a' });
    s.add(tree(s, 180, 372, 2, '#d9782d', '#f0a53a', '#5b4636', 0) + tree(s, 1060, 376, 2.2, '#b5412b', '#e36b3b', '#5b4636', 0));
    s.add(lawn(s, { y: 400, ...LAWN.autumn, vx: 600, sw: 100, k: 0.5, yb: 470 }));
    s.add(mill(520, 420, 240, 140));
    s.add(path('M0 470C300 450 800 480 1200 456V560C800 580 300 548 0 570Z', '#6e9bb5') + line('M80 500h160M420 520h200M800 500h180M300 548h140', '#cde4ef', 3, ' opacity=".7"'));
    s.add(lawn(s, { d: 'M0 570C300 548 800 580 1200 560V630H0Z', y: 556, ...LAWN.autumn, vx: 600, sw: 100, k: 0.5 }));
    s.add(leaves(s, 0, 380, 1200, 630, 70, ['#e07b2c', '#c8452c', '#f2b035'], 6));
    return s;
  },
};

export function ogDefault() {
  const s = scene(220);
  base(s, { pal: 'golden', hy: 380, sun: [930, 250, 34, 5], clouds: [[220, 90, 1.1, 0.7], [620, 60, 0.9, 0.7, 2]], cloudc: '#fff3e2', pines: 14 });
  s.add(house(s, 700, 430, { style: 'farm', w: 380, h: 170, body: '#fbf6ec', roof: '#46424a', shutter: '#2e4a35', glass: '#ffd98a', door: '#5d2e24', chimney: true, dormers: 2, nwin: 4, cols: 6 }));
  s.add(liveOak(620, 440, 1.7, '#3d5c31', '#88a84b'));
  s.add(tree(s, 1150, 450, 2, '#3f5f33', '#6f8f42', '#5a4030', 3));
  s.add(lawn(s, { y: 428, ...LAWN.golden, vx: 880, sw: 110, k: 0.5 }));
  const mp = mulchPattern(s, '#5a3a25', '#714a2d');
  s.add(path('M684 430H1096C1100 444 1092 454 1076 456H704C688 454 680 444 684 430Z', mp));
  for (let i = 0; i < 8; i++) if (i !== 3 && i !== 4) s.add(shrub(s, 720 + i * 48, 448, 1, '#3c6b34', '#6c9a45', i % 2, i % 2 ? null : '#f48fb1'));
  s.add(truck(760, 600, 1.1, { color: '#fafafa', trim: '#2e7d32', trailer: 'mower', mark: mark() }));
  textShade(s, 0.6, '#0d2612');
  // logo badge
  const logo = logoSvg(true).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  s.add(`<g transform="translate(56 430) scale(1.6)">${logo}</g>`);
  return s;
}
