import { drawDevice, type Device, type View } from './devices';
import {
  type Palette,
  circle,
  darken,
  document,
  escapeXml,
  lighten,
  linear,
  mix,
  newCanvas,
  rect,
} from './svg-kit';

/** Screen wallpapers; products take turns so that neighbours in a grid look different. */
const WALLPAPERS: Array<[string, string]> = [
  ['#5b8cff', '#a855f7'],
  ['#ff7a59', '#ff3d77'],
  ['#22c1c3', '#2f6fdd'],
  ['#f7b733', '#fc4a1a'],
  ['#34d399', '#0ea5e9'],
  ['#8b5cf6', '#ec4899'],
  ['#06b6d4', '#6366f1'],
  ['#f43f5e', '#f59e0b'],
];

export function productPalette(options: {
  body: string;
  trim?: string;
  accent: string;
  mark: string;
  index: number;
}): Palette {
  const wall = WALLPAPERS[options.index % WALLPAPERS.length] ?? ['#5b8cff', '#a855f7'];
  const tint = mix(options.accent, wall[0], 0.35);
  return {
    body: options.body,
    trim: options.trim ?? darken(options.body, 0.2),
    accent: options.accent,
    wall,
    bg: [lighten(tint, 0.94), lighten(tint, 0.8)],
    mark: options.mark,
  };
}

/** One picture of a product: the cover is the front view, the gallery the others. */
export function productSvg(device: Device, view: View, palette: Palette, size: number): string {
  const c = newCanvas(palette);
  const [inner, outer] = palette.bg;
  // A vertical gradient and flat translucent discs: librsvg paints a full-board radial or
  // diagonal gradient three to four times slower, and seeding renders hundreds of these.
  const spot = view === 'detail' ? { x: 300, y: 280, r: 330 } : { x: 400, y: 380, r: 300 };
  const background = [
    rect(0, 0, 800, 800, 0, {
      fill: linear(
        c,
        [view === 'back' ? '#ffffff' : inner, mix(inner, outer, 0.5), outer],
        view === 'side' ? 'up' : 'down',
      ),
    }),
    circle(spot.x, spot.y, spot.r, { fill: '#ffffff', 'fill-opacity': 0.45 }),
    circle(spot.x, spot.y, spot.r * 0.72, { fill: '#ffffff', 'fill-opacity': 0.3 }),
  ].join('');
  return document(c, drawDevice(c, device, view), size, background);
}

/** A category: its device drawn in the category's colour on a soft tile. */
export function categorySvg(device: Device, colour: string, size: number): string {
  const palette: Palette = {
    body: darken(colour, 0.35),
    trim: colour,
    accent: colour,
    wall: [lighten(colour, 0.25), darken(colour, 0.1)],
    bg: [lighten(colour, 0.92), lighten(colour, 0.72)],
    mark: '',
  };
  const c = newCanvas(palette);
  const background = [
    rect(0, 0, 800, 800, 0, { fill: linear(c, [palette.bg[0], palette.bg[1]], 'down') }),
    circle(400, 380, 290, { fill: '#ffffff', 'fill-opacity': 0.4 }),
    circle(640, 150, 120, { fill: lighten(colour, 0.6), 'fill-opacity': 0.5 }),
    circle(130, 700, 170, { fill: lighten(colour, 0.5), 'fill-opacity': 0.35 }),
  ].join('');
  return document(c, drawDevice(c, device, 'front'), size, background);
}

/** How a brand's wordmark is set. */
export type BrandLook =
  | { style: 'text'; italic?: boolean; spacing?: number; weight?: number }
  | { style: 'badge'; shape: 'ellipse' | 'square' | 'rounded' | 'circle'; ink?: string }
  | { style: 'outline' }
  | { style: 'letters'; colours: string[] }
  | { style: 'tiles'; colours: string[] }
  | { style: 'delta' };

const FAMILY = 'Helvetica, Arial, sans-serif';

function word(
  value: string,
  options: { x?: number; y: number; size: number; fill: string; weight?: number; extra?: string },
): string {
  return `<text x="${options.x ?? 400}" y="${Math.round(options.y)}" font-family="${FAMILY}" font-size="${Math.round(options.size)}" font-weight="${options.weight ?? 800}" text-anchor="middle" fill="${options.fill}" ${options.extra ?? ''}>${escapeXml(value)}</text>`;
}

/**
 * A brand's logo: its name as a wordmark in its colour. Glyph widths are estimated (librsvg
 * ignores textLength), so the size leaves room for wide fonts.
 */
export function brandSvg(
  brand: { wordmark: string; colour: string; look: BrandLook },
  size: number,
): string {
  const c = newCanvas({
    body: brand.colour,
    trim: brand.colour,
    accent: brand.colour,
    wall: [brand.colour, brand.colour],
    bg: ['#ffffff', '#f3f4f6'],
    mark: '',
  });
  const { look, wordmark: name, colour } = brand;
  const fontSize = Math.min(150, 560 / (name.length * 0.64));
  const baseline = 400 + fontSize * 0.35;
  const boxWidth = name.length * fontSize * 0.68 + 90;
  const boxHeight = fontSize * 1.7;
  const parts: string[] = [];
  switch (look.style) {
    case 'text':
      parts.push(
        word(name, {
          y: baseline,
          size: fontSize,
          fill: colour,
          weight: look.weight,
          extra: `letter-spacing="${look.spacing ?? 0}"${look.italic ? ' font-style="italic"' : ''}`,
        }),
      );
      break;
    case 'badge':
      if (look.shape === 'ellipse') {
        parts.push(
          `<ellipse cx="400" cy="400" rx="${Math.round(boxWidth / 2 + 20)}" ry="${Math.round(boxHeight / 2 + 26)}" fill="${colour}" transform="rotate(-10 400 400)"/>`,
        );
      } else if (look.shape === 'circle') {
        parts.push(
          circle(400, 400, boxWidth / 2 + 10, { fill: 'none', stroke: colour, 'stroke-width': 22 }),
        );
      } else {
        parts.push(
          rect(
            400 - boxWidth / 2,
            400 - boxHeight / 2,
            boxWidth,
            boxHeight,
            look.shape === 'rounded' ? 48 : 0,
            {
              fill: colour,
            },
          ),
        );
      }
      parts.push(
        word(name, {
          y: baseline,
          size: fontSize,
          fill: look.shape === 'circle' ? colour : (look.ink ?? '#ffffff'),
          extra: look.shape === 'circle' ? 'transform="rotate(-20 400 400)"' : '',
        }),
      );
      break;
    case 'outline':
      parts.push(
        rect(400 - boxWidth / 2, 400 - boxHeight / 2, boxWidth, boxHeight, boxHeight / 2, {
          fill: 'none',
          stroke: colour,
          'stroke-width': 14,
        }),
        word(name, { y: baseline, size: fontSize, fill: colour }),
      );
      break;
    case 'letters': {
      const spans = [...name]
        .map(
          (ch, i) =>
            `<tspan fill="${look.colours[i % look.colours.length] ?? colour}">${escapeXml(ch)}</tspan>`,
        )
        .join('');
      parts.push(
        `<text x="400" y="${Math.round(baseline)}" font-family="${FAMILY}" font-size="${Math.round(fontSize)}" font-weight="600" text-anchor="middle">${spans}</text>`,
      );
      break;
    }
    case 'tiles': {
      const small = fontSize * 0.92;
      const tile = small * 0.46;
      const gap = tile * 0.1;
      const textWidth = name.length * small * 0.56;
      const left = 400 - (tile * 2 + gap + 28 + textWidth) / 2;
      look.colours.slice(0, 4).forEach((fill, i) => {
        parts.push(
          rect(
            left + (i % 2) * (tile + gap),
            400 - tile - gap / 2 + Math.floor(i / 2) * (tile + gap),
            tile,
            tile,
            0,
            {
              fill,
            },
          ),
        );
      });
      parts.push(
        `<text x="${Math.round(left + tile * 2 + gap + 28)}" y="${Math.round(400 + small * 0.35)}" font-family="${FAMILY}" font-size="${Math.round(small)}" font-weight="600" fill="${colour}">${escapeXml(name)}</text>`,
      );
      break;
    }
    case 'delta':
      parts.push(
        `<polygon points="400,${Math.round(400 - fontSize * 1.05)} ${Math.round(400 - fontSize * 0.45)},${Math.round(400 - fontSize * 0.35)} ${Math.round(400 + fontSize * 0.45)},${Math.round(400 - fontSize * 0.35)}" fill="${colour}"/>`,
        word(name, {
          y: 400 + fontSize * 0.75,
          size: fontSize,
          fill: colour,
          extra: 'letter-spacing="4"',
        }),
      );
      break;
  }
  const background = [
    rect(0, 0, 800, 800, 0, { fill: linear(c, ['#ffffff', '#f1f3f6'], 'down') }),
    rect(28, 28, 744, 744, 48, { fill: 'none', stroke: lighten(colour, 0.85), 'stroke-width': 4 }),
  ].join('');
  return document(c, parts.join(''), size, background);
}
