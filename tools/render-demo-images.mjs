// Renders the demo images under public/demo/ from SVG illustrations with headless Chromium.
// The images are checked in, so seeding never needs a browser; run this only to change them:
//   node tools/render-demo-images.mjs            (CHROME_PATH overrides /usr/bin/chromium)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'public', 'demo');
// WebP: these flat illustrations come out at half the size of the same JPEG, for parents on slow phones.
const WEBP_QUALITY = 0.78;
const SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, serif";

const SKIN = ['#8d5524', '#a0662f', '#b8763e', '#c68642', '#7a4a24', '#9c6b43'];
const HAIR = '#1c140f';
const UNIFORM = { shirt: '#f4f7fb', pants: '#24345c', skirt: '#24345c', tie: '#9b1c31' };
const HOUSE = ['#d64045', '#2f6fd1', '#2e9e5b', '#f2b705'];

// ---------------------------------------------------------------------------------------------------------
// Primitives

/** Deterministic pseudo-random numbers, so every run renders the same pictures. */
function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const round = (n) => Math.round(n * 10) / 10;
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x, y, str, { size = 32, weight = 700, fill = '#fff', anchor = 'start', family = SANS, spacing = 0, opacity = 1, style = '' } = {}) {
  return `<text x="${round(x)}" y="${round(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity}" ${style ? `font-style="${style}"` : ''}>${escapeXml(str)}</text>`;
}

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = '') =>
  `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${round(width)}" stroke-linecap="round" ${extra}/>`;
const poly = (points, fill, extra = '') => `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const linear = (id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</linearGradient>`;
const radial = (id, stops, [cx, cy, r] = [0.5, 0.5, 0.5]) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</radialGradient>`;

/** An SVG document with the shared gradients and filters every scene may use. */
function svg(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
${radial('vignette', [[0.6, '#000', 0], [1, '#000', 0.28]], [0.5, 0.5, 0.75])}
${radial('glow', [[0, '#fff', 0.9], [1, '#fff', 0]])}
${radial('warmGlow', [[0, '#ffe6a8', 0.85], [1, '#ffb347', 0]])}
${linear('beam', [[0, '#fff8dc', 0.55], [1, '#fff8dc', 0]])}
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity="0.25"/></filter>
${defs}
</defs>
${body}
</svg>`;
}

const vignette = (w, h) => rect(0, 0, w, h, 'url(#vignette)');

/** The small label in a corner that tells parents what a picture shows. */
function caption(w, h, label, { dark = true } = {}) {
  const size = Math.round(Math.max(18, w / 48));
  const width = label.length * size * 0.56 + size * 1.6;
  const x = size;
  const y = h - size * 2.6;
  return `<g filter="url(#shadow)">${rect(x, y, width, size * 1.8, dark ? '#0f1d3a' : '#ffffff', `rx="${size * 0.9}" opacity="0.82"`)}</g>
${text(x + size * 0.8, y + size * 1.22, label, { size, weight: 700, fill: dark ? '#fff' : '#0f1d3a' })}`;
}

function sky(w, h, top, bottom, id = 'sky') {
  return { defs: linear(id, [[0, top], [1, bottom]]), body: rect(0, 0, w, h, `url(#${id})`) };
}

function cloud(x, y, s, fill = '#fff', opacity = 0.9) {
  return `<g opacity="${opacity}" fill="${fill}">${circle(x, y, 30 * s, fill)}${circle(x + 34 * s, y - 14 * s, 38 * s, fill)}${circle(x + 74 * s, y, 30 * s, fill)}${rect(x - 2 * s, y, 78 * s, 30 * s, fill, `rx="${15 * s}"`)}</g>`;
}

function sun(x, y, r, color = '#ffd54a') {
  return `${circle(x, y, r * 2.4, 'url(#warmGlow)')}${circle(x, y, r, color)}`;
}

function palm(x, y, s, lean = 0) {
  const topX = x + lean * s;
  const topY = y - 230 * s;
  const trunk = `<path d="M${x - 9 * s},${y} Q${x + lean * 0.3 * s},${y - 120 * s} ${topX - 4 * s},${topY} L${topX + 4 * s},${topY} Q${x + lean * 0.3 * s + 12 * s},${y - 120 * s} ${x + 9 * s},${y} Z" fill="#8a5a33"/>`;
  const rings = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10;
    const cx = x + (topX - x) * t * t;
    return line(cx - 8 * s, y - 230 * s * t, cx + 8 * s, y - 230 * s * t + 3 * s, '#6e4426', 2 * s);
  }).join('');
  const fronds = [-160, -125, -95, -65, -30, 5, 40].map((angle, i) => {
    const rad = (angle * Math.PI) / 180;
    const len = (110 + (i % 2) * 25) * s;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + 55 * s;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - 25 * s;
    return `<path d="M${topX},${topY} Q${mx},${my - 12 * s} ${ex},${ey} Q${mx},${my + 14 * s} ${topX},${topY} Z" fill="${i % 2 ? '#2f8f46' : '#3aa657'}"/>`;
  });
  const coconuts = `${circle(topX - 6 * s, topY + 10 * s, 8 * s, '#6b4a1f')}${circle(topX + 8 * s, topY + 12 * s, 8 * s, '#7d5a26')}`;
  return `<g>${trunk}${rings}${fronds.join('')}${coconuts}</g>`;
}

function roundTree(x, y, s, color = '#3f9d4e') {
  return `<g>${rect(x - 8 * s, y - 70 * s, 16 * s, 70 * s, '#7a4b2a', `rx="${5 * s}"`)}
${circle(x - 36 * s, y - 92 * s, 44 * s, shade(color, -0.12))}${circle(x + 34 * s, y - 96 * s, 46 * s, shade(color, -0.06))}
${circle(x, y - 130 * s, 56 * s, color)}${circle(x - 16 * s, y - 146 * s, 22 * s, shade(color, 0.15), 'opacity="0.6"')}</g>`;
}

function bush(x, y, s, color = '#3d9a50') {
  return `<g>${circle(x - 22 * s, y - 14 * s, 22 * s, shade(color, -0.1))}${circle(x + 20 * s, y - 14 * s, 24 * s, shade(color, -0.05))}${circle(x, y - 26 * s, 26 * s, color)}</g>`;
}

/** Lightens (amount > 0) or darkens a #rrggbb colour. */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c) => Math.max(0, Math.min(255, Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount))));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function bunting(x1, x2, y, rand, sag = 30, size = 26) {
  const count = Math.max(3, Math.floor((x2 - x1) / (size * 1.5)));
  const colors = ['#e63946', '#f4a261', '#2a9d8f', '#ffd166', '#457b9d', '#ef476f'];
  const flags = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const fx = x1 + (x2 - x1) * t;
    const fy = y + Math.sin(t * Math.PI) * sag;
    return poly([[fx - size / 2, fy], [fx + size / 2, fy], [fx, fy + size * 1.2]], pick(rand, colors));
  });
  return `<path d="M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}" stroke="#5b4636" stroke-width="2" fill="none"/>${flags.join('')}`;
}

/** Mango-leaf thoranam strung over doorways at Pongal. */
function thoranam(x1, x2, y, s = 1) {
  const count = Math.floor((x2 - x1) / (26 * s));
  const leaves = Array.from({ length: count }, (_, i) => {
    const x = x1 + (i + 0.5) * ((x2 - x1) / count);
    const tilt = (i % 2 ? 6 : -6);
    return `<path d="M${x},${y} Q${x + 11 * s},${y + 30 * s} ${x},${y + 58 * s} Q${x - 11 * s},${y + 30 * s} ${x},${y} Z" fill="${i % 2 ? '#2e8b3e' : '#3fae4f'}" transform="rotate(${tilt} ${x} ${y})"/>${i % 3 === 1 ? circle(x, y + 6 * s, 6 * s, '#ff9f1c') : ''}`;
  });
  return `${line(x1, y, x2, y, '#7a5230', 3 * s)}${leaves.join('')}`;
}

function indianFlag(x, y, w) {
  const h = w * 2 / 3;
  const spokes = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return line(x + w / 2, y + h / 2, x + w / 2 + Math.cos(a) * h * 0.13, y + h / 2 + Math.sin(a) * h * 0.13, '#0b3d91', Math.max(0.6, w / 200));
  }).join('');
  return `<g>${rect(x, y, w, h / 3, '#ff9933')}${rect(x, y + h / 3, w, h / 3, '#ffffff')}${rect(x, y + (2 * h) / 3, w, h / 3, '#138808')}
${circle(x + w / 2, y + h / 2, h * 0.14, 'none', `stroke="#0b3d91" stroke-width="${Math.max(1, w / 90)}"`)}${spokes}</g>`;
}

function sparkles(w, h, rand, count, colors = ['#fff3b0', '#ffd166', '#ffffff'], area = [0, 0, 1, 1]) {
  return Array.from({ length: count }, () => {
    const x = (area[0] + rand() * (area[2] - area[0])) * w;
    const y = (area[1] + rand() * (area[3] - area[1])) * h;
    const r = 1.5 + rand() * 4;
    return circle(x, y, r, pick(rand, colors), `opacity="${round(0.35 + rand() * 0.6)}"`);
  }).join('');
}

function confetti(w, h, rand, count, area = [0, 0, 1, 1]) {
  const colors = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b', '#ffffff'];
  return Array.from({ length: count }, () => {
    const x = (area[0] + rand() * (area[2] - area[0])) * w;
    const y = (area[1] + rand() * (area[3] - area[1])) * h;
    return rect(x, y, 6 + rand() * 8, 3 + rand() * 4, pick(rand, colors), `transform="rotate(${Math.round(rand() * 180)} ${round(x)} ${round(y)})" opacity="0.9"`);
  }).join('');
}

function balloon(x, y, s, color) {
  return `<g>${`<path d="M${x},${y + 48 * s} q${-10 * s},${40 * s} ${4 * s},${90 * s}" stroke="#8a8a8a" stroke-width="1.5" fill="none"/>`}
<ellipse cx="${x}" cy="${y}" rx="${36 * s}" ry="${46 * s}" fill="${color}"/>${poly([[x - 6 * s, y + 50 * s], [x + 6 * s, y + 50 * s], [x, y + 42 * s]], color)}
<ellipse cx="${x - 12 * s}" cy="${y - 16 * s}" rx="${8 * s}" ry="${14 * s}" fill="#fff" opacity="0.35"/></g>`;
}

// ---------------------------------------------------------------------------------------------------------
// People: a jointed figure, so the same drawing can run, dance, kick or salute.

const vec = (deg, len) => [Math.sin((deg * Math.PI) / 180) * len, Math.cos((deg * Math.PI) / 180) * len];

// Limb angles in degrees: 0 points down, 90 to the viewer's right, 180 up. [upper, lower] per limb,
// the first arm and leg on the viewer's left.
const POSES = {
  stand: { arms: [[-10, -4], [10, 4]], legs: [[-4, -2], [4, 2]] },
  relaxed: { arms: [[-6, 10], [6, -10]], legs: [[-3, -1], [3, 1]] },
  wave: { arms: [[-10, -4], [145, 175]], legs: [[-4, -2], [4, 2]] },
  cheer: { arms: [[-145, -170], [145, 170]], legs: [[-8, -4], [8, 4]] },
  salute: { arms: [[-8, -3], [115, -128]], legs: [[-3, -1], [3, 1]] },
  hold: { arms: [[-18, 70], [18, -70]], legs: [[-4, -2], [4, 2]] },
  present: { arms: [[-12, -4], [95, 115]], legs: [[-5, -2], [5, 2]] },
  point: { arms: [[-10, -4], [125, 140]], legs: [[-6, -2], [6, 2]] },
  run: { lean: 14, arms: [[-50, 15], [55, 125]], legs: [[-40, -95], [60, -5]] },
  run2: { lean: 14, arms: [[50, 120], [-45, 10]], legs: [[55, -8], [-35, -100]] },
  walk: { arms: [[-22, -8], [22, 30]], legs: [[-16, -8], [16, 6]] },
  march: { arms: [[-30, -20], [40, 20]], legs: [[-6, -2], [70, 5]] },
  kick: { lean: -22, arms: [[-70, 30], [40, 150]], legs: [[-8, -2], [100, 92]] },
  guard: { arms: [[-40, 165], [40, -165]], legs: [[-25, -8], [25, 8]] },
  dance: { arms: [[-90, -90], [60, -120]], legs: [[-45, 5], [45, -5]], drop: 12 },
  dance2: { arms: [[-150, -120], [150, 120]], legs: [[-45, 5], [45, -5]], drop: 12 },
  stick: { lean: 6, arms: [[-70, -100], [70, 100]], legs: [[-30, -6], [30, 6]] },
  skate: { lean: 25, arms: [[-100, -80], [60, 20]], legs: [[-50, -60], [30, 5]] },
  beam: { arms: [[-95, -95], [95, 95]], legs: [[-2, 0], [120, 120]] },
  swing: { lean: 8, arms: [[-35, 25], [100, 80]], legs: [[-22, -6], [22, 6]] },
  read: { arms: [[-14, 80], [14, -80]], legs: [[-3, -1], [3, 1]] },
  clap: { arms: [[-30, 150], [30, -150]], legs: [[-4, -2], [4, 2]] },
};

function limb(x, y, [upper, lower], [len1, len2], colors, widths) {
  const [dx1, dy1] = vec(upper, len1);
  const [dx2, dy2] = vec(lower, len2);
  const jx = x + dx1;
  const jy = y + dy1;
  const ex = jx + dx2;
  const ey = jy + dy2;
  return {
    end: [ex, ey],
    svg: `${line(jx, jy, ex, ey, colors[1], widths[1])}${line(x, y, jx, jy, colors[0], widths[0])}`,
  };
}

function headShape(cx, cy, r, p) {
  const back = {
    short: '',
    plaits: `${rect(cx - r * 1.05, cy - r * 0.2, r * 2.1, r * 1.5, p.hair, `rx="${r * 0.6}"`)}`,
    long: `${rect(cx - r * 1.12, cy - r * 0.3, r * 2.24, r * 2.6, p.hair, `rx="${r * 0.7}"`)}`,
    bun: circle(cx, cy - r * 1.05, r * 0.55, p.hair),
    grey: '',
    ponytail: `<path d="M${cx + r * 0.7},${cy - r * 0.6} q${r * 1.1},${r * 0.3} ${r * 0.6},${r * 1.8}" stroke="${p.hair}" stroke-width="${r * 0.55}" stroke-linecap="round" fill="none"/>`,
  }[p.hairStyle];
  const plaits = p.hairStyle === 'plaits'
    ? [-1, 1].map((side) => `${line(cx + side * r * 0.95, cy + r * 0.3, cx + side * r * 1.05, cy + r * 2.2, p.hair, r * 0.42)}${circle(cx + side * r * 1.05, cy + r * 2.35, r * 0.28, p.ribbon ?? '#c8102e')}`).join('')
    : '';
  const capColor = p.helmet ?? (p.hairStyle === 'grey' ? '#b9b4ad' : p.hair);
  const cap = `<path d="M${cx - r * 1.06},${cy - r * 0.05} A${r * 1.06},${r * 1.06} 0 0 1 ${cx + r * 1.06},${cy - r * 0.05} Q${cx + r * 0.3},${cy - r * 0.7} ${cx - r * 1.06},${cy - r * 0.05} Z" fill="${capColor}"/>`;
  const face = p.face === false || r < 7 ? '' : `${circle(cx - r * 0.36, cy + r * 0.08, r * 0.11, '#1a1a1a')}${circle(cx + r * 0.36, cy + r * 0.08, r * 0.11, '#1a1a1a')}
<path d="M${cx - r * 0.3},${cy + r * 0.45} Q${cx},${cy + r * 0.7} ${cx + r * 0.3},${cy + r * 0.45}" stroke="#5a2a1a" stroke-width="${r * 0.09}" fill="none" stroke-linecap="round"/>
${p.bindi ? circle(cx, cy - r * 0.22, r * 0.09, '#c8102e') : ''}${p.glasses ? `<g fill="none" stroke="#222" stroke-width="${r * 0.08}">${circle(cx - r * 0.36, cy + r * 0.08, r * 0.24, 'none')}${circle(cx + r * 0.36, cy + r * 0.08, r * 0.24, 'none')}</g>` : ''}
${p.moustache ? `<path d="M${cx - r * 0.32},${cy + r * 0.38} Q${cx},${cy + r * 0.22} ${cx + r * 0.32},${cy + r * 0.38}" stroke="#222" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round"/>` : ''}`;
  const visor = p.helmet ? line(cx - r * 1.1, cy - r * 0.1, cx + r * 1.1, cy - r * 0.1, shade(p.helmet, -0.3), r * 0.18) : '';
  return `${back}${plaits}${circle(cx, cy, r, p.skin)}${cap}${visor}${face}`;
}

/**
 * One person. `ground` is where the feet rest when the legs are straight. `outfit.kind` is pants, shorts,
 * skirt (school pinafore), long (pavadai), saree, dhoti or coat (lab coat over pants).
 */
function person(x, ground, s, p) {
  const adult = p.adult ?? false;
  const pose = POSES[p.pose ?? 'stand'];
  const L = adult
    ? { torso: 58, neck: 5, head: 12.5, arm: [27, 25], leg: [40, 40], shoulder: 13, hip: 8, limb: 10 }
    : { torso: 48, neck: 4, head: 14.5, arm: [23, 21], leg: [33, 32], shoulder: 11, hip: 7, limb: 9 };
  const o = { kind: 'pants', top: UNIFORM.shirt, bottom: UNIFORM.pants, sleeves: 'short', ...p.outfit };
  const hipY = ground - (L.leg[0] + L.leg[1]) * s + (pose.drop ?? 0) * s;
  const lean = pose.lean ?? 0;
  const [tx, ty] = vec(180 + lean, L.torso * s);
  const neck = [x + tx, hipY + ty];
  const [hx, hy] = vec(180 + lean, (L.neck + L.head) * s);
  const head = [neck[0] + hx, neck[1] + hy];
  const sx = Math.cos((lean * Math.PI) / 180) * L.shoulder * s;
  const sy = Math.sin((lean * Math.PI) / 180) * L.shoulder * s;
  const shoulders = [[neck[0] - sx, neck[1] + sy + 3 * s], [neck[0] + sx, neck[1] - sy + 3 * s]];
  const hips = [[x - L.hip * s, hipY], [x + L.hip * s, hipY]];
  const legW = (adult ? 11 : 10) * s;
  const bare = ['shorts', 'skirt'].includes(o.kind);
  const legColors = o.kind === 'shorts' ? [o.bottom, p.skin] : bare ? [p.skin, '#f2f2f2'] : o.kind === 'dhoti' ? ['#fbfaf5', '#fbfaf5'] : [o.bottom, o.bottom];
  const legs = pose.legs.map((angles, i) => limb(hips[i][0], hips[i][1], angles, L.leg.map((n) => n * s), legColors, [legW, legW * 0.9]));
  const wheels = (fx, fy) => (o.skates ? `${circle(fx - 4 * s, fy + 8 * s, 2.6 * s, '#ffca28')}${circle(fx + 4 * s, fy + 8 * s, 2.6 * s, '#ffca28')}` : '');
  const feet = legs.map(({ end: [fx, fy] }, i) => `<ellipse cx="${round(fx + (i ? 3 : -3) * s)}" cy="${round(fy + 2 * s)}" rx="${6.5 * s}" ry="${4 * s}" fill="${o.shoes ?? '#1f1f1f'}"/>${wheels(fx, fy)}`);
  const armColors = o.sleeves === 'long' ? [o.top, o.top] : o.sleeves === 'none' ? [p.skin, p.skin] : [o.top, p.skin];
  const arms = pose.arms.map((angles, i) => limb(shoulders[i][0], shoulders[i][1], angles, L.arm.map((n) => n * s), armColors, [L.limb * s, L.limb * s * 0.85]));
  const hands = arms.map(({ end: [ax, ay] }) => circle(ax, ay, L.limb * s * 0.55, p.skin));
  const torso = poly([shoulders[0], shoulders[1], [hips[1][0] + 2 * s, hipY + 4 * s], [hips[0][0] - 2 * s, hipY + 4 * s]], o.top, `stroke="${o.top}" stroke-width="${7 * s}" stroke-linejoin="round"`);
  const legLength = (L.leg[0] + L.leg[1]) * s;
  const skirtLength = { skirt: legLength * 0.45, long: legLength * 0.95, saree: legLength * 0.98 }[o.kind];
  const skirt = skirtLength
    ? `<path d="M${x - L.hip * s - 3 * s},${hipY - 6 * s} L${x + L.hip * s + 3 * s},${hipY - 6 * s} L${x + L.hip * s + skirtLength * 0.35},${hipY + skirtLength} L${x - L.hip * s - skirtLength * 0.35},${hipY + skirtLength} Z" fill="${o.bottom}" stroke="${o.bottom}" stroke-width="${3 * s}" stroke-linejoin="round"/>${o.border ? line(x - (L.hip * s + skirtLength * 0.35), hipY + skirtLength - 3 * s, x + L.hip * s + skirtLength * 0.35, hipY + skirtLength - 3 * s, o.border, 5 * s, 'stroke-linecap="butt"') : ''}`
    : '';
  const coat = o.kind === 'coat'
    ? poly([[hips[0][0] - 4 * s, hipY - 10 * s], [hips[1][0] + 4 * s, hipY - 10 * s], [hips[1][0] + 7 * s, hipY + 22 * s], [hips[0][0] - 7 * s, hipY + 22 * s]], o.top)
    : '';
  const pallu = o.kind === 'saree'
    ? `<path d="M${shoulders[0][0] - 2 * s},${shoulders[0][1] - 2 * s} L${shoulders[0][0] + 9 * s},${shoulders[0][1] - 3 * s} L${hips[1][0] + 4 * s},${hipY - 4 * s} L${hips[1][0] - 8 * s},${hipY + 2 * s} Z" fill="${o.bottom}"/>${line(shoulders[0][0] + 9 * s, shoulders[0][1] - 3 * s, hips[1][0] + 4 * s, hipY - 4 * s, o.border ?? '#e0b84c', 3 * s)}`
    : '';
  const tie = o.tie ? line(neck[0], neck[1] + 4 * s, neck[0] + (x - neck[0]) * 0.3, neck[1] + 24 * s, o.tie, 4 * s) : '';
  const badge = o.badge ? circle(shoulders[1][0] - 5 * s, shoulders[1][1] + 10 * s, 3 * s, o.badge) : '';
  const neckLine = line(neck[0], neck[1] + 4 * s, head[0], head[1], p.skin, 8 * s);
  const headSvg = headShape(head[0], head[1], L.head * s, { hairStyle: 'short', hair: HAIR, ...p });
  const prop = p.prop ? p.prop(arms.map((a) => a.end), head, s) : '';
  return `<g>${legs.map((l) => l.svg).join('')}${feet.join('')}${skirt}${neckLine}${torso}${coat}${pallu}${tie}${badge}${arms.map((a) => a.svg).join('')}${hands.join('')}${headSvg}${prop}</g>`;
}

/** A school child in uniform or in house colours, varied by the random source. */
function student(rand, x, ground, s, extra = {}) {
  const girl = extra.girl ?? rand() < 0.5;
  const house = extra.house;
  const outfit = house
    ? { kind: girl ? 'pants' : 'shorts', top: house, bottom: girl ? '#1f2a44' : '#f3f3f3', shoes: '#f5f5f5' }
    : { kind: girl ? 'skirt' : 'pants', top: UNIFORM.shirt, bottom: UNIFORM.pants, tie: UNIFORM.tie };
  return person(x, ground, s, {
    skin: pick(rand, SKIN),
    hairStyle: girl ? pick(rand, ['plaits', 'plaits', 'ponytail']) : 'short',
    ...extra,
    outfit: { ...outfit, ...extra.outfit },
  });
}

/** Heads and shoulders of an audience, seen from behind. */
function audience(w, y, rand, rows = 2, s = 1) {
  return Array.from({ length: rows }, (_, row) => {
    const scale = s * (1 + row * 0.25);
    const gap = 56 * scale;
    const offset = row % 2 ? gap / 2 : 0;
    const baseY = y + row * 38 * s;
    const count = Math.ceil(w / gap) + 1;
    return Array.from({ length: count }, (_, i) => {
      const x = i * gap + offset + (rand() - 0.5) * 10;
      const tone = row === rows - 1 ? '#0b0b14' : '#171728';
      return `${rect(x - 24 * scale, baseY + 14 * scale, 48 * scale, 60 * scale, tone, `rx="${18 * scale}"`)}${circle(x, baseY, 17 * scale, tone)}`;
    }).join('');
  }).join('');
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

function stage(w, h, { seed, banner, subtitle, performers, label, hue = '#3b1d6e' }) {
  const rand = randomFrom(seed);
  const floorY = h * 0.72;
  const backdrop = linear('backdrop', [[0, shade(hue, -0.55)], [0.7, hue], [1, shade(hue, -0.3)]]);
  const curtain = linear('curtain', [[0, '#5e0b15'], [0.5, '#a4161a'], [1, '#5e0b15']], [0, 0, 1, 0]);
  const floor = linear('floor', [[0, '#8b5a2b'], [1, '#4a2c12']]);
  const folds = (x0, width) => Array.from({ length: 6 }, (_, i) => rect(x0 + (i * width) / 6, 0, width / 12, floorY, '#000', 'opacity="0.14"')).join('');
  const valance = Array.from({ length: Math.ceil(w / 80) }, (_, i) => `<path d="M${i * 80},0 L${i * 80 + 80},0 L${i * 80 + 80},${h * 0.1} Q${i * 80 + 40},${h * 0.16} ${i * 80},${h * 0.1} Z" fill="url(#curtain)"/>`).join('');
  const beams = [0.25, 0.5, 0.75].map((t) => poly([[w * t - 20, 0], [w * t + 20, 0], [w * t + 150, floorY], [w * t - 150, floorY]], 'url(#beam)', 'opacity="0.7"')).join('');
  const pools = [0.25, 0.5, 0.75].map((t) => `<ellipse cx="${w * t}" cy="${floorY + 10}" rx="170" ry="26" fill="#fff3c4" opacity="0.22"/>`).join('');
  const planks = Array.from({ length: 8 }, (_, i) => line(0, floorY + i * 14 + i * i * 1.5, w, floorY + i * 14 + i * i * 1.5, '#3a220e', 1.2, 'opacity="0.5"')).join('');
  const bannerSvg = banner
    ? `${rect(w * 0.28, h * 0.17, w * 0.44, h * 0.13, '#f6c453', 'rx="10" filter="url(#shadow)"')}${text(w / 2, h * 0.17 + h * 0.085, banner, { size: Math.round(h * 0.058), anchor: 'middle', fill: '#4a1020', family: SERIF })}`
    : '';
  const sub = subtitle ? text(w / 2, h * 0.36, subtitle, { size: Math.round(h * 0.03), anchor: 'middle', fill: '#ffe9b0', weight: 400, spacing: 3 }) : '';
  const lights = Array.from({ length: 14 }, (_, i) => circle((i + 0.5) * (w / 14), h * 0.035, 6, '#fff6c9', 'opacity="0.9"')).join('');
  return svg(w, h, `${rect(0, 0, w, h, 'url(#backdrop)')}${sparkles(w, h, rand, 70, undefined, [0.1, 0.05, 0.9, 0.6])}${bannerSvg}${sub}
${rect(0, floorY, w, h - floorY, 'url(#floor)')}${planks}${beams}${pools}${performers(rand, floorY)}
${rect(0, 0, w * 0.13, floorY + 12, 'url(#curtain)')}${folds(0, w * 0.13)}${rect(w * 0.87, 0, w * 0.13, floorY + 12, 'url(#curtain)')}${folds(w * 0.87, w * 0.13)}
${valance}${rect(0, h * 0.1 - 4, w, 6, '#e0b84c')}${lights}${audience(w, h * 0.9, rand, 2, 1.1)}${vignette(w, h)}${label ? caption(w, h, label) : ''}`,
  `${backdrop}${curtain}${floor}`);
}

const STAGE_WIDTH = 1200;
const COSTUMES = [
  { kind: 'long', top: '#c2185b', bottom: '#ff9800', border: '#ffd54f', sleeves: 'short', shoes: '#c2185b' },
  { kind: 'long', top: '#6a1b9a', bottom: '#26a69a', border: '#ffd54f', sleeves: 'short', shoes: '#6a1b9a' },
  { kind: 'long', top: '#1565c0', bottom: '#e53935', border: '#ffd54f', sleeves: 'short', shoes: '#1565c0' },
];

function dancers(count, poses = ['dance', 'dance2']) {
  return (rand, floorY) => Array.from({ length: count }, (_, i) => {
    const x = STAGE_WIDTH * (0.2 + (0.6 * (i + 0.5)) / count);
    return person(x, floorY + 30, 1.45, {
      skin: pick(rand, SKIN), hairStyle: 'plaits', ribbon: '#ffd54f', bindi: true, pose: poses[i % poses.length], outfit: COSTUMES[i % COSTUMES.length],
    });
  }).join('');
}

function choir(rand, floorY) {
  const rows = [[floorY - 62, 9, 1.05], [floorY + 20, 8, 1.2]];
  const back = rect(250, floorY - 66, 700, 60, '#5d3a1a', 'rx="6"');
  const singers = rows.map(([y, n, s]) => Array.from({ length: n }, (_, i) => student(rand, 300 + (600 * i) / (n - 1), y, s, { pose: 'stand', outfit: { top: '#fdf6e3', tie: '#b8860b' } })).join('')).join('');
  const teacher = person(215, floorY + 40, 1.2, { adult: true, skin: pick(rand, SKIN), hairStyle: 'bun', bindi: true, pose: 'cheer', outfit: { kind: 'saree', top: '#7b1fa2', bottom: '#ba68c8', border: '#ffd54f' } });
  return `${back}${singers}${teacher}`;
}

function prizeGiving(rand, floorY) {
  const table = `${rect(700, floorY - 30, 330, 70, '#1b3b6f', 'rx="6"')}${rect(700, floorY - 36, 330, 10, '#f6c453')}`;
  const trophies = [760, 830, 900, 970].map((x, i) => trophy(x, floorY - 36, 0.5 + (i % 2) * 0.15)).join('');
  const guest = person(540, floorY + 40, 1.35, { adult: true, skin: SKIN[2], hairStyle: 'grey', glasses: true, moustache: true, pose: 'present', outfit: { top: '#f5f0e1', bottom: '#f5f0e1', kind: 'dhoti', sleeves: 'long' } });
  const winner = student(rand, 660, floorY + 40, 1.3, { girl: true, pose: 'hold', prop: ([a, b]) => trophy((a[0] + b[0]) / 2, a[1] + 22, 0.3) });
  const principal = person(330, floorY + 40, 1.35, { adult: true, skin: SKIN[4], hairStyle: 'bun', bindi: true, pose: 'clap', outfit: { kind: 'saree', top: '#0d47a1', bottom: '#1976d2', border: '#ffd54f' } });
  return `${table}${trophies}${principal}${guest}${winner}`;
}

/** The long bamboo staff of Silambam, held in both hands. */
function silambamStaff([a, b]) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  return line(a[0] - dx * 1.4, a[1] - dy * 1.4, b[0] + dx * 1.4, b[1] + dy * 1.4, '#c49a6c', 9);
}

function trophy(x, base, s) {
  const cup = `<path d="M${x - 34 * s},${base - 150 * s} L${x + 34 * s},${base - 150 * s} Q${x + 32 * s},${base - 92 * s} ${x},${base - 80 * s} Q${x - 32 * s},${base - 92 * s} ${x - 34 * s},${base - 150 * s} Z" fill="#f2c230"/>`;
  const handles = `<path d="M${x - 32 * s},${base - 140 * s} q${-28 * s},${4 * s} ${-16 * s},${34 * s} q${6 * s},${8 * s} ${20 * s},${4 * s}" stroke="#d9a514" stroke-width="${6 * s}" fill="none"/><path d="M${x + 32 * s},${base - 140 * s} q${28 * s},${4 * s} ${16 * s},${34 * s} q${-6 * s},${8 * s} ${-20 * s},${4 * s}" stroke="#d9a514" stroke-width="${6 * s}" fill="none"/>`;
  const stem = `${rect(x - 6 * s, base - 82 * s, 12 * s, 34 * s, '#d9a514')}${rect(x - 26 * s, base - 50 * s, 52 * s, 14 * s, '#d9a514', `rx="${3 * s}"`)}${rect(x - 34 * s, base - 36 * s, 68 * s, 36 * s, '#4e342e', `rx="${4 * s}"`)}`;
  const shine = `<path d="M${x - 22 * s},${base - 144 * s} Q${x - 22 * s},${base - 108 * s} ${x - 6 * s},${base - 94 * s}" stroke="#fff6c2" stroke-width="${5 * s}" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  return `<g>${handles}${cup}${shine}${stem}</g>`;
}

/** A back wall and floor: the start of every indoor scene. */
function room(w, h, { wall = '#e9e4d8', floor = '#b98a5a', floorY = h * 0.68, skirting = '#8d6e4e' } = {}) {
  const defs = `${linear('wall', [[0, shade(wall, 0.08)], [1, shade(wall, -0.08)]])}${linear('floorGrad', [[0, floor], [1, shade(floor, -0.3)]])}`;
  const body = `${rect(0, 0, w, floorY, 'url(#wall)')}${rect(0, floorY, w, h - floorY, 'url(#floorGrad)')}${rect(0, floorY - 10, w, 10, skirting)}`;
  return { defs, body };
}

function windowPane(x, y, w, h, skyTop = '#9fd3f5') {
  const bars = `${line(x + w / 2, y, x + w / 2, y + h, '#fff', 6)}${line(x, y + h / 2, x + w, y + h / 2, '#fff', 6)}`;
  return `${rect(x - 8, y - 8, w + 16, h + 16, '#ffffff', 'rx="4"')}${rect(x, y, w, h, skyTop)}${cloud(x + w * 0.25, y + h * 0.35, w / 400, '#fff', 0.8)}${rect(x, y + h * 0.72, w, h * 0.28, '#7cc48a')}${bars}`;
}

/** A student seen from behind, sitting at a desk: classrooms and labs face the board. */
function seatedBack(rand, x, y, s) {
  const girl = rand() < 0.5;
  const hair = `${circle(x, y - 44 * s, 17 * s, HAIR)}${girl ? `${line(x - 6 * s, y - 40 * s, x - 8 * s, y - 8 * s, HAIR, 6 * s)}${line(x + 6 * s, y - 40 * s, x + 8 * s, y - 8 * s, HAIR, 6 * s)}${circle(x - 8 * s, y - 6 * s, 4 * s, '#c8102e')}${circle(x + 8 * s, y - 6 * s, 4 * s, '#c8102e')}` : ''}`;
  return `${rect(x - 26 * s, y - 24 * s, 52 * s, 60 * s, UNIFORM.shirt, `rx="${16 * s}"`)}${rect(x - 9 * s, y - 30 * s, 18 * s, 10 * s, pick(rand, SKIN), `rx="${4 * s}"`)}${hair}`;
}

function desksFromBehind(rand, w, rows, top, bottom) {
  return Array.from({ length: rows }, (_, r) => {
    const t = r / Math.max(1, rows - 1);
    const y = top + (bottom - top) * t;
    const s = 0.8 + t * 0.7;
    const gap = 170 * s;
    const count = Math.ceil(w / gap) + 1;
    const offset = (w - (count - 1) * gap) / 2;
    const desk = rect(0, y - 8 * s, w, 16 * s, '#9b6b3f', `opacity="${0.85}"`);
    return desk + Array.from({ length: count }, (_, i) => seatedBack(rand, offset + i * gap + (rand() - 0.5) * 20, y + 30 * s, s)).join('');
  }).join('');
}

function boardContent(kind, x, y, w, h) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (kind) {
    case 'graph': {
      const points = Array.from({ length: 41 }, (_, i) => {
        const t = i / 40;
        return `${round(x + w * 0.1 + t * w * 0.8)},${round(y + h * 0.85 - (1 - (2 * t - 1) ** 2) * h * 0.65)}`;
      }).join(' ');
      return `${line(x + w * 0.1, y + h * 0.85, x + w * 0.9, y + h * 0.85, '#cfe8ff', 3)}${line(x + w * 0.5, y + h * 0.1, x + w * 0.5, y + h * 0.9, '#cfe8ff', 3)}
<polyline points="${points}" fill="none" stroke="#ffd166" stroke-width="5"/>${text(x + w * 0.62, y + h * 0.3, 'y = 4 − x²', { size: h * 0.1, fill: '#fff' })}`;
    }
    case 'globe':
      return `${circle(cx - w * 0.18, cy, h * 0.36, '#2a7fd4')}<path d="M${cx - w * 0.3},${cy - h * 0.12} q${w * 0.06},${-h * 0.16} ${w * 0.12},${-h * 0.04} q${w * 0.04},${h * 0.1} ${-w * 0.02},${h * 0.2} q${-w * 0.08},${h * 0.02} ${-w * 0.1},${-h * 0.16} Z" fill="#5cc46b"/>
<path d="M${cx - w * 0.14},${cy + h * 0.04} q${w * 0.08},${-h * 0.02} ${w * 0.07},${h * 0.14} q${-w * 0.02},${h * 0.1} ${-w * 0.06},${h * 0.04} Z" fill="#5cc46b"/>
${text(cx + w * 0.05, cy - h * 0.12, 'Earth & Its', { size: h * 0.09, fill: '#fff' })}${text(cx + w * 0.05, cy + h * 0.02, 'Neighbours', { size: h * 0.09, fill: '#fff' })}${text(cx + w * 0.05, cy + h * 0.18, 'Class VI · Geography', { size: h * 0.055, fill: '#bfe0ff', weight: 400 })}`;
    case 'cell':
      return `<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.3}" ry="${h * 0.34}" fill="#9be7a8" stroke="#2e9e5b" stroke-width="6"/>${circle(cx + w * 0.05, cy, h * 0.1, '#7c4dff')}${circle(cx - w * 0.13, cy - h * 0.12, h * 0.05, '#ffb74d')}${circle(cx - w * 0.1, cy + h * 0.14, h * 0.04, '#ffb74d')}${text(cx, y + h * 0.1, 'The Plant Cell', { size: h * 0.08, fill: '#fff', anchor: 'middle' })}`;
    default:
      return `${text(x + w * 0.08, y + h * 0.3, kind, { size: h * 0.11, fill: '#fff' })}`;
  }
}

function smartBoard(x, y, w, h, kind) {
  return `<g filter="url(#shadow)">${rect(x - 12, y - 12, w + 24, h + 24, '#2d2d2d', 'rx="10"')}</g>${rect(x, y, w, h, '#0f3057')}${boardContent(kind, x, y, w, h)}${rect(x + w * 0.4, y + h + 12, w * 0.2, 10, '#444', 'rx="4"')}`;
}

function classroom(w, h, { seed, board, label, wall = '#f1e9d2' }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall, floorY: h * 0.62 });
  const teacher = person(w * 0.8, h * 0.62, 1.6, { adult: true, skin: pick(rand, SKIN), hairStyle: 'bun', bindi: true, pose: 'point', outfit: { kind: 'saree', top: '#00695c', bottom: '#26a69a', border: '#ffd54f' } });
  const charts = `${rect(w * 0.05, h * 0.12, w * 0.12, h * 0.2, '#ffe082', 'rx="6"')}${text(w * 0.11, h * 0.2, 'ABC', { size: 28, anchor: 'middle', fill: '#6d4c41' })}${text(w * 0.11, h * 0.27, 'அஆஇ', { size: 24, anchor: 'middle', fill: '#6d4c41' })}`;
  return svg(w, h, `${body}${windowPane(w * 0.03, h * 0.38, w * 0.14, h * 0.18)}${charts}${smartBoard(w * 0.26, h * 0.1, w * 0.46, h * 0.38, board)}${teacher}
${desksFromBehind(rand, w, 3, h * 0.7, h * 0.95)}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function ptm(w, h, { seed, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#dcebf2', floorY: h * 0.66 });
  const ground = h * 0.9;
  const table = `${rect(w * 0.3, h * 0.6, w * 0.4, 24, '#8d5a34', 'rx="6"')}${rect(w * 0.32, h * 0.6 + 24, 14, ground - h * 0.6 - 24, '#6d4526')}${rect(w * 0.66, h * 0.6 + 24, 14, ground - h * 0.6 - 24, '#6d4526')}`;
  const papers = `${rect(w * 0.42, h * 0.585, 90, 18, '#fff', 'transform="rotate(-4 500 470)"')}${rect(w * 0.52, h * 0.58, 80, 20, '#fffbe6')}${text(w * 0.525, h * 0.597, 'Report', { size: 12, fill: '#333' })}`;
  const teacher = person(w * 0.26, ground, 1.7, { adult: true, skin: pick(rand, SKIN), hairStyle: 'bun', bindi: true, glasses: true, pose: 'present', outfit: { kind: 'saree', top: '#6a1b9a', bottom: '#ab47bc', border: '#ffd54f' } });
  const mother = person(w * 0.76, ground, 1.65, { adult: true, skin: pick(rand, SKIN), hairStyle: 'long', bindi: true, pose: 'relaxed', outfit: { kind: 'long', top: '#d81b60', bottom: '#f06292', sleeves: 'short' } });
  const father = person(w * 0.88, ground, 1.75, { adult: true, skin: pick(rand, SKIN), moustache: true, pose: 'stand', outfit: { top: '#90caf9', bottom: '#37474f', sleeves: 'long' } });
  const child = student(rand, w * 0.66, ground, 1.5, { girl: false, pose: 'wave' });
  const notice = `${rect(w * 0.36, h * 0.1, w * 0.28, h * 0.22, '#fff', 'rx="8" filter="url(#shadow)"')}${text(w / 2, h * 0.17, 'Parent–Teacher', { size: 30, anchor: 'middle', fill: '#0f3057' })}${text(w / 2, h * 0.22, 'Meeting', { size: 30, anchor: 'middle', fill: '#0f3057' })}${text(w / 2, h * 0.28, 'Classes I – XII', { size: 20, anchor: 'middle', fill: '#6b7a90', weight: 400 })}`;
  return svg(w, h, `${body}${windowPane(w * 0.05, h * 0.12, w * 0.16, h * 0.26)}${windowPane(w * 0.79, h * 0.12, w * 0.16, h * 0.26)}${notice}${teacher}${table}${papers}${child}${mother}${father}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function flask(x, y, s, liquid) {
  return `<path d="M${x - 8 * s},${y - 60 * s} L${x - 8 * s},${y - 36 * s} L${x - 30 * s},${y} L${x + 30 * s},${y} L${x + 8 * s},${y - 36 * s} L${x + 8 * s},${y - 60 * s} Z" fill="#e8f6ff" opacity="0.85" stroke="#9ecae1" stroke-width="${2 * s}"/>
<path d="M${x - 19 * s},${y - 18 * s} L${x + 19 * s},${y - 18 * s} L${x + 30 * s},${y} L${x - 30 * s},${y} Z" fill="${liquid}"/>${circle(x - 4 * s, y - 26 * s, 3 * s, liquid, 'opacity="0.7"')}${circle(x + 3 * s, y - 40 * s, 2 * s, liquid, 'opacity="0.6"')}`;
}

function beaker(x, y, s, liquid) {
  return `${rect(x - 20 * s, y - 50 * s, 40 * s, 50 * s, '#e8f6ff', `opacity="0.85" stroke="#9ecae1" stroke-width="${2 * s}"`)}${rect(x - 20 * s, y - 24 * s, 40 * s, 24 * s, liquid)}${[10, 20, 30].map((d) => line(x - 20 * s, y - d * s, x - 12 * s, y - d * s, '#7fa8c6', 1.5 * s)).join('')}`;
}

function testTubes(x, y, s) {
  const colors = ['#ef5350', '#42a5f5', '#66bb6a', '#ffca28'];
  return `${rect(x - 50 * s, y - 20 * s, 100 * s, 20 * s, '#8d6e63', `rx="${3 * s}"`)}${colors.map((c, i) => `${rect(x - 40 * s + i * 24 * s, y - 70 * s, 12 * s, 60 * s, '#e8f6ff', `rx="${6 * s}" opacity="0.9"`)}${rect(x - 40 * s + i * 24 * s, y - 40 * s, 12 * s, 30 * s, c, `rx="${6 * s}"`)}`).join('')}`;
}

function microscope(x, y, s) {
  return `<g fill="#37474f">${rect(x - 34 * s, y - 12 * s, 68 * s, 12 * s, '#37474f', `rx="${4 * s}"`)}<path d="M${x + 14 * s},${y - 12 * s} q${18 * s},${-40 * s} ${-4 * s},${-86 * s}" stroke="#455a64" stroke-width="${10 * s}" fill="none"/>
${rect(x - 30 * s, y - 46 * s, 44 * s, 6 * s, '#546e7a')}<g transform="rotate(-25 ${x} ${y - 90 * s})">${rect(x - 8 * s, y - 120 * s, 16 * s, 60 * s, '#eceff1')}${rect(x - 6 * s, y - 130 * s, 12 * s, 12 * s, '#263238')}</g></g>`;
}

function periodicTable(x, y, w, h) {
  const colors = ['#ef9a9a', '#ffe082', '#a5d6a7', '#90caf9', '#ce93d8', '#ffcc80'];
  const cells = [];
  for (let r = 0; r < 7; r += 1) {
    for (let c = 0; c < 18; c += 1) {
      const present = r === 0 ? c === 0 || c === 17 : r < 3 ? c < 2 || c > 11 : true;
      if (present) cells.push(rect(x + 10 + c * ((w - 20) / 18), y + 34 + r * ((h - 44) / 7), (w - 20) / 18 - 2, (h - 44) / 7 - 2, colors[(c + r) % colors.length]));
    }
  }
  return `${rect(x, y, w, h, '#fff', 'rx="6" filter="url(#shadow)"')}${text(x + w / 2, y + 24, 'Periodic Table of Elements', { size: 16, anchor: 'middle', fill: '#37474f' })}${cells.join('')}`;
}

function lab(w, h, { seed, variant, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#dff1ee', floor: '#9aa7b0', floorY: h * 0.7, skirting: '#607d8b' });
  const benchY = h * 0.66;
  const bench = `${rect(w * 0.04, benchY, w * 0.92, 22, '#263238', 'rx="4"')}${rect(w * 0.06, benchY + 22, w * 0.88, h * 0.28, '#eceff1')}${[0.1, 0.35, 0.6, 0.85].map((t) => rect(w * t, benchY + 40, w * 0.1, h * 0.2, '#cfd8dc', 'rx="4"')).join('')}`;
  const equipment = {
    chemistry: () => `${flask(w * 0.14, benchY, 1.1, '#ab47bc')}${beaker(w * 0.24, benchY, 1.1, '#29b6f6')}${testTubes(w * 0.62, benchY, 1)}${flask(w * 0.78, benchY, 1.3, '#66bb6a')}${beaker(w * 0.88, benchY, 0.9, '#ffa726')}`,
    physics: () => `${line(w * 0.12, benchY - 150, w * 0.12, benchY, '#546e7a', 6)}${line(w * 0.12, benchY - 150, w * 0.2, benchY - 150, '#546e7a', 6)}${line(w * 0.19, benchY - 150, w * 0.23, benchY - 60, '#333', 2)}${circle(w * 0.23, benchY - 56, 12, '#ffb300')}
${poly([[w * 0.7, benchY - 10], [w * 0.76, benchY - 100], [w * 0.82, benchY - 10]], '#e1f5fe', 'opacity="0.9" stroke="#81d4fa" stroke-width="2"')}${line(w * 0.6, benchY - 70, w * 0.73, benchY - 55, '#fff', 5)}${['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'].map((c, i) => line(w * 0.785, benchY - 52, w * 0.93, benchY - 80 + i * 10, c, 5)).join('')}`,
    biology: () => `${microscope(w * 0.14, benchY, 1.2)}${microscope(w * 0.86, benchY, 1.2)}${rect(w * 0.68, benchY - 30, 70, 30, '#a5d6a7', 'rx="6"')}${bush(w * 0.72, benchY - 28, 0.9, '#43a047')}`,
  }[variant]();
  const wallArt = {
    chemistry: periodicTable(w * 0.3, h * 0.08, w * 0.4, h * 0.3),
    physics: `${rect(w * 0.3, h * 0.08, w * 0.4, h * 0.3, '#fff', 'rx="6" filter="url(#shadow)"')}${text(w / 2, h * 0.18, 'F = m × a', { size: 48, anchor: 'middle', fill: '#1565c0', family: SERIF })}${text(w / 2, h * 0.26, 'E = m c²     V = I R', { size: 30, anchor: 'middle', fill: '#455a64', family: SERIF })}${text(w / 2, h * 0.33, "Newton's laws · Electricity · Optics", { size: 16, anchor: 'middle', fill: '#78909c', weight: 400 })}`,
    biology: `${rect(w * 0.3, h * 0.06, w * 0.4, h * 0.34, '#0f3057', 'rx="6" filter="url(#shadow)"')}${boardContent('cell', w * 0.3, h * 0.06, w * 0.4, h * 0.34)}`,
  }[variant];
  const people = [0.3, 0.45, 0.55].map((t, i) => student(rand, w * t, benchY + 10, 1.45, { pose: i === 1 ? 'hold' : i === 2 ? 'point' : 'stand', outfit: { kind: 'coat', top: '#ffffff', tie: undefined } })).join('');
  return svg(w, h, `${body}${windowPane(w * 0.04, h * 0.1, w * 0.14, h * 0.22)}${windowPane(w * 0.82, h * 0.1, w * 0.14, h * 0.22)}${wallArt}${people}${bench}${equipment}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function bookshelf(x, y, w, h, rand, rows = 5) {
  const colors = ['#c62828', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#4e342e', '#283593'];
  const shelfH = h / rows;
  const books = [];
  for (let r = 0; r < rows; r += 1) {
    let bx = x + 10;
    const base = y + (r + 1) * shelfH - 6;
    while (bx < x + w - 24) {
      const bw = 10 + rand() * 14;
      const bh = shelfH * (0.55 + rand() * 0.33);
      const lean = rand() < 0.06;
      books.push(rect(bx, base - bh, bw, bh, pick(rand, colors), lean ? `transform="rotate(12 ${round(bx)} ${round(base)})"` : ''));
      books.push(rect(bx, base - bh + bh * 0.15, bw, 3, '#fff', 'opacity="0.5"'));
      bx += bw + 1.5 + (lean ? 10 : 0);
    }
  }
  const boards = Array.from({ length: rows + 1 }, (_, r) => rect(x, y + r * shelfH - 6, w, 10, '#6d4c41'));
  return `${rect(x - 10, y - 14, w + 20, h + 22, '#5d4037', 'rx="4"')}${rect(x, y, w, h, '#3e2723')}${books.join('')}${boards.join('')}`;
}

function library(w, h, { seed, variant, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#f3e5c8', floor: '#a0704a', floorY: h * 0.72 });
  const shelves = variant === 'juniors'
    ? [0.04, 0.56].map((t) => bookshelf(w * t, h * 0.3, w * 0.4, h * 0.4, rand, 3)).join('')
    : [0.03, 0.36, 0.69].map((t) => bookshelf(w * t, h * 0.08, w * 0.28, h * 0.6, rand, 6)).join('');
  const signs = variant === 'juniors' ? '' : ['Reference', 'Fiction', 'Tamil · Hindi'].map((label2, i) => `${rect(w * (0.03 + i * 0.33) + w * 0.06, h * 0.015, w * 0.16, 34, '#1b3b6f', 'rx="6"')}${text(w * (0.03 + i * 0.33) + w * 0.14, h * 0.015 + 24, label2, { size: 18, anchor: 'middle' })}`).join('');
  const table = `${rect(w * 0.2, h * 0.74, w * 0.6, 26, '#8d5a34', 'rx="8"')}${rect(w * 0.24, h * 0.74 + 26, 16, h * 0.2, '#6d4526')}${rect(w * 0.74, h * 0.74 + 26, 16, h * 0.2, '#6d4526')}`;
  const book = ([a, b]) => {
    const cx = (a[0] + b[0]) / 2;
    const cy = Math.min(a[1], b[1]) - 6;
    return `${poly([[cx - 26, cy - 14], [cx, cy - 8], [cx, cy + 16], [cx - 26, cy + 10]], pick(rand, ['#e53935', '#1e88e5', '#43a047']))}${poly([[cx + 26, cy - 14], [cx, cy - 8], [cx, cy + 16], [cx + 26, cy + 10]], '#fafafa')}`;
  };
  const readers = [0.25, 0.42, 0.6, 0.77].map((t) => student(rand, w * t, h * 0.8, 1.35, { pose: 'read', prop: book })).join('');
  const juniorsDecor = variant === 'juniors'
    ? `${rect(w * 0.3, h * 0.06, w * 0.4, h * 0.16, '#ffecb3', 'rx="16"')}${text(w / 2, h * 0.16, 'Reading Corner', { size: 40, anchor: 'middle', fill: '#e65100', family: SERIF })}${[0.12, 0.88].map((t) => `<ellipse cx="${w * t}" cy="${h * 0.9}" rx="90" ry="50" fill="${t < 0.5 ? '#ff7043' : '#29b6f6'}"/>`).join('')}`
    : '';
  const lamps = [0.2, 0.5, 0.8].map((t) => `${line(w * t, 0, w * t, h * 0.04, '#555', 2)}${circle(w * t, h * 0.05, 40, 'url(#warmGlow)')}`).join('');
  return svg(w, h, `${body}${shelves}${signs}${juniorsDecor}${lamps}${readers}${table}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function monitor(x, y, s, screen = '#1e88e5') {
  return `${rect(x - 40 * s, y - 64 * s, 80 * s, 52 * s, '#263238', `rx="${4 * s}"`)}${rect(x - 35 * s, y - 59 * s, 70 * s, 42 * s, screen)}${rect(x - 30 * s, y - 52 * s, 30 * s, 5 * s, '#fff', 'opacity="0.7"')}${rect(x - 30 * s, y - 42 * s, 50 * s, 4 * s, '#fff', 'opacity="0.5"')}${rect(x - 30 * s, y - 34 * s, 40 * s, 4 * s, '#fff', 'opacity="0.5"')}${rect(x - 5 * s, y - 12 * s, 10 * s, 12 * s, '#37474f')}${rect(x - 18 * s, y - 3 * s, 36 * s, 4 * s, '#37474f')}`;
}

function computerLab(w, h, { seed, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#e3ecf7', floor: '#8e9aaf', floorY: h * 0.62, skirting: '#5c6b80' });
  const screens = ['#1e88e5', '#43a047', '#8e24aa', '#fb8c00', '#00897b'];
  const rows = [[h * 0.6, 0.85], [h * 0.82, 1.25]];
  const content = rows.map(([y, s]) => {
    const count = s < 1 ? 6 : 4;
    const desk = `${rect(0, y, w, 18 * s, '#cfd8dc')}${rect(0, y + 18 * s, w, 8 * s, '#90a4ae')}`;
    const pcs = Array.from({ length: count }, (_, i) => monitor(((i + 0.5) * w) / count, y, s * 1.3, pick(rand, screens))).join('');
    const kids = s > 1 ? Array.from({ length: count }, (_, i) => seatedBack(rand, ((i + 0.5) * w) / count + 10, y + 120 * s * 0.6, s * 1.1)).join('') : '';
    return `${desk}${pcs}${kids}`;
  }).join('');
  const board = `${rect(w * 0.3, h * 0.08, w * 0.4, h * 0.28, '#fff', 'rx="8" filter="url(#shadow)"')}${text(w / 2, h * 0.17, '<code> & create', { size: 34, anchor: 'middle', fill: '#1565c0', family: "'DejaVu Sans Mono', monospace" })}${text(w / 2, h * 0.25, 'print("Hello, Chennai!")', { size: 24, anchor: 'middle', fill: '#2e7d32', family: "'DejaVu Sans Mono', monospace", weight: 400 })}${text(w / 2, h * 0.31, 'Python · Scratch · AI basics', { size: 16, anchor: 'middle', fill: '#78909c', weight: 400 })}`;
  return svg(w, h, `${body}${board}${windowPane(w * 0.05, h * 0.1, w * 0.15, h * 0.24)}${windowPane(w * 0.8, h * 0.1, w * 0.15, h * 0.24)}${content}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function robotCar(x, y, s) {
  return `<g>${rect(x - 60 * s, y - 44 * s, 120 * s, 30 * s, '#1565c0', `rx="${8 * s}"`)}${rect(x - 40 * s, y - 68 * s, 70 * s, 26 * s, '#26a69a', `rx="${4 * s}"`)}${circle(x - 38 * s, y - 12 * s, 14 * s, '#212121')}${circle(x + 38 * s, y - 12 * s, 14 * s, '#212121')}${circle(x - 38 * s, y - 12 * s, 5 * s, '#9e9e9e')}${circle(x + 38 * s, y - 12 * s, 5 * s, '#9e9e9e')}
${circle(x + 52 * s, y - 34 * s, 6 * s, '#ffeb3b')}${line(x - 20 * s, y - 68 * s, x - 30 * s, y - 92 * s, '#424242', 3 * s)}${circle(x - 30 * s, y - 94 * s, 5 * s, '#e53935')}${[0, 1, 2].map((i) => rect(x - 34 * s + i * 20 * s, y - 62 * s, 12 * s, 6 * s, '#ffca28')).join('')}</g>`;
}

function robotics(w, h, { seed, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#e8eaf6', floor: '#78909c', floorY: h * 0.66, skirting: '#455a64' });
  const tableY = h * 0.64;
  const table = `${rect(w * 0.1, tableY, w * 0.8, 20, '#fafafa', 'rx="4"')}${rect(w * 0.12, tableY + 20, 14, h * 0.3, '#b0bec5')}${rect(w * 0.86, tableY + 20, 14, h * 0.3, '#b0bec5')}`;
  const printer = `${rect(w * 0.68, tableY - 130, 130, 130, '#37474f', 'rx="6"')}${rect(w * 0.68 + 12, tableY - 118, 106, 90, '#90caf9', 'opacity="0.5"')}${rect(w * 0.68 + 50, tableY - 60, 30, 30, '#ff7043')}${text(w * 0.68 + 65, tableY - 12, '3D', { size: 16, anchor: 'middle' })}`;
  const drone = `<g>${rect(w * 0.46 - 40, h * 0.3, 80, 16, '#424242', 'rx="6"')}${[-60, 60].map((d) => `${line(w * 0.46, h * 0.3 + 8, w * 0.46 + d, h * 0.3 - 6, '#424242', 5)}<ellipse cx="${w * 0.46 + d}" cy="${h * 0.3 - 10}" rx="36" ry="6" fill="#90a4ae" opacity="0.8"/>`).join('')}</g>`;
  const sign = `${rect(w * 0.06, h * 0.06, w * 0.36, h * 0.14, '#1a237e', 'rx="10"')}${text(w * 0.24, h * 0.125, 'Atal Tinkering Lab', { size: 32, anchor: 'middle' })}${text(w * 0.24, h * 0.175, 'ROBOTICS · ELECTRONICS · 3D PRINTING', { size: 14, anchor: 'middle', weight: 400, spacing: 2, fill: '#c5cae9' })}`;
  const kids = [0.22, 0.34, 0.56].map((t, i) => student(rand, w * t, tableY + 6, 1.5, { pose: ['hold', 'cheer', 'point'][i] })).join('');
  const board = `${rect(w * 0.05, tableY - 60, 150, 60, '#2e7d32', 'rx="4"')}${Array.from({ length: 12 }, (_, i) => circle(w * 0.05 + 14 + (i % 6) * 24, tableY - 44 + Math.floor(i / 6) * 28, 4, '#ffd54f')).join('')}`;
  return svg(w, h, `${body}${sign}${drone}${kids}${table}${board}${robotCar(w * 0.45, tableY, 1.3)}${printer}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

/** Sky, distant trees and a ground band: the start of every outdoor scene. */
function outdoors(w, h, { seed, horizon = h * 0.55, skyTop = '#5fb3f0', skyBottom = '#cfeaff', ground = '#6cbf5b', sunAt = [0.82, 0.16] } = {}) {
  const rand = randomFrom(seed);
  const s = sky(w, h, skyTop, skyBottom);
  const trees = Array.from({ length: 9 }, (_, i) => (i % 3 === 0 ? palm((i + 0.3) * (w / 9), horizon + 6, 0.55 + rand() * 0.15, (rand() - 0.5) * 40) : roundTree((i + 0.5) * (w / 9), horizon + 6, 0.55 + rand() * 0.2, pick(rand, ['#3f9d4e', '#4caf50', '#2e8b57'])))).join('');
  const clouds = [0.15, 0.45, 0.7].map((t) => cloud(w * t, h * (0.1 + rand() * 0.12), 0.8 + rand() * 0.6)).join('');
  const body = `${s.body}${sunAt ? sun(w * sunAt[0], h * sunAt[1], 34) : ''}${clouds}${trees}${rect(0, horizon, w, h - horizon, ground)}`;
  return { defs: s.defs, body, rand };
}

/** The school building, as seen from its front lawn. */
function schoolBuilding(x, y, w, h) {
  const floors = 3;
  const floorH = h / floors;
  const cols = Math.floor(w / 70);
  const windows = [];
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (Math.abs(c - (cols - 1) / 2) < 1.2) continue;
      windows.push(rect(x + 20 + c * ((w - 40) / cols), y + f * floorH + floorH * 0.28, (w - 40) / cols - 18, floorH * 0.46, '#7fb8e6', 'rx="3"'));
    }
  }
  const bands = Array.from({ length: floors }, (_, f) => rect(x - 6, y + (f + 1) * floorH - 10, w + 12, 10, '#b23a48'));
  const tower = `${rect(x + w / 2 - 70, y - 70, 140, h + 70, '#f7e7c6')}${poly([[x + w / 2 - 84, y - 66], [x + w / 2, y - 120], [x + w / 2 + 84, y - 66]], '#b23a48')}${circle(x + w / 2, y - 22, 26, '#fff', 'stroke="#b23a48" stroke-width="5"')}${line(x + w / 2, y - 22, x + w / 2, y - 38, '#333', 3)}${line(x + w / 2, y - 22, x + w / 2 + 12, y - 18, '#333', 3)}
${rect(x + w / 2 - 40, y + h - 90, 80, 90, '#6d4c41', 'rx="38"')}${rect(x + w / 2 - 34, y + h - 84, 68, 84, '#8d6e63', 'rx="32"')}`;
  return `<g filter="url(#shadow)">${rect(x, y, w, h, '#fbeed3')}</g>${rect(x - 10, y - 14, w + 20, 16, '#b23a48')}${windows.join('')}${bands.join('')}${tower}`;
}

function flagpole(x, ground, height, flagWidth) {
  return `${line(x, ground, x, ground - height, '#cfd8dc', 8)}${circle(x, ground - height - 6, 8, '#ffd54f')}${indianFlag(x + 4, ground - height, flagWidth)}${rect(x - 40, ground - 14, 80, 18, '#bdbdbd', 'rx="3"')}`;
}

function campus(w, h, { seed, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.66 });
  const path2 = poly([[w * 0.46, h * 0.66], [w * 0.54, h * 0.66], [w * 0.7, h], [w * 0.3, h]], '#e0c9a6');
  const kids = [0.2, 0.27, 0.72, 0.8].map((t, i) => student(rand, w * t, h * 0.93, 1.1, { pose: i % 2 ? 'walk' : 'wave' })).join('');
  return svg(w, h, `${body}${schoolBuilding(w * 0.14, h * 0.26, w * 0.72, h * 0.4)}${flagpole(w * 0.08, h * 0.7, h * 0.45, 90)}${path2}${bush(w * 0.38, h * 0.7, 1)}${bush(w * 0.62, h * 0.7, 1)}${palm(w * 0.93, h * 0.82, 1.1, -30)}${kids}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function garden(w, h, { seed, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.5, ground: '#7cc36a' });
  const beds = [0.62, 0.78].map((t, r) => `${rect(w * 0.05, h * t, w * 0.9, h * 0.1, '#6d4c41', 'rx="10"')}${Array.from({ length: 12 }, (_, i) => `${bush(w * 0.09 + i * w * 0.075, h * t + 8, 0.55, r ? '#43a047' : '#66bb6a')}${circle(w * 0.09 + i * w * 0.075, h * t - 22, 7, pick(rand, ['#ff7043', '#ffca28', '#ec407a', '#ab47bc']))}`).join('')}`).join('');
  const can = ([, b]) => `${rect(b[0] - 4, b[1] - 6, 34, 26, '#29b6f6', 'rx="4"')}${line(b[0] + 28, b[1], b[0] + 52, b[1] - 14, '#29b6f6', 5)}${[0, 1, 2].map((i) => line(b[0] + 54 + i * 4, b[1] - 6, b[0] + 58 + i * 6, b[1] + 20, '#81d4fa', 2)).join('')}`;
  const kids = [0.28, 0.5, 0.72].map((t, i) => student(rand, w * t, h * 0.62, 1.3, { pose: i === 1 ? 'present' : 'hold', prop: i === 1 ? can : undefined })).join('');
  const butterflies = [[0.2, 0.4], [0.6, 0.35], [0.85, 0.45]].map(([bx, by]) => `${circle(w * bx - 7, h * by, 8, '#ffb300')}${circle(w * bx + 7, h * by, 8, '#ff7043')}`).join('');
  const sign = `${rect(w * 0.04, h * 0.34, 200, 60, '#2e7d32', 'rx="8"')}${text(w * 0.04 + 100, h * 0.34 + 38, 'Eco Garden', { size: 26, anchor: 'middle' })}${rect(w * 0.04 + 94, h * 0.34 + 60, 12, 60, '#6d4c41')}`;
  return svg(w, h, `${body}${sign}${kids}${beds}${butterflies}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function track(w, h, top, bottom, lanes = 6) {
  const laneLines = Array.from({ length: lanes + 1 }, (_, i) => {
    const y = top + ((bottom - top) * i) / lanes;
    return line(0, y, w, y, '#fff', 3, 'opacity="0.9"');
  });
  return `${rect(0, top, w, bottom - top, '#c8553d')}${laneLines.join('')}`;
}

function shamiana(x, y, w, h, color) {
  const scallops = Array.from({ length: Math.floor(w / 40) }, (_, i) => `<path d="M${x + i * 40},${y + h * 0.3} q20,24 40,0" fill="${i % 2 ? '#fff' : color}"/>`).join('');
  return `${poly([[x, y + h * 0.3], [x + w / 2, y], [x + w, y + h * 0.3]], color)}${scallops}${line(x + 6, y + h * 0.3, x + 6, y + h, '#8d6e63', 6)}${line(x + w - 6, y + h * 0.3, x + w - 6, y + h, '#8d6e63', 6)}`;
}

function sportsGround(w, h, { seed, variant, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.5 });
  const tents = `${shamiana(w * 0.05, h * 0.28, w * 0.3, h * 0.24, '#1e88e5')}${shamiana(w * 0.65, h * 0.28, w * 0.3, h * 0.24, '#e53935')}${audienceStrip(w * 0.06, w * 0.34, h * 0.5, rand)}${audienceStrip(w * 0.66, w * 0.94, h * 0.5, rand)}`;
  const banner = `${rect(w * 0.37, h * 0.3, w * 0.26, h * 0.09, '#ffd166', 'rx="8" filter="url(#shadow)"')}${text(w / 2, h * 0.3 + h * 0.062, 'Sports Day 2026', { size: h * 0.045, anchor: 'middle', fill: '#7a1c1c', family: SERIF })}`;
  const flags = bunting(0, w, h * 0.05, rand, 40, 22);
  const scene = {
    race: () => `${track(w, h, h * 0.58, h * 0.98)}${line(w * 0.84, h * 0.58, w * 0.84, h * 0.98, '#fff', 10)}${line(w * 0.845, h * 0.6, w * 0.845, h * 0.97, '#222', 10, 'stroke-dasharray="10 10"')}
${HOUSE.map((color, i) => student(rand, w * (0.42 + i * 0.11 - (i % 2) * 0.05), h * (0.66 + i * 0.085), 1.05 + i * 0.06, { house: color, pose: i % 2 ? 'run' : 'run2', girl: i % 2 === 0 })).join('')}`,
    march: () => `${rect(0, h * 0.56, w, h * 0.44, '#d9b382')}${HOUSE.map((color, c) => Array.from({ length: 3 }, (_, r) => student(rand, w * (0.18 + c * 0.2) + r * 14, h * (0.68 + r * 0.11), 0.95 + r * 0.15, { house: color, pose: r % 2 ? 'march' : 'walk', girl: (c + r) % 2 === 0 })).join('') + `${line(w * (0.18 + c * 0.2) - 40, h * 0.58, w * (0.18 + c * 0.2) - 40, h * 0.74, '#795548', 4)}${rect(w * (0.18 + c * 0.2) - 38, h * 0.58, 60, 40, color)}`).join('')}`,
    relay: () => `${track(w, h, h * 0.58, h * 0.98, 4)}${student(rand, w * 0.4, h * 0.86, 1.5, { house: HOUSE[1], pose: 'run2', girl: false, prop: ([a]) => line(a[0] - 6, a[1] - 4, a[0] + 18, a[1] + 4, '#ffeb3b', 7) })}${student(rand, w * 0.6, h * 0.86, 1.5, { house: HOUSE[1], pose: 'run', girl: true })}${student(rand, w * 0.22, h * 0.74, 1.2, { house: HOUSE[0], pose: 'run', girl: true })}`,
  }[variant]();
  return svg(w, h, `${body}${tents}${banner}${flags}${scene}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function audienceStrip(x1, x2, y, rand) {
  const count = Math.floor((x2 - x1) / 34);
  return Array.from({ length: count }, (_, i) => {
    const x = x1 + (i + 0.5) * ((x2 - x1) / count);
    const color = pick(rand, ['#e57373', '#64b5f6', '#81c784', '#ffd54f', '#ba68c8', '#fff']);
    return `${rect(x - 13, y - 30, 26, 30, color, 'rx="10"')}${circle(x, y - 40, 10, pick(rand, SKIN))}${circle(x, y - 45, 9, HAIR)}${circle(x, y - 38, 9, pick(rand, SKIN))}`;
  }).join('');
}

function court(w, h, { seed, label }) {
  const rand = randomFrom(seed);
  const s = sky(w, h, '#5fb3f0', '#d9f0ff');
  const floorTop = h * 0.55;
  const courtPoly = poly([[w * 0.12, floorTop], [w * 0.88, floorTop], [w, h], [0, h]], '#2f6db5');
  const key = poly([[w * 0.4, floorTop], [w * 0.6, floorTop], [w * 0.64, h * 0.78], [w * 0.36, h * 0.78]], '#e07a2f');
  const lines = `<path d="M${w * 0.36},${h * 0.78} Q${w / 2},${h * 0.9} ${w * 0.64},${h * 0.78}" stroke="#fff" stroke-width="4" fill="none"/><path d="M${w * 0.2},${floorTop} Q${w / 2},${h * 1.05} ${w * 0.8},${floorTop}" stroke="#fff" stroke-width="4" fill="none"/>`;
  const hoop = `${rect(w / 2 - 6, h * 0.12, 12, floorTop - h * 0.12, '#37474f')}${rect(w / 2 - 90, h * 0.12, 180, 110, '#fff', 'stroke="#37474f" stroke-width="6"')}${rect(w / 2 - 35, h * 0.12 + 40, 70, 50, 'none', 'stroke="#e53935" stroke-width="5"')}<ellipse cx="${w / 2}" cy="${h * 0.12 + 100}" rx="40" ry="9" fill="none" stroke="#ff5722" stroke-width="6"/>${Array.from({ length: 6 }, (_, i) => line(w / 2 - 36 + i * 14, h * 0.12 + 104, w / 2 - 26 + i * 10, h * 0.12 + 150, '#fff', 2)).join('')}`;
  const ball = (x, y, r) => `${circle(x, y, r, '#f57c00')}<path d="M${x - r},${y} L${x + r},${y} M${x},${y - r} L${x},${y + r}" stroke="#5d2c00" stroke-width="2"/>`;
  const players = `${student(rand, w * 0.44, h * 0.85, 1.5, { house: HOUSE[0], pose: 'cheer', girl: false, prop: ([a, b]) => ball((a[0] + b[0]) / 2, Math.min(a[1], b[1]) - 18, 18) })}${student(rand, w * 0.62, h * 0.9, 1.6, { house: HOUSE[1], pose: 'guard', girl: true })}${student(rand, w * 0.24, h * 0.96, 1.7, { house: HOUSE[0], pose: 'run', girl: true })}`;
  const fence = Array.from({ length: 30 }, (_, i) => line((i * w) / 29, floorTop - 120, (i * w) / 29, floorTop, '#90a4ae', 2)).join('') + line(0, floorTop - 120, w, floorTop - 120, '#90a4ae', 3);
  return svg(w, h, `${s.body}${cloud(w * 0.1, h * 0.12, 1)}${cloud(w * 0.75, h * 0.08, 0.8)}${palm(w * 0.08, floorTop, 1, 20)}${palm(w * 0.93, floorTop, 0.9, -20)}${fence}${rect(0, floorTop, w, h - floorTop, '#3a7d3a')}${courtPoly}${key}${lines}${hoop}${players}${vignette(w, h)}${caption(w, h, label)}`, s.defs);
}

function skatingRink(w, h, { seed, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.45 });
  const rink = `<ellipse cx="${w / 2}" cy="${h * 0.75}" rx="${w * 0.56}" ry="${h * 0.3}" fill="#b0bec5"/><ellipse cx="${w / 2}" cy="${h * 0.75}" rx="${w * 0.5}" ry="${h * 0.25}" fill="#cfd8dc"/><ellipse cx="${w / 2}" cy="${h * 0.76}" rx="${w * 0.25}" ry="${h * 0.1}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="18 12"/>`;
  const skaters = [[0.3, 0.74, 1.1], [0.55, 0.86, 1.35], [0.76, 0.72, 1.05]].map(([x, y, s], i) => `${student(rand, w * x, h * y, s, { house: HOUSE[i + 1], pose: 'skate', girl: i !== 1, helmet: HOUSE[i], outfit: { shoes: '#e53935' } })}`).join('');
  return svg(w, h, `${body}${rink}${skaters}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function schoolBus(x, ground, s, number) {
  const bw = 420 * s;
  const bh = 150 * s;
  const top = ground - bh - 26 * s;
  const windows = Array.from({ length: 6 }, (_, i) => rect(x + 20 * s + i * 56 * s, top + 16 * s, 46 * s, 44 * s, '#bfe3ff', `rx="${5 * s}"`)).join('');
  return `<g filter="url(#shadow)"><path d="M${x},${top + 10 * s} Q${x},${top} ${x + 12 * s},${top} L${x + bw - 40 * s},${top} Q${x + bw - 6 * s},${top} ${x + bw},${top + 50 * s} L${x + bw},${ground - 26 * s} L${x},${ground - 26 * s} Z" fill="#f9b208"/></g>
${windows}${rect(x + bw - 52 * s, top + 16 * s, 42 * s, 60 * s, '#bfe3ff', `rx="${5 * s}"`)}${rect(x, top + 76 * s, bw, 10 * s, '#1a1a1a')}${text(x + 150 * s, top + 118 * s, 'SCHOOL BUS', { size: 26 * s, anchor: 'middle', fill: '#1a1a1a' })}
${rect(x + bw - 92 * s, top + 70 * s, 34 * s, 72 * s, '#e0a106', `stroke="#1a1a1a" stroke-width="${2 * s}"`)}${text(x + 330 * s, top + 118 * s, number, { size: 18 * s, anchor: 'middle', fill: '#1a1a1a' })}
${rect(x + bw - 10 * s, ground - 60 * s, 12 * s, 20 * s, '#fff59d')}${rect(x - 4 * s, ground - 40 * s, bw + 8 * s, 12 * s, '#424242', `rx="${4 * s}"`)}
${[x + 80 * s, x + bw - 90 * s].map((cx) => `${circle(cx, ground - 24 * s, 26 * s, '#212121')}${circle(cx, ground - 24 * s, 11 * s, '#bdbdbd')}`).join('')}`;
}

function transport(w, h, { seed, variant, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.58, ground: '#9e9e9e' });
  const road = `${rect(0, h * 0.58, w, h * 0.42, '#78797b')}${Array.from({ length: 8 }, (_, i) => rect(i * (w / 8) + 30, h * 0.92, w / 16, 8, '#f5f5f5')).join('')}${rect(0, h * 0.58, w, 14, '#cfcfcf')}`;
  const content = variant === 'fleet'
    ? [0, 1, 2].map((i) => schoolBus(w * 0.04 + i * w * 0.33, h * 0.82 - i * 0.0, 0.86, `Route ${i + 3}`)).join('')
    : `${schoolBus(w * 0.32, h * 0.86, 1.5, 'Route 7')}${student(rand, w * 0.12, h * 0.9, 1.5, { pose: 'wave' })}${student(rand, w * 0.2, h * 0.9, 1.45, { girl: true, pose: 'walk' })}${person(w * 0.27, h * 0.9, 1.5, { adult: true, skin: pick(rand, SKIN), hairStyle: 'bun', pose: 'wave', outfit: { kind: 'saree', top: '#5d4037', bottom: '#8d6e63', border: '#ffd54f' } })}`;
  return svg(w, h, `${body}${road}${content}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function flagHoisting(w, h, { seed, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.62, skyTop: '#4aa3e8', sunAt: [0.15, 0.15] });
  const petals = Array.from({ length: 60 }, () => circle(w * (0.35 + rand() * 0.4), h * (0.1 + rand() * 0.5), 3 + rand() * 3, pick(rand, ['#ff9933', '#ffcc80', '#ffffff', '#ef5350']))).join('');
  const rows = [[0.74, 9, 1.0], [0.9, 8, 1.25]].map(([y, n, s]) => Array.from({ length: n }, (_, i) => student(rand, w * 0.06 + (i + (s > 1 ? 0.5 : 0)) * (w * 0.88 / n), h * y + 60 * s, s, { pose: 'salute' })).join('')).join('');
  const dais = `${rect(w * 0.4, h * 0.6, w * 0.2, h * 0.06, '#eeeeee')}${rect(w * 0.4, h * 0.6, w * 0.2, 8, '#ff9933')}`;
  return svg(w, h, `${body}${schoolBuilding(w * 0.62, h * 0.3, w * 0.36, h * 0.32)}${dais}${flagpole(w * 0.5, h * 0.6, h * 0.5, 150)}${petals}${rows}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function parade(w, h, { seed, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.55 });
  const colors = ['#ff9933', '#ffffff', '#138808'];
  const handFlag = ([, b]) => `${line(b[0], b[1] + 10, b[0], b[1] - 50, '#6d4c41', 3)}${indianFlag(b[0], b[1] - 50, 42)}`;
  const kids = Array.from({ length: 7 }, (_, i) => student(rand, w * (0.1 + i * 0.13), h * (0.86 + (i % 2) * 0.06), 1.35, { pose: 'wave', outfit: { kind: i % 2 ? 'long' : 'pants', top: colors[i % 3], bottom: i % 2 ? colors[(i + 1) % 3] : '#f5f5f5', tie: undefined }, prop: handFlag })).join('');
  const balloons = Array.from({ length: 9 }, (_, i) => balloon(w * (0.06 + i * 0.11), h * (0.12 + rand() * 0.1), 0.8, colors[i % 3] === '#ffffff' ? '#e3f2fd' : colors[i % 3])).join('');
  const banner = `${rect(w * 0.3, h * 0.36, w * 0.4, h * 0.1, '#fff', 'rx="10" filter="url(#shadow)"')}${text(w / 2, h * 0.425, 'Independence Day 2026', { size: h * 0.045, anchor: 'middle', fill: '#0b3d91', family: SERIF })}`;
  return svg(w, h, `${body}${rect(0, h * 0.55, w, h * 0.45, '#d7b98a')}${balloons}${banner}${kids}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function celebration(w, h, { seed, title, label, hue = '#ff8a65' }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: shade(hue, 0.55), floor: '#c49a6c', floorY: h * 0.7 });
  const balloons = Array.from({ length: 12 }, (_, i) => balloon(w * (0.04 + i * 0.085), h * (0.12 + (i % 3) * 0.05), 0.75, pick(rand, ['#ef5350', '#ffca28', '#42a5f5', '#66bb6a', '#ab47bc', '#ff7043']))).join('');
  const banner = `${rect(w * 0.25, h * 0.3, w * 0.5, h * 0.12, '#fff', 'rx="12" filter="url(#shadow)"')}${text(w / 2, h * 0.385, title, { size: h * 0.055, anchor: 'middle', fill: shade(hue, -0.45), family: SERIF })}`;
  const kids = Array.from({ length: 6 }, (_, i) => student(rand, w * (0.12 + i * 0.15), h * (0.86 + (i % 2) * 0.05), 1.4, { pose: i % 2 ? 'cheer' : 'clap' })).join('');
  return svg(w, h, `${body}${bunting(0, w, h * 0.02, rand, 30, 24)}${balloons}${banner}${confetti(w, h, rand, 90, [0, 0.2, 1, 0.7])}${kids}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function teachersDay(w, h, { seed, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#fdecef', floor: '#c49a6c', floorY: h * 0.7 });
  const bouquet = ([a, b]) => {
    const cx = (a[0] + b[0]) / 2;
    const cy = Math.min(a[1], b[1]);
    return `${poly([[cx - 12, cy + 6], [cx + 12, cy + 6], [cx, cy + 40]], '#a5d6a7')}${[[-14, -6, '#e91e63'], [0, -16, '#ffeb3b'], [14, -6, '#ff5722'], [-6, 2, '#fff'], [8, 2, '#ab47bc']].map(([dx, dy, c]) => circle(cx + dx, cy + dy, 10, c)).join('')}`;
  };
  const teacher = person(w * 0.62, h * 0.9, 1.75, { adult: true, skin: pick(rand, SKIN), hairStyle: 'bun', bindi: true, glasses: true, pose: 'clap', outfit: { kind: 'saree', top: '#ad1457', bottom: '#ec407a', border: '#ffd54f' } });
  const kids = `${student(rand, w * 0.45, h * 0.9, 1.45, { girl: true, pose: 'present', prop: ([, b]) => bouquet([b, b]) })}${student(rand, w * 0.32, h * 0.9, 1.4, { pose: 'clap' })}${student(rand, w * 0.78, h * 0.9, 1.4, { girl: true, pose: 'clap' })}`;
  const card = `${rect(w * 0.28, h * 0.08, w * 0.44, h * 0.22, '#fff', 'rx="14" filter="url(#shadow)"')}${text(w / 2, h * 0.18, "Happy Teachers' Day", { size: 44, anchor: 'middle', fill: '#ad1457', family: SERIF })}${text(w / 2, h * 0.25, '5 September 2026', { size: 22, anchor: 'middle', fill: '#6d4c41', weight: 400 })}`;
  return svg(w, h, `${body}${bunting(0, w, 0, rand, 26, 20)}${card}${teacher}${kids}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function kolam(cx, cy, r, colors = ['#ffffff']) {
  const dots = [];
  for (let i = -3; i <= 3; i += 1) {
    for (let j = -3; j <= 3; j += 1) {
      if (Math.abs(i) + Math.abs(j) <= 4 && (i + j) % 2 === 0) dots.push(circle(cx + i * r * 0.11, cy + j * r * 0.11 * 0.5, r * 0.018, '#fff'));
    }
  }
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const px = cx + Math.cos(a) * r * 0.55;
    const py = cy + Math.sin(a) * r * 0.55 * 0.5;
    const angle = (Math.atan2(Math.sin(a) * 0.5, Math.cos(a)) * 180) / Math.PI;
    return `<ellipse cx="${round(px)}" cy="${round(py)}" rx="${round(r * 0.26)}" ry="${round(r * 0.07)}" transform="rotate(${round(angle)} ${round(px)} ${round(py)})" fill="${colors[i % colors.length]}" opacity="0.9"/>`;
  }).join('');
  return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.5}" fill="none" stroke="#fff" stroke-width="${r * 0.03}"/><ellipse cx="${cx}" cy="${cy}" rx="${r * 0.82}" ry="${r * 0.41}" fill="none" stroke="#ffeb3b" stroke-width="${r * 0.02}" stroke-dasharray="${r * 0.05} ${r * 0.04}"/>${petals}${circle(cx, cy, r * 0.12, '#e91e63')}${dots.join('')}`;
}

function sugarcane(x, ground, height, lean) {
  const topX = x + lean;
  const joints = Array.from({ length: 7 }, (_, i) => {
    const t = (i + 1) / 8;
    return line(x + lean * t - 7, ground - height * t, x + lean * t + 7, ground - height * t, '#3e2a5a', 3);
  }).join('');
  const leaves = [-50, -20, 20, 50].map((d) => `<path d="M${topX},${ground - height} q${d},${-30} ${d * 1.8},${10}" stroke="#4caf50" stroke-width="6" fill="none" stroke-linecap="round"/>`).join('');
  return `${line(x, ground, topX, ground - height, '#6a4c93', 14)}${joints}${leaves}`;
}

function pongalPot(x, ground, s) {
  const bricks = [-1, 0, 1].map((i) => rect(x + i * 52 * s - 24 * s, ground - 40 * s, 48 * s, 40 * s, '#b5523b', `stroke="#7f2f1f" stroke-width="${2 * s}"`)).join('');
  const fire = `<path d="M${x - 30 * s},${ground - 40 * s} q${10 * s},${-40 * s} ${20 * s},${-10 * s} q${8 * s},${-36 * s} ${20 * s},${-4 * s} q${10 * s},${-34 * s} ${20 * s},${14 * s} Z" fill="#ff9800"/>`;
  const pot = `<path d="M${x - 78 * s},${ground - 110 * s} Q${x - 96 * s},${ground - 40 * s} ${x},${ground - 40 * s} Q${x + 96 * s},${ground - 40 * s} ${x + 78 * s},${ground - 110 * s} Q${x + 50 * s},${ground - 150 * s} ${x + 44 * s},${ground - 160 * s} L${x - 44 * s},${ground - 160 * s} Q${x - 50 * s},${ground - 150 * s} ${x - 78 * s},${ground - 110 * s} Z" fill="#c1440e"/>`;
  const band = `<path d="M${x - 84 * s},${ground - 100 * s} Q${x},${ground - 84 * s} ${x + 84 * s},${ground - 100 * s}" stroke="#ffeb3b" stroke-width="${6 * s}" fill="none"/>${[-40, 0, 40].map((d) => circle(x + d * s, ground - 92 * s, 6 * s, '#fff')).join('')}`;
  const foam = `<path d="M${x - 50 * s},${ground - 160 * s} q${-20 * s},${-26 * s} ${6 * s},${-30 * s} q${10 * s},${-24 * s} ${34 * s},${-10 * s} q${20 * s},${-20 * s} ${36 * s},${2 * s} q${26 * s},${-4 * s} ${24 * s},${22 * s} q${14 * s},${14 * s} ${0},${30 * s} Z" fill="#fffdf5"/><path d="M${x + 46 * s},${ground - 160 * s} q${14 * s},${20 * s} ${4 * s},${44 * s} q${-8 * s},${10 * s} ${-10 * s},${-10 * s} Z" fill="#fffdf5"/>`;
  const turmeric = `${line(x - 44 * s, ground - 150 * s, x - 70 * s, ground - 210 * s, '#558b2f', 5 * s)}<ellipse cx="${x - 74 * s}" cy="${ground - 226 * s}" rx="${12 * s}" ry="${26 * s}" fill="#7cb342" transform="rotate(-25 ${x - 74 * s} ${ground - 226 * s})"/>`;
  return `${bricks}${fire}${turmeric}${pot}${band}${foam}`;
}

function pongal(w, h, { seed, variant, label }) {
  const { defs, body, rand } = outdoors(w, h, { seed, horizon: h * 0.55, skyTop: '#ffb74d', skyBottom: '#fff3d6', ground: '#d9a86c', sunAt: [0.5, 0.24] });
  const top = thoranam(0, w, h * 0.03, 1.1);
  const traditional = (x, ground, s, girl, pose) => student(rand, x, ground, s, {
    girl, pose, bindi: girl,
    outfit: girl ? { kind: 'long', top: pick(rand, ['#c2185b', '#6a1b9a', '#00897b']), bottom: pick(rand, ['#ffb300', '#e53935', '#43a047']), border: '#ffd54f', tie: undefined, shoes: '#8d6e63' } : { kind: 'dhoti', top: '#ffffff', bottom: '#ffffff', tie: undefined, shoes: '#8d6e63' },
  });
  const scene = {
    pot: () => `${sugarcane(w * 0.32, h * 0.74, h * 0.5, -50)}${sugarcane(w * 0.68, h * 0.74, h * 0.5, 50)}${pongalPot(w * 0.5, h * 0.74, 1.6)}${kolam(w * 0.5, h * 0.88, w * 0.16, ['#e91e63', '#ffeb3b', '#4caf50'])}${traditional(w * 0.15, h * 0.95, 1.9, true, 'cheer')}${traditional(w * 0.85, h * 0.95, 1.9, false, 'cheer')}
${rect(w * 0.33, h * 0.06 + 60, w * 0.34, h * 0.09, '#fff8e1', 'rx="10" opacity="0.92"')}${text(w / 2, h * 0.06 + 60 + h * 0.063, 'Pongalo Pongal!', { size: h * 0.05, anchor: 'middle', fill: '#bf360c', family: SERIF })}`,
    kolam: () => `${kolam(w * 0.5, h * 0.8, w * 0.3, ['#e91e63', '#ffeb3b', '#4caf50', '#03a9f4'])}${traditional(w * 0.1, h * 0.95, 1.8, true, 'point')}${traditional(w * 0.9, h * 0.95, 1.8, true, 'clap')}${traditional(w * 0.78, h * 0.7, 1.1, false, 'wave')}${[0.25, 0.75].map((t) => `${circle(w * t, h * 0.64, 24, '#fff')}${circle(w * t, h * 0.64, 18, t < 0.5 ? '#e91e63' : '#ffeb3b')}`).join('')}`,
    attire: () => `${sugarcane(w * 0.06, h * 0.85, h * 0.55, 20)}${sugarcane(w * 0.94, h * 0.85, h * 0.55, -20)}${[0.2, 0.33, 0.46, 0.59, 0.72, 0.84].map((t, i) => traditional(w * t, h * (0.9 + (i % 2) * 0.05), 1.75, i % 2 === 0, i % 3 ? 'wave' : 'stand')).join('')}`,
  }[variant]();
  return svg(w, h, `${body}${top}${scene}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function triFold(x, y, w, h, title, accent) {
  return `${poly([[x, y + 10], [x + w * 0.25, y], [x + w * 0.25, y + h], [x, y + h - 10]], shade(accent, 0.5))}${rect(x + w * 0.25, y, w * 0.5, h, '#fff')}${poly([[x + w * 0.75, y], [x + w, y + 10], [x + w, y + h - 10], [x + w * 0.75, y + h]], shade(accent, 0.5))}
${rect(x + w * 0.27, y + 10, w * 0.46, 34, accent, 'rx="4"')}${text(x + w / 2, y + 33, title, { size: Math.min(17, Math.floor((w * 0.42) / (title.length * 0.56))), anchor: 'middle' })}${[0, 1, 2].map((i) => rect(x + w * 0.3, y + 60 + i * 26, w * 0.4, 12, '#cfd8dc', 'rx="4"')).join('')}`;
}

function exhibitModel(kind, x, y, s) {
  switch (kind) {
    case 'volcano':
      return `<path d="M${x - 110 * s},${y} L${x - 24 * s},${y - 120 * s} L${x + 24 * s},${y - 120 * s} L${x + 110 * s},${y} Z" fill="#8d6e63"/><path d="M${x - 24 * s},${y - 120 * s} q${-10 * s},${40 * s} ${-30 * s},${70 * s} q${20 * s},${-10 * s} ${34 * s},${-4 * s} q${8 * s},${-30 * s} ${20 * s},${-66 * s} Z" fill="#ff5722"/>${circle(x, y - 140 * s, 30 * s, '#ff7043', 'opacity="0.8"')}${circle(x - 20 * s, y - 170 * s, 22 * s, '#bdbdbd', 'opacity="0.7"')}${circle(x + 14 * s, y - 190 * s, 28 * s, '#e0e0e0', 'opacity="0.6"')}`;
    case 'solar': {
      const planets = [['#90a4ae', 7], ['#ffcc80', 10], ['#42a5f5', 11], ['#ef5350', 9], ['#ffb74d', 22], ['#ffe082', 18]];
      return `${circle(x - 120 * s, y - 90 * s, 40 * s, '#ffca28')}${circle(x - 120 * s, y - 90 * s, 60 * s, 'url(#warmGlow)')}${planets.map(([c, r], i) => `${line(x - 120 * s, y - 90 * s, x - 60 * s + i * 42 * s, y - 90 * s + Math.sin(i) * 30 * s, '#9e9e9e', 1.5)}${circle(x - 60 * s + i * 42 * s, y - 90 * s + Math.sin(i) * 30 * s, r * s, c)}`).join('')}${line(x - 120 * s, y, x - 120 * s, y - 50 * s, '#6d4c41', 6 * s)}`;
    }
    default:
      return robotCar(x, y, s * 1.2);
  }
}

function exhibition(w, h, { seed, variant, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#e8f1fb', floor: '#b0a48f', floorY: h * 0.6 });
  const banner = `${rect(w * 0.25, h * 0.03, w * 0.5, h * 0.09, '#0d47a1', 'rx="10"')}${text(w / 2, h * 0.09, 'SPARK 2026 · Science Exhibition', { size: h * 0.036, anchor: 'middle' })}`;
  const titles = { volcano: 'How Volcanoes Erupt', solar: 'Our Solar System', robot: 'Line-Following Robot' };
  const neighbours = [[0.01, 'Clean Water', '#ef6c00'], [0.81, 'Wind Power', '#6a1b9a']].map(([t, title, accent]) => `${triFold(w * t, h * 0.24, w * 0.18, h * 0.2, title, accent)}${rect(w * t - 10, h * 0.44, w * 0.2, h * 0.2, shade(accent, -0.2))}`).join('');
  const tableY = h * 0.66;
  const table = `${rect(w * 0.22, tableY, w * 0.56, h * 0.3, '#1565c0')}${rect(w * 0.22, tableY, w * 0.56, 16, '#0d47a1')}${[0.26, 0.44, 0.62].map((t) => `<path d="M${w * t},${tableY + 16} q${w * 0.06},${44} ${w * 0.12},0" fill="#1976d2"/>`).join('')}`;
  const board = triFold(w * 0.3, tableY - h * 0.46, w * 0.4, h * 0.3, titles[variant], '#00897b');
  const presenters = `${student(rand, w * 0.16, h * 0.98, 2, { pose: 'point', girl: true })}${student(rand, w * 0.84, h * 0.98, 2, { pose: 'present', girl: false })}`;
  const visitors = `${person(w * 0.06, h * 1.08, 2.1, { adult: true, skin: pick(rand, SKIN), hairStyle: 'long', bindi: true, pose: 'relaxed', outfit: { kind: 'saree', top: '#ad1457', bottom: '#f06292', border: '#ffd54f' } })}${person(w * 0.96, h * 1.08, 2.1, { adult: true, skin: pick(rand, SKIN), moustache: true, pose: 'stand', outfit: { top: '#a5d6a7', bottom: '#455a64', sleeves: 'long' } })}`;
  return svg(w, h, `${body}${banner}${bunting(0, w, h * 0.14, rand, 20, 18)}${neighbours}${board}${table}${exhibitModel(variant, w * 0.5, tableY, 1.5)}${presenters}${visitors}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function musicRoom(w, h, { seed, label }) {
  const rand = randomFrom(seed);
  const { defs, body } = room(w, h, { wall: '#f3e5f5', floor: '#8d6e63', floorY: h * 0.7 });
  const keys = Array.from({ length: 21 }, (_, i) => rect(w * 0.1 + i * 18, h * 0.6, 16, 60, '#fff', 'stroke="#333" stroke-width="1"')).join('') + Array.from({ length: 20 }, (_, i) => ([2, 6, 9, 13, 16].includes(i % 7) ? '' : rect(w * 0.1 + i * 18 + 11, h * 0.6, 10, 36, '#111'))).join('');
  const keyboard = `${rect(w * 0.09, h * 0.58, 21 * 18 + 16, 80, '#263238', 'rx="6"')}${keys}${line(w * 0.12, h * 0.68, w * 0.12, h * 0.9, '#263238', 8)}${line(w * 0.09 + 21 * 18, h * 0.68, w * 0.09 + 21 * 18, h * 0.9, '#263238', 8)}`;
  const tabla = `<ellipse cx="${w * 0.72}" cy="${h * 0.8}" rx="46" ry="60" fill="#6d4c41"/><ellipse cx="${w * 0.72}" cy="${h * 0.72}" rx="40" ry="12" fill="#efebe9"/>${circle(w * 0.72, h * 0.72, 8, '#212121')}<ellipse cx="${w * 0.84}" cy="${h * 0.82}" rx="56" ry="46" fill="#9e9e9e"/><ellipse cx="${w * 0.84}" cy="${h * 0.76}" rx="44" ry="13" fill="#efebe9"/>${circle(w * 0.84, h * 0.76, 9, '#212121')}`;
  const notes = Array.from({ length: 10 }, () => text(w * (0.3 + rand() * 0.6), h * (0.15 + rand() * 0.3), pick(rand, ['♪', '♫', '♩']), { size: 40 + rand() * 30, fill: pick(rand, ['#8e24aa', '#3949ab', '#d81b60']), weight: 400, family: "'DejaVu Sans', sans-serif" })).join('');
  const veena = `<g transform="rotate(-20 ${w * 0.5} ${h * 0.5})">${line(w * 0.3, h * 0.5, w * 0.62, h * 0.5, '#8d4e2a', 16)}${circle(w * 0.3, h * 0.5, 50, '#a0522d')}${circle(w * 0.6, h * 0.53, 30, '#a0522d')}${[0, 1, 2].map((i) => line(w * 0.32, h * 0.495 + i * 3, w * 0.63, h * 0.495 + i * 3, '#ffd54f', 1)).join('')}</g>`;
  return svg(w, h, `${body}${notes}${veena}${keyboard}${tabla}${vignette(w, h)}${caption(w, h, label)}`, defs);
}

function diya(x, y, s) {
  return `${circle(x, y - 70 * s, 120 * s, 'url(#warmGlow)')}<path d="M${x - 90 * s},${y - 30 * s} Q${x},${y + 60 * s} ${x + 90 * s},${y - 30 * s} Q${x + 60 * s},${y - 10 * s} ${x + 110 * s},${y - 46 * s} Q${x + 70 * s},${y - 40 * s} ${x},${y - 40 * s} Q${x - 60 * s},${y - 40 * s} ${x - 90 * s},${y - 30 * s} Z" fill="#d84315"/>
<path d="M${x - 70 * s},${y - 20 * s} Q${x},${y + 20 * s} ${x + 70 * s},${y - 20 * s}" stroke="#ffca28" stroke-width="${5 * s}" fill="none"/><path d="M${x + 80 * s},${y - 46 * s} q${-22 * s},${-40 * s} ${2 * s},${-90 * s} q${22 * s},${50 * s} ${-2 * s},${90 * s} Z" fill="#ffeb3b"/><path d="M${x + 80 * s},${y - 48 * s} q${-10 * s},${-22 * s} ${2 * s},${-50 * s} q${10 * s},${28 * s} ${-2 * s},${50 * s} Z" fill="#fff"/>`;
}

/** A notice-board poster: words on the left, a picture on the right. */
function poster(w, h, { seed, colors, kicker, title, lines, art, titleColor = '#ffd166' }) {
  const rand = randomFrom(seed);
  const bg = linear('posterBg', [[0, colors[0]], [1, colors[1]]], [0, 0, 1, 1]);
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return poly([[w * 0.72, h * 0.5], [w * 0.72 + Math.cos(a) * w, h * 0.5 + Math.sin(a) * w], [w * 0.72 + Math.cos(a + 0.12) * w, h * 0.5 + Math.sin(a + 0.12) * w]], '#fff', 'opacity="0.05"');
  }).join('');
  const words = `${text(w * 0.07, h * 0.2, kicker, { size: 26, fill: '#ffffff', spacing: 4, weight: 700, opacity: 0.85 })}
${title.map((t, i) => text(w * 0.07, h * (0.34 + i * 0.12), t, { size: Math.round(h * 0.11), fill: titleColor, family: SERIF })).join('')}
${rect(w * 0.07, h * (0.36 + title.length * 0.12) - 30, 90, 6, titleColor)}
${lines.map((t, i) => text(w * 0.07, h * (0.42 + title.length * 0.12 + i * 0.075), t, { size: 28, fill: '#fff', weight: i === 0 ? 700 : 400 })).join('')}`;
  return svg(w, h, `${rect(0, 0, w, h, 'url(#posterBg)')}${rays}${sparkles(w, h, rand, 50, undefined, [0.5, 0, 1, 1])}${art(rand)}${words}${rect(0, h - 16, w, 16, titleColor, 'opacity="0.9"')}`, bg);
}

function burstCard(w, h, { seed, colors, headline, sub, art }) {
  const rand = randomFrom(seed);
  const bg = radial('burst', [[0, colors[0]], [1, colors[1]]], [0.3, 0.5, 0.8]);
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return poly([[w * 0.3, h * 0.52], [w * 0.3 + Math.cos(a) * w, h * 0.52 + Math.sin(a) * w], [w * 0.3 + Math.cos(a + 0.1) * w, h * 0.52 + Math.sin(a + 0.1) * w]], '#fff', 'opacity="0.07"');
  }).join('');
  const words = `${headline.map((t, i) => text(w * 0.56, h * (0.4 + i * 0.1), t, { size: Math.round(h * 0.075), fill: '#fff', family: SERIF })).join('')}${rect(w * 0.56, h * (0.44 + (headline.length - 1) * 0.1), 80, 6, '#ffd166')}${sub.map((t, i) => text(w * 0.56, h * (0.53 + (headline.length - 1) * 0.1 + i * 0.065), t, { size: 26, fill: '#fff', weight: 400, opacity: 0.92 })).join('')}`;
  return svg(w, h, `${rect(0, 0, w, h, 'url(#burst)')}${rays}${confetti(w, h, rand, 50)}${art(rand)}${words}`, bg);
}

function medal(x, y, s, color, icon) {
  return `${poly([[x - 40 * s, y - 150 * s], [x - 10 * s, y - 150 * s], [x + 10 * s, y - 50 * s], [x - 20 * s, y - 50 * s]], '#1e88e5')}${poly([[x + 40 * s, y - 150 * s], [x + 10 * s, y - 150 * s], [x - 10 * s, y - 50 * s], [x + 20 * s, y - 50 * s]], '#e53935')}
${circle(x, y, 62 * s, shade(color, -0.2))}${circle(x, y, 52 * s, color)}${circle(x, y, 40 * s, 'none', `stroke="${shade(color, 0.4)}" stroke-width="${3 * s}"`)}${icon}`;
}

function atom(x, y, s, color = '#5d4037') {
  return `${[0, 60, 120].map((a) => `<ellipse cx="${x}" cy="${y}" rx="${30 * s}" ry="${11 * s}" fill="none" stroke="${color}" stroke-width="${3 * s}" transform="rotate(${a} ${x} ${y})"/>`).join('')}${circle(x, y, 6 * s, color)}`;
}

function chessBoard(x, y, size, pieces = true) {
  const cell = size / 8;
  const squares = [];
  for (let r = 0; r < 8; r += 1) for (let c = 0; c < 8; c += 1) squares.push(rect(x + c * cell, y + r * cell, cell, cell, (r + c) % 2 ? '#8d6e63' : '#f5e6c8'));
  const layout = pieces ? [[0, 4, '♚', '#111'], [0, 3, '♛', '#111'], [1, 2, '♟', '#111'], [1, 5, '♟', '#111'], [2, 2, '♞', '#111'], [3, 4, '♟', '#111'], [4, 4, '♙', '#fff'], [5, 5, '♘', '#fff'], [6, 0, '♙', '#fff'], [6, 6, '♙', '#fff'], [7, 4, '♔', '#fff'], [7, 0, '♖', '#fff'], [3, 7, '♗', '#fff']] : [];
  const glyphs = layout.map(([r, c, g, fill]) => text(x + c * cell + cell / 2, y + r * cell + cell * 0.8, g, { size: Math.round(cell * 0.85), anchor: 'middle', fill, weight: 400, family: "'DejaVu Sans', sans-serif" }) + (fill === '#fff' ? text(x + c * cell + cell / 2, y + r * cell + cell * 0.8, g, { size: Math.round(cell * 0.85), anchor: 'middle', fill: 'none', weight: 400, family: "'DejaVu Sans', sans-serif" }).replace('fill="none"', 'fill="none" stroke="#333" stroke-width="1"') : '')).join('');
  return `<g filter="url(#shadow)">${rect(x - 14, y - 14, size + 28, size + 28, '#4e342e', 'rx="8"')}</g>${squares.join('')}${glyphs}`;
}

/** A head-and-shoulders illustration for the council and the office-bearers. */
function portrait(w, h, p) {
  const cx = w / 2;
  const headY = h * 0.43;
  const rx = w * 0.16;
  const ry = w * 0.19;
  const bg = radial('portraitBg', [[0, shade(p.bg, 0.35)], [1, p.bg]], [0.5, 0.35, 0.75]);
  const hair = p.hair ?? HAIR;
  const shoulders = `<path d="M${w * 0.08},${h} Q${w * 0.1},${h * 0.72} ${cx - w * 0.1},${h * 0.68} L${cx + w * 0.1},${h * 0.68} Q${w * 0.9},${h * 0.72} ${w * 0.92},${h} Z" fill="${p.outfit}"/>`;
  const collar = p.saree
    ? `<path d="M${cx - w * 0.1},${h * 0.68} Q${cx},${h * 0.78} ${cx + w * 0.1},${h * 0.68} Z" fill="${p.skin}"/><path d="M${w * 0.62},${h * 0.7} L${w * 0.74},${h * 0.72} L${w * 0.36},${h} L${w * 0.2},${h} Z" fill="${p.saree}"/>${line(w * 0.74, h * 0.72, w * 0.36, h, '#ffd54f', w * 0.015)}`
    : `${poly([[cx - w * 0.1, h * 0.68], [cx, h * 0.86], [cx + w * 0.1, h * 0.68]], '#fff')}${p.tie ? poly([[cx - w * 0.025, h * 0.72], [cx + w * 0.025, h * 0.72], [cx + w * 0.035, h * 0.9], [cx, h * 0.94], [cx - w * 0.035, h * 0.9]], p.tie) : ''}${p.badge ? `${circle(w * 0.68, h * 0.84, w * 0.035, '#ffd54f')}${circle(w * 0.68, h * 0.84, w * 0.018, p.outfit)}` : ''}`;
  const neck = rect(cx - w * 0.06, h * 0.55, w * 0.12, h * 0.16, shade(p.skin, -0.12), `rx="${w * 0.03}"`);
  const backHair = {
    plaits: rect(cx - rx * 1.15, headY - ry * 0.4, rx * 2.3, ry * 1.5, hair, `rx="${rx * 0.8}"`),
    long: rect(cx - rx * 1.25, headY - ry * 0.6, rx * 2.5, ry * 2.4, hair, `rx="${rx * 0.9}"`),
    bun: circle(cx, headY - ry * 1.05, rx * 0.5, hair),
    ponytail: `<path d="M${cx + rx * 0.6},${headY - ry * 0.8} q${rx * 1.1},${ry * 0.2} ${rx * 0.7},${ry * 1.7}" stroke="${hair}" stroke-width="${rx * 0.5}" fill="none" stroke-linecap="round"/>`,
  }[p.hairStyle] ?? '';
  const plaits = p.hairStyle === 'plaits'
    ? [-1, 1].map((d) => `${line(cx + d * rx * 1.05, headY + ry * 0.6, cx + d * rx * 1.3, h * 0.86, hair, w * 0.05)}${circle(cx + d * rx * 1.3, h * 0.88, w * 0.03, p.ribbon ?? '#c8102e')}`).join('')
    : '';
  const ears = [-1, 1].map((d) => `<ellipse cx="${cx + d * rx * 0.98}" cy="${headY + ry * 0.08}" rx="${rx * 0.16}" ry="${ry * 0.2}" fill="${p.skin}"/>`).join('');
  const face = `<ellipse cx="${cx}" cy="${headY}" rx="${rx}" ry="${ry}" fill="${p.skin}"/>`;
  const capColor = p.grey ? '#c9c4bd' : hair;
  const frontHair = p.hairStyle === 'bald'
    ? `<path d="M${cx - rx * 1.02},${headY - ry * 0.05} Q${cx - rx},${headY - ry * 0.5} ${cx - rx * 0.7},${headY - ry * 0.5}" stroke="${capColor}" stroke-width="${rx * 0.2}" fill="none"/><path d="M${cx + rx * 1.02},${headY - ry * 0.05} Q${cx + rx},${headY - ry * 0.5} ${cx + rx * 0.7},${headY - ry * 0.5}" stroke="${capColor}" stroke-width="${rx * 0.2}" fill="none"/>`
    : `<path d="M${cx - rx * 1.06},${headY + ry * 0.05} Q${cx - rx * 1.1},${headY - ry * 1.15} ${cx},${headY - ry * 1.08} Q${cx + rx * 1.1},${headY - ry * 1.15} ${cx + rx * 1.06},${headY + ry * 0.05} Q${cx + rx * 0.9},${headY - ry * 0.5} ${cx + rx * 0.2},${headY - ry * 0.62} Q${cx - rx * 0.6},${headY - ry * 0.45} ${cx - rx * 1.06},${headY + ry * 0.05} Z" fill="${capColor}"/>${p.hairStyle === 'plaits' || p.hairStyle === 'long' || p.hairStyle === 'bun' ? line(cx - rx * 0.05, headY - ry * 1.05, cx - rx * 0.05, headY - ry * 0.55, shade(capColor, 0.25), w * 0.006) : ''}`;
  const eyes = [-1, 1].map((d) => `<ellipse cx="${cx + d * rx * 0.38}" cy="${headY + ry * 0.05}" rx="${rx * 0.09}" ry="${ry * 0.09}" fill="#1b1b1b"/>${circle(cx + d * rx * 0.38 + rx * 0.03, headY + ry * 0.02, rx * 0.03, '#fff')}<path d="M${cx + d * rx * 0.22},${headY - ry * 0.18} q${d * rx * 0.16},${-ry * 0.08} ${d * rx * 0.32},0" stroke="${shade(capColor, -0.1)}" stroke-width="${rx * 0.07}" fill="none" stroke-linecap="round"/>`).join('');
  const nose = `<path d="M${cx},${headY + ry * 0.12} q${-rx * 0.08},${ry * 0.22} ${rx * 0.04},${ry * 0.26}" stroke="${shade(p.skin, -0.3)}" stroke-width="${rx * 0.05}" fill="none" stroke-linecap="round"/>`;
  const mouth = `<path d="M${cx - rx * 0.3},${headY + ry * 0.52} Q${cx},${headY + ry * 0.75} ${cx + rx * 0.3},${headY + ry * 0.52}" stroke="#6d2b1f" stroke-width="${rx * 0.07}" fill="${p.teeth ? '#fff' : 'none'}" stroke-linecap="round"/>`;
  const cheeks = [-1, 1].map((d) => circle(cx + d * rx * 0.55, headY + ry * 0.38, rx * 0.14, '#e57373', 'opacity="0.25"')).join('');
  const extras = `${p.bindi ? circle(cx, headY - ry * 0.22, rx * 0.06, '#c8102e') : ''}${p.glasses ? `<g fill="none" stroke="#263238" stroke-width="${rx * 0.05}">${circle(cx - rx * 0.38, headY + ry * 0.05, rx * 0.24, 'none')}${circle(cx + rx * 0.38, headY + ry * 0.05, rx * 0.24, 'none')}${line(cx - rx * 0.14, headY + ry * 0.03, cx + rx * 0.14, headY + ry * 0.03, '#263238', rx * 0.05)}</g>` : ''}${p.moustache ? `<path d="M${cx - rx * 0.36},${headY + ry * 0.48} Q${cx},${headY + ry * 0.3} ${cx + rx * 0.36},${headY + ry * 0.48}" stroke="${capColor}" stroke-width="${rx * 0.12}" fill="none" stroke-linecap="round"/>` : ''}${p.earrings ? [-1, 1].map((d) => circle(cx + d * rx * 0.98, headY + ry * 0.3, rx * 0.07, '#ffd54f')).join('') : ''}`;
  return svg(w, h, `${rect(0, 0, w, h, 'url(#portraitBg)')}${circle(w * 0.85, h * 0.15, w * 0.2, '#fff', 'opacity="0.08"')}${circle(w * 0.1, h * 0.8, w * 0.25, '#fff', 'opacity="0.06"')}${backHair}${neck}${shoulders}${collar}${plaits}${ears}${face}${frontHair}${eyes}${nose}${cheeks}${mouth}${extras}`, bg);
}

function activity(w, h, { seed, sport }) {
  const rand = randomFrom(seed);
  const indoor = ['taekwondo', 'gymnastics', 'chess', 'tableTennis', 'dance'].includes(sport);
  const base = indoor
    ? room(w, h, { wall: { taekwondo: '#fde7d0', gymnastics: '#e3f2fd', chess: '#efe6da', tableTennis: '#e8f5e9', dance: '#4a148c' }[sport], floor: sport === 'dance' ? '#6d4c41' : '#c8a27a', floorY: h * 0.66 })
    : outdoors(w, h, { seed, horizon: h * 0.5 });
  const ground = h * 0.9;
  const scenes = {
    taekwondo: () => `${rect(0, h * 0.66, w, h * 0.34, '#1565c0')}${rect(w * 0.15, h * 0.7, w * 0.7, h * 0.26, '#e53935')}${student(rand, w * 0.36, ground, 1.5, { pose: 'kick', outfit: { top: '#fff', bottom: '#fff', kind: 'pants', tie: undefined, shoes: '#f1c27d', sleeves: 'long' }, prop: (_, head, s) => rect(head[0] - 12 * s, head[1] + 60 * s, 24 * s, 5 * s, '#111') })}${student(rand, w * 0.7, ground, 1.45, { pose: 'guard', girl: true, outfit: { top: '#fff', bottom: '#fff', kind: 'pants', tie: undefined, shoes: '#f1c27d', sleeves: 'long' } })}`,
    gymnastics: () => `${rect(0, h * 0.82, w, h * 0.18, '#64b5f6')}${rect(w * 0.15, h * 0.62, w * 0.7, 16, '#8d6e63', 'rx="6"')}${rect(w * 0.25, h * 0.62 + 16, 12, h * 0.2, '#9e9e9e')}${rect(w * 0.72, h * 0.62 + 16, 12, h * 0.2, '#9e9e9e')}${student(rand, w * 0.5, h * 0.62, 1.3, { girl: true, hairStyle: 'bun', pose: 'beam', outfit: { kind: 'pants', top: '#d81b60', bottom: '#d81b60', tie: undefined, shoes: '#f1c27d', sleeves: 'none' } })}`,
    chess: () => `${rect(0, h * 0.62, w, h * 0.38, '#6d4c41')}${chessBoard(w * 0.31, h * 0.22, h * 0.56)}${student(rand, w * 0.12, ground, 1.35, { pose: 'read', girl: true })}${student(rand, w * 0.88, ground, 1.35, { pose: 'point', girl: false })}`,
    silambam: () => {
      const arcs = [0.6, 0.75].map((r) => `<ellipse cx="${w * 0.5}" cy="${h * 0.5}" rx="${w * r * 0.4}" ry="${h * r * 0.3}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="30 20" opacity="0.7"/>`).join('');
      return `${rect(0, h * 0.7, w, h * 0.3, '#d7b98a')}${arcs}${student(rand, w * 0.5, ground, 1.7, { pose: 'stick', girl: false, outfit: { kind: 'shorts', top: '#ff7043', bottom: '#fff', tie: undefined, shoes: '#8d6e63', sleeves: 'none' }, prop: silambamStaff })}`;
    },
    tableTennis: () => `${rect(w * 0.2, h * 0.62, w * 0.6, 16, '#1565c0')}${rect(w * 0.2, h * 0.62, w * 0.6, 4, '#fff')}${line(w * 0.5, h * 0.5, w * 0.5, h * 0.62, '#eee', 4)}${rect(w * 0.49, h * 0.52, w * 0.02, h * 0.1, '#fff', 'opacity="0.6"')}${rect(w * 0.24, h * 0.62 + 16, 10, h * 0.22, '#424242')}${rect(w * 0.75, h * 0.62 + 16, 10, h * 0.22, '#424242')}
${student(rand, w * 0.13, ground, 1.4, { pose: 'swing', girl: true, house: HOUSE[0], prop: ([, b]) => `${circle(b[0] + 8, b[1] - 4, 14, '#c62828')}${circle(w * 0.4, h * 0.42, 7, '#fff')}` })}${student(rand, w * 0.87, ground, 1.4, { pose: 'guard', house: HOUSE[1] })}`,
    football: () => `${rect(w * 0.6, h * 0.3, w * 0.34, 10, '#fff')}${rect(w * 0.6, h * 0.3, 10, h * 0.26, '#fff')}${rect(w * 0.94 - 10, h * 0.3, 10, h * 0.26, '#fff')}${Array.from({ length: 8 }, (_, i) => line(w * 0.6 + i * w * 0.045, h * 0.31, w * 0.6 + i * w * 0.045, h * 0.55, '#fff', 1, 'opacity="0.6"')).join('')}
${student(rand, w * 0.3, ground, 1.6, { pose: 'kick', house: HOUSE[2], girl: false })}${circle(w * 0.52, h * 0.64, 20, '#fff', 'stroke="#222" stroke-width="3"')}${poly([[w * 0.52, h * 0.615], [w * 0.535, h * 0.635], [w * 0.528, h * 0.66], [w * 0.512, h * 0.66], [w * 0.505, h * 0.635]], '#222')}${student(rand, w * 0.76, h * 0.82, 1.2, { pose: 'cheer', house: '#fdd835' })}`,
    athletics: () => `${track(w, h, h * 0.62, h, 4)}${[0.3, 0.7].map((t) => `${rect(w * t - 40, h * 0.72, 80, 10, '#fff')}${rect(w * t - 40, h * 0.72, 8, h * 0.14, '#fff')}${rect(w * t + 32, h * 0.72, 8, h * 0.14, '#fff')}`).join('')}${student(rand, w * 0.52, h * 0.72, 1.5, { pose: 'run', house: HOUSE[3], girl: true })}`,
    dance: () => `${circle(w * 0.5, h * 0.35, w * 0.3, 'url(#warmGlow)')}${rect(0, h * 0.66, w, h * 0.34, '#5d4037')}${person(w * 0.5, ground, 1.9, { skin: SKIN[1], hairStyle: 'bun', bindi: true, pose: 'dance', outfit: COSTUMES[0] })}${sparkles(w, h, rand, 40)}`,
    skating: () => `<ellipse cx="${w / 2}" cy="${h * 0.78}" rx="${w * 0.6}" ry="${h * 0.26}" fill="#cfd8dc"/>${[[0.32, 0.8, 1.4], [0.68, 0.9, 1.6]].map(([x, y, s], i) => student(rand, w * x, h * y, s, { pose: 'skate', house: HOUSE[i], girl: i === 0, helmet: HOUSE[i + 2], outfit: { skates: true } })).join('')}`,
  };
  return svg(w, h, `${base.body}${scenes[sport]()}${vignette(w, h)}`, base.defs);
}

const PLANNER = {
  months: Array.from({ length: 12 }, (_, i) => [2026 + Math.floor((i + 3) / 12), (i + 3) % 12]),
  kinds: { holiday: ['#e53935', 'Holiday'], exam: ['#1e88e5', 'Examinations'], event: ['#43a047', 'School event'], ptm: ['#fb8c00', 'Parent–Teacher Meeting'] },
  dates: [
    ['2026-04-01', '2026-04-01', 'event', 'New session begins'],
    ['2026-04-14', '2026-04-14', 'holiday', 'Tamil New Year'],
    ['2026-05-01', '2026-05-31', 'holiday', 'Summer vacation'],
    ['2026-06-01', '2026-06-01', 'event', 'School reopens'],
    ['2026-06-21', '2026-06-21', 'event', 'International Yoga Day'],
    ['2026-07-18', '2026-07-18', 'ptm', 'PTM (I–XII)'],
    ['2026-08-15', '2026-08-15', 'holiday', 'Independence Day'],
    ['2026-09-05', '2026-09-05', 'event', "Teachers' Day"],
    ['2026-09-14', '2026-09-25', 'exam', 'Term I examinations'],
    ['2026-09-28', '2026-10-04', 'holiday', 'Term break'],
    ['2026-10-31', '2026-10-31', 'event', 'Science Exhibition'],
    ['2026-11-14', '2026-11-14', 'event', "Children's Day"],
    ['2026-11-28', '2026-11-28', 'ptm', 'PTM (I–XII)'],
    ['2026-12-07', '2026-12-18', 'exam', 'Half-yearly exams'],
    ['2026-12-19', '2026-12-19', 'event', 'Annual Day'],
    ['2026-12-24', '2027-01-01', 'holiday', 'Christmas holidays'],
    ['2027-01-14', '2027-01-16', 'holiday', 'Pongal holidays'],
    ['2027-01-26', '2027-01-26', 'holiday', 'Republic Day'],
    ['2027-02-06', '2027-02-06', 'event', 'Sports Day'],
    ['2027-02-15', '2027-03-20', 'exam', 'CBSE Board exams (X, XII)'],
    ['2027-03-01', '2027-03-12', 'exam', 'Annual exams (I–IX, XI)'],
    ['2027-03-27', '2027-03-27', 'ptm', 'Results & PTM'],
  ],
};

/** '7', '7–18' or '24 Dec – 1 Jan'. */
function plannerDays(start, end) {
  const day = (iso) => Number(iso.slice(8));
  const short = (iso) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', timeZone: 'UTC' });
  if (start === end) return String(day(start));
  if (start.slice(0, 7) === end.slice(0, 7)) return `${day(start)}–${day(end)}`;
  return `${day(start)} ${short(start)} – ${day(end)} ${short(end)}`;
}

function plannerMonth(x, y, w, h, year, month) {
  const name = new Date(Date.UTC(year, month, 1)).toLocaleDateString('en-IN', { month: 'long', timeZone: 'UTC' });
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const cw = (w - 20) / 7;
  const ch = 30;
  const kindOf = (day) => {
    const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const sunday = new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
    const hits = PLANNER.dates.filter(([from, to, kind]) => iso >= from && iso <= to && !(sunday && kind === 'exam'));
    return (hits.find(([, , kind]) => kind !== 'exam') ?? hits[0])?.[2];
  };
  const head = `${rect(x, y, w, 42, '#1b3b6f', 'rx="8"')}${text(x + w / 2, y + 29, `${name} ${year}`, { size: 21, anchor: 'middle' })}`;
  const weekdays = ['S', 'M', 'T', 'W', 'T', 'F', 'S'].map((d, i) => text(x + 10 + cw * (i + 0.5), y + 66, d, { size: 14, anchor: 'middle', fill: i === 0 ? '#e53935' : '#546e7a' })).join('');
  const cells = Array.from({ length: days }, (_, i) => {
    const slot = first + i;
    const cx = x + 10 + (slot % 7) * cw;
    const cy = y + 76 + Math.floor(slot / 7) * ch;
    const kind = kindOf(i + 1);
    const fill = kind ? PLANNER.kinds[kind][0] : 'none';
    const sunday = slot % 7 === 0;
    return `${kind ? rect(cx + 3, cy + 2, cw - 6, ch - 4, fill, 'rx="6"') : ''}${text(cx + cw / 2, cy + 21, String(i + 1), { size: 15, anchor: 'middle', weight: kind ? 700 : 400, fill: kind ? '#fff' : sunday ? '#e53935' : '#263238' })}`;
  }).join('');
  const from = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const to = `${year}-${String(month + 1).padStart(2, '0')}-31`;
  const notes = PLANNER.dates.filter(([start]) => start >= from && start <= to).slice(0, 3).map(([start, end, kind, what], i) => `${circle(x + 18, y + 76 + 6 * ch + 14 + i * 22, 5, PLANNER.kinds[kind][0])}${text(x + 30, y + 76 + 6 * ch + 19 + i * 22, `${plannerDays(start, end)}: ${what}`, { size: 14, weight: 400, fill: '#37474f' })}`).join('');
  return `<g filter="url(#shadow)">${rect(x, y, w, h, '#fff', 'rx="10"')}</g>${head}${weekdays}${cells}${notes}`;
}

function yearPlanner(w, h) {
  const bg = linear('plannerBg', [[0, '#fdf6e3'], [1, '#f3e7c9']]);
  const header = `${rect(0, 0, w, 170, '#0f2748')}${rect(0, 170, w, 8, '#f2b705')}${text(w / 2, 78, 'Year Planner 2026–27', { size: 54, anchor: 'middle', family: SERIF, fill: '#ffd166' })}${text(w / 2, 122, 'ACADEMIC CALENDAR · APRIL 2026 – MARCH 2027', { size: 20, anchor: 'middle', spacing: 4, weight: 400 })}${text(w / 2, 152, 'Educate & Illuminate', { size: 18, anchor: 'middle', style: 'italic', weight: 400, fill: '#c5d3ea' })}`;
  const mw = (w - 80) / 3;
  const mh = 330;
  const months = PLANNER.months.map(([year, month], i) => plannerMonth(20 + (i % 3) * (mw + 20), 200 + Math.floor(i / 3) * (mh + 18), mw, mh, year, month)).join('');
  const legendY = 200 + 4 * (mh + 18) + 10;
  const legend = Object.values(PLANNER.kinds).map(([color, name], i) => `${rect(60 + i * 280, legendY, 26, 22, color, 'rx="5"')}${text(96 + i * 280, legendY + 18, name, { size: 18, fill: '#263238', weight: 400 })}`).join('');
  return svg(w, h, `${rect(0, 0, w, h, 'url(#plannerBg)')}${header}${months}${legend}${text(w / 2, h - 22, 'Dates may change; the school will confirm every change by SMS and on the website.', { size: 16, anchor: 'middle', fill: '#6d5d3f', weight: 400 })}`, bg);
}

const W = 1200;
const H = 800;
const gallery = (file, svgFn) => ({ file, w: W, h: H, svg: svgFn });
const square = (file, p) => ({ file, w: 400, h: 400, svg: (w, h) => portrait(w, h, p) });
const sport = (file, seed, name) => ({ file, w: 800, h: 600, svg: (w, h) => activity(w, h, { seed, sport: name }) });

const IMAGES = [
  gallery('announcements/annual-day-2026-poster.webp', (w, h) => poster(w, h, {
    seed: 11, colors: ['#1a0f3c', '#4a1660'], kicker: 'ANNUAL DAY 2026', title: ['Illuminate'],
    lines: ['Saturday, 19 December 2026 · 5:00 PM', 'School Auditorium', 'Parents are cordially invited'], art: () => diya(w * 0.76, h * 0.62, 1.6),
  })),
  gallery('announcements/annual-day-2026-rehearsal.webp', (w, h) => stage(w, h, { seed: 12, banner: 'Rehearsals', subtitle: 'ANNUAL DAY 2026 · ILLUMINATE', performers: dancers(3, ['dance2', 'dance']), label: 'Annual Day 2026 · Rehearsals', hue: '#4a1660' })),
  gallery('announcements/ptm-november-2026.webp', (w, h) => ptm(w, h, { seed: 13, label: 'Parent–Teacher Meeting' })),
  gallery('announcements/admissions-2027-28.webp', (w, h) => poster(w, h, {
    seed: 14, colors: ['#0d3b7a', '#1f78b4'], kicker: 'ADMISSIONS OPEN', title: ['2027–28'],
    lines: ['Pre-KG to Class IX and Class XI', 'Forms at the school office and online', 'Campus tours every Saturday, 10 AM'],
    art: (rand) => `${schoolBuilding(w * 0.56, h * 0.36, w * 0.4, h * 0.34)}<ellipse cx="${w * 0.76}" cy="${h * 0.98}" rx="${w * 0.3}" ry="${h * 0.3}" fill="#2e7d32"/>${[0.62, 0.72, 0.82, 0.92].map((t, i) => student(rand, w * t, h * 0.95, 1.2, { pose: i % 2 ? 'wave' : 'cheer' })).join('')}`,
  })),
  gallery('announcements/cbse-results-2026.webp', (w, h) => poster(w, h, {
    seed: 15, colors: ['#0b5345', '#117a65'], kicker: 'CBSE RESULTS 2026', title: ['100% Pass'],
    lines: ['Class X: 142 students · 18 scored 95% and above', 'Class XII: 118 students · 11 scored 95% and above', 'Congratulations, Class of 2026!'],
    art: (rand) => `${confetti(w, h, rand, 80, [0.55, 0, 1, 1])}${trophy(w * 0.8, h * 0.82, 2.6)}`,
  })),

  gallery('events/annual-day-2025-1.webp', (w, h) => stage(w, h, { seed: 1, banner: 'Annual Day 2025', subtitle: 'KALEIDOSCOPE OF CULTURES', performers: dancers(5), label: 'Annual Day 2025 · Folk dance' })),
  gallery('events/annual-day-2025-2.webp', (w, h) => stage(w, h, { seed: 2, banner: 'Annual Day 2025', subtitle: 'KALEIDOSCOPE OF CULTURES', performers: choir, label: 'Annual Day 2025 · School choir', hue: '#123a6b' })),
  gallery('events/annual-day-2025-3.webp', (w, h) => stage(w, h, { seed: 3, banner: 'Prize Distribution', subtitle: 'ANNUAL DAY 2025', performers: prizeGiving, label: 'Annual Day 2025 · Prize distribution', hue: '#0f4c5c' })),
  gallery('events/pongal-2026-1.webp', (w, h) => pongal(w, h, { seed: 21, variant: 'pot', label: 'Pongal 2026 · Pongal on the school grounds' })),
  gallery('events/pongal-2026-2.webp', (w, h) => pongal(w, h, { seed: 22, variant: 'kolam', label: 'Pongal 2026 · Kolam competition' })),
  gallery('events/pongal-2026-3.webp', (w, h) => pongal(w, h, { seed: 23, variant: 'attire', label: 'Pongal 2026 · Traditional attire day' })),
  gallery('events/science-exhibition-2026-1.webp', (w, h) => exhibition(w, h, { seed: 31, variant: 'volcano', label: 'Spark 2026 · Class VII model' })),
  gallery('events/science-exhibition-2026-2.webp', (w, h) => exhibition(w, h, { seed: 32, variant: 'solar', label: 'Spark 2026 · Solar system model' })),
  gallery('events/science-exhibition-2026-3.webp', (w, h) => exhibition(w, h, { seed: 33, variant: 'robot', label: 'Spark 2026 · Robotics corner' })),
  gallery('events/sports-day-2026-1.webp', (w, h) => sportsGround(w, h, { seed: 41, variant: 'race', label: 'Sports Day 2026 · 100 m final' })),
  gallery('events/sports-day-2026-2.webp', (w, h) => sportsGround(w, h, { seed: 42, variant: 'march', label: 'Sports Day 2026 · March past' })),
  gallery('events/sports-day-2026-3.webp', (w, h) => sportsGround(w, h, { seed: 43, variant: 'relay', label: 'Sports Day 2026 · House relay' })),
  gallery('events/independence-day-2026-1.webp', (w, h) => flagHoisting(w, h, { seed: 51, label: 'Independence Day 2026 · Flag hoisting' })),
  gallery('events/independence-day-2026-2.webp', (w, h) => parade(w, h, { seed: 52, label: 'Independence Day 2026 · Cultural parade' })),
  gallery('events/childrens-day-2026-1.webp', (w, h) => celebration(w, h, { seed: 61, title: "Happy Children's Day!", label: "Children's Day 2026" })),
  gallery('events/teachers-day-2026-1.webp', (w, h) => teachersDay(w, h, { seed: 62, label: "Teachers' Day 2026" })),

  gallery('achievements/cbse-results-2026.webp', (w, h) => burstCard(w, h, {
    seed: 71, colors: ['#1e8449', '#0b3d2e'], headline: ['CBSE Results 2026'], sub: ['100% pass in Class X and XII', '29 students scored 95% and above'],
    art: () => `${trophy(w * 0.28, h * 0.86, 3)}${text(w * 0.28, h * 0.4, '100%', { size: 64, anchor: 'middle', fill: '#7a4f01', family: SERIF })}`,
  })),
  gallery('achievements/silambam-state-gold.webp', (w, h) => burstCard(w, h, {
    seed: 72, colors: ['#e67e22', '#7b2d06'], headline: ['State Silambam', 'Championship'], sub: ['Gold medal · Under-14 boys', 'Tamil Nadu Silambam Association'],
    art: (rand) => `${student(rand, w * 0.22, h * 0.92, 2, { pose: 'stick', girl: false, outfit: { kind: 'shorts', top: '#ffd166', bottom: '#fff', tie: undefined, sleeves: 'none', shoes: '#8d6e63' }, prop: silambamStaff })}${medal(w * 0.42, h * 0.7, 1.1, '#f2c230', text(w * 0.42, h * 0.7 + 16, '1', { size: 48, anchor: 'middle', fill: '#7a4f01', family: SERIF }))}`,
  })),
  gallery('achievements/science-olympiad-2026.webp', (w, h) => burstCard(w, h, {
    seed: 73, colors: ['#2e86c1', '#0b2f52'], headline: ['Science Olympiad'], sub: ['6 gold medals, 11 merit certificates', 'Classes VI to X'],
    art: () => `${medal(w * 0.22, h * 0.62, 1.7, '#f2c230', atom(w * 0.22, h * 0.62, 1.5))}${medal(w * 0.4, h * 0.72, 1.1, '#cfd8dc', atom(w * 0.4, h * 0.72, 1))}`,
  })),
  gallery('achievements/chess-championship-2026.webp', (w, h) => burstCard(w, h, {
    seed: 74, colors: ['#6c3483', '#240b36'], headline: ['Inter-school Chess', 'Champions'], sub: ['Chennai Sahodaya Schools, Under-14', 'Team gold and best player award'],
    art: () => `${chessBoard(w * 0.08, h * 0.24, h * 0.5)}${trophy(w * 0.44, h * 0.9, 1.6)}`,
  })),
  gallery('achievements/basketball-cluster-2026.webp', (w, h) => burstCard(w, h, {
    seed: 75, colors: ['#cb4335', '#4a0f0a'], headline: ['CBSE Cluster', 'Basketball'], sub: ['Runners-up · Under-17 girls', 'Cluster VII, Tamil Nadu'],
    art: () => `${circle(w * 0.24, h * 0.52, 150, '#f57c00')}<path d="M${w * 0.24 - 150},${h * 0.52} L${w * 0.24 + 150},${h * 0.52} M${w * 0.24},${h * 0.52 - 150} L${w * 0.24},${h * 0.52 + 150}" stroke="#4e2600" stroke-width="6"/><path d="M${w * 0.24 - 106},${h * 0.52 - 106} Q${w * 0.24 - 40},${h * 0.52} ${w * 0.24 - 106},${h * 0.52 + 106} M${w * 0.24 + 106},${h * 0.52 - 106} Q${w * 0.24 + 40},${h * 0.52} ${w * 0.24 + 106},${h * 0.52 + 106}" stroke="#4e2600" stroke-width="6" fill="none"/>${medal(w * 0.42, h * 0.78, 1, '#cfd8dc', text(w * 0.42, h * 0.78 + 16, '2', { size: 46, anchor: 'middle', fill: '#455a64', family: SERIF }))}`,
  })),

  square('council/head-boy.webp', { bg: '#1f4e8c', skin: SKIN[2], hairStyle: 'short', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true, teeth: true }),
  square('council/head-girl.webp', { bg: '#8c1f4e', skin: SKIN[3], hairStyle: 'plaits', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true }),
  square('council/deputy-head-boy.webp', { bg: '#1f7a8c', skin: SKIN[4], hairStyle: 'short', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true }),
  square('council/deputy-head-girl.webp', { bg: '#7a5c1f', skin: SKIN[1], hairStyle: 'ponytail', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true, teeth: true }),
  square('council/sports-captain.webp', { bg: '#2e7d32', skin: SKIN[0], hairStyle: 'short', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true, teeth: true }),
  square('council/cultural-secretary.webp', { bg: '#6a1b9a', skin: SKIN[5], hairStyle: 'plaits', ribbon: '#ffd54f', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true, bindi: true }),
  square('council/literary-secretary.webp', { bg: '#c0392b', skin: SKIN[2], hairStyle: 'long', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true, glasses: true }),
  square('council/eco-club-secretary.webp', { bg: '#00897b', skin: SKIN[3], hairStyle: 'short', outfit: '#1b2a4a', tie: UNIFORM.tie, badge: true, glasses: true, teeth: true }),

  gallery('infrastructure/campus-1.webp', (w, h) => campus(w, h, { seed: 81, label: 'Main block and front lawn' })),
  gallery('infrastructure/campus-2.webp', (w, h) => garden(w, h, { seed: 82, label: 'Eco garden tended by students' })),
  gallery('infrastructure/smart-classroom-1.webp', (w, h) => classroom(w, h, { seed: 83, board: 'graph', label: 'Smart classroom · Class IX Mathematics' })),
  gallery('infrastructure/smart-classroom-2.webp', (w, h) => classroom(w, h, { seed: 84, board: 'globe', label: 'Smart classroom · Class VI Geography', wall: '#e4eef5' })),
  gallery('infrastructure/smart-classroom-3.webp', (w, h) => classroom(w, h, { seed: 85, board: 'cell', label: 'Smart classroom · Class VIII Science', wall: '#eef3e2' })),
  gallery('infrastructure/science-labs-1.webp', (w, h) => lab(w, h, { seed: 86, variant: 'chemistry', label: 'Chemistry laboratory' })),
  gallery('infrastructure/science-labs-2.webp', (w, h) => lab(w, h, { seed: 87, variant: 'physics', label: 'Physics laboratory' })),
  gallery('infrastructure/science-labs-3.webp', (w, h) => lab(w, h, { seed: 88, variant: 'biology', label: 'Biology laboratory' })),
  gallery('infrastructure/library-1.webp', (w, h) => library(w, h, { seed: 89, variant: 'main', label: 'Library · 12,000 books' })),
  gallery('infrastructure/library-2.webp', (w, h) => library(w, h, { seed: 90, variant: 'juniors', label: 'Reading corner for the primary classes' })),
  gallery('infrastructure/computer-lab-1.webp', (w, h) => computerLab(w, h, { seed: 91, label: 'Computer laboratory' })),
  gallery('infrastructure/computer-lab-2.webp', (w, h) => robotics(w, h, { seed: 92, label: 'Atal Tinkering Lab' })),
  gallery('infrastructure/sports-1.webp', (w, h) => court(w, h, { seed: 93, label: 'Basketball court' })),
  gallery('infrastructure/sports-2.webp', (w, h) => skatingRink(w, h, { seed: 94, label: 'Skating rink' })),
  gallery('infrastructure/transport-1.webp', (w, h) => transport(w, h, { seed: 95, variant: 'fleet', label: 'GPS-tracked school buses' })),
  gallery('infrastructure/transport-2.webp', (w, h) => transport(w, h, { seed: 96, variant: 'boarding', label: 'A lady attendant on every bus' })),
  gallery('infrastructure/music-room-1.webp', (w, h) => musicRoom(w, h, { seed: 97, label: 'Music room' })),

  { file: 'planner/year-planner-2026-27.webp', w: 1200, h: 1680, svg: yearPlanner },

  square('people/founder.webp', { bg: '#5d4037', skin: SKIN[2], hairStyle: 'bald', grey: true, outfit: '#f5f0e1', glasses: true, moustache: true }),
  square('people/president.webp', { bg: '#1b3b6f', skin: SKIN[3], hairStyle: 'short', grey: true, outfit: '#263238', tie: '#8e1b1b', moustache: true }),
  square('people/secretary-correspondent.webp', { bg: '#7b1f3a', skin: SKIN[1], hairStyle: 'bun', outfit: '#ad1457', saree: '#f06292', bindi: true, earrings: true }),
  square('people/associate-secretary.webp', { bg: '#2e5e4e', skin: SKIN[4], hairStyle: 'short', outfit: '#37474f', tie: '#1565c0', glasses: true }),
  square('people/treasurer.webp', { bg: '#4a3b8c', skin: SKIN[0], hairStyle: 'short', grey: true, outfit: '#3e2723', tie: '#f9a825', moustache: true }),
  square('people/correspondent.webp', { bg: '#00695c', skin: SKIN[2], hairStyle: 'bun', outfit: '#00897b', saree: '#ffb300', bindi: true, earrings: true, glasses: true }),
  square('people/principal.webp', { bg: '#0d47a1', skin: SKIN[3], hairStyle: 'bun', grey: true, outfit: '#1a237e', saree: '#5c6bc0', bindi: true, earrings: true, glasses: true, teeth: true }),

  sport('activities/taekwondo.webp', 101, 'taekwondo'),
  sport('activities/gymnastics.webp', 102, 'gymnastics'),
  sport('activities/chess.webp', 103, 'chess'),
  sport('activities/silambam.webp', 104, 'silambam'),
  sport('activities/table-tennis.webp', 105, 'tableTennis'),
  sport('activities/football.webp', 106, 'football'),
  sport('activities/athletics.webp', 107, 'athletics'),
  sport('activities/dance.webp', 108, 'dance'),
  sport('activities/skating.webp', 109, 'skating'),
];

// ---------------------------------------------------------------------------------------------------------

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Chromium screenshots only PNG or JPEG; its canvas encodes WebP. */
/* global Image, document -- the callback of page.evaluate runs in the page */
function encodeWebp(page, png) {
  return page.evaluate(async ({ data, quality }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', quality).split(',')[1];
  }, { data: png.toString('base64'), quality: WEBP_QUALITY });
}

async function main() {
  const only = process.argv[2];
  const jobs = IMAGES.filter((image) => !only || image.file.includes(only));
  if (!only) rmSync(OUT_DIR, { recursive: true, force: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  const page = await browser.newPage();
  let total = 0;
  for (const image of jobs) {
    await page.setViewportSize({ width: image.w, height: image.h });
    await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${image.svg(image.w, image.h)}</body></html>`);
    const webp = Buffer.from(await encodeWebp(page, await page.screenshot({ type: 'png' })), 'base64');
    const file = path.join(OUT_DIR, image.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, webp);
    total += webp.length;
    console.log(`${image.file.padEnd(52)} ${(webp.length / 1024).toFixed(1)} KB`);
  }
  await browser.close();
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB`);
}

await main();
