/**
 * Small helpers to write the demo drawings as SVG text. Every drawing is made on an 800 x 800
 * board; the renderer scales it to the size it needs.
 */

export const BOARD = 800;

/** Colours a drawing is made with: the device, its brand, what its screen shows. */
export type Palette = {
  /** The device's own colour. */
  body: string;
  /** A second colour: straps, Joy-Con, the bands of a controller. */
  trim: string;
  /** The brand's colour. */
  accent: string;
  /** The screen's wallpaper, two colours of a gradient. */
  wall: [string, string];
  /** The background: the centre and the edge of a radial gradient. */
  bg: [string, string];
  /** The brand name printed on the device, or '' for none. */
  mark: string;
};

/** Collects the <defs> a drawing needs while its shapes are written. */
export type Canvas = { p: Palette; defs: string[]; next: number };

export const newCanvas = (p: Palette): Canvas => ({ p, defs: [], next: 0 });

const round = (n: number) => String(Math.round(n * 10) / 10);

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

// Colours ---------------------------------------------------------------------------------

function toRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((ch) => ch + ch)
          .join('')
      : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const isLight = (c: string) => luminance(c) > 0.55;

/** A colour that reads on top of `c`, in its own hue. */
export const inkOn = (c: string) => (isLight(c) ? darken(c, 0.55) : lighten(c, 0.6));

/** A shade for the edges and the shadowed side of a surface. */
export const edge = (c: string) => (isLight(c) ? darken(c, 0.18) : lighten(c, 0.12));

// Shapes ----------------------------------------------------------------------------------

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs = {}): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join(' ');
}

export const rect = (x: number, y: number, w: number, h: number, r: number, a: Attrs = {}) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(Math.min(r, w / 2, h / 2))}" ${attrs(a)}/>`;

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" ${attrs(a)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" ${attrs(a)}/>`;

export const path = (d: string, a: Attrs = {}) => `<path d="${d}" ${attrs(a)}/>`;

export const polygon = (points: Array<[number, number]>, a: Attrs = {}) =>
  `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}" ${attrs(a)}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" ${attrs(a)}/>`;

export const group = (content: string, a: Attrs = {}) => `<g ${attrs(a)}>${content}</g>`;

/** Text in the generic sans-serif family: any machine has one, and a missing one only hides it. */
export const text = (
  x: number,
  y: number,
  value: string,
  a: Attrs & { size: number; weight?: number; spacing?: number },
) => {
  const { size, weight, spacing, ...rest } = a;
  return `<text x="${round(x)}" y="${round(y)}" font-family="Helvetica, Arial, sans-serif" font-size="${round(size)}" font-weight="${weight ?? 700}" letter-spacing="${spacing ?? 0}" text-anchor="middle" ${attrs(rest)}>${escapeXml(value)}</text>`;
};

// Paint -----------------------------------------------------------------------------------

const id = (c: Canvas, prefix: string) => `${prefix}${c.next++}`;

/** A linear gradient; returns the fill value. */
export function linear(
  c: Canvas,
  stops: string[],
  dir: 'down' | 'right' | 'diagonal' | 'up' = 'down',
): string {
  const name = id(c, 'l');
  const [x2, y2, y1] =
    dir === 'down' ? [0, 1, 0] : dir === 'right' ? [1, 0, 0] : dir === 'up' ? [0, 0, 1] : [1, 1, 0];
  const list = stops
    .map(
      (s, i) =>
        `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${s}"/>`,
    )
    .join('');
  c.defs.push(
    `<linearGradient id="${name}" x1="0" y1="${y1}" x2="${x2}" y2="${y2}">${list}</linearGradient>`,
  );
  return `url(#${name})`;
}

/** A radial gradient from the centre (fx, fy in 0..1 of the shape) outwards. */
export function radial(
  c: Canvas,
  stops: Array<[string, number]>,
  options: { fx?: number; fy?: number; r?: number } = {},
): string {
  const { fx = 0.5, fy = 0.5, r = 0.5 } = options;
  const name = id(c, 'r');
  const list = stops
    .map(
      ([color, opacity], i) =>
        `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  c.defs.push(
    `<radialGradient id="${name}" cx="${fx}" cy="${fy}" r="${r}" fx="${fx}" fy="${fy}">${list}</radialGradient>`,
  );
  return `url(#${name})`;
}

/** A clip path from any shapes; returns the clip-path value. */
export function clip(c: Canvas, shape: string): string {
  const name = id(c, 'c');
  c.defs.push(`<clipPath id="${name}">${shape}</clipPath>`);
  return `url(#${name})`;
}

export type Area =
  | { x: number; y: number; w: number; h: number; r: number }
  | { cx: number; cy: number; rx: number; ry: number };

/**
 * A dot texture over an area (speaker grilles, fabric, vents): rows of zero-length dashes with
 * round caps. librsvg draws a <pattern> tile by tile once the drawing is zoomed or turned,
 * which made close-ups of speakers ten times slower than this.
 */
export function dotted(
  c: Canvas,
  area: Area,
  dots: { color: string; spacing: number; size: number; opacity: number },
): string {
  const box =
    'cx' in area
      ? { x: area.cx - area.rx, y: area.cy - area.ry, w: area.rx * 2, h: area.ry * 2 }
      : area;
  const shape =
    'cx' in area
      ? ellipse(area.cx, area.cy, area.rx, area.ry)
      : rect(area.x, area.y, area.w, area.h, area.r);
  const rows: string[] = [];
  for (let y = box.y + dots.spacing / 2; y < box.y + box.h; y += dots.spacing) {
    rows.push(`M${round(box.x + dots.spacing / 2)} ${round(y)}H${round(box.x + box.w)}`);
  }
  return group(
    path(rows.join(''), {
      fill: 'none',
      stroke: dots.color,
      'stroke-width': dots.size * 2,
      'stroke-linecap': 'round',
      'stroke-dasharray': `0 ${dots.spacing}`,
      'stroke-opacity': dots.opacity,
    }),
    { 'clip-path': clip(c, shape) },
  );
}

/** A soft shadow under an object standing on the floor. */
export function floorShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy, rx, ry, {
    fill: radial(c, [
      ['#000000', 0.28],
      ['#000000', 0.08],
      ['#000000', 0],
    ]),
  });
}

/** A camera lens seen from the front: ring, glass, reflections. */
export function lens(c: Canvas, cx: number, cy: number, r: number, ring: string): string {
  const glass = radial(
    c,
    [
      ['#3a4a7a', 1],
      ['#141a30', 1],
      ['#040509', 1],
    ],
    { fx: 0.4, fy: 0.35, r: 0.6 },
  );
  return [
    circle(cx, cy, r, { fill: ring }),
    circle(cx, cy, r * 0.8, { fill: '#0a0a0d' }),
    circle(cx, cy, r * 0.62, { fill: glass }),
    circle(cx, cy, r * 0.28, { fill: '#05060a', 'fill-opacity': 0.85 }),
    circle(cx - r * 0.22, cy - r * 0.24, r * 0.13, { fill: '#ffffff', 'fill-opacity': 0.55 }),
    circle(cx + r * 0.2, cy + r * 0.18, r * 0.06, { fill: '#ffffff', 'fill-opacity': 0.3 }),
  ].join('');
}

/** Wraps drawn shapes into a full SVG document of the given pixel size. */
export function document(c: Canvas, body: string, size: number, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${BOARD} ${BOARD}"><defs>${c.defs.join('')}</defs>${background}${body}</svg>`;
}
