import type { Drawer } from './drawer';
import { screen } from './screens';
import {
  type Canvas,
  circle,
  darken,
  edge,
  ellipse,
  floorShadow,
  group,
  inkOn,
  isLight,
  lens,
  lighten,
  line,
  linear,
  path,
  radial,
  rect,
  text,
} from './svg-kit';

/** A surface with a gentle top-left light. */
const sheen = (c: Canvas, color: string) =>
  linear(c, [lighten(color, 0.18), color, darken(color, 0.12)], 'down');

const mark = (c: Canvas, x: number, y: number, size: number, on: string) =>
  c.p.mark ? text(x, y, c.p.mark, { size, fill: inkOn(on), 'fill-opacity': 0.75, spacing: 1 }) : '';

// Phones ----------------------------------------------------------------------------------

export const PHONE_STYLES = ['pro', 'dual', 'single', 'column', 'bar', 'square', 'strip'] as const;
export type PhoneStyle = (typeof PHONE_STYLES)[number];

const PX = 255;
const PY = 105;
const PW = 290;
const PH = 590;

function phoneFront(c: Canvas, style: PhoneStyle): string {
  const cx = PX + PW / 2;
  const parts = [
    floorShadow(c, cx, PY + PH + 12, 190, 22),
    rect(PX - 4, PY + 150, 8, 56, 3, { fill: darken(c.p.body, 0.15) }),
    rect(PX + PW - 4, PY + 180, 8, 90, 3, { fill: darken(c.p.body, 0.15) }),
    rect(PX, PY, PW, PH, 48, { fill: sheen(c, c.p.body) }),
    rect(PX + 6, PY + 6, PW - 12, PH - 12, 43, { fill: '#0b0b0d' }),
  ];
  if (style === 'single') {
    parts.push(screen(c, { x: PX + 20, y: PY + 92, w: PW - 40, h: PH - 184, r: 4 }, 'phone'));
    parts.push(rect(cx - 28, PY + 44, 56, 8, 4, { fill: '#2a2a2e' }));
    parts.push(
      circle(cx, PY + PH - 46, 25, { fill: 'none', stroke: '#3a3a40', 'stroke-width': 3 }),
    );
  } else {
    parts.push(screen(c, { x: PX + 14, y: PY + 14, w: PW - 28, h: PH - 28, r: 36 }, 'phone'));
    if (style === 'pro' || style === 'dual') {
      parts.push(rect(cx - 46, PY + 28, 92, 27, 14, { fill: '#000000' }));
    } else {
      parts.push(circle(cx, PY + 40, 11, { fill: '#000000' }));
      parts.push(circle(cx, PY + 40, 4, { fill: '#1d2540' }));
    }
    parts.push(rect(cx - 50, PY + PH - 26, 100, 5, 3, { fill: '#ffffff', 'fill-opacity': 0.8 }));
  }
  return parts.join('');
}

function phoneCameras(c: Canvas, style: PhoneStyle): string {
  const ring = darken(c.p.body, 0.35);
  const bump = isLight(c.p.body) ? darken(c.p.body, 0.08) : lighten(c.p.body, 0.08);
  const flash = (x: number, y: number, r = 9) => circle(x, y, r, { fill: '#f3e9c6' });
  const x = PX;
  const y = PY;
  switch (style) {
    case 'pro':
      return [
        rect(x + 20, y + 20, 150, 150, 38, {
          fill: bump,
          stroke: edge(c.p.body),
          'stroke-width': 2,
        }),
        lens(c, x + 62, y + 62, 30, ring),
        lens(c, x + 62, y + 128, 30, ring),
        lens(c, x + 126, y + 95, 30, ring),
        flash(x + 128, y + 44),
        circle(x + 128, y + 146, 7, { fill: '#1d1d1f' }),
      ].join('');
    case 'dual':
      return [
        rect(x + 20, y + 20, 124, 124, 34, {
          fill: bump,
          stroke: edge(c.p.body),
          'stroke-width': 2,
        }),
        lens(c, x + 56, y + 56, 27, ring),
        lens(c, x + 108, y + 108, 27, ring),
        flash(x + 110, y + 52, 8),
      ].join('');
    case 'single':
      return [lens(c, x + 48, y + 48, 24, ring), flash(x + 48, y + 96, 8)].join('');
    case 'column':
      return [
        lens(c, x + 56, y + 58, 27, ring),
        lens(c, x + 56, y + 126, 27, ring),
        lens(c, x + 56, y + 194, 27, ring),
        lens(c, x + 110, y + 72, 15, ring),
        flash(x + 110, y + 112, 8),
      ].join('');
    case 'bar':
      return [
        rect(x - 2, y + 110, PW + 4, 78, 36, { fill: '#1c1c1f' }),
        rect(x + 40, y + 122, 150, 54, 27, { fill: '#0b0b0d' }),
        lens(c, x + 68, y + 149, 22, '#2c2c30'),
        lens(c, x + 130, y + 149, 22, '#2c2c30'),
        lens(c, x + 168, y + 149, 12, '#2c2c30'),
        flash(x + 232, y + 149, 8),
      ].join('');
    case 'square':
      return [
        rect(x + 22, y + 22, 170, 170, 40, { fill: '#1c1c1f' }),
        lens(c, x + 66, y + 66, 32, '#3a3a3e'),
        lens(c, x + 148, y + 66, 32, '#3a3a3e'),
        lens(c, x + 66, y + 148, 32, '#3a3a3e'),
        flash(x + 148, y + 148, 12),
      ].join('');
    case 'strip':
      return [
        rect(x + 24, y + 24, 64, 230, 20, { fill: '#1c1c1f' }),
        lens(c, x + 56, y + 62, 24, '#33333a'),
        lens(c, x + 56, y + 124, 24, '#33333a'),
        lens(c, x + 56, y + 186, 24, '#33333a'),
        flash(x + 56, y + 232, 7),
      ].join('');
  }
}

function phoneBack(c: Canvas, style: PhoneStyle): string {
  const cx = PX + PW / 2;
  return [
    floorShadow(c, cx, PY + PH + 12, 190, 22),
    rect(PX + PW - 4, PY + 150, 8, 56, 3, { fill: darken(c.p.body, 0.15) }),
    rect(PX - 4, PY + 180, 8, 90, 3, { fill: darken(c.p.body, 0.15) }),
    rect(PX, PY, PW, PH, 48, {
      fill: sheen(c, c.p.body),
      stroke: edge(c.p.body),
      'stroke-width': 3,
    }),
    path(`M${PX + 40} ${PY} L${PX + 170} ${PY} L${PX} ${PY + 330} L${PX} ${PY + 60} Z`, {
      fill: '#ffffff',
      'fill-opacity': 0.06,
    }),
    phoneCameras(c, style),
    mark(c, cx, PY + PH * 0.8, 26, c.p.body),
  ].join('');
}

function phonePair(c: Canvas, style: PhoneStyle): string {
  return [
    group(phoneBack(c, style), { transform: 'translate(-120 30) rotate(-9 400 400) scale(0.86)' }),
    group(phoneFront(c, style), { transform: 'translate(190 80) rotate(7 400 400) scale(0.86)' }),
  ].join('');
}

export const phone: Drawer<PhoneStyle> = {
  styles: PHONE_STYLES,
  front: phoneFront,
  back: phoneBack,
  side: phonePair,
  detail: (style) =>
    style === 'bar'
      ? { view: 'back', x: PX + 140, y: PY + 150, zoom: 2.2 }
      : style === 'column' || style === 'strip'
        ? { view: 'back', x: PX + 80, y: PY + 140, zoom: 2.2 }
        : { view: 'back', x: PX + 95, y: PY + 95, zoom: 2.5 },
};

// Tablets ---------------------------------------------------------------------------------

export const TABLET_STYLES = ['ipad', 'pro', 'android', 'surface'] as const;
export type TabletStyle = (typeof TABLET_STYLES)[number];

const TX = 110;
const TY = 200;
const TW = 580;
const TH = 400;

function tabletFront(c: Canvas, style: TabletStyle): string {
  const bezel = style === 'surface' ? 30 : 22;
  return [
    floorShadow(c, 400, TY + TH + 14, 320, 24),
    rect(TX, TY, TW, TH, 36, { fill: sheen(c, c.p.body) }),
    rect(TX + 5, TY + 5, TW - 10, TH - 10, 32, { fill: '#0b0b0d' }),
    screen(
      c,
      { x: TX + bezel, y: TY + bezel, w: TW - bezel * 2, h: TH - bezel * 2, r: 14 },
      'tablet',
    ),
    circle(400, TY + bezel / 2 + 1, 4, { fill: '#2a2f44' }),
  ].join('');
}

function tabletBack(c: Canvas, style: TabletStyle): string {
  const ring = darken(c.p.body, 0.35);
  const cams: string[] = [];
  if (style === 'pro') {
    cams.push(
      rect(TX + 24, TY + 24, 104, 104, 28, {
        fill: darken(c.p.body, 0.06),
        stroke: edge(c.p.body),
        'stroke-width': 2,
      }),
      lens(c, TX + 54, TY + 54, 21, ring),
      lens(c, TX + 54, TY + 100, 21, ring),
      circle(TX + 100, TY + 54, 7, { fill: '#f3e9c6' }),
      circle(TX + 100, TY + 100, 8, { fill: '#1d1d1f' }),
    );
  } else if (style === 'android') {
    cams.push(
      lens(c, TX + 46, TY + 46, 19, ring),
      lens(c, TX + 46, TY + 94, 19, ring),
      circle(TX + 86, TY + 46, 6, { fill: '#f3e9c6' }),
    );
  } else {
    cams.push(lens(c, TX + 46, TY + 46, 20, ring));
  }
  const logo =
    style === 'surface'
      ? [0, 1, 2, 3]
          .map((i) =>
            rect(400 - 22 + (i % 2) * 24, TY + TH / 2 - 22 + Math.floor(i / 2) * 24, 20, 20, 1, {
              fill: inkOn(c.p.body),
              'fill-opacity': 0.5,
            }),
          )
          .join('')
      : mark(c, 400, TY + TH / 2 + 10, 30, c.p.body);
  return [
    floorShadow(c, 400, TY + TH + 14, 320, 24),
    rect(TX, TY, TW, TH, 36, {
      fill: sheen(c, c.p.body),
      stroke: edge(c.p.body),
      'stroke-width': 3,
    }),
    style === 'surface'
      ? line(TX + 10, TY + TH * 0.62, TX + TW - 10, TY + TH * 0.62, {
          stroke: edge(c.p.body),
          'stroke-width': 2,
        })
      : '',
    ...cams,
    logo,
  ].join('');
}

function tabletWithPencil(c: Canvas, style: TabletStyle): string {
  const keyboard = style === 'surface' || style === 'pro';
  const parts = [group(tabletFront(c, style), { transform: 'translate(60 10) scale(0.85)' })];
  if (keyboard) {
    const k = c.p.trim;
    parts.push(
      path('M 150 535 L 650 535 L 700 640 L 100 640 Z', { fill: sheen(c, k) }),
      ...Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: 12 }, (_, col) => {
          const t = (row + 0.5) / 4;
          const left = 150 - 50 * t + 40;
          const right = 650 + 50 * t - 40;
          const width = (right - left) / 12;
          return rect(left + col * width + 2, 545 + row * 22, width - 5, 16, 3, {
            fill: darken(k, 0.35),
            'fill-opacity': 0.7,
          });
        }).join(''),
      ),
    );
  } else {
    parts.push(
      group(
        [
          rect(170, 650, 440, 24, 12, { fill: linear(c, ['#ffffff', '#e4e4e8'], 'down') }),
          path('M 610 652 L 650 662 L 610 672 Z', { fill: '#e4e4e8' }),
          path('M 642 660 L 650 662 L 642 664 Z', { fill: '#2a2a2e' }),
        ].join(''),
        { transform: 'rotate(-4 400 660)' },
      ),
    );
  }
  return parts.join('');
}

export const tablet: Drawer<TabletStyle> = {
  styles: TABLET_STYLES,
  front: tabletFront,
  back: tabletBack,
  side: tabletWithPencil,
  detail: (style) => ({ view: 'back', x: TX + 70, y: TY + (style === 'pro' ? 80 : 70), zoom: 2.6 }),
};

// Watches ---------------------------------------------------------------------------------

export const WATCH_STYLES = [
  'square',
  'rugged-square',
  'round',
  'bezel',
  'rugged',
  'band',
] as const;
export type WatchStyle = (typeof WATCH_STYLES)[number];

function straps(c: Canvas, width: number, holes: boolean): string {
  const strap = sheen(c, c.p.trim);
  const x = 400 - width / 2;
  return [
    rect(x, 60, width, 260, 34, { fill: strap }),
    rect(x, 480, width, 270, 34, { fill: strap }),
    holes
      ? [0, 1, 2, 3, 4]
          .map((i) => circle(400, 600 + i * 28, 5, { fill: darken(c.p.trim, 0.35) }))
          .join('')
      : '',
  ].join('');
}

function rings(cx: number, cy: number): string {
  const ring = (r: number, color: string, part: number) => {
    const len = 2 * Math.PI * r;
    return [
      circle(cx, cy, r, {
        fill: 'none',
        stroke: color,
        'stroke-width': 17,
        'stroke-opacity': 0.25,
      }),
      circle(cx, cy, r, {
        fill: 'none',
        stroke: color,
        'stroke-width': 17,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${len * part} ${len}`,
        transform: `rotate(-90 ${cx} ${cy})`,
      }),
    ].join('');
  };
  return ring(82, '#fa114f', 0.78) + ring(61, '#a6ff00', 0.55) + ring(40, '#00d7ff', 0.9);
}

function hands(c: Canvas, cx: number, cy: number, r: number): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const r1 = r * (i % 3 === 0 ? 0.78 : 0.86);
    return line(
      cx + Math.sin(a) * r1,
      cy - Math.cos(a) * r1,
      cx + Math.sin(a) * r * 0.94,
      cy - Math.cos(a) * r * 0.94,
      {
        stroke: '#e8e8ea',
        'stroke-width': i % 3 === 0 ? 6 : 3,
        'stroke-linecap': 'round',
      },
    );
  }).join('');
  return [
    ticks,
    circle(cx, cy + r * 0.42, r * 0.2, { fill: 'none', stroke: c.p.accent, 'stroke-width': 5 }),
    circle(cx - r * 0.42, cy, r * 0.16, { fill: lighten(c.p.accent, 0.2), 'fill-opacity': 0.5 }),
    line(cx, cy, cx - r * 0.35, cy - r * 0.38, {
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    line(cx, cy, cx + r * 0.52, cy - r * 0.45, {
      stroke: '#ffffff',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    line(cx - r * 0.15, cy + r * 0.2, cx + r * 0.45, cy - r * 0.6, {
      stroke: c.p.accent,
      'stroke-width': 3,
    }),
    circle(cx, cy, 9, { fill: '#ffffff' }),
    circle(cx, cy, 4, { fill: c.p.accent }),
  ].join('');
}

function watchFront(c: Canvas, style: WatchStyle, face: 'main' | 'alt' = 'main'): string {
  const body = sheen(c, c.p.body);
  if (style === 'band') {
    return [
      rect(350, 70, 100, 660, 48, { fill: sheen(c, c.p.trim) }),
      rect(336, 240, 128, 320, 64, { fill: body }),
      rect(346, 250, 108, 300, 54, { fill: '#060606' }),
      rect(372, 300, 56, 12, 6, { fill: '#ffffff', 'fill-opacity': 0.9 }),
      rect(362, 330, 76, 110, 16, { fill: linear(c, [c.p.wall[0], c.p.wall[1]], 'down') }),
      ...[0, 1, 2, 3].map((i) =>
        rect(372 + i * 16, 470 - i * 10, 10, 30 + i * 10, 4, {
          fill: '#a6ff00',
          'fill-opacity': 0.85,
        }),
      ),
    ].join('');
  }
  if (style === 'square' || style === 'rugged-square') {
    const rugged = style === 'rugged-square';
    return [
      straps(c, rugged ? 180 : 160, !rugged),
      rect(534, 300, 20, 56, 8, { fill: rugged ? c.p.trim : darken(c.p.body, 0.1) }),
      rect(538, 390, 12, 70, 5, { fill: darken(c.p.body, 0.15) }),
      rugged ? rect(244, 320, 14, 70, 5, { fill: '#ff7a1a' }) : '',
      rect(258, 228, 284, 340, rugged ? 56 : 76, { fill: body }),
      rect(276, 246, 248, 304, rugged ? 42 : 60, { fill: '#050505' }),
      face === 'main'
        ? rings(400, 398) +
          circle(312, 282, 8, { fill: '#ff9f0a' }) +
          circle(488, 282, 8, { fill: '#64d2ff' })
        : hands(c, 400, 398, 112),
    ].join('');
  }
  const rugged = style === 'rugged';
  const ticked = rugged || style === 'bezel';
  const bezelTicks = Array.from({ length: 60 }, (_, i) => {
    const a = (i / 60) * Math.PI * 2;
    const r1 = i % 5 === 0 ? 134 : 140;
    return line(
      400 + Math.sin(a) * r1,
      400 - Math.cos(a) * r1,
      400 + Math.sin(a) * 150,
      400 - Math.cos(a) * 150,
      {
        stroke: lighten(c.p.body, 0.5),
        'stroke-width': i % 5 === 0 ? 3 : 1.5,
      },
    );
  }).join('');
  return [
    straps(c, rugged ? 170 : 150, true),
    rect(552, 372, 24, 56, 8, { fill: darken(c.p.body, 0.1) }),
    rugged
      ? [
          rect(548, 300, 18, 40, 6, { fill: darken(c.p.body, 0.2) }),
          rect(548, 460, 18, 40, 6, { fill: darken(c.p.body, 0.2) }),
          rect(234, 300, 18, 40, 6, { fill: darken(c.p.body, 0.2) }),
          rect(234, 460, 18, 40, 6, { fill: darken(c.p.body, 0.2) }),
        ].join('')
      : '',
    circle(400, 400, 168, { fill: body }),
    circle(400, 400, 152, { fill: darken(c.p.body, 0.3) }),
    ticked
      ? bezelTicks
      : circle(400, 400, 150, { fill: 'none', stroke: lighten(c.p.body, 0.2), 'stroke-width': 2 }),
    rugged
      ? [45, 135, 225, 315]
          .map((deg) => {
            const a = (deg * Math.PI) / 180;
            return circle(400 + Math.sin(a) * 160, 400 - Math.cos(a) * 160, 6, {
              fill: lighten(c.p.body, 0.35),
            });
          })
          .join('')
      : '',
    circle(400, 400, 128, {
      fill: radial(
        c,
        [
          ['#1a1a1e', 1],
          ['#050505', 1],
        ],
        { r: 0.6 },
      ),
    }),
    face === 'main' ? hands(c, 400, 400, 120) : rings(400, 400),
  ].join('');
}

function watchBack(c: Canvas, style: WatchStyle): string {
  const sensor = [
    circle(400, 400, 88, { fill: darken(c.p.body, 0.55) }),
    circle(400, 400, 56, {
      fill: radial(
        c,
        [
          ['#2a2f44', 1],
          ['#0a0a0d', 1],
        ],
        { r: 0.6 },
      ),
    }),
    ...[0, 1, 2, 3].map((i) => {
      const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
      return circle(400 + Math.cos(a) * 28, 400 + Math.sin(a) * 28, 6, {
        fill: '#3ddc84',
        'fill-opacity': 0.8,
      });
    }),
    circle(400, 400, 10, { fill: '#6b2030' }),
  ].join('');
  if (style === 'band') {
    return [
      rect(350, 70, 100, 660, 48, { fill: sheen(c, c.p.trim) }),
      rect(336, 240, 128, 320, 64, { fill: sheen(c, darken(c.p.body, 0.2)) }),
      circle(400, 400, 34, { fill: '#0a0a0d' }),
      circle(388, 400, 6, { fill: '#3ddc84' }),
      circle(412, 400, 6, { fill: '#3ddc84' }),
    ].join('');
  }
  const round = style === 'round' || style === 'bezel' || style === 'rugged';
  return [
    straps(c, round ? 150 : 160, true),
    round
      ? circle(400, 400, 168, { fill: sheen(c, c.p.body) })
      : rect(258, 228, 284, 340, 76, { fill: sheen(c, c.p.body) }),
    sensor,
  ].join('');
}

/** The same watch turned a little, showing its other face. */
function watchSide(c: Canvas, style: WatchStyle): string {
  return [
    floorShadow(c, 400, 740, 200, 18),
    group(watchFront(c, style, 'alt'), {
      transform: 'translate(400 400) rotate(-16) scale(0.9) translate(-400 -400)',
    }),
  ].join('');
}

export const watch: Drawer<WatchStyle> = {
  styles: WATCH_STYLES,
  front: watchFront,
  back: watchBack,
  side: watchSide,
  detail: () => ({ view: 'front', x: 400, y: 400, zoom: 1.9 }),
};

// Over-ear headphones ---------------------------------------------------------------------

export const HEADPHONES_STYLES = ['over-ear', 'mesh'] as const;
export type HeadphonesStyle = (typeof HEADPHONES_STYLES)[number];

function headphonesFront(c: Canvas, style: HeadphonesStyle): string {
  const body = sheen(c, c.p.body);
  const pad = isLight(c.p.body) ? darken(c.p.body, 0.1) : lighten(c.p.body, 0.08);
  const cushion = darken(c.p.body, 0.45);
  return [
    floorShadow(c, 400, 700, 250, 22),
    path('M 238 430 C 220 120 580 120 562 430', {
      fill: 'none',
      stroke: body,
      'stroke-width': 40,
      'stroke-linecap': 'round',
    }),
    style === 'mesh'
      ? path('M 262 330 C 270 190 530 190 538 330', {
          fill: 'none',
          stroke: c.p.trim,
          'stroke-width': 26,
          'stroke-linecap': 'round',
        })
      : path('M 256 380 C 244 175 556 175 544 380', {
          fill: 'none',
          stroke: pad,
          'stroke-width': 22,
          'stroke-linecap': 'round',
        }),
    rect(222, 380, 32, 110, 14, { fill: style === 'mesh' ? c.p.trim : '#c9c9ce' }),
    rect(546, 380, 32, 110, 14, { fill: style === 'mesh' ? c.p.trim : '#c9c9ce' }),
    rect(264, 452, 46, 210, 22, { fill: cushion }),
    rect(490, 452, 46, 210, 22, { fill: cushion }),
    rect(168, 430, 126, 252, 62, { fill: body }),
    rect(506, 430, 126, 252, 62, { fill: body }),
    rect(184, 450, 14, 210, 7, { fill: '#ffffff', 'fill-opacity': 0.18 }),
    rect(522, 450, 14, 210, 7, { fill: '#ffffff', 'fill-opacity': 0.18 }),
    circle(231, 646, 5, { fill: c.p.accent }),
  ].join('');
}

function headphonesSide(c: Canvas): string {
  const body = sheen(c, c.p.body);
  const cushion = darken(c.p.body, 0.45);
  return [
    floorShadow(c, 420, 700, 250, 24),
    ellipse(530, 410, 118, 165, { fill: darken(c.p.body, 0.25) }),
    path('M 372 300 C 340 40 560 20 540 250', {
      fill: 'none',
      stroke: body,
      'stroke-width': 36,
      'stroke-linecap': 'round',
    }),
    rect(356, 240, 30, 90, 14, { fill: '#c9c9ce' }),
    ellipse(420, 470, 120, 185, { fill: cushion }),
    ellipse(370, 470, 140, 190, { fill: body }),
    ellipse(370, 470, 112, 160, { fill: 'none', stroke: edge(c.p.body), 'stroke-width': 3 }),
    ellipse(330, 400, 40, 70, { fill: '#ffffff', 'fill-opacity': 0.12 }),
    mark(c, 370, 482, 30, c.p.body),
    circle(300, 610, 6, { fill: darken(c.p.body, 0.4) }),
    circle(322, 622, 6, { fill: darken(c.p.body, 0.4) }),
  ].join('');
}

function headphonesInside(c: Canvas): string {
  const body = sheen(c, c.p.body);
  const cushion = darken(c.p.body, 0.5);
  const cup = (cx: number) =>
    [
      ellipse(cx, 500, 118, 160, { fill: body }),
      ellipse(cx, 500, 98, 138, { fill: cushion }),
      ellipse(cx, 500, 62, 96, { fill: darken(c.p.body, 0.7) }),
      ellipse(cx, 500, 62, 96, { fill: 'none', stroke: lighten(cushion, 0.15), 'stroke-width': 3 }),
    ].join('');
  return [
    floorShadow(c, 400, 700, 280, 22),
    path('M 260 360 C 250 90 550 90 540 360', {
      fill: 'none',
      stroke: body,
      'stroke-width': 40,
      'stroke-linecap': 'round',
    }),
    rect(244, 330, 32, 60, 14, { fill: '#c9c9ce' }),
    rect(524, 330, 32, 60, 14, { fill: '#c9c9ce' }),
    cup(262),
    cup(538),
  ].join('');
}

export const headphones: Drawer<HeadphonesStyle> = {
  styles: HEADPHONES_STYLES,
  front: headphonesFront,
  back: headphonesInside,
  side: headphonesSide,
  detail: () => ({ view: 'side', x: 380, y: 470, zoom: 1.7 }),
};

// Earbuds ---------------------------------------------------------------------------------

export const EARBUDS_STYLES = ['stem', 'bean'] as const;
export type EarbudsStyle = (typeof EARBUDS_STYLES)[number];

function bud(c: Canvas, cx: number, cy: number, style: EarbudsStyle, flip = false): string {
  const body = sheen(c, c.p.body);
  const shapes =
    style === 'stem'
      ? [
          rect(cx - 17, cy + 10, 34, 170, 17, { fill: body }),
          ellipse(cx, cy, 52, 46, { fill: body }),
          ellipse(cx - 18, cy - 4, 22, 18, { fill: '#2a2a2e' }),
          ellipse(cx - 22, cy - 26, 22, 14, { fill: '#bdbdc4' }),
          rect(cx - 7, cy + 160, 14, 14, 6, { fill: '#8a8a92' }),
        ]
      : [
          ellipse(cx - 52, cy - 4, 36, 42, { fill: '#9a9aa2' }),
          ellipse(cx, cy, 86, 70, { fill: body }),
          ellipse(cx + 12, cy - 4, 48, 40, {
            fill: isLight(c.p.body) ? darken(c.p.body, 0.08) : lighten(c.p.body, 0.1),
          }),
          circle(cx + 52, cy + 30, 5, { fill: darken(c.p.body, 0.5) }),
          ellipse(cx + 12, cy - 20, 26, 10, { fill: '#ffffff', 'fill-opacity': 0.2 }),
        ];
  return group(shapes.join(''), flip ? { transform: `translate(${cx * 2} 0) scale(-1 1)` } : {});
}

function earbudsCase(c: Canvas, style: EarbudsStyle): string {
  const body = sheen(c, c.p.body);
  const inside = darken(c.p.body, 0.18);
  return [
    floorShadow(c, 400, 640, 220, 24),
    rect(262, 232, 276, 170, 70, { fill: sheen(c, darken(c.p.body, 0.05)) }),
    rect(286, 254, 228, 126, 56, { fill: inside }),
    rect(250, 390, 300, 230, 84, { fill: body }),
    rect(250, 390, 300, 22, 4, { fill: inside }),
    ellipse(335, 398, 54, 20, { fill: darken(c.p.body, 0.45) }),
    ellipse(465, 398, 54, 20, { fill: darken(c.p.body, 0.45) }),
    style === 'stem'
      ? [ellipse(335, 382, 40, 28, { fill: body }), ellipse(465, 382, 40, 28, { fill: body })].join(
          '',
        )
      : [
          ellipse(335, 380, 46, 30, { fill: sheen(c, c.p.trim) }),
          ellipse(465, 380, 46, 30, { fill: sheen(c, c.p.trim) }),
        ].join(''),
    circle(400, 500, 6, { fill: '#3ddc84' }),
    mark(c, 400, 580, 20, c.p.body),
  ].join('');
}

function earbudsPair(c: Canvas, style: EarbudsStyle): string {
  return [
    floorShadow(c, 400, 660, 260, 22),
    group(
      [
        group(bud(c, 300, 360, style), { transform: 'rotate(-12 300 400)' }),
        group(bud(c, 500, 360, style, true), { transform: 'rotate(12 500 400)' }),
      ].join(''),
      { transform: 'translate(400 400) scale(1.35) translate(-400 -420)' },
    ),
  ].join('');
}

function earbudsClosed(c: Canvas, style: EarbudsStyle): string {
  const body = sheen(c, c.p.body);
  const round = style === 'bean' ? 130 : 100;
  return [
    floorShadow(c, 400, 630, 260, 24),
    rect(200, 260, 400, 350, round, { fill: body }),
    line(206, 370, 594, 370, { stroke: edge(c.p.body), 'stroke-width': 3 }),
    ellipse(330, 300, 90, 22, { fill: '#ffffff', 'fill-opacity': 0.18 }),
    circle(400, 480, 7, { fill: '#ff9f0a' }),
    mark(c, 400, 550, 26, c.p.body),
  ].join('');
}

export const earbuds: Drawer<EarbudsStyle> = {
  styles: EARBUDS_STYLES,
  front: earbudsCase,
  back: earbudsClosed,
  side: earbudsPair,
  detail: (style) => ({
    view: 'side',
    x: style === 'stem' ? 310 : 320,
    y: style === 'stem' ? 430 : 380,
    zoom: 1.6,
  }),
};
