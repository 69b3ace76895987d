import { Scene, PAL, sky, sun, cloud, hills, treeline, pineSilhouettes, lawn, tree, shrub, flowers, mulchPattern, house, rect, path, ell, line, textShade, r1 } from './lib.mjs';

// Hero scene. t = seconds into the loop (null => static poster); T = loop length
export function heroScene(t = null, T = 8) {
  const s = new Scene(1600, 900, 7);
  const P = PAL.golden;
  sky(s, { sky: ['#6f9fcf', '#f6d3a0', '#f2a35c'] });
  sun(s, 1250, 345, 44, '#fff4cf', '#ffd27a', 6);
  // clouds
  const cl = [
    [180, 170, 1.5, 0],
    [560, 110, 1.1, 1],
    [900, 220, 1.3, 2],
    [1320, 140, 1.0, 0],
    [1500, 260, 0.8, 1],
    [330, 300, 0.8, 2],
  ];
  cl.forEach(([x, y, sc, k], i) => {
    if (t == null) s.add(cloud(s, x, y, sc, 0.75, k, '#ffe9d2'));
    else {
      const ph = (t / T + i / cl.length) % 1;
      const op = 0.75 * Math.pow(Math.sin(Math.PI * ph), 1.2);
      s.add(cloud(s, x - 60 + 120 * ph, y, sc, r1(op * 100) / 100, k, '#ffe9d2'));
    }
  });
  // birds crossing (video only)
  if (t != null) {
    const ph = t / T;
    const bx = -100 + 1900 * ph,
      by = 260 - 60 * ph;
    const flap = Math.sin(t * 9) * 3;
    let d = '';
    [[0, 0], [26, 12], [-22, 16]].forEach(([dx, dy]) => (d += `M${r1(bx + dx - 9)} ${r1(by + dy - flap)}Q${r1(bx + dx - 4)} ${r1(by + dy - 4)} ${r1(bx + dx)} ${r1(by + dy)}Q${r1(bx + dx + 4)} ${r1(by + dy - 4)} ${r1(bx + dx + 9)} ${r1(by + dy - flap)}`));
    s.add(line(d, '#4a3b35', 2.2));
  }
  s.add(hills(s, 560, 14, '#9aa76a', 5));
  s.add(pineSilhouettes(s, 590, 26, '#5a6e45', 90, 170, 700, 1600));
  s.add(treeline(s, 560, '#5f7548', 16, 34, 10, 0, 1600, 640));
  s.add(pineSilhouettes(s, 600, 9, '#4f6540', 70, 120, 0, 600));
  s.add(treeline(s, 585, '#4b6a3c', 20, 40, 8, 640, 1600, 660));
  // house on the right
  s.add(
    house(s, 960, 640, {
      style: 'farm',
      w: 470,
      h: 210,
      body: '#f7f1e6',
      roof: '#4d4a4f',
      shutter: '#2e4a35',
      glass: '#ffd98a',
      door: '#5d2e24',
      chimney: true,
      nwin: 4,
      cols: 7,
      shadow: 'rgba(120,60,0,.10)',
    }),
  );
  // trees around house
  const sway = (ph) => (t == null ? '' : ` rotate(${r1(Math.sin((2 * Math.PI * t) / T + ph) * 0.8)})`);
  const tr = (x, y, sc, d, l, tk, k, ph) => {
    const base = tree(s, x, y, sc, d, l, tk, k);
    if (t == null) return base;
    const a = r1(Math.sin((2 * Math.PI * t) / T + ph) * 0.7);
    return `<g transform="rotate(${a} ${x} ${y})">${base}</g>`;
  };

  s.add(tr(1540, 660, 2.6, '#3b5a30', '#5f7d3c', '#5a4030', 3, 0.5));
  s.add(tr(880, 652, 2.5, '#3d5c31', '#88a84b', '#5e4330', 0, 0));
  s.add(tr(1470, 650, 1.5, '#c2577a', '#5f8a3c', '#9c8a78', 4, 1.2));
  s.add(tr(770, 640, 1.2, '#44633a', '#7f9c4a', '#5e4330', 1, 2));
  // lawn
  s.add(lawn(s, { y: 636, c1: '#78a83f', c2: '#8cba4c', vx: 1150, sw: 150, k: 0.55, cross: false }));
  // long golden-hour shadows to the left
  s.add(ell(720, 668, 190, 16, '#2f4a1f', ' opacity=".22"'), ell(1300, 662, 120, 10, '#2f4a1f', ' opacity=".2"'));
  // foundation bed
  const mp = mulchPattern(s, '#5a3a25', '#714a2d');
  s.add(path('M935 636H1455C1460 652 1450 664 1430 666H960C940 664 930 652 935 636Z', mp));
  const bx = [[975, 1], [1015, 1], [1055, 1], [1095, 0], [1290, 0], [1330, 1], [1370, 1], [1412, 1]];
  bx.forEach(([x, k]) => s.add(shrub(s, x, 654, 1.1, '#3c6b34', '#6c9a45', k, k === 0 ? '#f48fb1' : null)));
  s.add(flowers(s, 1130, 1170, 660, ['#fff176', '#ffffff'], 5, 4));
  s.add(flowers(s, 1246, 1285, 660, ['#fff176', '#ffffff'], 5, 4));
  // walkway from porch
  s.add(path('M1180 640H1226L1330 900H1080Z', '#d8c7a8'));
  s.add(line('M1178 680H1244M1170 730H1266M1158 790H1292M1142 860H1318', '#bfa985', 3));
  // foreground grass tufts (sway in video)
  let tufts = '';
  const tx = [60, 200, 420, 640, 1500, 1560];
  tx.forEach((x, i) => {
    const a = t == null ? 0 : Math.sin((2 * Math.PI * t) / T + i) * 4;
    tufts += `M${x} 900q${r1(-6 + a)} -24 ${r1(-14 + a * 2)} -40q${r1(8 - a)} 18 ${r1(10 - a)} 40zM${x + 6} 900q${r1(4 + a)} -30 ${r1(14 + a * 2)} -48q${r1(-10 - a)} 20 ${r1(-8 - a)} 48z`;
  });
  s.add(path(tufts, '#5f8f33'));
  // warm light wash from sun
  s.add(rect(0, 0, 1600, 900, s.rg([[0, '#ffcf7a', 0.28], [1, '#ffcf7a', 0]], 0.77, 0.52, 0.55)));
  textShade(s, 0.62, '#102a12');
  return s.out();
}
