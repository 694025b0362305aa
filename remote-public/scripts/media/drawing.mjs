// Small SVG drawing helpers shared by the illustrations and the video scenes. Everything is
// deterministic: the same input always draws the same picture.

/** The remote's palette (see src/app/app.module.css), plus a few fabric colours. */
export const colours = {
  ink: '#1c2333',
  inkSoft: '#2c3752',
  brown: '#5a3d30',
  accent: '#b4532a',
  peach: '#f1b998',
  cream: '#faf8f5',
  sand: '#f1ece5',
  linen: '#e9dccb',
  teal: '#2f5d62',
  mustard: '#e0b44a',
  blue: '#2f4b7c',
  sky: '#c9d6e8',
  sage: '#7a9e7e',
  rose: '#c9746b',
  white: '#ffffff',
};

export const svg = (width, height, viewBox, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

export const round = (n) => Math.round(n * 10) / 10;

export const clamp01 = (n) => Math.min(1, Math.max(0, n));

/** 0 → 1 between `from` and `to` (as fractions of the loop), eased in and out. */
export function ramp(t, from, to) {
  const p = clamp01((t - from) / (to - from));
  return p * p * (3 - 2 * p);
}

export const stitch = (d, colour, width = 2) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round"/>`;

export const softShadow = (id = 'shadow', blur = 10, dy = 12, opacity = 0.22) => `
  <filter id="${id}" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dx="0" dy="${dy}" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>`;

const button = (x, y, colour, r = 5) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;

/**
 * Garments drawn in local coordinates: the collar's centre at (0, 0), about 340 wide and 300
 * to 350 tall. Place them with `place(x, y, scale, rotate)`.
 */
export const garments = {
  shirt: ({ main, shade, accent, stripes = false }) => `
    <path d="M-60 0 L-110 18 L-170 90 L-135 150 L-100 125 L-100 300 L100 300 L100 125 L135 150 L170 90 L110 18 L60 0 Q0 35 -60 0 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    ${
      stripes
        ? Array.from(
            { length: 9 },
            (_, i) =>
              `<line x1="${-88 + i * 22}" y1="30" x2="${-88 + i * 22}" y2="296" stroke="${shade}" stroke-width="3" opacity="0.45"/>`,
          ).join('')
        : ''
    }
    <path d="M-58 -2 L0 45 L-25 80 L-75 22 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <path d="M58 -2 L0 45 L25 80 L75 22 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <line x1="0" y1="45" x2="0" y2="300" stroke="${shade}" stroke-width="3"/>
    ${[90, 140, 190, 240].map((y) => button(10, y, accent)).join('')}
    <rect x="-80" y="110" width="44" height="48" rx="5" fill="none" stroke="${shade}" stroke-width="3"/>
    ${stitch('M-96 284 L96 284', shade)}`,
  tee: ({ main, shade, accent }) => `
    <path d="M-50 0 L-100 15 L-150 65 L-115 105 L-85 85 L-85 270 L85 270 L85 85 L115 105 L150 65 L100 15 L50 0 Q0 30 -50 0 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <path d="M-50 0 Q0 30 50 0" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
    ${stitch('M-80 254 L80 254', shade)}${stitch('M-134 72 L-108 98', shade)}${stitch('M134 72 L108 98', shade)}`,
  jacket: ({ main, shade, accent }) => `
    <path d="M-55 0 L-110 20 L-140 150 L-135 330 L-97 330 L-92 170 L-92 350 L92 350 L92 170 L97 330 L135 330 L140 150 L110 20 L55 0 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <path d="M-52 0 L0 190 L-28 200 L-80 80 L-62 60 L-78 40 Z" fill="${shade}" opacity="0.85"/>
    <path d="M52 0 L0 190 L28 200 L80 80 L62 60 L78 40 Z" fill="${shade}" opacity="0.85"/>
    <path d="M-22 0 L0 60 L22 0 Z" fill="${colours.white}"/>
    <path d="M-14 58 L14 58 L6 70 L14 82 L-14 82 L-6 70 Z" fill="${accent}"/>
    <line x1="0" y1="190" x2="0" y2="350" stroke="${shade}" stroke-width="3"/>
    ${[230, 280].map((y) => button(-12, y, accent, 6)).join('')}
    <path d="M-78 250 L-36 250" stroke="${shade}" stroke-width="5"/><path d="M36 250 L78 250" stroke="${shade}" stroke-width="5"/>
    <path d="M50 110 L80 104" stroke="${colours.white}" stroke-width="6" stroke-linecap="round"/>`,
  jersey: ({ main, shade, accent, number = '10' }) => `
    <path d="M-50 0 L-100 15 L-150 65 L-115 105 L-85 85 L-85 270 L85 270 L85 85 L115 105 L150 65 L100 15 L50 0 L0 40 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <path d="M-100 15 L-150 65 L-138 78 L-88 28 Z" fill="${accent}"/><path d="M100 15 L150 65 L138 78 L88 28 Z" fill="${accent}"/>
    <path d="M-50 0 L0 40 L50 0" fill="none" stroke="${accent}" stroke-width="8"/>
    <path d="M-85 180 L85 150 L85 175 L-85 205 Z" fill="${accent}" opacity="0.9"/>
    <text x="0" y="140" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="78" fill="${colours.white}">${number}</text>`,
  chefJacket: ({ main, shade, accent }) => `
    <path d="M-50 0 L-105 18 L-150 100 L-140 300 L-100 300 L-92 150 L-92 320 L92 320 L92 150 L100 300 L140 300 L150 100 L105 18 L50 0 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <rect x="-50" y="-6" width="100" height="26" rx="6" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <path d="M-50 20 L60 20 L60 320" fill="none" stroke="${shade}" stroke-width="3"/>
    ${[60, 110, 160, 210, 260].map((y) => button(-20, y, accent, 6) + button(38, y, accent, 6)).join('')}
    <rect x="-82" y="90" width="40" height="8" rx="3" fill="${accent}"/>
    ${stitch('M-140 286 L-100 286', shade)}${stitch('M100 286 L140 286', shade)}`,
  scrubs: ({ main, shade, accent }) => `
    <path d="M-55 0 L-105 15 L-150 80 L-115 120 L-85 95 L-85 280 L85 280 L85 95 L115 120 L150 80 L105 15 L55 0 L0 70 Z" fill="${main}" stroke="${shade}" stroke-width="3"/>
    <path d="M-55 0 L0 70 L55 0" fill="none" stroke="${shade}" stroke-width="6"/>
    <rect x="-70" y="170" width="56" height="60" rx="5" fill="none" stroke="${shade}" stroke-width="3"/>
    <rect x="30" y="96" width="40" height="40" rx="4" fill="none" stroke="${shade}" stroke-width="3"/>
    <path d="M44 116 h12 M50 110 v12" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>
    <path d="M-40 40 C-70 110 -40 160 0 150 C40 160 70 110 40 40" fill="none" stroke="${colours.ink}" stroke-width="5"/>
    <circle cx="0" cy="154" r="10" fill="${colours.ink}"/><circle cx="0" cy="154" r="5" fill="${colours.sky}"/>
    ${stitch('M-80 264 L80 264', shade)}`,
};

export const place = (x, y, scale, body, rotate = 0) =>
  `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)}) scale(${scale})">${body}</g>`;

/** A clothes hanger whose hook tip is at (0, -44) and whose shoulders sit at y = 0. */
export const hanger = (colour) =>
  `<path d="M0 -8 L0 -26 Q0 -40 12 -40 Q24 -40 24 -28" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>
   <path d="M-84 14 L0 -10 L84 14" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A fabric roll seen from the side: a cylinder lying on the floor. */
export function fabricRoll(x, y, length, radius, main, shade) {
  return `<g>
    <rect x="${x}" y="${y - radius}" width="${length}" height="${radius * 2}" fill="${main}"/>
    <rect x="${x}" y="${y - radius}" width="${length}" height="${radius * 0.6}" fill="#ffffff" opacity="0.18"/>
    ${Array.from({ length: Math.floor(length / 28) }, (_, i) => `<line x1="${x + 14 + i * 28}" y1="${y - radius}" x2="${x + 14 + i * 28}" y2="${y + radius}" stroke="${shade}" stroke-width="2" opacity="0.35"/>`).join('')}
    <ellipse cx="${x + length}" cy="${y}" rx="${radius * 0.45}" ry="${radius}" fill="${shade}"/>
    <ellipse cx="${x + length}" cy="${y}" rx="${radius * 0.12}" ry="${radius * 0.28}" fill="${colours.linen}"/>
  </g>`;
}

/** A thread spool, upright, centred on (x, y); `turn` (0..1) rotates its thread highlight. */
export function spool(x, y, colour, size = 1, turn = 0) {
  const h = 44 * size;
  const w = 30 * size;
  const shine = round(((turn % 1) + 1) % 1) * (w - 8 * size);
  return `<g>
    <rect x="${x - w / 2 - 4 * size}" y="${y - h / 2 - 6 * size}" width="${w + 8 * size}" height="${6 * size}" rx="${2 * size}" fill="#c8a57a"/>
    <rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" fill="${colour}"/>
    <rect x="${x - w / 2 + shine}" y="${y - h / 2}" width="${8 * size}" height="${h}" fill="#ffffff" opacity="0.3"/>
    <rect x="${x - w / 2 - 4 * size}" y="${y + h / 2}" width="${w + 8 * size}" height="${6 * size}" rx="${2 * size}" fill="#c8a57a"/>
  </g>`;
}

/** Points of a quadratic Bézier curve, for outlines that are "drawn" a little at a time. */
export function quadPoints(from, control, to, steps = 16) {
  return Array.from({ length: steps }, (_, i) => {
    const s = (i + 1) / steps;
    const a = (1 - s) * (1 - s);
    const b = 2 * (1 - s) * s;
    const c = s * s;
    return [a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]];
  });
}

/** The first `fraction` of a polyline (by length) and the point where it stops. */
export function partialPolyline(points, fraction) {
  const lengths = points
    .slice(1)
    .map((p, i) => Math.hypot(p[0] - points[i][0], p[1] - points[i][1]));
  const total = lengths.reduce((sum, l) => sum + l, 0);
  let remaining = clamp01(fraction) * total;
  const drawn = [points[0]];
  for (let i = 0; i < lengths.length; i += 1) {
    if (remaining >= lengths[i]) {
      drawn.push(points[i + 1]);
      remaining -= lengths[i];
      continue;
    }
    const k = lengths[i] === 0 ? 0 : remaining / lengths[i];
    drawn.push([
      points[i][0] + (points[i + 1][0] - points[i][0]) * k,
      points[i][1] + (points[i + 1][1] - points[i][1]) * k,
    ]);
    break;
  }
  return { points: drawn, tip: drawn[drawn.length - 1] };
}

export const polyline = (points) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join(' ');
