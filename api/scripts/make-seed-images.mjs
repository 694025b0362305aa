// Draws the seed catalogue's illustrations (one main image and three gallery images per category)
// as SVG and renders them to small WebP files in api/seed-assets/. Run once, commit the output:
//   node api/scripts/make-seed-images.mjs
// Deterministic (no randomness), so re-running produces the same pictures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-assets');
const WIDTH = 800;
const HEIGHT = 600;

/** Per category: palette, fabric weave and garment drawing. */
const CATEGORIES = [
  {
    key: 'shirts',
    weave: 'pinstripe',
    garment: 'shirt',
    palette: {
      bgA: '#e8eef6',
      bgB: '#c9d6e8',
      main: '#f7f9fc',
      shade: '#dbe3ef',
      accent: '#2f4b7c',
      thread: '#8fa6c8',
    },
  },
  {
    key: 'trousers',
    weave: 'twill',
    garment: 'trousers',
    palette: {
      bgA: '#efe9e1',
      bgB: '#d9cdbd',
      main: '#4a5468',
      shade: '#3a4254',
      accent: '#b08d57',
      thread: '#c9b48f',
    },
  },
  {
    key: 'outerwear',
    weave: 'herringbone',
    garment: 'coat',
    palette: {
      bgA: '#ece7e3',
      bgB: '#cbbfb5',
      main: '#8a6b52',
      shade: '#715640',
      accent: '#2e2a27',
      thread: '#d8c3ae',
    },
  },
  {
    key: 'knitwear',
    weave: 'knit',
    garment: 'sweater',
    palette: {
      bgA: '#f3ebe4',
      bgB: '#e2cfc0',
      main: '#b5654a',
      shade: '#9a5139',
      accent: '#f1d9c4',
      thread: '#e6a98f',
    },
  },
  {
    key: 'uniforms',
    weave: 'ripstop',
    garment: 'workwear',
    palette: {
      bgA: '#e6ecea',
      bgB: '#c3d0cc',
      main: '#2f5d62',
      shade: '#244a4e',
      accent: '#e0b44a',
      thread: '#8fb3b0',
    },
  },
  {
    key: 'kids-wear',
    weave: 'dots',
    garment: 'tee',
    palette: {
      bgA: '#fdf3e1',
      bgB: '#f6d9b8',
      main: '#f2a541',
      shade: '#de8f2b',
      accent: '#3d7bb8',
      thread: '#fff4e0',
    },
  },
];

const background = (p, id = 'bg') => `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgA}"/><stop offset="1" stop-color="${p.bgB}"/>
    </linearGradient>
    <radialGradient id="${id}-light" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.shade}"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dx="0" dy="12" result="blur"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.25"/></feComponentTransfer>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-light)"/>`;

const stitch = (d, p, width = 2) =>
  `<path d="${d}" fill="none" stroke="${p.thread}" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round"/>`;

const button = (x, y, p, r = 7) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}"/><circle cx="${x - r / 3}" cy="${y}" r="1.3" fill="${p.main}"/><circle cx="${x + r / 3}" cy="${y}" r="1.3" fill="${p.main}"/>`;

/** Garments drawn around (400, 320) in an 800×600 box; `scale` shrinks them for the rail. */
const GARMENTS = {
  shirt: (p) => `
    <path d="M330 130 L270 148 L190 225 L232 300 L282 268 L282 510 L518 510 L518 268 L568 300 L610 225 L530 148 L470 130 Q400 170 330 130 Z" fill="url(#cloth)" stroke="${p.shade}" stroke-width="3"/>
    <path d="M334 128 L400 186 L370 226 L314 156 Z" fill="${p.main}" stroke="${p.shade}" stroke-width="3"/>
    <path d="M466 128 L400 186 L430 226 L486 156 Z" fill="${p.main}" stroke="${p.shade}" stroke-width="3"/>
    <line x1="400" y1="190" x2="400" y2="510" stroke="${p.shade}" stroke-width="3"/>
    ${[250, 300, 350, 400, 450].map((y) => button(412, y, p, 6)).join('')}
    <rect x="312" y="262" width="58" height="62" rx="6" fill="none" stroke="${p.shade}" stroke-width="3"/>
    ${stitch('M286 490 L514 490', p)}
    ${stitch('M204 230 L244 296', p)}${stitch('M596 230 L556 296', p)}`,
  trousers: (p) => `
    <path d="M292 118 L508 118 L532 520 L428 520 L400 262 L372 520 L268 520 Z" fill="url(#cloth)" stroke="${p.shade}" stroke-width="3"/>
    <rect x="292" y="118" width="216" height="30" fill="${p.shade}"/>
    ${[320, 372, 428, 480].map((x) => `<rect x="${x - 5}" y="112" width="10" height="40" rx="3" fill="${p.shade}" stroke="${p.main}" stroke-width="2"/>`).join('')}
    ${button(400, 133, p, 6)}
    <path d="M300 160 Q338 168 346 210" fill="none" stroke="${p.accent}" stroke-width="3"/>
    <path d="M500 160 Q462 168 454 210" fill="none" stroke="${p.accent}" stroke-width="3"/>
    ${stitch('M400 150 L400 250', p)}
    <line x1="326" y1="170" x2="318" y2="515" stroke="${p.main}" stroke-width="2" opacity="0.5"/>
    <line x1="474" y1="170" x2="482" y2="515" stroke="${p.main}" stroke-width="2" opacity="0.5"/>
    ${stitch('M274 500 L370 500', p)}${stitch('M430 500 L526 500', p)}`,
  coat: (p) => `
    <path d="M318 118 L256 140 L196 300 L204 470 L252 470 L262 318 L262 545 L538 545 L538 318 L548 470 L596 470 L604 300 L544 140 L482 118 Z" fill="url(#cloth)" stroke="${p.shade}" stroke-width="3"/>
    <path d="M322 118 L400 290 L366 296 L300 180 Z" fill="${p.shade}"/>
    <path d="M478 118 L400 290 L434 296 L500 180 Z" fill="${p.shade}"/>
    <path d="M322 118 Q400 150 478 118" fill="none" stroke="${p.accent}" stroke-width="4"/>
    <line x1="400" y1="290" x2="400" y2="545" stroke="${p.shade}" stroke-width="3"/>
    ${[330, 400, 470].map((y) => button(372, y, p, 8) + button(428, y, p, 8)).join('')}
    <path d="M290 420 L352 420" stroke="${p.shade}" stroke-width="5"/><path d="M448 420 L510 420" stroke="${p.shade}" stroke-width="5"/>
    <rect x="262" y="300" width="276" height="18" fill="${p.shade}" opacity="0.6"/>
    ${button(300, 309, p, 6)}${button(500, 309, p, 6)}
    ${stitch('M268 530 L532 530', p)}`,
  sweater: (p) => `
    <defs><pattern id="knit-motif" width="28" height="24" patternUnits="userSpaceOnUse">
      <path d="M2 4 L14 18 L26 4" fill="none" stroke="${p.shade}" stroke-width="3" opacity="0.7"/></pattern>
    <clipPath id="sweater-shape"><path d="M330 128 L262 150 L196 300 L214 480 L262 476 L276 300 L276 505 L524 505 L524 300 L538 476 L586 480 L604 300 L538 150 L470 128 Q400 168 330 128 Z"/></clipPath></defs>
    <path d="M330 128 L262 150 L196 300 L214 480 L262 476 L276 300 L276 505 L524 505 L524 300 L538 476 L586 480 L604 300 L538 150 L470 128 Q400 168 330 128 Z" fill="url(#cloth)" stroke="${p.shade}" stroke-width="3"/>
    <rect x="190" y="110" width="420" height="400" fill="url(#knit-motif)" clip-path="url(#sweater-shape)"/>
    <rect x="276" y="280" width="248" height="46" fill="${p.accent}" opacity="0.85" clip-path="url(#sweater-shape)"/>
    ${[300, 340, 380, 420, 460, 500].map((x) => `<path d="M${x - 14} 303 L${x} 289 L${x + 14} 303 L${x} 317 Z" fill="${p.main}"/>`).join('')}
    <path d="M330 128 Q400 168 470 128 Q400 190 330 128 Z" fill="${p.shade}"/>
    <rect x="276" y="478" width="248" height="27" fill="${p.shade}"/>
    ${Array.from({ length: 21 }, (_, i) => `<line x1="${282 + i * 12}" y1="480" x2="${282 + i * 12}" y2="503" stroke="${p.main}" stroke-width="2" opacity="0.6"/>`).join('')}
    <rect x="210" y="458" width="54" height="22" rx="4" fill="${p.shade}" transform="rotate(4 237 469)"/>
    <rect x="536" y="458" width="54" height="22" rx="4" fill="${p.shade}" transform="rotate(-4 563 469)"/>`,
  workwear: (p) => `
    <path d="M326 124 L262 146 L198 300 L222 420 L270 410 L282 300 L282 520 L518 520 L518 300 L530 410 L578 420 L602 300 L538 146 L474 124 L400 150 Z" fill="url(#cloth)" stroke="${p.shade}" stroke-width="3"/>
    <path d="M326 124 L400 150 L474 124 L452 176 L400 160 L348 176 Z" fill="${p.shade}"/>
    <rect x="272" y="140" width="60" height="14" rx="4" fill="${p.accent}" transform="rotate(-18 302 147)"/>
    <rect x="468" y="140" width="60" height="14" rx="4" fill="${p.accent}" transform="rotate(18 498 147)"/>
    <line x1="400" y1="160" x2="400" y2="520" stroke="${p.shade}" stroke-width="4"/>
    <rect x="304" y="220" width="70" height="76" rx="6" fill="${p.shade}"/><path d="M304 220 L374 220 L374 244 L339 252 L304 244 Z" fill="${p.main}" stroke="${p.shade}" stroke-width="2"/>
    <rect x="426" y="220" width="70" height="76" rx="6" fill="${p.shade}"/><path d="M426 220 L496 220 L496 244 L461 252 L426 244 Z" fill="${p.main}" stroke="${p.shade}" stroke-width="2"/>
    ${button(339, 240, p, 5)}${button(461, 240, p, 5)}
    <rect x="440" y="316" width="44" height="12" rx="3" fill="${p.accent}"/>
    <path d="M282 330 L518 330" stroke="${p.accent}" stroke-width="10" opacity="0.9"/>
    <path d="M282 352 L518 352" stroke="${p.accent}" stroke-width="10" opacity="0.9"/>
    ${stitch('M288 506 L512 506', p)}`,
  tee: (p) => `
    <path d="M340 160 L280 178 L220 240 L262 290 L300 262 L300 480 L500 480 L500 262 L538 290 L580 240 L520 178 L460 160 Q400 198 340 160 Z" fill="url(#cloth)" stroke="${p.shade}" stroke-width="3"/>
    <path d="M340 160 Q400 198 460 160" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
    <path d="M400 280 L414 318 L454 318 L422 342 L434 382 L400 358 L366 382 L378 342 L346 318 L386 318 Z" fill="${p.accent}"/>
    <circle cx="340" cy="420" r="9" fill="#ffffff" opacity="0.7"/><circle cx="462" cy="410" r="7" fill="#ffffff" opacity="0.7"/>
    <circle cx="446" cy="250" r="6" fill="#ffffff" opacity="0.7"/>
    ${stitch('M306 462 L494 462', p)}${stitch('M236 246 L268 282', p)}${stitch('M564 246 L532 282', p)}`,
};

function mainImage(category) {
  const p = category.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${background(p)}
    <ellipse cx="400" cy="560" rx="250" ry="22" fill="#000000" opacity="0.08"/>
    <g filter="url(#shadow)">${GARMENTS[category.garment](p)}</g>
  </svg>`;
}

const WEAVES = {
  pinstripe: (p) => `<pattern id="weave" width="36" height="36" patternUnits="userSpaceOnUse">
      <rect width="36" height="36" fill="${p.main}"/><rect x="0" width="3" height="36" fill="${p.accent}" opacity="0.55"/>
      <rect x="18" width="1.5" height="36" fill="${p.thread}"/></pattern>`,
  twill: (
    p,
  ) => `<pattern id="weave" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)">
      <rect width="24" height="24" fill="${p.main}"/><rect width="24" height="8" fill="${p.shade}"/><rect y="12" width="24" height="2" fill="${p.thread}" opacity="0.35"/></pattern>`,
  herringbone: (p) => `<pattern id="weave" width="40" height="20" patternUnits="userSpaceOnUse">
      <rect width="40" height="20" fill="${p.main}"/>
      <path d="M0 20 L20 0 M-5 5 L5 -5 M10 20 L30 0" stroke="${p.thread}" stroke-width="4" opacity="0.55"/>
      <path d="M20 0 L40 20 M30 0 L50 20 M10 0 L30 20" stroke="${p.shade}" stroke-width="4"/></pattern>`,
  knit: (p) => `<pattern id="weave" width="30" height="26" patternUnits="userSpaceOnUse">
      <rect width="30" height="26" fill="${p.main}"/>
      <path d="M2 2 Q8 22 15 24 M28 2 Q22 22 15 24" fill="none" stroke="${p.thread}" stroke-width="5" stroke-linecap="round" opacity="0.75"/></pattern>`,
  ripstop: (p) => `<pattern id="weave" width="32" height="32" patternUnits="userSpaceOnUse">
      <rect width="32" height="32" fill="${p.main}"/><path d="M0 0.5 H32 M0.5 0 V32" stroke="${p.thread}" stroke-width="2.5" opacity="0.6"/>
      <path d="M0 16 H32 M16 0 V32" stroke="${p.shade}" stroke-width="1"/></pattern>`,
  dots: (p) => `<pattern id="weave" width="44" height="44" patternUnits="userSpaceOnUse">
      <rect width="44" height="44" fill="${p.main}"/><circle cx="11" cy="11" r="6" fill="${p.thread}"/>
      <circle cx="33" cy="33" r="6" fill="${p.accent}" opacity="0.85"/></pattern>`,
};

/** A swatch of the category's cloth, folded over at one corner. */
function fabricImage(category) {
  const p = category.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${background(p)}
    <defs>${WEAVES[category.weave](p)}
      <linearGradient id="fold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.55" stop-color="#000000" stop-opacity="0.06"/>
        <stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>
      <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.22"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    </defs>
    <g filter="url(#shadow)" transform="rotate(-6 400 300)">
      <path d="M150 110 L650 110 L650 380 L520 500 L150 500 Z" fill="url(#weave)"/>
      <path d="M150 110 L650 110 L650 380 L520 500 L150 500 Z" fill="url(#fold)"/>
      <path d="M150 230 Q400 180 650 250 L650 300 Q400 240 150 290 Z" fill="url(#sheen)"/>
      <path d="M650 380 L520 500 L548 392 Z" fill="${p.shade}"/>
      <path d="M650 380 L548 392 L520 500" fill="none" stroke="${p.thread}" stroke-width="2"/>
      ${stitch('M170 130 L630 130', p)}${stitch('M170 480 L505 480', p)}
    </g>
  </svg>`;
}

/** Folded pieces in three shades, stacked on a table. */
function stackImage(category) {
  const p = category.palette;
  const shades = [p.shade, p.main, p.accent, p.main, p.shade];
  const layers = shades
    .map((fill, i) => {
      const y = 430 - i * 58;
      const inset = i % 2 === 0 ? 0 : 8;
      return `<g>
        <rect x="${230 + inset}" y="${y}" width="${340 - inset * 2}" height="54" rx="14" fill="${fill}" stroke="${p.shade}" stroke-width="2"/>
        <path d="M${246 + inset} ${y + 40} Q400 ${y + 52} ${554 - inset} ${y + 40}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
        ${stitch(`M${250 + inset} ${y + 12} L${550 - inset} ${y + 12}`, p, 1.5)}
      </g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${background(p)}
    <rect x="0" y="484" width="${WIDTH}" height="116" fill="${p.bgB}"/>
    <rect x="0" y="484" width="${WIDTH}" height="6" fill="#ffffff" opacity="0.5"/>
    <ellipse cx="400" cy="500" rx="220" ry="14" fill="#000000" opacity="0.12"/>
    <g filter="url(#shadow)">${layers}</g>
    <g transform="translate(600 390)">
      <ellipse cx="0" cy="62" rx="46" ry="10" fill="#000000" opacity="0.1"/>
      <rect x="-34" y="-10" width="68" height="70" rx="10" fill="${p.accent}"/>
      <rect x="-34" y="4" width="68" height="8" fill="${p.main}" opacity="0.5"/><rect x="-34" y="40" width="68" height="8" fill="${p.main}" opacity="0.5"/>
      <ellipse cx="0" cy="-10" rx="34" ry="8" fill="${p.shade}"/><circle cx="0" cy="-10" r="5" fill="${p.bgA}"/>
    </g>
  </svg>`;
}

/** Three of the category's garments on hangers along a rail. */
function railImage(category) {
  const p = category.palette;
  const garment = GARMENTS[category.garment](p);
  // The side pieces are the same cut in neighbouring colourways.
  const hues = [-24, 0, 24];
  const hung = [165, 400, 635]
    .map(
      (x, i) => `<g transform="translate(${x} 212)">
        <path d="M0 -28 Q0 -52 16 -52 Q30 -52 30 -38" fill="none" stroke="#5b5f66" stroke-width="4" stroke-linecap="round"/>
        <path d="M-70 12 L0 -24 L70 12" fill="none" stroke="#6b4f3a" stroke-width="7" stroke-linecap="round"/>
        <g transform="translate(-236 -96) scale(0.59)" filter="url(#hue${i})">${garment}</g>
      </g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${background(p)}
    <defs>${hues.map((hue, i) => `<filter id="hue${i}"><feColorMatrix type="hueRotate" values="${hue}"/></filter>`).join('')}</defs>
    <rect x="40" y="154" width="720" height="10" rx="5" fill="#7d828a"/>
    <rect x="40" y="154" width="720" height="3" rx="1.5" fill="#ffffff" opacity="0.5"/>
    <g filter="url(#shadow)">${hung}</g>
  </svg>`;
}

const IMAGES = [
  ['', mainImage],
  ['-1', fabricImage],
  ['-2', stackImage],
  ['-3', railImage],
];

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const category of CATEGORIES) {
  for (const [suffix, draw] of IMAGES) {
    const file = path.join(OUT_DIR, `${category.key}${suffix}.webp`);
    await sharp(Buffer.from(draw(category)))
      .webp({ quality: 72, effort: 6, smartSubsample: true })
      .toFile(file);
    console.log(
      `${path.relative(process.cwd(), file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KB`,
    );
  }
}
