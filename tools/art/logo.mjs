// Logo mark: a leaf-shaped badge holding a stylised cedar, with a creek wave under it.
// Drawn in a 48x48 box.
export function mark(c = {}) {
  const leaf = c.leaf ?? '#388e3c',
    tree = c.tree ?? '#ffffff',
    creek = c.creek ?? '#81c784',
    vein = c.vein ?? '#2e7d32';
  return (
    `<path d="M24 2C36 8 46 18 46 30a22 16 0 0 1-44 0C2 18 12 8 24 2z" fill="${leaf}"/>` +
    `<path d="M24 9l7 10h-4l7 9h-4l7 9H11l7-9h-4l7-9h-4z" fill="${tree}"/>` +
    `<path d="M22 37h4v5h-4z" fill="${tree}"/>` +
    `<path d="M7 39c5-3 9-3 13 0s9 3 13 0 7-3 9-1" fill="none" stroke="${creek}" stroke-width="3" stroke-linecap="round"/>` +
    (c.ring ? `<path d="M24 2C36 8 46 18 46 30a22 16 0 0 1-44 0C2 18 12 8 24 2z" fill="none" stroke="${vein}" stroke-width="1.5"/>` : '')
  );
}

export function logoSvg(light = false) {
  const name = light ? '#ffffff' : '#2e7d32',
    sub = light ? '#c8e6c9' : '#388e3c';
  const m = light ? mark({ leaf: '#81c784', tree: '#1b5e20', creek: '#ffffff' }) : mark();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="Cedar Creek Lawn &amp; Landscape">` +
    `<g transform="translate(4 5) scale(1.04)">${m}</g>` +
    `<text x="62" y="32" font-family="Inter, sans-serif" font-size="25" font-weight="800" letter-spacing="-.3" fill="${name}" textLength="168" lengthAdjust="spacingAndGlyphs">Cedar Creek</text>` +
    `<text x="63" y="48" font-family="Inter, sans-serif" font-size="9.6" font-weight="600" letter-spacing="2.2" fill="${sub}" textLength="164" lengthAdjust="spacing">LAWN &amp; LANDSCAPE</text>` +
    `</svg>`
  );
}

export function faviconSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<g transform="translate(2 3) scale(1.25)">${mark()}</g></svg>`
  );
}
