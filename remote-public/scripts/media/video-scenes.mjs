// The four workshop clips as animated SVG scenes. Each scene is a function of the loop phase
// t (0 ≤ t < 1) and is periodic: the frame at t = 1 equals the frame at t = 0, so the clips
// loop without a jump.
import {
  clamp01,
  colours as c,
  garments,
  partialPolyline,
  place,
  polyline,
  quadPoints,
  ramp,
  round,
  softShadow,
  spool,
  svg,
} from './drawing.mjs';

const W = 1280;
const H = 720;
const TAU = Math.PI * 2;
const frame = (width, body) => svg(width, Math.round((width * H) / W), `0 0 ${W} ${H}`, body);

/** A sewing machine whose needle bar sits `needle` px (0..1) down its stroke. */
function sewingMachine(x, y, needle, spoolTurn, colour) {
  const ny = round(needle * 26);
  return `<g transform="translate(${x} ${y})">
    <rect x="-150" y="60" width="300" height="26" rx="8" fill="#6d4a3a"/>
    <path d="M-120 60 L-120 -40 Q-120 -80 -80 -80 L90 -80 Q120 -80 120 -50 L120 -20 L60 -20 L60 -40 L-70 -40 L-70 60 Z" fill="${colour}"/>
    <rect x="-60" y="-36" width="150" height="10" rx="5" fill="#ffffff" opacity="0.25"/>
    <rect x="78" y="-20" width="34" height="30" rx="4" fill="${colour}"/>
    <rect x="90" y="${-10 + ny}" width="8" height="44" rx="3" fill="#c9ced8"/>
    <line x1="94" y1="${34 + ny}" x2="94" y2="${48 + ny}" stroke="#e6e9ee" stroke-width="3"/>
    <circle cx="-120" cy="-20" r="26" fill="#3a4254"/><circle cx="-120" cy="-20" r="8" fill="#c9ced8"/>
    <line x1="-120" y1="-20" x2="${round(-120 + 22 * Math.cos(spoolTurn * TAU * 3))}" y2="${round(-20 + 22 * Math.sin(spoolTurn * TAU * 3))}" stroke="#c9ced8" stroke-width="4"/>
    ${spool(10, -104, c.accent, 0.8, spoolTurn * 4)}
    <path d="M10 -120 Q60 -140 94 -20" fill="none" stroke="${c.accent}" stroke-width="1.5"/>
    <rect x="-10" y="52" width="140" height="8" rx="3" fill="#b8bcc4"/>
  </g>`;
}

/** Behind the scenes: three machines sewing while finished pieces ride the conveyor. */
export function behindTheScenes(t, width) {
  const spacing = 320;
  const cycle = spacing * 5;
  const pieces = [
    garments.tee({ main: c.accent, shade: '#8f3f1f', accent: c.peach }),
    garments.shirt({ main: '#f7f9fc', shade: '#9fb0c8', accent: c.blue }),
    garments.tee({ main: c.teal, shade: '#1f4245', accent: c.mustard }),
    garments.shirt({ main: c.sky, shade: '#8fa6c8', accent: c.ink, stripes: true }),
    garments.tee({ main: c.mustard, shade: '#b68c2c', accent: c.brown }),
  ];
  const rollerAngle = t * 360 * 8;
  return frame(
    width,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3752"/><stop offset="1" stop-color="#1c2333"/></linearGradient>
      <radialGradient id="lamp" cx="0.5" cy="0" r="0.9"><stop offset="0" stop-color="#ffe7ad" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe7ad" stop-opacity="0"/></radialGradient>
      ${softShadow('shadow', 8, 8, 0.35)}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${90 + i * 300}" y="40" width="200" height="90" rx="8" fill="#3a4a6a"/><rect x="${90 + i * 300}" y="40" width="200" height="90" rx="8" fill="none" stroke="#4b5a7c" stroke-width="8"/>`).join('')}
    ${[250, 640, 1030].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#11151f" stroke-width="4"/><path d="M${x - 50} 160 L${x + 50} 160 L${x + 30} 140 L${x - 30} 140 Z" fill="#11151f"/><path d="M${x - 50} 162 L${x + 50} 162 L${x + 220} 560 L${x - 220} 560 Z" fill="url(#lamp)"/>`).join('')}
    <g filter="url(#shadow)">
      ${[250, 640, 1030].map((x, i) => sewingMachine(x, 390, (Math.sin((t * 24 + i / 3) * TAU) + 1) / 2, t + i / 3, [c.teal, c.accent, c.blue][i])).join('')}
    </g>
    <rect x="0" y="520" width="${W}" height="200" fill="#141925"/>
    <rect x="0" y="560" width="${W}" height="34" fill="#3a4254"/>
    <rect x="0" y="560" width="${W}" height="6" fill="#596481"/>
    ${Array.from({ length: 11 }, (_, i) => {
      const x = 60 + i * 120;
      const a = (rollerAngle * Math.PI) / 180;
      return `<circle cx="${x}" cy="612" r="16" fill="#596481"/><line x1="${x}" y1="612" x2="${round(x + 14 * Math.cos(a))}" y2="${round(612 + 14 * Math.sin(a))}" stroke="#1c2333" stroke-width="4"/>`;
    }).join('')}
    ${Array.from({ length: 16 }, (_, i) => {
      const x = ((i * 100 + t * cycle) % 1600) - 160;
      return `<rect x="${round(x)}" y="572" width="40" height="10" rx="3" fill="#4b5675"/>`;
    }).join('')}
    <g filter="url(#shadow)">
      ${pieces.map((g, i) => place(((i * spacing + t * cycle) % cycle) - 160, 462, 0.34, g)).join('')}
    </g>`,
  );
}

const WEAVES = [
  { fill: c.blue, line: '#8fa6c8', kind: 'twill' },
  { fill: c.linen, line: '#b3a781', kind: 'plain' },
  { fill: c.accent, line: '#f1b998', kind: 'check' },
  { fill: c.teal, line: '#8fb3b0', kind: 'herringbone' },
  { fill: c.mustard, line: '#fff4e0', kind: 'dots' },
  { fill: c.rose, line: '#f2c7c0', kind: 'knit' },
];

function weavePattern(id, { fill, line, kind }, scale = 1) {
  const s = 24 * scale;
  const body = {
    twill: `<path d="M0 ${s} L${s} 0 M${-s / 2} ${s / 2} L${s / 2} ${-s / 2} M${s / 2} ${s * 1.5} L${s * 1.5} ${s / 2}" stroke="${line}" stroke-width="${3 * scale}"/>`,
    plain: `<path d="M0 ${s / 4} H${s} M0 ${(3 * s) / 4} H${s} M${s / 4} 0 V${s} M${(3 * s) / 4} 0 V${s}" stroke="${line}" stroke-width="${2 * scale}" opacity="0.8"/>`,
    check: `<rect width="${s / 2}" height="${s / 2}" fill="${line}" opacity="0.55"/><rect x="${s / 2}" y="${s / 2}" width="${s / 2}" height="${s / 2}" fill="${line}" opacity="0.55"/>`,
    herringbone: `<path d="M0 0 L${s / 2} ${s / 2} L${s} 0 M0 ${s / 2} L${s / 2} ${s} L${s} ${s / 2}" fill="none" stroke="${line}" stroke-width="${2.5 * scale}"/>`,
    dots: `<circle cx="${s / 2}" cy="${s / 2}" r="${4 * scale}" fill="${line}"/>`,
    knit: `<path d="M${s * 0.1} ${s * 0.2} L${s / 2} ${s * 0.8} L${s * 0.9} ${s * 0.2}" fill="none" stroke="${line}" stroke-width="${3 * scale}"/>`,
  }[kind];
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="${fill}"/>${body}</pattern>`;
}

/** Fabric selection: swatches on the table, a magnifier reading the weave, a shade card fanning. */
export function fabricSelection(t, width) {
  const slots = WEAVES.map((weave, i) => ({
    weave,
    x: 170 + (i % 3) * 250,
    y: 150 + Math.floor(i / 3) * 250,
    r: [-4, 3, -2, 5, -3, 2][i] + Math.sin((t + i / 6) * TAU) * 1.5,
  }));
  const lx = 420 + Math.sin(t * TAU) * 260;
  const ly = 300 + Math.sin(t * TAU * 2) * 110;
  const fan = 6 + Math.sin(t * TAU) * 6;
  return frame(
    width,
    `<defs>
      <linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a77b58"/><stop offset="1" stop-color="#7c5840"/></linearGradient>
      ${WEAVES.map((w, i) => weavePattern(`w${i}`, w) + weavePattern(`z${i}`, w, 2.6)).join('')}
      <clipPath id="lens"><circle cx="${round(lx)}" cy="${round(ly)}" r="86"/></clipPath>
      ${softShadow('shadow', 8, 10, 0.3)}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#table)"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${40 + i * 80} C320 ${20 + i * 80} 760 ${70 + i * 80} 1280 ${36 + i * 80}" fill="none" stroke="#6b4a35" stroke-width="3" opacity="0.35"/>`).join('')}
    <g filter="url(#shadow)">
      ${slots.map(({ x, y, r }, i) => `<g transform="rotate(${round(r)} ${x + 100} ${y + 100})"><rect x="${x}" y="${y}" width="200" height="200" rx="10" fill="url(#w${i})"/><path d="M${x} ${y + 200} l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l12 -8 l12 8 l8 -6" fill="none" stroke="#00000022" stroke-width="3"/></g>`).join('')}
    </g>
    <g filter="url(#shadow)" transform="rotate(${round(-fan * 2)} 1080 600)">
      ${[c.accent, c.mustard, c.sage, c.teal, c.blue].map((colour, i) => `<g transform="rotate(${round(i * fan)} 1080 600)"><rect x="1040" y="230" width="80" height="380" rx="10" fill="#fbfaf7"/><rect x="1050" y="242" width="60" height="280" rx="6" fill="${colour}"/><circle cx="1080" cy="580" r="9" fill="#c9bfae"/></g>`).join('')}
    </g>
    <g clip-path="url(#lens)">
      ${slots.map(({ x, y, r }, i) => `<g transform="rotate(${round(r)} ${x + 100} ${y + 100})"><rect x="${x}" y="${y}" width="200" height="200" fill="url(#z${i})"/></g>`).join('')}
    </g>
    <g filter="url(#shadow)">
      <circle cx="${round(lx)}" cy="${round(ly)}" r="86" fill="#ffffff" opacity="0.12"/>
      <circle cx="${round(lx)}" cy="${round(ly)}" r="90" fill="none" stroke="${c.ink}" stroke-width="14"/>
      <path d="M${round(lx + 64)} ${round(ly + 64)} L${round(lx + 150)} ${round(ly + 150)}" stroke="${c.brown}" stroke-width="26" stroke-linecap="round"/>
      <path d="M${round(lx - 50)} ${round(ly - 40)} A64 64 0 0 1 ${round(lx - 10)} ${round(ly - 62)}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6" stroke-linecap="round"/>
    </g>`,
  );
}

/** The pattern pieces of a shirt: front, sleeve and back, as polylines in scene coordinates. */
const PATTERN_PIECES = [
  [
    [170, 170],
    [290, 150],
    ...quadPoints([290, 150], [300, 230], [370, 240]),
    [380, 560],
    [180, 560],
    [170, 170],
  ],
  [
    [470, 330],
    ...quadPoints([470, 330], [590, 160], [710, 330]),
    [670, 560],
    [510, 560],
    [470, 330],
  ],
  [
    [820, 160],
    [1080, 160],
    ...quadPoints([1080, 160], [1060, 220], [1100, 250]),
    [1100, 560],
    [800, 560],
    [800, 250],
    ...quadPoints([800, 250], [840, 220], [820, 160]),
  ],
];

/** Where the pencil is: resting, then tracing each piece in turn, then back to rest. */
function pencilTip(t) {
  const rest = [860, 640];
  const lerp = (a, b, k) => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
  const starts = PATTERN_PIECES.map((points) => points[0]);
  if (t < 0.05) return lerp(rest, starts[0], ramp(t, 0, 0.05));
  for (let i = 0; i < PATTERN_PIECES.length; i += 1) {
    const from = 0.05 + i * 0.22;
    if (t < from + 0.2) return partialPolyline(PATTERN_PIECES[i], ramp(t, from, from + 0.2)).tip;
    const next = starts[i + 1] ?? rest;
    if (t < from + 0.22 || i === PATTERN_PIECES.length - 1) {
      const end = PATTERN_PIECES[i][PATTERN_PIECES[i].length - 1];
      return i === PATTERN_PIECES.length - 1
        ? lerp(end, rest, ramp(t, from + 0.2, from + 0.31))
        : lerp(end, next, ramp(t, from + 0.2, from + 0.22));
    }
  }
  return rest;
}

/** Pattern design: the pieces are drawn one after the other, then cut, then the table clears. */
export function patternDesign(t, width) {
  const fade = 1 - ramp(t, 0.9, 1);
  const progress = PATTERN_PIECES.map((_, i) => ramp(t, 0.05 + i * 0.22, 0.25 + i * 0.22));
  const drawn = PATTERN_PIECES.map((points, i) => partialPolyline(points, progress[i]));
  const tip = pencilTip(t);
  const snip = Math.abs(Math.sin(t * TAU * 6)) * 18;
  const scissorsX = 1110 + Math.sin(t * TAU) * 40;
  return frame(
    width,
    `<defs>
      <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0 H0 V40" fill="none" stroke="#5f8f94" stroke-width="1.5"/></pattern>
      <pattern id="grid5" width="200" height="200" patternUnits="userSpaceOnUse"><path d="M200 0 H0 V200" fill="none" stroke="#8fb3b0" stroke-width="2.5"/></pattern>
      ${softShadow('shadow', 6, 8, 0.35)}
    </defs>
    <rect width="${W}" height="${H}" fill="${c.brown}"/>
    <rect x="60" y="60" width="1160" height="600" rx="18" fill="${c.teal}"/>
    <rect x="60" y="60" width="1160" height="600" rx="18" fill="url(#grid)"/>
    <rect x="60" y="60" width="1160" height="600" rx="18" fill="url(#grid5)"/>
    ${Array.from({ length: 29 }, (_, i) => `<line x1="${80 + i * 40}" y1="60" x2="${80 + i * 40}" y2="${i % 5 === 0 ? 84 : 74}" stroke="#e3efe9" stroke-width="2"/>`).join('')}
    <g opacity="${round(fade)}">
      ${drawn
        .map((d, i) => {
          if (progress[i] <= 0) return '';
          const complete = progress[i] >= 1;
          return `${complete ? `<path d="${polyline(PATTERN_PIECES[i])} Z" fill="#f7f1e4" opacity="0.9"/>` : ''}
          <path d="${polyline(d.points)}" fill="none" stroke="${complete ? c.accent : '#fbfaf7'}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" ${complete ? '' : 'stroke-dasharray="14 8"'}/>
          ${complete ? `<path d="M${[275, 590, 950][i]} 300 V470 M${[275, 590, 950][i] - 10} 314 L${[275, 590, 950][i]} 296 L${[275, 590, 950][i] + 10} 314" fill="none" stroke="${c.ink}" stroke-width="3"/>` : ''}`;
        })
        .join('')}
    </g>
    <g filter="url(#shadow)" transform="translate(${round(tip[0])} ${round(tip[1])}) rotate(-35)">
      <rect x="0" y="-8" width="150" height="16" rx="3" fill="${c.mustard}"/>
      <path d="M0 -8 L-26 0 L0 8 Z" fill="#e9d3b0"/><path d="M-18 -3 L-26 0 L-18 3 Z" fill="${c.ink}"/>
      <rect x="138" y="-8" width="20" height="16" rx="3" fill="${c.rose}"/>
    </g>
    <g filter="url(#shadow)" transform="translate(${round(scissorsX)} 610)">
      <g transform="rotate(${round(-snip / 2)})"><path d="M0 0 L-120 -6 L-120 2 Z" fill="#c9ced8"/><circle cx="26" cy="-18" r="16" fill="none" stroke="${c.accent}" stroke-width="8"/></g>
      <g transform="rotate(${round(snip / 2)})"><path d="M0 0 L-120 6 L-120 -2 Z" fill="#dfe3ea"/><circle cx="26" cy="18" r="16" fill="none" stroke="${c.accent}" stroke-width="8"/></g>
      <circle r="5" fill="${c.ink}"/>
    </g>`,
  );
}

const CHECKS = ['Measurements ±1.0 cm', 'Seams & stitching', 'Shade & colour', 'Labels & trims'];

/** Quality control: a tape measures the chest, four checks tick, then the AQL stamp lands. */
export function qualityControl(t, width) {
  const reset = 1 - ramp(t, 0.9, 0.99);
  const tape = ramp(t, 0.05, 0.3) * reset;
  const stamp = ramp(t, 0.74, 0.8) * reset;
  return frame(
    width,
    `<defs>
      <linearGradient id="bench" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#ddcfbd"/></linearGradient>
      ${softShadow('shadow', 8, 10, 0.25)}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bench)"/>
    <rect x="40" y="40" width="700" height="640" rx="20" fill="#f8f4ee"/>
    <g filter="url(#shadow)">${place(390, 130, 1.45, garments.shirt({ main: '#f7f9fc', shade: '#9fb0c8', accent: c.blue }))}</g>
    <g>
      <rect x="${round(390 - 145 * tape - 10)}" y="318" width="${round(290 * tape + 20)}" height="34" fill="${c.mustard}" opacity="${round(clamp01(tape * 10))}"/>
      ${Array.from({ length: 30 }, (_, i) => {
        const x = 390 - 145 * tape + i * 10 * tape;
        return tape > 0.02
          ? `<line x1="${round(x)}" y1="318" x2="${round(x)}" y2="${i % 5 ? 328 : 338}" stroke="${c.ink}" stroke-width="2"/>`
          : '';
      }).join('')}
      <rect x="${round(390 + 145 * tape)}" y="310" width="44" height="50" rx="8" fill="${c.ink}" opacity="${round(clamp01(tape * 10))}"/>
    </g>
    <g filter="url(#shadow)">
      <rect x="800" y="120" width="400" height="480" rx="18" fill="#ffffff"/>
      <rect x="800" y="120" width="400" height="70" rx="18" fill="${c.ink}"/>
      <text x="830" y="166" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="#ffffff">Final inspection</text>
      ${CHECKS.map((check, i) => {
        const tick = ramp(t, 0.32 + i * 0.09, 0.38 + i * 0.09) * reset;
        const y = 250 + i * 90;
        return `<rect x="830" y="${y - 28}" width="44" height="44" rx="10" fill="${tick > 0 ? c.sage : '#eef0f3'}" opacity="${tick > 0 ? round(0.3 + 0.7 * tick) : 1}"/>
          ${tick > 0 ? `<path d="M840 ${y - 6} L850 ${y + 6} L866 ${y - 16}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="40" stroke-dashoffset="${round(40 * (1 - tick))}"/>` : ''}
          <text x="894" y="${y + 4}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${c.ink}">${check.replace('&', '&amp;')}</text>`;
      }).join('')}
    </g>
    <g opacity="${round(stamp)}" transform="translate(1000 560) rotate(-12) scale(${round(1.6 - 0.6 * stamp)})">
      <rect x="-150" y="-54" width="300" height="108" rx="14" fill="none" stroke="${c.accent}" stroke-width="8"/>
      <text x="0" y="-8" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="${c.accent}">PASSED</text>
      <text x="0" y="34" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="bold" fill="${c.accent}">AQL 2.5 / 4.0</text>
    </g>`,
  );
}
