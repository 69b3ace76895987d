// Generates the Cedar Creek image set (SVG, JPEG, hero video) into public/.
// Usage: node tools/art/build.mjs [logo services team owners portfolio guides hero industries pages towns video]
// Needs rsvg-convert (librsvg2-bin), ImageMagick `convert` and ffmpeg (libx264, libvpx-vp9) for the JPEG/video groups.
// Not part of the site build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { services } from './services.mjs';
import { team, owners, portfolio, guides } from './more.mjs';
import { logoSvg, faviconSvg } from './logo.mjs';
import { industries, pages } from './places.mjs';
import { heroScene } from './hero.mjs';
import { towns, ogDefault } from './towns.mjs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'ccmedia-'));
// render an SVG string to a JPEG (rsvg-convert + ImageMagick)
function jpeg(rel, svg, q = 80) {
  const f = path.join(PUB, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  const base = path.join(TMP, rel.replace(/\W+/g, '_'));
  fs.writeFileSync(base + '.svg', svg);
  execFileSync('rsvg-convert', ['-w', '1200', '-h', '630', base + '.svg', '-o', base + '.png']);
  execFileSync('convert', [base + '.png', '-strip', '-sampling-factor', '4:2:0', '-interlace', 'JPEG', '-quality', String(q), f]);
  return [rel, fs.statSync(f).size];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUB = path.join(ROOT, 'public');
function write(rel, svg) {
  const f = path.join(PUB, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, svg);
  return [rel, svg.length];
}
const groups = {
  logo: () => [write('images/logo.svg', logoSvg()), write('images/logo-light.svg', logoSvg(true)), write('favicon.svg', faviconSvg())],
  team: () => Object.entries(team).map(([k, fn]) => write(`images/gallery/${k}.svg`, fn())),
  owners: () => Object.entries(owners).map(([k, fn]) => write(`images/owners/${k}.svg`, fn())),
  portfolio: () => Object.entries(portfolio).map(([k, fn]) => write(`images/portfolio/${k}.svg`, fn())),
  hero: () => [write('images/hero-poster.svg', heroScene())],
  industries: () => Object.entries(industries).map(([k, fn]) => write(`images/industries/${k}.svg`, fn())),
  pages: () => Object.entries(pages).map(([k, fn]) => write(`images/pages/${k}.svg`, fn())),
  towns: () => [jpeg('images/og-default.jpg', ogDefault().out()), ...Object.entries(towns).map(([k, fn]) => jpeg(`images/towns/${k}.jpg`, fn().out()))],
  video: () => {
    const T = 8,
      fps = 24,
      n = T * fps;
    const dir = path.join(TMP, 'frames');
    fs.mkdirSync(dir, { recursive: true });
    for (let i = 0; i < n; i++) {
      const f = path.join(dir, `f${String(i).padStart(4, '0')}`);
      fs.writeFileSync(f + '.svg', heroScene(i / fps, T));
      execFileSync('rsvg-convert', ['-w', '1280', '-h', '720', f + '.svg', '-o', f + '.png']);
    }
    const out = path.join(PUB, 'media');
    fs.mkdirSync(out, { recursive: true });
    const inArgs = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(dir, 'f%04d.png')];
    execFileSync('ffmpeg', [...inArgs, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '33', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', path.join(out, 'hero-loop.webm')]);
    execFileSync('ffmpeg', [...inArgs, '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-crf', '27', '-pix_fmt', 'yuv420p', '-g', String(fps * 2), '-movflags', '+faststart', '-an', path.join(out, 'hero-loop.mp4')]);
    return ['media/hero-loop.webm', 'media/hero-loop.mp4'].map((r) => [r, fs.statSync(path.join(PUB, r)).size]);
  },
  guides: () => Object.entries(guides).map(([k, fn]) => write(`images/guides/${k}.svg`, fn())),
  services: () => Object.entries(services).map(([k, fn]) => write(`images/services/${k}.svg`, fn())),
};
const want = process.argv.slice(2);
process.on('exit', () => fs.rmSync(TMP, { recursive: true, force: true }));
for (const [name, fn] of Object.entries(groups)) {
  if (want.length && !want.includes(name)) continue;
  for (const [rel, n] of fn()) console.log(String(n).padStart(7), rel, rel.startsWith('media/') ? (n > 600000 ? '  <-- over 600KB' : '') : rel.endsWith('.jpg') ? (n > 90000 ? '  <-- over 90KB' : '') : n > 8192 ? '  <-- over 8KB' : '');
}
