import { Scene, PAL, dots, lawn, tree, shrub, flowers, mulchPattern, strawPattern, house, person, zeroTurn, truck, rect, circ, ell, path, line, poly, bedD, stonesEllipse, skinTone, textShade, hills, treeline, r0, r1 } from './lib.mjs';
import { G, picket, privacy, spray, leaves, wheelbarrow, bale, roundBale, liveOak, cypress, car, office, clinic, shops, hotel, barn, storefrontRow, depot, church, waterTower, mill, logs } from './lib2.mjs';
import { base, LAWN } from './common.mjs';
import { mark } from './logo.mjs';

const S2 = '#2e7d32';
const M = mark();
const MW = mark({ leaf: '#ffffff', tree: '#2e7d32', creek: '#81c784' });

function parking(s, x0, x1, y0, y1, n) {
  let m = rect(x0, y0, x1 - x0, y1 - y0, '#6b6f75');
  let l = '';
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    l += `M${r0(x)} ${y0 + 4}l${r0((x - (x0 + x1) / 2) * 0.06)} ${r0((y1 - y0) * 0.5)}`;
  }
  return m + line(l, '#eeeeee', 2.5);
}

export const industries = {
  healthcare: () => {
    const s = new Scene(800, 600, 91);
    base(s, { pal: 'morning', hy: 300, sun: [120, 80, 24], clouds: [[440, 80, 1], [700, 140, 0.8, 0.9, 2]], pines: 8 });
    s.add(tree(s, 90, 356, 1.4, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 730, 356, 1.3, '#2f6b3a', '#5a9a48', '#5b4636', 1));
    s.add(clinic(170, 360, 460, 130));
    s.add(lawn(s, { y: 356, ...LAWN.cool, vx: 400, sw: 90, k: 0.4, cross: true }));
    s.add(path('M360 360H440L520 600H280Z', '#dcd6cb'));
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(path(bedD(160, 352, 362, 50), mp) + path(bedD(448, 640, 362, 50), mp));
    for (let i = 0; i < 4; i++) s.add(shrub(s, 186 + i * 44, 384, 0.8, '#2f6a33', '#5c9a47', 1) + shrub(s, 480 + i * 44, 384, 0.8, '#2f6a33', '#5c9a47', 1));
    s.add(flowers(s, 190, 340, 402, ['#ffffff', '#f48fb1'], 10, 4) + flowers(s, 460, 620, 402, ['#ffffff', '#f48fb1'], 10, 4));
    s.add(tree(s, 200, 520, 1.5, '#e06c9f', '#5f9a42', '#a89a88', 4) + tree(s, 620, 540, 1.6, '#e06c9f', '#5f9a42', '#a89a88', 4, true));
    s.add(zeroTurn(110, 590, 1.1, { skin: skinTone(2) }));
    return s.out();
  },
  'corporate-campus': () => {
    const s = new Scene(800, 600, 92);
    base(s, { pal: 'midday', hy: 300, sun: [700, 70, 22], clouds: [[200, 80, 1], [470, 120, 0.9, 0.9, 1]], pines: 10 });
    s.add(office(s, 60, 330, 300, 200, { floors: 4, body: '#d5dbe0', glass: '#5d8fb6' }));
    s.add(office(s, 420, 330, 330, 150, { floors: 3, body: '#e6dccd', glass: '#6f9fc2', cap: '#a89a85', band: '#d8ccb9' }));
    s.add(lawn(s, { y: 330, ...LAWN.bright, vx: 420, sw: 90, k: 0.4 }));
    s.add(path('M300 330C340 380 240 440 260 520S420 600 440 600H360C340 560 180 520 200 440S280 370 250 330Z', '#d9d4ca'));
    s.add(ell(580, 470, 170, 44, '#4f8fbf') + ell(570, 462, 120, 26, '#7fb6dc', ' opacity=".6"') + path('M580 450q-8-30 0-50q8 20 0 50z', '#e1f5fe') + path('M576 452q-24-20-30-34q18 12 30 34zM584 452q24-20 30-34q-18 12-30 34z', '#b3e5fc'));
    s.add(stonesEllipse(s, 580, 470, 170, 44, 22, '#9e9a92', '#c2beb5'));
    for (const [x, y, sc] of [[120, 400, 1.1], [400, 380, 1], [750, 420, 1.3], [90, 560, 1.6]]) s.add(tree(s, x, y, sc, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    let hedge = '';
    for (let i = 0; i < 6; i++) hedge += shrub(s, 440 + i * 56, 346, 0.8, '#2f6a33', '#5c9a47', 3);
    s.add(hedge);
    return s.out();
  },
  retail: () => {
    const s = new Scene(800, 600, 93);
    base(s, { pal: 'golden', hy: 260, sun: [690, 170, 26], clouds: [[200, 80, 1, 0.8], [470, 60, 0.8, 0.8, 2]], cloudc: '#fff3e2', pines: 12 });
    s.add(shops(30, 320, 740, 110, ['#2e7d32', '#c62828', '#1565c0', '#f9a825', '#6a1b9a', '#00838f']));
    s.add(rect(0, 320, 800, 22, '#d8d2c6'));
    s.add(parking(s, 0, 800, 342, 600, 10));
    // landscaped islands
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    for (const [x, y, w] of [[60, 430, 180], [560, 430, 180]]) {
      s.add(rect(x - 6, y - 6, w + 12, 46, '#d8d2c6', ' rx="20"') + rect(x, y, w, 34, mp, ' rx="16"'));
      s.add(tree(s, x + w / 2, y + 24, 1.3, '#e06c9f', '#5f9a42', '#a89a88', 4) + shrub(s, x + 24, y + 30, 0.8, '#2f6a33', '#5c9a47', 1) + shrub(s, x + w - 24, y + 30, 0.8, '#2f6a33', '#5c9a47', 1));
    }
    s.add(rect(0, 540, 800, 60, '#5aa63c') + rect(0, 536, 800, 6, '#d8d2c6'));
    s.add(path('M0 556H800V600H0Z', '#77c056', ' opacity=".6"'));
    for (let i = 0; i < 12; i++) s.add(shrub(s, 30 + i * 68, 568, 0.7, '#2f6a33', '#5c9a47', i % 3 === 0 ? 2 : 1));
    s.add(car(300, 420, 1.2, '#b71c1c') + car(420, 420, 1.2, '#eceff1') + car(360, 520, 1.3, '#1e88e5', true) + car(720, 520, 1.3, '#37474f', true));
    return s.out();
  },
  hospitality: () => {
    const s = new Scene(800, 600, 94);
    base(s, { pal: 'sunrise', hy: 300, sun: [110, 180, 28], clouds: [[460, 80, 1, 0.85], [720, 140, 0.8, 0.85, 1]], pines: 8 });
    s.add(hotel(s, 200, 380, 400, 250));
    s.add(tree(s, 130, 386, 1.6, '#2e5f35', '#4f8a45', '#8d7b68', 5) + tree(s, 680, 386, 1.8, '#2e5f35', '#4f8a45', '#8d7b68', 5));
    s.add(lawn(s, { y: 378, ...LAWN.deep, vx: 400, sw: 90, k: 0.4 }));
    s.add(path('M400 380C640 380 760 440 760 500S600 600 400 600S40 560 40 500S160 380 400 380ZM400 440C260 440 200 470 200 500S280 550 400 550S600 530 600 500S540 440 400 440Z', '#d6cfc2', ' fill-rule="evenodd"'));
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(ell(400, 496, 196, 54, mp));
    s.add(flowers(s, 250, 550, 500, ['#e53935', '#ffffff', '#ffca28', '#ec407a'], 22, 7));
    s.add(tree(s, 400, 500, 1.3, '#2e5f35', '#4f8a45', '#8d7b68', 5));
    s.add(shrub(s, 260, 486, 1, '#2f6a33', '#5c9a47', 1) + shrub(s, 540, 486, 1, '#2f6a33', '#5c9a47', 1));
    s.add(tree(s, 40, 600, 2, '#2e5f35', '#4f8a45', '#8d7b68', 5) + tree(s, 770, 600, 2, '#2e5f35', '#4f8a45', '#8d7b68', 5));
    return s.out();
  },
};

// ---------- 1600x900 page heroes ----------
const PW = 1600,
  PH = 900;
function page(seed, fn) {
  const s = new Scene(PW, PH, seed);
  fn(s);
  textShade(s, 0.7, '#0d2612');
  return s.out();
}

export const pages = {
  about: () =>
    page(101, (s) => {
      base(s, { pal: 'golden', hy: 560, sun: [1380, 380, 40, 5], clouds: [[300, 160, 1.6, 0.6], [820, 100, 1.2, 0.6, 2], [1200, 220, 1, 0.6, 1]], cloudc: '#fff3e2', pines: 14, tlr: [22, 44] });
      s.add(house(s, 900, 620, { style: 'farm', w: 500, h: 220, body: '#fbf6ec', roof: '#46424a', shutter: '#2e4a35', glass: '#ffd98a', door: '#5d2e24', chimney: true, dormers: 2, nwin: 4, cols: 7 }));
      s.add(liveOak(790, 628, 2.4, '#3d5c31', '#88a84b'));
      s.add(tree(s, 1500, 640, 2.6, '#3f5f33', '#7d9b45', '#5a4030', 3));
      s.add(lawn(s, { y: 616, ...LAWN.golden, vx: 1150, sw: 150, k: 0.55 }));
      const mp = mulchPattern(s, '#5a3a25', '#714a2d');
      s.add(path('M880 618H1420C1426 634 1416 648 1396 650H904C884 648 874 634 880 618Z', mp));
      for (let i = 0; i < 10; i++) if (i !== 4 && i !== 5) s.add(shrub(s, 920 + i * 52, 640, 1.1, '#3c6b34', '#6c9a45', i % 2, i % 2 ? null : '#f48fb1'));
      s.add(truck(1050, 800, 1.5, { color: '#fafafa', trim: '#2e7d32', mark: M }));
    }),
  careers: () =>
    page(102, (s) => {
      base(s, { pal: 'sunrise', hy: 540, sun: [1250, 420, 44, 5], clouds: [[400, 150, 1.5, 0.8], [900, 90, 1.1, 0.8, 1], [1400, 200, 1, 0.8, 2]], pines: 22, tlr: [22, 44] });
      s.add(tree(s, 1540, 700, 3, '#35602f', '#5a8440', '#6b4a33', 3) + tree(s, 650, 600, 2.2, '#35602f', '#5a8440', '#6b4a33', 3, true));
      s.add(lawn(s, { y: 580, ...LAWN.golden, vx: 1000, sw: 140, k: 0.5 }));
      s.add(truck(700, 680, 1.3, { color: '#2e7d32', trim: '#81c784', trailer: 'mower', mark: MW }));
      s.add(person(1180, 840, 2.3, 'wave', { skin: skinTone(1) }) + person(1270, 846, 2.3, 'stand', { skin: skinTone(4), shirt: S2 }) + person(1370, 838, 2.3, 'carry', { skin: skinTone(2), bale: '#c98a3f', flip: true }) + person(1480, 850, 2.3, 'rake', { skin: skinTone(0), flip: true }));
    }),
  contact: () =>
    page(103, (s) => {
      base(s, { pal: 'midday', hy: 560, sun: [1460, 120, 34], clouds: [[300, 140, 1.5], [760, 90, 1.1, 0.9, 1], [1150, 190, 1.2, 0.9, 2]], pines: 0, hillAmp: 22, tlr: [26, 52] });
      // company shop
      const x = 860,
        by = 640;
      s.add(path(`M${x - 20} ${by - 250}H${x + 620}L${x + 580} ${by - 300}H${x + 20}Z`, '#3e4a3f') + rect(x, by - 250, 600, 250, '#e9e1d3') + rect(x, by - 250, 600, 10, '#000', ' opacity=".1"'));
      s.add(rect(x + 40, by - 170, 180, 120, '#8fb4cc') + rect(x + 380, by - 170, 180, 120, '#8fb4cc') + rect(x + 250, by - 180, 100, 180, '#2e7d32') + rect(x + 262, by - 168, 76, 100, '#a9cbe0'));
      s.add(path(`M${x + 30} ${by - 180}h200l16 30h-232zM${x + 370} ${by - 180}h200l16 30h-232z`, '#2e7d32') + path(`M${x + 30} ${by - 180}h50l-8 30h-58zM${x + 130} ${by - 180}h50l4 30h-50zM${x + 370} ${by - 180}h50l-8 30h-58zM${x + 470} ${by - 180}h50l4 30h-50z`, '#81c784'));
      s.add(`<g transform="translate(${x + 262} ${by - 244}) scale(1.6)">${M}</g>`);
      s.add(tree(s, 800, 650, 2.2, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 1540, 660, 2.4, '#2f6b3a', '#5a9a48', '#5b4636', 1));
      s.add(lawn(s, { y: 636, ...LAWN.bright, vx: 1150, sw: 130, k: 0.5 }));
      const mp = mulchPattern(s, '#4d301e', '#6b4329');
      s.add(path(bedD(850, 1100, 640, 50), mp) + path(bedD(1200, 1470, 640, 50), mp));
      s.add(flowers(s, 870, 1090, 660, ['#ffca28', '#ffffff', '#e53935'], 14, 6) + flowers(s, 1220, 1460, 660, ['#ffca28', '#ffffff', '#e53935'], 14, 6));
      s.add(path('M1110 640H1190L1300 900H1000Z', '#d8d0c2'));
      s.add(line('M1420 820V740', '#5d4037', 8) + path('M1396 742h48v-30a24 24 0 0 0-48 0z', '#2e7d32') + rect(1440, 700, 4, 22, '#c62828'));
      s.add(truck(620, 860, 1.7, { color: '#fafafa', trim: '#2e7d32', mark: M }));
    }),
  faq: () =>
    page(104, (s) => {
      base(s, { pal: 'morning', hy: 540, sun: [1300, 170, 40], clouds: [[420, 160, 1.6], [900, 110, 1.2, 0.9, 1], [1380, 260, 1, 0.9, 2]], pines: 6, tlr: [30, 60] });
      s.add(liveOak(1250, 640, 3.2, '#2f6b3a', '#5fa04c'));
      s.add(lawn(s, { y: 600, ...LAWN.deep, vx: 900, sw: 150, k: 0.5, cross: true }));
      s.add(ell(1220, 660, 300, 40, '#1b4d1f', ' opacity=".22"'));
      s.add(liveOak(1250, 640, 3.2, '#2f6b3a', '#5fa04c'));
      s.add(spray(900, 760, 260, -170, -10, '#e1f5fe', 10) + spray(1450, 840, 220, -175, -60, '#e1f5fe', 7));
      s.add(G(1320, 720, 1.8, path('M-60-30h120v8h-120z', '#8d6e63') + path('M-60-52h120v8h-120z', '#8d6e63') + line('M-54-22v22M54-22v22M-50-44v22M50-44v22', '#5d4037', 5)));
    }),
  services: () =>
    page(105, (s) => {
      base(s, { pal: 'spring', hy: 540, sun: [1480, 150, 36], clouds: [[350, 150, 1.5], [850, 90, 1.2, 0.9, 2], [1250, 220, 1, 0.9, 1]], pines: 0, hillAmp: 26, tlc: '#5f9a55', tlr: [18, 34] });
      s.add(house(s, 1160, 580, { style: 'cottage', w: 280, h: 130, body: '#e3ecf1', roof: '#4f5d6a', shutter: '#2f4f6f', door: '#c0392b' }));
      s.add(tree(s, 1530, 590, 2, '#356d3c', '#64a052', '#5b4636', 2));
      s.add(lawn(s, { y: 576, ...LAWN.spring, vx: 1000, sw: 140, k: 0.5 }));
      const mp = mulchPattern(s, '#5b3a24', '#774c2d');
      s.add(ell(1050, 730, 380, 90, mp) + stonesEllipse(s, 1050, 730, 380, 90, 34, '#a39e93', '#c5c0b5', 1.4));
      s.add(tree(s, 1100, 728, 2.4, '#e06c9f', '#5f9a42', '#a89a88', 4));
      s.add(shrub(s, 820, 740, 1.6, '#2e6b35', '#5f9e4c', 0, '#f06292') + shrub(s, 1330, 748, 1.5, '#2e6b35', '#5f9e4c', 1) + shrub(s, 950, 770, 1.4, '#6d8f3a', '#a5c25a', 2) + shrub(s, 1250, 776, 1.3, '#6d8f3a', '#a5c25a', 2));
      s.add(flowers(s, 900, 1220, 790, ['#ffd54f', '#ff8a65', '#ffffff'], 18, 7));
      s.add(person(1450, 880, 2.1, 'push', { skin: skinTone(1), flip: true }));
    }),
  team: () =>
    page(106, (s) => {
      base(s, { pal: 'midday', hy: 540, sun: [1420, 120, 34], clouds: [[380, 140, 1.5], [880, 90, 1.2, 0.9, 1], [1300, 220, 1, 0.9, 2]], pines: 8, tlr: [26, 50] });
      s.add(tree(s, 760, 600, 2.4, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 1520, 600, 2.6, '#2f6b3a', '#5a9a48', '#5b4636', 0));
      s.add(lawn(s, { y: 580, ...LAWN.bright, vx: 1100, sw: 140, k: 0.5 }));
      s.add(truck(760, 660, 1.25, { color: '#fafafa', trim: '#2e7d32', trailer: 'straw', mark: M }));
      const poses = ['stand', 'wave', 'stand', 'stand', 'carry'];
      poses.forEach((p, i) => s.add(person(1000 + i * 115, 860 - (i % 2) * 8, 2.5, p, { skin: skinTone(i + 1), shirt: i % 2 ? S2 : '#388e3c', bale: '#2e7d32', flip: i > 2 })));
    }),
  pay: () =>
    page(107, (s) => {
      base(s, { pal: 'dusk', hy: 560, sun: [1180, 470, 34, 5], sunc: '#ffd9a0', glow: '#ffb36b', clouds: [[380, 160, 1.5, 0.45], [950, 110, 1.2, 0.45, 2]], cloudc: '#f8c9b6', pines: 16, tlr: [22, 44] });
      s.add(house(s, 880, 650, { style: 'ranch', w: 560, h: 150, body: '#e9e2d6', roof: '#3b3b42', shutter: '#22382a', glass: '#ffd180', door: '#5d2e24', chimney: true, nwin: 2, garage: false }));
      s.add(tree(s, 800, 660, 2.4, '#2b4634', '#4f6f45', '#4a3a2c', 0) + tree(s, 1530, 664, 2.4, '#2b4634', '#4f6f45', '#4a3a2c', 1));
      s.add(lawn(s, { y: 646, ...LAWN.dusk, vx: 1160, sw: 140, k: 0.5 }));
      const mp = mulchPattern(s, '#3b261a', '#573724');
      s.add(path('M860 648H1460C1466 664 1456 678 1436 680H884C864 678 854 664 860 648Z', mp));
      for (let i = 0; i < 11; i++) if (i < 4 || i > 6) s.add(shrub(s, 900 + i * 52, 670, 1.1, '#24472b', '#3f6b45', 1));
      s.add(path('M1130 650H1190L1290 900H1030Z', '#b9ae9c', ' opacity=".85"'));
      for (const [x, y, h] of [[1100, 700, 26], [1220, 700, 26], [1070, 780, 32], [1250, 780, 32], [1030, 880, 38], [1290, 880, 38]])
        s.add(circ(x, y - h, 18, '#fff3c4', ' opacity=".35"') + line(`M${x} ${y}v-${h}`, '#37474f', 4) + circ(x, y - h, 4, '#ffe082'));
    }),
  resources: () =>
    page(108, (s) => {
      base(s, { pal: 'morning', hy: 540, sun: [1450, 160, 36], clouds: [[320, 150, 1.5], [820, 100, 1.2, 0.9, 1], [1250, 230, 1, 0.9, 2]], pines: 0, tlr: [30, 60] });
      s.add(privacy(s, 0, 1600, 640, 120, '#c7a57d', '#a8855c'));
      // garden shed
      const x = 1060,
        by = 700;
      s.add(path(poly([[x - 24, by - 200], [x + 150, by - 320], [x + 324, by - 200]]), '#4a5563') + rect(x, by - 200, 300, 200, '#7d9c84') + path(poly([[x, by - 200], [x + 150, by - 300], [x + 300, by - 200]]), '#7d9c84'));
      s.add(rect(x + 100, by - 160, 100, 160, '#f5f5f5') + rect(x + 108, by - 152, 40, 152, '#6f8f76') + rect(x + 152, by - 152, 40, 152, '#6f8f76') + rect(x + 20, by - 150, 60, 50, '#fff') + rect(x + 26, by - 144, 48, 38, '#a9cbe0') + rect(x + 220, by - 150, 60, 50, '#fff') + rect(x + 226, by - 144, 48, 38, '#a9cbe0'));
      s.add(line(`M${x + 30} ${by}V${by - 90}M${x + 50} ${by}V${by - 100}`, '#a1887f', 5) + path(`M${x + 40} ${by - 100}l16 4l-4 14z`, '#78909c'));
      s.add(lawn(s, { y: 636, ...LAWN.cool, vx: 1000, sw: 130, k: 0.5 }));
      // raised beds
      for (const [bx, bw] of [[760, 220], [1020, 260]]) {
        s.add(rect(bx, 760, bw, 44, '#a1764f') + rect(bx, 752, bw, 12, '#5b3a24'));
        s.add(flowers(s, bx + 10, bx + bw - 10, 748, ['#e53935', '#ffca28', '#66bb6a'], 8, 9, '#2e7d32'));
      }
      s.add(wheelbarrow(1440, 820, 2, '#5b3a24', '#2e7d32', true));
      s.add(tree(s, 1540, 720, 2.5, '#356d3c', '#64a052', '#5b4636', 0));
    }),
  commercial: () =>
    page(109, (s) => {
      base(s, { pal: 'midday', hy: 520, sun: [1480, 110, 32], clouds: [[360, 130, 1.5], [820, 80, 1.2, 0.9, 1], [1250, 200, 1, 0.9, 2]], pines: 5, tlr: [20, 36] });
      s.add(office(s, 820, 600, 360, 300, { floors: 5, body: '#d5dbe0', glass: '#5d8fb6' }));
      s.add(office(s, 1200, 600, 380, 210, { floors: 3, body: '#e6dccd', glass: '#6f9fc2', cap: '#a89a85', band: '#d8ccb9' }));
      s.add(rect(0, 596, 1600, 20, '#d8d2c6'));
      let hedge = '';
      for (let i = 0; i < 13; i++) hedge += shrub(s, 840 + i * 56, 620, 0.9, '#2f6a33', '#5c9a47', 3);
      s.add(hedge);
      s.add(lawn(s, { y: 618, ...LAWN.bright, vx: 1100, sw: 150, k: 0.45, cross: true }));
      for (const [x, y, sc] of [[760, 640, 2], [1560, 650, 2.2]]) s.add(tree(s, x, y, sc, '#2f6b3a', '#5a9a48', '#5b4636', 1));
      s.add(zeroTurn(1150, 800, 2, { skin: skinTone(3) }));
      s.add(rect(0, 860, 1600, 40, '#6b6f75') + rect(0, 856, 1600, 6, '#d5d1c8'));
    }),
  testimonials: () =>
    page(110, (s) => {
      base(s, { pal: 'golden', hy: 540, sun: [1280, 330, 38, 5], clouds: [[350, 160, 1.5, 0.6], [860, 100, 1.2, 0.6, 1]], cloudc: '#fff3e2', pines: 9, tlr: [24, 46] });
      s.add(house(s, 640, 600, { w: 240, h: 80, body: '#efe4cf', roof: '#5b4b44', shutter: '#3e5b3a', door: '#3e5b3a', nwin: 1 }));
      s.add(house(s, 960, 610, { style: 'farm', w: 280, h: 150, body: '#dfe8ee', roof: '#3d4651', shutter: '#1f3b57', door: '#1f3b57', dormers: 2, nwin: 3, cols: 5 }));
      s.add(house(s, 1330, 604, { style: 'cottage', w: 200, h: 100, body: '#f6efe0', roof: '#7a3b2e', shutter: '#2e4a35', door: '#2e4a35' }));
      s.add(tree(s, 920, 612, 1.8, '#3f5f33', '#7d9b45', '#5a4030', 0) + tree(s, 1280, 612, 1.6, '#c2577a', '#5f8a3c', '#9c8a78', 4) + tree(s, 1570, 612, 1.8, '#3f5f33', '#7d9b45', '#5a4030', 1));
      s.add(lawn(s, { y: 606, ...LAWN.golden, vx: 1100, sw: 120, k: 0.5, yb: 800 }));
      s.add(rect(0, 780, 1600, 24, '#d8d0c2') + rect(0, 804, 1600, 10, '#bfb9ae') + rect(0, 814, 1600, 86, '#5f6369'));
      s.add(picket(s, 600, 900, 640, 40));
    }),
  portfolio: () =>
    page(111, (s) => {
      base(s, { pal: 'golden', hy: 500, sun: [1300, 340, 36, 5], clouds: [[380, 150, 1.5, 0.7], [900, 100, 1.1, 0.7, 2]], cloudc: '#fff3e2', pines: 0, tlr: [30, 60] });
      s.add(privacy(s, 0, 1600, 600, 130, '#a77f58', '#8a6645'));
      s.add(lawn(s, { y: 596, ...LAWN.golden, vx: 1100, sw: 120, k: 0.5 }));
      const mp = mulchPattern(s, '#3b261a', '#573724');
      s.add(path('M0 598H1600V630C1200 646 400 646 0 630Z', mp));
      for (let i = 0; i < 16; i++) s.add(shrub(s, 50 + i * 100, 626, 1.2, '#2c5a33', '#4f8a45', i % 2 ? 2 : 0, i % 2 ? null : '#e1bee7'));
      const pts = [[820, 690], [1480, 690], [1640, 900], [700, 900]];
      let seams = '';
      for (let i = 1; i < 5; i++) {
        const t = i / 5;
        seams += `M${r0(820 - 120 * t)} ${r0(690 + 210 * t)}L${r0(1480 + 160 * t)} ${r0(690 + 210 * t)}`;
      }
      for (let j = 1; j < 8; j++) seams += `M${r0(820 + (660 * j) / 8)} 690L${r0(700 + (940 * j) / 8)} 900`;
      s.add(path(poly(pts), '#cdbb9c') + line(seams, '#b19d7c', 2.5));
      s.add(line('M880 880V520M1440 880V520M940 690V500M1380 690V500', '#8d6e63', 18, ' stroke-linecap="butt"'));
      s.add(line('M850 520H1470M880 500H1420', '#795548', 14, ' stroke-linecap="butt"'));
      let beams = '';
      for (let i = 0; i < 10; i++) beams += `M${870 + i * 62} 490l-22 44`;
      s.add(line(beams, '#a1887f', 9));
      s.add(ell(1160, 800, 80, 26, '#8d8a85') + ell(1160, 792, 60, 16, '#3e3a36') + path('M1140 790q8-50 20-64q12 30 20 64z', '#ff9800') + path('M1152 790q4-26 8-34q6 16 8 34z', '#ffeb3b'));
      s.add(line('M860 470C1000 520 1300 520 1460 470', '#4a4a4a', 2) + dots([[900, 486], [980, 500], [1060, 508], [1140, 510], [1220, 508], [1300, 500], [1380, 488]], '#ffe082', 10));
    }),
};
