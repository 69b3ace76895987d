import { Scene, dots, lawn, tree, shrub, flowers, mulchPattern, strawPattern, house, person, zeroTurn, truck, rect, circ, ell, path, line, poly, bedD, stonesEllipse, skinTone, r0, r1 } from './lib.mjs';
import { G, picket, privacy, spray, leaves, wheelbarrow, granules, bale, skidSteer, chipper, stump, logs, office, car } from './lib2.mjs';
import { base, LAWN } from './common.mjs';

const W = 800,
  H = 600;
const SHIRT = '#388e3c',
  SHIRT2 = '#2e7d32';

export const services = {
  'lawn-care': () => {
    const s = new Scene(W, H, 11);
    base(s, { pal: 'midday', hy: 352, sun: [660, 90, 26], clouds: [[160, 110, 1], [430, 70, 0.8, 0.9, 1], [720, 170, 0.7, 0.9, 2]], pines: 10 });
    s.add(tree(s, 330, 392, 1.25, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(house(s, 380, 392, { w: 300, h: 96, body: '#b3624a', trim: '#fff', roof: '#3f444b', shutter: '#263238', door: '#1e4d2b', chimney: true }));
    s.add(tree(s, 735, 394, 1.15, '#2d5e33', '#4f8a45', '#5b4636', 1));
    s.add(lawn(s, { y: 388, ...LAWN.bright, vx: 560, sw: 80, k: 0.4, cross: true }));
    for (let i = 0; i < 7; i++) s.add(shrub(s, 392 + i * 44, 400, 0.8, '#2f6b36', '#5f9a4c', 1));
    s.add(person(230, 540, 1.45, 'push', { skin: skinTone(1), toolColor: '#c62828' }));
    return s.out();
  },

  landscaping: () => {
    const s = new Scene(W, H, 12);
    base(s, { pal: 'morning', hy: 320, sun: [130, 100, 30], clouds: [[520, 90, 1.1], [760, 150, 0.7, 0.9, 1]], pines: 8 });
    s.add(house(s, 60, 338, { style: 'cottage', w: 170, h: 92, body: '#dfe8ee', roof: '#56606c', shutter: '#355c7d', door: '#c0392b' }));
    s.add(tree(s, 290, 342, 1.0, '#3f7a46', '#6aa55a', '#5b4636', 2));
    s.add(tree(s, 720, 344, 1.2, '#356d3c', '#64a052', '#5b4636', 0));
    s.add(lawn(s, { y: 336, ...LAWN.spring, vx: 300, sw: 90, k: 0.5 }));
    const mp = mulchPattern(s, '#5b3a24', '#774c2d');
    s.add(ell(480, 470, 270, 72, mp));
    s.add(stonesEllipse(s, 480, 470, 270, 72, 26, '#a39e93', '#c5c0b5'));
    s.add(tree(s, 540, 468, 1.55, '#e06c9f', '#5f9a42', '#a89a88', 4));
    s.add(shrub(s, 330, 470, 1.1, '#2e6b35', '#5f9e4c', 0, '#f06292'));
    s.add(shrub(s, 690, 478, 1.0, '#2e6b35', '#5f9e4c', 1));
    s.add(shrub(s, 420, 500, 1, '#6d8f3a', '#a5c25a', 2));
    s.add(shrub(s, 640, 508, 0.9, '#6d8f3a', '#a5c25a', 2));
    s.add(flowers(s, 440, 630, 520, ['#ffd54f', '#ff8a65', '#ffffff'], 14, 5));
    s.add(person(250, 560, 1.45, 'kneel', { skin: skinTone(3), pants: '#5d4e3c' }));
    s.add(path('M110 560l8-26h26l8 26z', '#b5653a') + path('M112 536c0-16 34-16 38 0z', '#4caf50') + path('M150 574l6-20h20l6 20z', '#b5653a') + path('M152 556c0-14 28-14 30 0z', '#7cb342'));
    return s.out();
  },

  'landscape-design': () => {
    const s = new Scene(W, H, 13);
    s.add(rect(0, 0, W, H, '#2f4a34'));
    const gid = s.id('p');
    s.def(`<pattern id="${gid}" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#f7f5ee"/><path d="M20 0H0V20" fill="none" stroke="#dfe9d8" stroke-width="1"/></pattern>`);
    let m = rect(0, 0, 620, 460, '#1b2e1f', ' opacity=".35" transform="translate(8 10)"') + rect(0, 0, 620, 460, `url(#${gid})`);
    m += rect(30, 30, 560, 400, '#a8d48c', ' rx="6"');
    m += path('M30 100h560M30 170h560M30 240h560M30 310h560M30 380h560', 'none', ' stroke="#b9dd9f" stroke-width="34" opacity=".7"');
    m += rect(170, 40, 260, 120, '#b0bec5') + path('M170 40l60 60h140l60-60M230 100l-60 60M370 100l60 60', 'none', ' stroke="#90a4ae" stroke-width="3"');
    m += rect(430, 40, 120, 160, '#dcd6cb');
    m += rect(210, 160, 130, 70, '#d7c3a3') + path('M210 177h130M210 195h130M210 212h130M242 160v70M275 160v70M308 160v70', 'none', ' stroke="#bda27c" stroke-width="1.5"');
    m += path('M40 170c40-14 80-10 120 10s20 70-30 80-100-10-90-50z', '#a07553') + path('M360 260c60-20 160-10 200 20s0 80-60 90-150 0-160-40 0-60 20-70z', '#a07553') + path('M40 330c50-20 120 0 140 30s-20 60-80 60-70-70-60-90z', '#a07553');
    const TT = (x, y, r, c = '#3f7f46') => circ(x + 5, y + 6, r, '#000', ' opacity=".15"') + circ(x, y, r, c) + circ(x - r * 0.25, y - r * 0.25, r * 0.55, '#6fae5c') + circ(x, y, r * 0.12, '#5b4636');
    m += TT(90, 210, 34) + TT(470, 300, 40, '#2f6b3a') + TT(110, 370, 26, '#c2577a') + TT(540, 400, 22);
    let sh = '';
    for (const [x, y] of [[160, 205], [60, 195], [390, 290], [420, 330], [520, 270], [150, 340], [80, 400], [560, 330]]) sh += circ(x, y, 11, '#4f8f4a') + circ(x - 3, y - 3, 5, '#86c06f');
    m += sh;
    m += path('M275 232c0 40-30 70-30 110s40 60 40 88', 'none', ' stroke="#d8cdb8" stroke-width="26" stroke-dasharray="20 8"');
    m += line('M30 450h160M30 444v12M70 446v8M110 444v12M150 446v8M190 444v12', '#6d8f6a', 2);
    s.add(`<g transform="translate(60 50) rotate(-2)">${m}</g>`);
    // pencil and scale ruler
    s.add(`<g transform="translate(520 470) rotate(-32)">${rect(0, 0, 230, 22, '#f9c23c')}${rect(0, 0, 230, 7, '#ffd866')}${rect(-18, 0, 18, 22, '#e8a0a0')}${rect(-4, 0, 6, 22, '#bdbdbd')}${path('M230 0l40 11l-40 11z', '#f1d3a8')}${path('M258 7.5l12 3.5l-12 3.5z', '#333')}</g>`);
    s.add(`<g transform="translate(40 520) rotate(4)">${path('M0 0h240v46h-240z', '#cfe7d0', ' opacity=".9"')}${line('M12 0v16M36 0v10M60 0v16M84 0v10M108 0v16M132 0v10M156 0v16M180 0v10M204 0v16M228 0v10', '#2e7d32', 2)}</g>`);
    return s.out();
  },

  'sod-installation': () => {
    const s = new Scene(W, H, 14);
    base(s, { pal: 'spring', hy: 300, sun: [680, 80, 26], clouds: [[200, 90, 1], [470, 140, 0.7, 0.9, 2]], pines: 9 });
    s.add(house(s, 520, 322, { w: 220, h: 72, body: '#f1ece2', roof: '#5a5f66', shutter: '#2f4f6f', door: '#2f4f6f' }));
    s.add(lawn(s, { y: 318, ...LAWN.spring, vx: 400, sw: 60, k: 0.4 }));
    // prepared soil foreground
    const soil = 'M0 380H800V600H0Z';
    s.add(path(soil, '#8b6a4a'));
    s.add(line('M0 400H800M0 428H800M0 466H800M0 520H800', '#7a5b3e', 2.5, ' opacity=".7"'));
    // laid sod rows (brick pattern with perspective) on the right
    let sod = '',
      seams = '';
    let y = 600,
      rh = 52,
      row = 0;
    const left = (yy) => 560 - (600 - yy) * 1.1;
    while (y > 384) {
      const yt = Math.max(384, y - rh);
      const xl = left(yt);
      sod += poly([[left(y), y], [800, y], [800, yt], [xl, yt]]);
      const pw = 200 * (rh / 52);
      for (let x = 800 - (row % 2 ? pw / 2 : 0); x > xl; x -= pw) seams += `M${r0(x)} ${r0(y)}V${r0(yt)}`;
      seams += `M${r0(xl)} ${r0(yt)}H800`;
      y = yt;
      rh *= 0.8;
      row++;
    }
    s.add(path(sod, '#6fbf52') + line(seams, '#4e9a3a', 2.2));
    // pallet of sod rolls
    let pal = rect(60, 500, 190, 14, '#b08a5a') + rect(66, 514, 12, 10, '#8d6e4a') + rect(150, 514, 12, 10, '#8d6e4a') + rect(232, 514, 12, 10, '#8d6e4a');
    const roll = s.sym('roll', ell(0, 0, 17, 15, '#5fa843') + ell(0, 0, 12, 10, '#6d4c35') + ell(0, 0, 6, 5, '#4e8f37'));
    for (let r = 0; r < 3; r++) for (let i = 0; i < 5; i++) pal += s.use(roll, 80 + i * 37, 486 - r * 30);
    s.add(pal);
    s.add(person(380, 570, 1.5, 'carry', { skin: skinTone(0), bale: '#6fbf52' }));
    s.add(person(520, 470, 1.05, 'kneel', { skin: skinTone(4), plant: false }));
    return s.out();
  },

  'turf-care': () => {
    const s = new Scene(W, H, 15);
    base(s, { pal: 'morning', hy: 180, sun: [110, 70, 22], clouds: [[420, 60, 0.9], [700, 100, 0.7, 0.9, 1]], pines: 12, pineH: [60, 100] });
    s.add(house(s, 560, 204, { w: 170, h: 52, body: '#f3efe7', roof: '#5b5f66', shutter: '#355c45', door: '#7a2e2e', nwin: 1 }));
    s.add(lawn(s, { y: 200, ...LAWN.deep, vx: 420, sw: 70, k: 0.5, yb: 380 }));
    const plugs = [[], []];
    for (let i = 0; i < 46; i++) {
      const y = s.rnd(220, 370);
      plugs[y > 290 ? 1 : 0].push([s.rnd(0, 800), y]);
    }
    s.add(dots(plugs[0], '#6b4a30', 3, 3) + dots(plugs[1], '#6b4a30', 5, 6));
    s.add(person(300, 330, 1.05, 'push', { tool: 'aerator', skin: skinTone(2) }));
    // soil cross-section
    s.add(rect(0, 380, 800, 220, s.lg([[0, '#7a5536'], [1, '#4e3423']])));
    const bp = s.id('p'),
      rp = s.id('p');
    s.def(`<pattern id="${bp}" width="27" height="40" patternUnits="userSpaceOnUse" y="352"><path d="M0 40l4-28l5 28zM9 40l4-36l5 36zM18 40l4-30l5 30z" fill="#5aa83e"/></pattern>`);
    s.def(`<pattern id="${rp}" width="38" height="110" patternUnits="userSpaceOnUse" x="12" y="394"><path d="M0 0c-4 24 6 40-2 72M0 10c8 14 14 20 10 46M0 6c-10 12-14 20-16 30M19 0c3 20-5 34 1 56" fill="none" stroke="#e9d6b3" stroke-width="1.6"/></pattern>`);
    s.add(rect(0, 352, 800, 40, `url(#${bp})`) + rect(0, 384, 800, 10, '#4f9a3c') + rect(0, 394, 800, 110, `url(#${rp})`, ' opacity=".75"'));
    let holes = '';
    for (const x of [90, 250, 410, 570, 730]) holes += `M${x - 8} 394h16v68a8 8 0 0 1-16 0z`;
    s.add(path(holes, '#3a2618'));
    let drops = '';
    for (const [x, y] of [[98, 486], [258, 500], [418, 482], [578, 498], [738, 488], [170, 540], [490, 548], [650, 530]]) drops += `M${x} ${y - 9}q7 9 0 14q-7-5 0-14z`;
    s.add(path(drops, '#64b5f6'));
    s.add(line('M300 560c10-10 24 6 34-4s22 4 30-4', '#e58e9a', 6));
    return s.out();
  },

  'mulch-pinestraw': () => {
    const s = new Scene(W, H, 16);
    base(s, { pal: 'sunrise', hy: 330, sun: [560, 150, 28], clouds: [[240, 90, 1, 0.85, 1], [700, 80, 0.7]], pines: 14 });
    s.add(lawn(s, { y: 340, ...LAWN.golden, vx: 420, sw: 80, k: 0.5 }));
    // house corner on the right (brick)
    s.add(rect(640, 210, 170, 190, '#b0614a') + path('M620 214H810V170H660Z', '#3f444b') + rect(680, 260, 40, 60, '#fff') + rect(685, 265, 30, 50, '#9cc3d9') + rect(640, 394, 170, 8, '#a99c8c'));
    const sp = strawPattern(s);
    s.add(ell(210, 460, 210, 62, sp));
    s.add(tree(s, 130, 450, 1.9, '#35602f', '#5a8440', '#6b4a33', 3));
    s.add(tree(s, 250, 466, 2.1, '#35602f', '#5a8440', '#6b4a33', 3, true));
    s.add(tree(s, 340, 446, 1.6, '#35602f', '#5a8440', '#6b4a33', 3));
    const mp = mulchPattern(s, '#4a2e1c', '#6a4128');
    s.add(path(bedD(470, 812, 400, 110), mp));
    s.add(shrub(s, 560, 440, 1.2, '#2d6a34', '#5b9a4a', 1) + shrub(s, 660, 440, 1.2, '#2d6a34', '#5b9a4a', 1) + shrub(s, 760, 446, 1.3, '#2d6a34', '#5b9a4a', 0, '#ec407a'));
    s.add(shrub(s, 610, 480, 0.9, '#356b33', '#6aa44f', 0, '#ffffff') + shrub(s, 710, 488, 0.9, '#356b33', '#6aa44f', 0, '#ec407a'));
    s.add(wheelbarrow(470, 560, 1.5, '#4a2e1c', '#2e7d32'));
    let bales = '';
    for (let r = 0; r < 2; r++) for (let i = 0; i < 3 - r; i++) bales += bale(270 + i * 48 + r * 24, 556 - r * 28, 46, 28, i % 2 ? '#c98a3f' : '#b87a36');
    s.add(bales);
    return s.out();
  },

  'fertilization-weed-control': () => {
    const s = new Scene(W, H, 17);
    base(s, { pal: 'midday', hy: 320, sun: [120, 80, 26], clouds: [[420, 100, 1.1], [700, 70, 0.8, 0.9, 2]], pines: 10 });
    s.add(tree(s, 600, 352, 1.3, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 90, 348, 1, '#2f6b3a', '#5a9a48', '#5b4636', 1));
    s.add(lawn(s, { y: 344, ...LAWN.deep, vx: 300, sw: 90, k: 0.5 }));
    // untreated patch with weeds on left foreground
    s.add(path('M0 430C120 420 200 450 260 500S330 600 330 600H0Z', '#7fa444'));
    let weeds = '';
    const dand = [],
      clov = [];
    for (let i = 0; i < 22; i++) {
      const x = s.rnd(10, 280),
        y = s.rnd(450, 590);
      if (x > 40 + (y - 430) * 1.6 + 200) continue;
      weeds += `M${r0(x)} ${r0(y)}l-9-4l9-1l-4-8l6 7l4-8l0 9l9-2l-8 6z`;
      (i % 2 ? dand : clov).push(i % 2 ? [x, y - 12] : [x + 9, y - 4]);
    }
    s.add(path(weeds, '#4e7a2a') + dots(dand, '#fdd835', 8) + dots(clov, '#fafafa', 6));
    s.add(person(430, 520, 1.5, 'push', { tool: 'spreader', skin: skinTone(5), flip: true, toolColor: '#1e88e5' }));
    s.add(granules(s, 340, 478, 70, 80, '#e3f2fd', 50));
    return s.out();
  },

  'tree-shrub-care': () => {
    const s = new Scene(W, H, 18);
    base(s, { pal: 'morning', hy: 300, sun: [700, 90, 24], clouds: [[200, 80, 1], [480, 120, 0.7, 0.9, 1]], pines: 10 });
    s.add(lawn(s, { y: 320, ...LAWN.cool, vx: 500, sw: 80, k: 0.5 }));
    s.add(tree(s, 640, 470, 2.6, '#2f6b3a', '#5fa04c', '#5b4636', 0));
    s.add(tree(s, 160, 380, 1.4, '#d45c95', '#5f9a42', '#a89a88', 4));
    // hedge row
    let hedge = '';
    for (let i = 0; i < 6; i++) hedge += shrub(s, 250 + i * 64, 430, 1.05, '#2f6a33', '#5c9a47', 3);
    s.add(hedge);
    s.add(shrub(s, 80, 470, 1.2, '#2f6a33', '#5c9a47', 1) + shrub(s, 170, 480, 1.1, '#2f6a33', '#5c9a47', 1));
    s.add(person(200, 440, 1.4, 'hedge', { skin: skinTone(2) }));
    s.add(leaves(s, 220, 432, 330, 448, 26, ['#4f8f3a', '#6fae4c'], 3));
    // ladder against big tree
    s.add(line('M560 470L590 330M590 470L610 334M566 442l28 0M572 414l26 0M578 386l24 0M584 358l22 0', '#cfd8dc', 4));
    s.add(person(600, 560, 1.4, 'dig', { skin: skinTone(4), shirt: SHIRT2 }));
    return s.out();
  },

  'seasonal-cleanup': () => {
    const s = new Scene(W, H, 19);
    base(s, { pal: 'autumn', hy: 320, sun: [640, 100, 26], clouds: [[200, 90, 1], [500, 60, 0.8, 0.9, 2]], hillc: '#b49a5e', tlc: '#9a6f36', pines: 8, pinec: '#6f6a3a' });
    s.add(house(s, 330, 340, { style: 'cottage', w: 160, h: 86, body: '#f2e6d0', roof: '#6d4c41', shutter: '#3e5b3a', door: '#2f4f3a' }));
    s.add(tree(s, 150, 360, 1.7, '#d9782d', '#f0a53a', '#5b4636', 0));
    s.add(tree(s, 640, 362, 1.9, '#b5412b', '#e36b3b', '#5b4636', 0));
    s.add(tree(s, 540, 350, 1.1, '#e0a526', '#f5cf4a', '#5b4636', 1));
    s.add(lawn(s, { y: 354, ...LAWN.autumn, vx: 420, sw: 80, k: 0.5 }));
    s.add(leaves(s, 0, 370, 800, 600, 90, ['#e07b2c', '#c8452c', '#f2b035', '#a5522a'], 5));
    s.add(leaves(s, 40, 60, 760, 360, 30, ['#e07b2c', '#c8452c', '#f2b035'], 6));
    s.add(ell(150, 520, 90, 28, '#d0702a') + ell(130, 506, 60, 20, '#e59a3a') + ell(170, 510, 40, 14, '#b8452a'));
    s.add(person(290, 560, 1.45, 'rake', { skin: skinTone(3) }));
    s.add(person(600, 500, 1.2, 'blow', { skin: skinTone(0), flip: true }));
    s.add(path('M690 560h44l-4-70h-36z', '#c8a06a') + path('M744 566h40l-4-62h-32z', '#b78f5c') + path('M690 490c10-6 30-6 40 0z', '#e07b2c'));
    return s.out();
  },

  irrigation: () => {
    const s = new Scene(W, H, 20);
    base(s, { pal: 'sunrise', hy: 300, sun: [200, 230, 30, 5], clouds: [[520, 90, 1, 0.8], [720, 160, 0.7, 0.8, 1]], pines: 12 });
    s.add(house(s, 420, 326, { style: 'farm', w: 250, h: 120, body: '#eef1f4', roof: '#4a5563', shutter: '#2f4f3a', door: '#2f4f3a', dormers: 2, nwin: 3, cols: 5 }));
    s.add(tree(s, 380, 332, 1.1, '#356d3c', '#64a052', '#5b4636', 2) + tree(s, 720, 334, 1.3, '#356d3c', '#64a052', '#5b4636', 0));
    s.add(lawn(s, { y: 326, ...LAWN.deep, vx: 400, sw: 80, k: 0.5 }));
    s.add(spray(180, 470, 170, -170, -10, '#e1f5fe', 9));
    s.add(spray(560, 420, 130, -170, -10, '#e1f5fe', 8));
    s.add(spray(660, 560, 200, -175, -90, '#e1f5fe', 7));
    // mist and droplets
    const dr = [];
    for (let i = 0; i < 40; i++) dr.push([s.rnd(20, 780), s.rnd(360, 590)]);
    s.add(dots(dr, '#e1f5fe', 4).replace('/>', ' opacity=".7"/>'));
    s.add(rect(0, 330, 800, 270, s.lg([[0, '#ffffff', 0.18], [1, '#ffffff', 0]])));
    s.add(line('M0 590C200 570 400 585 800 560', '#3f8a3a', 3, ' stroke-dasharray="2 10" opacity=".5"'));
    return s.out();
  },

  commercial: () => {
    const s = new Scene(W, H, 21);
    base(s, { pal: 'midday', hy: 300, sun: [90, 80, 22], clouds: [[300, 80, 1], [620, 120, 0.9, 0.9, 1]], pines: 8 });
    s.add(office(s, 220, 340, 460, 170, { floors: 3, body: '#cfd6dc', glass: '#6d9cc0' }));
    s.add(tree(s, 180, 346, 1.2, '#2f6b3a', '#5a9a48', '#5b4636', 1) + tree(s, 730, 346, 1.3, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(rect(0, 340, 800, 16, '#cfcac0'));
    let hedge = '';
    for (let i = 0; i < 9; i++) hedge += shrub(s, 240 + i * 52, 360, 0.8, '#2f6a33', '#5c9a47', 3);
    s.add(hedge);
    s.add(lawn(s, { y: 360, ...LAWN.bright, vx: 420, sw: 100, k: 0.35, cross: true }));
    s.add(rect(0, 560, 800, 40, '#6b6f75') + rect(0, 556, 800, 6, '#d5d1c8') + line('M40 584h60M180 584h60M320 584h60M460 584h60M600 584h60M740 584h60', '#f5f5f5', 3));
    s.add(zeroTurn(360, 500, 1.35, { skin: skinTone(1) }));
    s.add(tree(s, 90, 520, 1.1, '#c2577a', '#5f8a3c', '#9c8a78', 4));
    return s.out();
  },

  'french-drains': () => {
    const s = new Scene(W, H, 22);
    base(s, { pal: 'overcast', hy: 230, clouds: [[150, 80, 1.3, 0.9, 2], [450, 60, 1.1, 0.85], [700, 110, 1, 0.9, 1]], cloudc: '#e3e8ec', pines: 10, pineH: [50, 90] });
    let rain = '';
    for (let i = 0; i < 60; i++) {
      const x = s.rnd(0, 820),
        y = s.rnd(0, 300);
      rain += `M${r0(x)} ${r0(y)}l-5 14`;
    }
    s.add(line(rain, '#90a4ae', 1.5, ' opacity=".7"'));
    s.add(house(s, 20, 300, { w: 220, h: 80, body: '#efe9df', roof: '#4e5560', shutter: '#37474f', door: '#37474f', nwin: 1 }));
    s.add(lawn(s, { y: 296, ...LAWN.cool, vx: 300, sw: 60, k: 0.5, yb: 360 }));
    // soil cross-section
    s.add(rect(0, 356, 800, 244, s.lg([[0, '#8a6446'], [1, '#5d4030']])));
    s.add(rect(0, 352, 800, 10, '#4e9a48'));
    let blades = '';
    for (let x = -4; x < 804; x += 10) blades += `M${x} 356l4-${14 + (x % 3) * 3}l5 ${14 + (x % 3) * 3}z`;
    s.add(path(blades, '#5aa83e'));
    const gid = s.id('p');
    s.def(`<pattern id="${gid}" width="16" height="14" patternUnits="userSpaceOnUse"><rect width="16" height="14" fill="#9e9a92"/><circle cx="4" cy="4" r="3.4" fill="#c9c4ba"/><circle cx="12" cy="9" r="3.8" fill="#b6b1a7"/><circle cx="3" cy="12" r="2" fill="#d6d1c8"/></pattern>`);
    s.add(path('M320 362H480V560H320Z', `url(#${gid})`) + line('M320 362V560H480V362', '#e0d8c4', 3, ' stroke-dasharray="6 4"'));
    s.add(circ(400, 510, 32, '#2b2b2b') + circ(400, 510, 24, '#111') + path('M376 488a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M394 480a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M414 486a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M372 514a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M422 508a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0', '#6e6e6e'));
    let drops = '';
    for (const [x, y] of [[120, 400], [200, 430], [260, 470], [560, 410], [630, 450], [700, 420], [360, 420], [440, 440], [400, 460]]) drops += `M${x} ${y - 10}q8 10 0 16q-8-6 0-16z`;
    s.add(path(drops, '#4fc3f7'));
    s.add(line('M150 380q80 20 150 80M650 380q-80 20-150 80', '#4fc3f7', 3, ' stroke-dasharray="8 8" opacity=".85"'));
    s.add(path('M300 460l10-16l6 18zM500 460l-10-16l-6 18z', '#4fc3f7'));
    return s.out();
  },

  'gutter-downspout': () => {
    const s = new Scene(W, H, 23);
    base(s, { pal: 'overcast', hy: 330, clouds: [[560, 90, 1.3, 0.9, 2], [760, 160, 1, 0.9]], cloudc: '#e3e8ec', pines: 8 });
    s.add(lawn(s, { y: 420, ...LAWN.cool, vx: 300, sw: 80, k: 0.5 }));
    // wall with lap siding
    const sid = s.id('p');
    s.def(`<pattern id="${sid}" width="20" height="18" patternUnits="userSpaceOnUse"><rect width="20" height="18" fill="#e9e4da"/><rect y="15" width="20" height="3" fill="#d3ccbf"/></pattern>`);
    s.add(path('M0 90H470V470H0Z', `url(#${sid})`));
    s.add(path('M-10 40H500L470 100H0Z', '#4b4f57') + rect(0, 96, 470, 8, '#fff'));
    s.add(rect(80, 190, 110, 150, '#fff') + rect(88, 198, 94, 134, '#93b8cf') + line('M135 198v134M88 265h94', '#fff', 4) + rect(66, 190, 12, 150, '#2f4f3a') + rect(192, 190, 12, 150, '#2f4f3a'));
    // gutter + downspout
    s.add(path('M-10 98H488a14 14 0 0 1-14 16H4Z', '#f5f5f5') + rect(-10, 96, 498, 4, '#dcdcdc'));
    s.add(rect(440, 112, 20, 330, '#f5f5f5') + rect(440, 112, 6, 330, '#e0e0e0') + path('M440 440h20v10q0 22 22 22h20v20h-22q-40 0-40-40z', '#f5f5f5'));
    s.add(line('M452 132h8M452 250h8M452 370h8', '#bdbdbd', 3));
    // extension pipe into lawn and pop-up emitter
    s.add(path('M500 474h110l6 8v10l-6 6h-110z', '#37474f'));
    s.add(line('M616 490C660 500 690 520 720 540', '#5d4037', 6, ' stroke-dasharray="8 8" opacity=".55"'));
    s.add(ell(728, 546, 18, 6, '#2e7d32') + ell(728, 544, 10, 3, '#1b5e20'));
    s.add(path('M722 540q6-20 6-30q0 10 6 30zM712 544q0-10 4-20q0 10 8 20zM736 544q8-8 12-18q-2 10-4 18z', '#81d4fa'));
    s.add(shrub(s, 60, 486, 1.2, '#2f6a33', '#5c9a47', 1) + shrub(s, 250, 486, 1.3, '#2f6a33', '#5c9a47', 0, '#ec407a') + shrub(s, 360, 486, 1.1, '#2f6a33', '#5c9a47', 1));
    const mp = mulchPattern(s);
    s.add(path('M0 470H440V500C300 512 120 508 0 500Z', mp));
    s.add(shrub(s, 60, 490, 1.2, '#2f6a33', '#5c9a47', 1) + shrub(s, 250, 494, 1.3, '#2f6a33', '#5c9a47', 0, '#ec407a') + shrub(s, 370, 494, 1.1, '#2f6a33', '#5c9a47', 1));
    let rain = '';
    for (let i = 0; i < 50; i++) rain += `M${r0(s.rnd(480, 820))} ${r0(s.rnd(0, 420))}l-4 14`;
    s.add(line(rain, '#90a4ae', 1.5, ' opacity=".8"'));
    s.add(path('M462 120q-4-10 0-20q4 10 0 20z', '#81d4fa'));
    return s.out();
  },

  'yard-grading': () => {
    const s = new Scene(W, H, 24);
    base(s, { pal: 'midday', hy: 280, sun: [700, 80, 24], clouds: [[180, 90, 1], [450, 60, 0.8, 0.9, 1]], pines: 12 });
    s.add(house(s, 60, 300, { w: 250, h: 78, body: '#f0ebe2', roof: '#4f5660', shutter: '#2f4f3a', door: '#2f4f3a' }));
    s.add(lawn(s, { y: 296, ...LAWN.bright, vx: 300, sw: 60, k: 0.4, yb: 340 }));
    // graded slope of fresh soil
    s.add(path('M0 340C200 336 500 350 800 380V600H0Z', '#a07a52'));
    s.add(line('M0 380C220 380 500 400 800 430M0 430C220 432 500 455 800 490M0 490C220 494 500 520 800 560M0 560C250 566 520 590 800 620', '#8d6a45', 3, ' opacity=".7"'));
    s.add(path('M520 380c30-40 80-40 110 0z', '#8b6a44') + path('M80 600c40-60 120-60 160 0z', '#92704a'));
    // grade stakes + string line
    let st = '',
      fl = '';
    for (const [x, y] of [[150, 470], [400, 470], [650, 470]]) {
      st += `M${x} ${y}v-58`;
      fl += `M${x} ${y - 58}l18 5l-18 6z`;
    }
    s.add(line(st, '#d7b98a', 5) + path(fl, '#ff6d00') + line('M150 424L650 440', '#ffeb3b', 1.6));
    s.add(line('M720 560l0-70M705 560l15-40l15 40', '#455a64', 3) + rect(706, 476, 28, 16, '#ffb300') + circ(720, 470, 5, '#e53935'));
    s.add(skidSteer(350, 560, 1.8, '#fbc02d'));
    s.add(person(610, 420, 1.0, 'rake', { skin: skinTone(2), flip: true }));
    return s.out();
  },

  seeding: () => {
    const s = new Scene(W, H, 25);
    base(s, { pal: 'spring', hy: 300, sun: [120, 90, 26], clouds: [[420, 80, 1], [690, 130, 0.8, 0.9, 2]], pines: 10 });
    s.add(house(s, 470, 324, { style: 'cottage', w: 160, h: 84, body: '#fdf3e1', roof: '#5d6b73', shutter: '#4a6b8a', door: '#4a6b8a' }));
    s.add(tree(s, 420, 330, 1.1, '#5ea84a', '#ffffff', '#5b4636', 6));
    s.add(tree(s, 700, 330, 1.2, '#4a8f45', '#ffffff', '#6b4a33', 6));
    s.add(lawn(s, { y: 326, ...LAWN.spring, vx: 400, sw: 70, k: 0.5, yb: 380 }));
    s.add(path('M0 380H800V600H0Z', '#9b7552'));
    s.add(path('M0 380H800V600H0Z', strawPattern(s, '#9b7552', '#e3c27a', '#c9a15a'), ' opacity=".8"'));
    const sp = s.id('p');
    s.def(`<pattern id="${sp}" width="30" height="20" patternUnits="userSpaceOnUse"><path d="M8 14q-3-7-4-11M8 14q2-6 5-9M23 4q-3-7-4-11M23 4q2-6 5-9M23 24q-3-7-4-11M23 24q2-6 5-9" fill="none" stroke="#7ccc5a" stroke-width="1.8"/></pattern>`);
    s.add(rect(0, 380, 800, 90, `url(#${sp})`) + rect(0, 470, 800, 130, `url(#${sp})`, ' transform="translate(0 -200) scale(1 1.4)"'));
    s.add(person(260, 480, 1.3, 'push', { tool: 'spreader', skin: skinTone(3), toolColor: '#43a047' }));
    s.add(granules(s, 355, 450, 60, 60, '#f1e3b5', 40));
    s.add(path('M620 560l-6-70q0-10 10-10h60q10 0 10 10l-6 70z', '#f5f5f5') + path('M630 480q30-14 60 0z', '#e0e0e0') + path('M654 530c-6-16 6-30 20-32c2 16-6 30-20 32z', '#43a047'));
    return s.out();
  },

  'tree-removal': () => {
    const s = new Scene(W, H, 26);
    base(s, { pal: 'golden', hy: 330, sun: [150, 200, 26], clouds: [[420, 80, 1, 0.8], [680, 140, 0.8, 0.8, 2]], cloudc: '#fff3e2', pines: 12 });
    s.add(lawn(s, { y: 340, ...LAWN.golden, vx: 400, sw: 80, k: 0.5 }));
    // tall trunk being removed (top already cut)
    s.add(path('M600 470L606 190H624L630 470Z', '#6b4a33') + line('M606 250l-24-10M624 300l22-12', '#6b4a33', 5) + ell(615, 190, 9, 3, '#d7b48a'));
    s.add(tree(s, 740, 470, 2.0, '#35602f', '#5a8440', '#6b4a33', 3));
    // bucket truck
    s.add(truck(300, 480, 1.2, { color: '#fafafa', trim: '#2e7d32' }));
    s.add(line('M470 420L560 240', '#fafafa', 12) + line('M470 420L560 240', '#cfd8dc', 4));
    s.add(rect(548, 212, 36, 32, '#f57c00'));
    s.add(person(562, 236, 0.7, 'hedge', { skin: skinTone(2) }) + rect(548, 220, 36, 26, '#f57c00'));
    s.add(stump(160, 520, 30));
    s.add(logs(40, 580, 4, 20));
    s.add(chipper(250, 580, 1.3));
    return s.out();
  },

  'junk-removal': () => {
    const s = new Scene(W, H, 27);
    base(s, { pal: 'midday', hy: 300, sun: [650, 70, 24], clouds: [[200, 100, 1], [480, 70, 0.8, 0.9, 1]], pines: 10 });
    s.add(privacy(s, 0, 800, 380, 110));
    s.add(tree(s, 120, 280, 1.2, '#2f6b3a', '#5a9a48', '#5b4636', 0) + tree(s, 560, 276, 1.4, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(privacy(s, 0, 800, 380, 110));
    s.add(lawn(s, { y: 378, ...LAWN.bright, vx: 400, sw: 80, k: 0.4 }));
    s.add(truck(20, 520, 1.05, { color: '#2e7d32', trim: '#81c784', trailer: 'junk' }));
    // debris pile
    s.add(path('M520 560l20-44l40-16l30 20l40-30l34 24l20 46z', '#8d6e63'));
    s.add(rect(560, 500, 44, 36, '#c8a27a') + line('M560 514h44', '#a98257', 2));
    s.add(circ(660, 540, 24, '#37474f') + circ(660, 540, 11, '#6b8f4a'));
    s.add(line('M600 500l60-50M620 470l30 6M640 490l-8-20', '#5d4037', 4));
    s.add(person(430, 560, 1.45, 'carry', { skin: skinTone(4), bale: '#c8a27a', flip: true }));
    return s.out();
  },

  'lawn-maintenance': () => {
    const s = new Scene(W, H, 28);
    base(s, { pal: 'morning', hy: 290, sun: [100, 80, 26], clouds: [[380, 90, 1], [690, 120, 0.9, 0.9, 2]], pines: 10 });
    s.add(house(s, 300, 330, { w: 280, h: 90, body: '#e4eaee', roof: '#485461', shutter: '#1f3b57', door: '#1f3b57', garage: true }));
    s.add(tree(s, 240, 336, 1.2, '#2f6b3a', '#5a9a48', '#5b4636', 0));
    s.add(lawn(s, { y: 330, ...LAWN.bright, vx: 360, sw: 70, k: 0.45, cross: true }));
    s.add(path('M590 330H700L800 420V600H720Z', '#dad5cc'));
    s.add(path('M0 470C200 460 500 470 800 480V520C500 510 200 505 0 515Z', '#d7d2c8') + line('M0 470C200 460 500 470 800 480', '#3e7a2c', 3));
    s.add(line('M160 466V510M360 466V512M560 472V516', '#c2bcb1', 2));
    for (let i = 0; i < 6; i++) s.add(shrub(s, 312 + i * 44, 342, 0.75, '#2f6b36', '#5f9a4c', 1));
    s.add(person(250, 470, 1.35, 'trim', { skin: skinTone(1) }));
    s.add(leaves(s, 300, 455, 340, 470, 14, ['#4a8f34', '#6fb04e'], 2.5));
    s.add(person(620, 560, 1.4, 'blow', { skin: skinTone(3), flip: true, shirt: SHIRT2 }));
    return s.out();
  },

  'landscape-maintenance': () => {
    const s = new Scene(W, H, 29);
    base(s, { pal: 'golden', hy: 310, sun: [690, 170, 26], clouds: [[200, 80, 1, 0.8], [460, 120, 0.8, 0.8, 1]], cloudc: '#fff3e2', pines: 12 });
    s.add(house(s, 90, 340, { style: 'farm', w: 300, h: 130, body: '#f6f1e7', roof: '#44484f', shutter: '#2e4a35', door: '#5d2e24', dormers: 2, nwin: 3, cols: 5 }));
    s.add(picket(s, 400, 800, 360, 40));
    s.add(lawn(s, { y: 352, ...LAWN.golden, vx: 300, sw: 80, k: 0.5 }));
    const mp = mulchPattern(s, '#4d301e', '#6b4329');
    s.add(path(bedD(380, 812, 372, 120, 0.7), mp));
    s.add(shrub(s, 470, 420, 1.1, '#2d6a34', '#5b9a4a', 1) + shrub(s, 560, 426, 1.3, '#2d6a34', '#5b9a4a', 0, '#ffffff') + shrub(s, 660, 420, 1.1, '#2d6a34', '#5b9a4a', 1) + shrub(s, 760, 430, 1.4, '#2d6a34', '#5b9a4a', 0, '#ab47bc'));
    s.add(flowers(s, 460, 760, 462, ['#ffca28', '#ff7043'], 12, 5));
    s.add(person(420, 520, 1.5, 'kneel', { skin: skinTone(5), plant: false }));
    s.add(path('M520 520l-4-34h40l-4 34z', '#2e7d32') + path('M520 486c6-14 24-14 32 0z', '#6d8f3a'));
    s.add(wheelbarrow(240, 570, 1.4, '#6d8f3a', '#455a64', true));
    return s.out();
  },
};
