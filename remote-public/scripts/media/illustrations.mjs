// Still illustrations: each returns the SVG markup of one picture at its base size; the
// generator renders it at several widths.
import {
  colours as c,
  fabricRoll,
  garments,
  hanger,
  place,
  softShadow,
  spool,
  svg,
} from './drawing.mjs';

/** The hero's workshop corner: a clothes rail, a dress form, fabric rolls and a lamp. */
export function heroAtelier(width) {
  const W = 1200;
  const H = 900;
  const rail = [
    { x: 640, g: garments.shirt({ main: '#f7f9fc', shade: '#b9c6da', accent: c.blue }) },
    { x: 760, g: garments.shirt({ main: c.sky, shade: '#8fa6c8', accent: c.ink, stripes: true }) },
    { x: 880, g: garments.tee({ main: c.accent, shade: '#8f3f1f', accent: c.peach }) },
    { x: 1000, g: garments.jacket({ main: c.ink, shade: '#10151f', accent: c.accent }) },
    { x: 1110, g: garments.shirt({ main: c.mustard, shade: '#b68c2c', accent: c.brown }) },
  ];
  return svg(
    width,
    Math.round((width * H) / W),
    `0 0 ${W} ${H}`,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6efe6"/><stop offset="1" stop-color="#e6d3bd"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#caa982"/><stop offset="1" stop-color="#a88462"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
      ${softShadow()}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <g opacity="0.9">
      <rect x="70" y="90" width="300" height="360" rx="10" fill="#dfe9f2" stroke="${c.brown}" stroke-width="14"/>
      <line x1="220" y1="90" x2="220" y2="450" stroke="${c.brown}" stroke-width="10"/>
      <line x1="70" y1="270" x2="370" y2="270" stroke="${c.brown}" stroke-width="10"/>
      <path d="M370 120 L620 760 L900 760 L370 440 Z" fill="#fff8e8" opacity="0.35"/>
    </g>
    <rect x="0" y="740" width="${W}" height="${H - 740}" fill="url(#floor)"/>
    ${[780, 830, 880].map((y) => `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#8f6d4f" stroke-width="2" opacity="0.35"/>`).join('')}
    <line x1="840" y1="0" x2="840" y2="70" stroke="${c.ink}" stroke-width="4"/>
    <circle cx="840" cy="150" r="150" fill="url(#glow)"/>
    <path d="M790 70 L890 70 L930 130 L750 130 Z" fill="${c.ink}"/>
    <ellipse cx="840" cy="132" rx="90" ry="10" fill="#ffe7ad"/>
    <g filter="url(#shadow)">
      <rect x="560" y="230" width="14" height="510" rx="6" fill="${c.ink}"/>
      <rect x="1160" y="230" width="14" height="510" rx="6" fill="${c.ink}"/>
      <rect x="556" y="226" width="622" height="14" rx="7" fill="${c.ink}"/>
      <rect x="540" y="736" width="54" height="10" rx="5" fill="${c.ink}"/><rect x="1140" y="736" width="54" height="10" rx="5" fill="${c.ink}"/>
      ${rail.map(({ x, g }) => place(x, 290, 0.52, `${hanger('#8a6b52')}${g}`)).join('')}
    </g>
    <g filter="url(#shadow)">
      <rect x="292" y="520" width="16" height="200" fill="${c.brown}"/>
      <path d="M230 740 L370 740 L330 712 L270 712 Z" fill="${c.brown}"/>
      <path d="M240 300 Q236 260 270 250 L330 250 Q364 260 360 300 L352 380 Q340 420 350 470 L356 530 L244 530 L250 470 Q260 420 248 380 Z" fill="${c.linen}" stroke="#c9b497" stroke-width="3"/>
      <rect x="284" y="226" width="32" height="28" rx="6" fill="${c.brown}"/>
      <path d="M244 300 Q300 330 356 300 L352 380 Q300 420 248 380 Z" fill="${c.accent}"/>
      <path d="M268 252 Q300 340 330 252" fill="none" stroke="${c.mustard}" stroke-width="10" stroke-linecap="round"/>
      <path d="M268 252 L250 420" stroke="${c.mustard}" stroke-width="10" stroke-linecap="round"/>
      <path d="M330 252 L346 400" stroke="${c.mustard}" stroke-width="10" stroke-linecap="round"/>
      ${Array.from({ length: 8 }, (_, i) => `<line x1="${266 - i * 2}" y1="${280 + i * 18}" x2="${276 - i * 2}" y2="${281 + i * 18}" stroke="${c.ink}" stroke-width="2"/>`).join('')}
    </g>
    <g filter="url(#shadow)">
      ${fabricRoll(40, 710, 260, 30, c.teal, '#1f4245')}
      ${fabricRoll(60, 650, 240, 30, c.blue, '#213659')}
      ${fabricRoll(80, 590, 210, 30, c.rose, '#9c5048')}
    </g>
    <g>
      <rect x="380" y="650" width="150" height="90" rx="8" fill="${c.brown}"/>
      <rect x="380" y="650" width="150" height="14" rx="6" fill="#6d4a3a"/>
      ${spool(412, 620, c.accent, 0.8)}${spool(452, 620, c.teal, 0.8)}${spool(492, 620, c.mustard, 0.8)}
    </g>`,
  );
}

/** The workshop building on its street: saw-tooth roof, loading bay and a delivery van. */
export function aboutWorkshop(width) {
  const W = 1200;
  const H = 900;
  return svg(
    width,
    Math.round((width * H) / W),
    `0 0 ${W} ${H}`,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d8bf"/><stop offset="1" stop-color="#fbeee2"/></linearGradient>
      ${softShadow()}
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="960" cy="190" r="80" fill="#f4b78d" opacity="0.8"/>
    <path d="M0 560 Q200 500 420 540 T900 520 T1200 540 L1200 900 L0 900 Z" fill="#e3c6aa" opacity="0.6"/>
    <g filter="url(#shadow)">
      <rect x="180" y="360" width="760" height="360" fill="${c.linen}"/>
      <path d="M180 360 L180 270 L330 360 L330 270 L480 360 L480 270 L630 360 L630 270 L780 360 L780 270 L940 360 Z" fill="${c.inkSoft}"/>
      ${[180, 330, 480, 630, 780].map((x) => `<path d="M${x} 272 L${x} 356 L${x + 28} 356 Z" fill="#9fb7d6"/>`).join('')}
      ${[230, 370, 510, 650].map((x) => `<rect x="${x}" y="420" width="100" height="110" rx="6" fill="#9fb7d6" stroke="${c.brown}" stroke-width="8"/><line x1="${x + 50}" y1="420" x2="${x + 50}" y2="530" stroke="${c.brown}" stroke-width="5"/>`).join('')}
      <rect x="790" y="470" width="120" height="250" fill="${c.brown}"/>
      ${[500, 540, 580, 620, 660, 700].map((y) => `<line x1="790" y1="${y}" x2="910" y2="${y}" stroke="#7b5746" stroke-width="4"/>`).join('')}
      <rect x="230" y="580" width="150" height="140" fill="${c.accent}"/>
      <rect x="246" y="596" width="54" height="124" fill="#9a4322"/>
      <circle cx="290" cy="660" r="5" fill="${c.mustard}"/>
      <rect x="420" y="576" width="320" height="52" rx="8" fill="${c.ink}"/>
      ${place(456, 586, 0.1, garments.shirt({ main: c.peach, shade: c.accent, accent: c.ink }))}
      <rect x="488" y="592" width="220" height="10" rx="5" fill="${c.peach}"/>
      <rect x="488" y="608" width="150" height="8" rx="4" fill="${c.peach}" opacity="0.6"/>
    </g>
    <rect x="0" y="720" width="${W}" height="180" fill="#8b8f99"/>
    <rect x="0" y="720" width="${W}" height="18" fill="#b8bcc4"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 150}" y="805" width="80" height="10" rx="5" fill="#f3f0ea"/>`).join('')}
    <g filter="url(#shadow)">
      <path d="M930 640 L1110 640 Q1150 640 1160 680 L1170 730 L930 730 Z" fill="${c.teal}"/>
      <path d="M1090 652 L1130 652 Q1148 654 1152 690 L1090 690 Z" fill="#cfe0ea"/>
      <rect x="950" y="660" width="120" height="40" rx="6" fill="#3f767c"/>
      <circle cx="980" cy="734" r="24" fill="${c.ink}"/><circle cx="980" cy="734" r="10" fill="#bfc4cc"/>
      <circle cx="1120" cy="734" r="24" fill="${c.ink}"/><circle cx="1120" cy="734" r="10" fill="#bfc4cc"/>
    </g>
    <g>
      <rect x="80" y="560" width="18" height="160" fill="${c.brown}"/>
      <circle cx="89" cy="540" r="70" fill="${c.sage}"/><circle cx="50" cy="590" r="46" fill="#6a8e6e"/><circle cx="128" cy="586" r="48" fill="#86a98a"/>
      <rect x="1030" y="500" width="14" height="130" fill="${c.brown}"/>
      <circle cx="1037" cy="486" r="54" fill="#86a98a"/>
    </g>`,
  );
}

/** One portfolio project: its garment on a backdrop in the project's palette. */
function project({ garment, palette, props = '' }) {
  return (width) => {
    const W = 800;
    const H = 600;
    return svg(
      width,
      Math.round((width * H) / W),
      `0 0 ${W} ${H}`,
      `<defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bgA}"/><stop offset="1" stop-color="${palette.bgB}"/></linearGradient>
        ${softShadow()}
      </defs>
      <rect width="${W}" height="${H}" fill="url(#bg)"/>
      <circle cx="640" cy="120" r="170" fill="#ffffff" opacity="0.18"/>
      <circle cx="120" cy="520" r="140" fill="#ffffff" opacity="0.12"/>
      <ellipse cx="400" cy="548" rx="220" ry="20" fill="#000000" opacity="0.08"/>
      ${props}
      <g filter="url(#shadow)">${place(400, 150, 1.05, garment)}</g>`,
    );
  };
}

export const portfolioProjects = {
  'project-office-shirts': project({
    garment: garments.shirt({ main: '#f7f9fc', shade: '#9fb0c8', accent: c.blue, stripes: true }),
    palette: { bgA: '#dfe7f1', bgB: '#b7c7dc' },
    props: `<g opacity="0.9">${[0, 1, 2].map((i) => `<rect x="${560 + i * 8}" y="${380 - i * 34}" width="170" height="30" rx="6" fill="${['#f7f9fc', c.sky, '#ffffff'][i]}" stroke="#9fb0c8" stroke-width="2"/>`).join('')}</g>`,
  }),
  'project-organic-basics': project({
    garment: `${garments.tee({ main: '#e9e2cf', shade: '#b3a781', accent: c.sage })}
      <path d="M0 90 C-40 110 -40 170 0 200 C40 170 40 110 0 90 Z" fill="${c.sage}"/><path d="M0 100 L0 196" stroke="#5b7d5f" stroke-width="3"/>`,
    palette: { bgA: '#e7efe1', bgB: '#bcd0b4' },
    props: `<g fill="${c.sage}" opacity="0.7"><path d="M90 140 C60 170 70 220 110 230 C130 190 120 160 90 140 Z"/><path d="M680 420 C650 450 660 500 700 510 C720 470 710 440 680 420 Z"/></g>`,
  }),
  'project-wedding-suits': project({
    garment: garments.jacket({ main: '#2b2f3a', shade: '#161922', accent: c.rose }),
    palette: { bgA: '#f3e7e2', bgB: '#dcc1b8' },
    props: `<g><circle cx="640" cy="420" r="26" fill="${c.rose}"/><circle cx="662" cy="400" r="18" fill="#e3a39a"/><path d="M640 446 L636 520" stroke="${c.sage}" stroke-width="5"/></g>`,
  }),
  'project-club-kit': project({
    garment: garments.jersey({ main: c.teal, shade: '#1f4245', accent: c.mustard, number: '9' }),
    palette: { bgA: '#e3efe9', bgB: '#a9cbbf' },
    props: `<g><circle cx="150" cy="450" r="46" fill="#ffffff" stroke="${c.ink}" stroke-width="3"/><path d="M150 420 L172 436 L164 462 L136 462 L128 436 Z" fill="${c.ink}"/></g>`,
  }),
  'project-hotel-uniforms': project({
    garment: garments.chefJacket({ main: '#fbfaf7', shade: '#b9b2a5', accent: c.brown }),
    palette: { bgA: '#efe6da', bgB: '#cdb79c' },
    props: `<g><rect x="600" y="390" width="120" height="130" rx="10" fill="${c.brown}"/><rect x="612" y="402" width="96" height="18" rx="4" fill="${c.mustard}"/><circle cx="660" cy="470" r="12" fill="${c.mustard}"/></g>`,
  }),
  'project-clinical-scrubs': project({
    garment: garments.scrubs({ main: '#5aa3a8', shade: '#3b7b80', accent: c.white }),
    palette: { bgA: '#e1f0f1', bgB: '#a9d2d5' },
    props: `<g opacity="0.85"><rect x="96" y="120" width="70" height="70" rx="12" fill="#ffffff"/><path d="M131 136 v38 M112 155 h38" stroke="${c.rose}" stroke-width="10" stroke-linecap="round"/></g>`,
  }),
};

/**
 * The offline map of the area around the workshop, kept as SVG (its labels stay sharp and
 * searchable). Text uses the visitor's system fonts.
 */
export function areaMap({ street, district, city, building }) {
  const W = 800;
  const H = 500;
  const label = (x, y, text, size = 15, colour = '#4a5268', weight = 600) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${colour}">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
  <rect width="${W}" height="${H}" fill="#f3efe7"/>
  <path d="M0 420 C120 390 220 450 340 430 S560 380 800 410 L800 500 L0 500 Z" fill="#c9dde6"/>
  ${label(40, 476, 'Hatirjheel Lake', 14, '#3d6f86', 600)}
  <rect x="540" y="60" width="200" height="140" rx="14" fill="#cfe0c8"/>
  ${label(566, 136, 'Tejgaon Park', 14, '#4d7350')}
  <g stroke="#ffffff" stroke-linecap="round">
    <path d="M0 120 L800 90" stroke-width="26"/>
    <path d="M0 300 L800 270" stroke-width="22"/>
    <path d="M160 0 L200 500" stroke-width="18"/>
    <path d="M470 0 L500 500" stroke-width="22"/>
    <path d="M690 230 L760 500" stroke-width="14"/>
    <path d="M200 200 L480 190" stroke-width="12"/>
  </g>
  <g stroke="#e3d8c6" stroke-width="1.5" fill="none">
    <path d="M0 120 L800 90"/><path d="M0 300 L800 270"/>
  </g>
  ${label(24, 104, 'Tejgaon Link Road', 14)}
  ${label(560, 262, street, 15, '#1c2333', 700)}
  <g transform="rotate(86 208 380)">${label(208, 380, 'Mill Lane', 13)}</g>
  <g transform="rotate(87 512 420)">${label(512, 420, 'Station Road', 13)}</g>
  ${[
    [40, 150, 100, 120],
    [220, 140, 230, 40],
    [220, 215, 110, 60],
    [345, 215, 110, 60],
    [40, 330, 110, 70],
    [225, 320, 220, 80],
    [530, 305, 140, 80],
    [520, 220, 150, 30],
  ]
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#e6ddcf"/>`,
    )
    .join('')}
  <rect x="356" y="224" width="90" height="44" rx="6" fill="#b4532a"/>
  <g transform="translate(400 206)">
    <path d="M0 0 C-22 -26 -26 -40 -26 -50 A26 26 0 0 1 26 -50 C26 -40 22 -26 0 0 Z" fill="#1c2333"/>
    <circle cx="0" cy="-50" r="10" fill="#f1b998"/>
  </g>
  <rect x="300" y="120" width="200" height="52" rx="10" fill="#1c2333"/>
  ${label(316, 142, building, 15, '#ffffff', 700)}
  ${label(316, 161, `${street}, ${district}`, 11, '#f1b998', 600)}
  <g transform="translate(744 456)">
    <circle r="24" fill="#ffffff" stroke="#c9bfae"/>
    <path d="M0 -16 L7 4 L0 0 L-7 4 Z" fill="#b4532a"/>
    ${label(-5, 18, 'N', 11, '#1c2333', 700).replace('<text', '<text text-anchor="start"')}
  </g>
  ${label(640, 32, city, 13, '#6b7285', 600)}
</svg>
`;
}
