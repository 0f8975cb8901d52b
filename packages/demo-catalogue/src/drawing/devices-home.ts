import type { Drawer } from './drawer';
import { scene, screen } from './screens';
import {
  type Canvas,
  circle,
  clip,
  darken,
  dotted,
  type Area,
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
  polygon,
  radial,
  rect,
  text,
} from './svg-kit';

const sheen = (c: Canvas, color: string) =>
  linear(c, [lighten(color, 0.18), color, darken(color, 0.12)], 'down');

const mark = (c: Canvas, x: number, y: number, size: number, on: string) =>
  c.p.mark ? text(x, y, c.p.mark, { size, fill: inkOn(on), 'fill-opacity': 0.8, spacing: 1 }) : '';

// Laptops ---------------------------------------------------------------------------------

export const LAPTOP_STYLES = ['mac', 'windows', 'gaming'] as const;
export type LaptopStyle = (typeof LAPTOP_STYLES)[number];

const deckLeft = (y: number) => 150 - ((y - 468) * 80) / 142;
const deckRight = (y: number) => 650 + ((y - 468) * 80) / 142;

function laptopFront(c: Canvas, style: LaptopStyle): string {
  const body = c.p.body;
  const keyColour = style === 'mac' ? '#1c1c1e' : darken(body, 0.55);
  const keys: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    const y = 480 + row * 15;
    const left = deckLeft(y + 6) + 48;
    const right = deckRight(y + 6) - 48;
    const count = 14;
    const width = (right - left) / count;
    for (let col = 0; col < count; col += 1) {
      const space = row === 4 && col >= 4 && col <= 9;
      if (space && col > 4) continue;
      keys.push(
        rect(left + col * width + 1.5, y, (space ? width * 6 : width) - 3, 11, 2.5, {
          fill: keyColour,
          stroke: style === 'gaming' ? c.p.accent : 'none',
          'stroke-width': style === 'gaming' ? 1 : 0,
          'stroke-opacity': 0.9,
        }),
      );
    }
  }
  return [
    floorShadow(c, 400, 640, 360, 26),
    rect(150, 120, 500, 345, 18, { fill: edge(body) }),
    rect(153, 123, 494, 339, 16, { fill: '#0d0d0f' }),
    screen(c, { x: 166, y: 136, w: 468, h: 312, r: 6 }, 'laptop'),
    style === 'mac'
      ? rect(376, 132, 48, 14, 5, { fill: '#0d0d0f' })
      : circle(400, 130, 3, { fill: '#2a2f44' }),
    rect(160, 462, 480, 8, 3, { fill: darken(body, 0.3) }),
    polygon(
      [
        [150, 468],
        [650, 468],
        [730, 610],
        [70, 610],
      ],
      { fill: linear(c, [lighten(body, 0.1), darken(body, 0.06)], 'down') },
    ),
    ...keys,
    polygon(
      [
        [340, 563],
        [460, 563],
        [468, 600],
        [332, 600],
      ],
      { fill: darken(body, 0.07), stroke: edge(body), 'stroke-width': 1.5 },
    ),
    style === 'gaming'
      ? polygon(
          [
            [150, 468],
            [200, 468],
            [140, 610],
            [70, 610],
          ],
          { fill: c.p.accent, 'fill-opacity': 0.25 },
        )
      : '',
    polygon(
      [
        [70, 610],
        [730, 610],
        [720, 630],
        [80, 630],
      ],
      { fill: darken(body, 0.18) },
    ),
    path('M 360 610 Q 400 624 440 610 Z', { fill: darken(body, 0.3) }),
  ].join('');
}

function laptopLid(c: Canvas, style: LaptopStyle): string {
  const body = c.p.body;
  const parts = [
    floorShadow(c, 400, 600, 330, 26),
    rect(160, 548, 480, 20, 8, { fill: darken(body, 0.25) }),
    rect(140, 170, 520, 384, 26, { fill: sheen(c, body), stroke: edge(body), 'stroke-width': 3 }),
    path('M 166 170 L 420 170 L 140 480 L 140 200 Z', { fill: '#ffffff', 'fill-opacity': 0.06 }),
  ];
  if (style === 'gaming') {
    for (let row = 0; row < 9; row += 1) {
      for (let col = 0; col < 14 - row; col += 1) {
        parts.push(
          circle(420 + col * 16 + row * 8, 220 + row * 16, 3.2, {
            fill: c.p.accent,
            'fill-opacity': 0.35 + ((row + col) % 4) * 0.15,
          }),
        );
      }
    }
    parts.push(
      line(150, 500, 380, 280, { stroke: c.p.accent, 'stroke-width': 4, 'stroke-opacity': 0.6 }),
    );
  }
  if (style !== 'mac') parts.push(mark(c, 400, 374, 38, body));
  else parts.push(circle(400, 362, 30, { fill: lighten(body, 0.12), 'fill-opacity': 0.6 }));
  return parts.join('');
}

function laptopProfile(c: Canvas): string {
  const body = c.p.body;
  return [
    floorShadow(c, 400, 560, 330, 20),
    group(
      [
        rect(620, 516, 380, 16, 6, { fill: sheen(c, body) }),
        rect(630, 530, 360, 4, 2, { fill: c.p.wall[0], 'fill-opacity': 0.9 }),
      ].join(''),
      { transform: 'rotate(-108 630 524)' },
    ),
    rect(110, 520, 540, 24, 10, {
      fill: linear(c, [lighten(body, 0.15), darken(body, 0.1)], 'down'),
    }),
    rect(150, 527, 24, 8, 3, { fill: '#1c1c1e' }),
    rect(184, 527, 24, 8, 3, { fill: '#1c1c1e' }),
    rect(220, 528, 12, 6, 3, { fill: '#1c1c1e' }),
    rect(130, 543, 40, 5, 2, { fill: '#333336' }),
    rect(590, 543, 40, 5, 2, { fill: '#333336' }),
  ].join('');
}

export const laptop: Drawer<LaptopStyle> = {
  styles: LAPTOP_STYLES,
  front: laptopFront,
  back: laptopLid,
  side: laptopProfile,
  detail: () => ({ view: 'front', x: 400, y: 545, zoom: 2 }),
};

// Cameras ---------------------------------------------------------------------------------

export const CAMERA_STYLES = ['mirrorless', 'compact', 'retro'] as const;
export type CameraStyle = (typeof CAMERA_STYLES)[number];

function cameraFront(c: Canvas, style: CameraStyle): string {
  const body = c.p.body;
  const metal = '#c9c9ce';
  if (style === 'compact') {
    return [
      floorShadow(c, 400, 560, 260, 22),
      rect(240, 270, 90, 24, 6, { fill: darken(body, 0.2) }),
      rect(470, 262, 60, 30, 8, { fill: metal }),
      rect(190, 285, 420, 240, 30, { fill: sheen(c, body) }),
      rect(206, 300, 66, 26, 6, { fill: '#e8e8ec', 'fill-opacity': 0.9 }),
      mark(c, 270, 500, 22, body),
      circle(470, 410, 104, {
        fill: linear(c, [lighten(metal, 0.2), darken(metal, 0.2)], 'diagonal'),
      }),
      lens(c, 470, 410, 86, '#26262a'),
      circle(560, 320, 7, { fill: '#ff9f0a' }),
    ].join('');
  }
  const retro = style === 'retro';
  const grip = darken(body, 0.25);
  const plate = retro ? metal : body;
  return [
    floorShadow(c, 400, 590, 290, 24),
    path('M 318 282 L 346 192 L 454 192 L 482 282 Z', { fill: sheen(c, plate) }),
    rect(190, 256, 60, 28, 8, { fill: metal }),
    rect(530, 250, 76, 34, 10, {
      fill: linear(c, [lighten(metal, 0.2), darken(metal, 0.25)], 'right'),
    }),
    rect(160, 278, 480, 280, 34, { fill: sheen(c, body) }),
    retro
      ? rect(160, 278, 480, 80, 26, {
          fill: linear(c, [lighten(metal, 0.25), darken(metal, 0.08)], 'down'),
        })
      : '',
    retro
      ? rect(160, 340, 480, 20, 0, {
          fill: linear(c, [lighten(metal, 0.25), darken(metal, 0.08)], 'down'),
        })
      : '',
    retro ? '' : rect(160, 278, 118, 280, 34, { fill: grip }),
    retro ? '' : ellipse(218, 276, 30, 10, { fill: metal }),
    retro
      ? dotted(
          c,
          { x: 190, y: 360, w: 450, h: 198, r: 0 },
          { color: '#000000', spacing: 6, size: 1.4, opacity: 0.35 },
        )
      : dotted(
          c,
          { x: 160, y: 300, w: 118, h: 236, r: 30 },
          { color: '#000000', spacing: 7, size: 1.6, opacity: 0.45 },
        ),
    mark(c, 400, 252, 24, plate),
    circle(430, 420, 136, {
      fill: linear(c, [lighten(metal, 0.25), darken(metal, 0.3)], 'diagonal'),
    }),
    circle(430, 420, 124, { fill: '#17171a' }),
    circle(430, 420, 108, {
      fill: 'none',
      stroke: '#2c2c30',
      'stroke-width': 18,
      'stroke-dasharray': '4 5',
    }),
    lens(c, 430, 420, 94, '#1f1f23'),
    circle(290, 310, 8, { fill: c.p.accent }),
  ].join('');
}

function cameraBack(c: Canvas, style: CameraStyle): string {
  const body = c.p.body;
  const compact = style === 'compact';
  const top = compact ? 285 : 278;
  return [
    floorShadow(c, 400, 590, 290, 24),
    compact
      ? ''
      : path('M 318 282 L 346 192 L 454 192 L 482 282 Z', {
          fill: sheen(c, style === 'retro' ? '#c9c9ce' : body),
        }),
    compact ? '' : rect(348, 206, 104, 64, 16, { fill: '#101012' }),
    compact ? '' : rect(370, 222, 60, 32, 8, { fill: '#24283a' }),
    rect(compact ? 190 : 160, top, compact ? 420 : 480, compact ? 240 : 280, 32, {
      fill: sheen(c, body),
    }),
    rect(compact ? 212 : 186, top + 30, compact ? 280 : 300, compact ? 180 : 196, 10, {
      fill: '#0b0b0d',
    }),
    group(
      scene(c, {
        x: compact ? 220 : 194,
        y: top + 38,
        w: compact ? 264 : 284,
        h: compact ? 164 : 180,
      }),
      {
        'clip-path': clip(
          c,
          rect(compact ? 220 : 194, top + 38, compact ? 264 : 284, compact ? 164 : 180, 4),
        ),
      },
    ),
    circle(compact ? 550 : 560, top + 110, 38, {
      fill: 'none',
      stroke: lighten(body, 0.25),
      'stroke-width': 10,
    }),
    circle(compact ? 550 : 560, top + 110, 14, { fill: lighten(body, 0.2) }),
    circle(compact ? 530 : 540, top + 40, 11, { fill: lighten(body, 0.2) }),
    circle(compact ? 570 : 580, top + 40, 11, { fill: c.p.accent }),
    circle(compact ? 530 : 540, top + 190, 10, { fill: lighten(body, 0.2) }),
    circle(compact ? 570 : 580, top + 190, 10, { fill: lighten(body, 0.2) }),
  ].join('');
}

function cameraTop(c: Canvas, style: CameraStyle): string {
  const body = c.p.body;
  const metal = '#c9c9ce';
  const dial = (cx: number, cy: number, r: number) =>
    [
      circle(cx, cy, r, { fill: linear(c, [lighten(metal, 0.2), darken(metal, 0.3)], 'diagonal') }),
      circle(cx, cy, r, {
        fill: 'none',
        stroke: darken(metal, 0.35),
        'stroke-width': 4,
        'stroke-dasharray': '3 4',
      }),
      circle(cx, cy, r * 0.5, { fill: darken(metal, 0.1) }),
    ].join('');
  const lensDepth = style === 'compact' ? 70 : style === 'retro' ? 110 : 190;
  return [
    floorShadow(c, 400, 700, 280, 20),
    rect(310, 400, 200, lensDepth, 14, {
      fill: linear(c, ['#1a1a1d', '#3a3a3e', '#1a1a1d'], 'right'),
    }),
    ...[0.3, 0.55, 0.8].map((t) => rect(310, 400 + lensDepth * t, 200, 8, 2, { fill: '#4a4a50' })),
    rect(326, 400 + lensDepth - 6, 168, 12, 4, { fill: '#2a3050' }),
    rect(150, 290, 500, 120, 30, { fill: sheen(c, style === 'retro' ? metal : body) }),
    style === 'compact' ? '' : rect(340, 278, 120, 140, 18, { fill: sheen(c, darken(body, 0.1)) }),
    dial(560, 345, 40),
    dial(240, 345, 30),
    ellipse(610, 325, 16, 12, { fill: metal }),
  ].join('');
}

export const camera: Drawer<CameraStyle> = {
  styles: CAMERA_STYLES,
  front: cameraFront,
  back: cameraBack,
  side: cameraTop,
  detail: (style) =>
    style === 'compact'
      ? { view: 'front', x: 470, y: 410, zoom: 2.2 }
      : { view: 'front', x: 430, y: 420, zoom: 1.8 },
};

// Consoles --------------------------------------------------------------------------------

export const CONSOLE_STYLES = [
  'ps5',
  'ps5-digital',
  'tower',
  'box',
  'switch',
  'lite',
  'handheld',
] as const;
export type ConsoleStyle = (typeof CONSOLE_STYLES)[number];

function joyStick(cx: number, cy: number) {
  return [
    circle(cx, cy, 26, { fill: '#1a1a1d' }),
    circle(cx, cy, 17, { fill: '#2c2c30' }),
    circle(cx - 4, cy - 4, 6, { fill: '#3d3d42' }),
  ].join('');
}

function faceButtons(cx: number, cy: number, colours: string[]) {
  return [
    [0, -24],
    [24, 0],
    [0, 24],
    [-24, 0],
  ]
    .map(([dx, dy], i) =>
      circle(cx + (dx ?? 0), cy + (dy ?? 0), 11, { fill: colours[i % colours.length] ?? '#333' }),
    )
    .join('');
}

function consoleFront(c: Canvas, style: ConsoleStyle, withShadow = true): string {
  const body = c.p.body;
  switch (style) {
    case 'ps5':
    case 'ps5-digital': {
      const wing = sheen(c, body);
      return [
        withShadow ? floorShadow(c, 400, 700, 200, 20) : '',
        rect(340, 676, 120, 18, 8, { fill: '#1a1a1d' }),
        rect(366, 110, 68, 570, 22, { fill: '#141416' }),
        rect(392, 130, 16, 530, 8, { fill: '#1f1f22' }),
        path(
          'M 372 104 L 296 114 C 266 120 254 150 258 192 C 272 340 292 520 314 680 L 372 680 Z',
          { fill: wing },
        ),
        path(
          'M 428 104 L 504 114 C 534 120 546 150 542 192 C 528 340 508 520 486 680 L 428 680 Z',
          { fill: wing },
        ),
        line(373, 120, 373, 672, { stroke: c.p.accent, 'stroke-width': 3, 'stroke-opacity': 0.85 }),
        line(427, 120, 427, 672, { stroke: c.p.accent, 'stroke-width': 3, 'stroke-opacity': 0.85 }),
        path('M 266 190 C 270 150 290 128 372 120', {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 6,
          'stroke-opacity': 0.7,
        }),
        style === 'ps5' ? line(318, 560, 326, 650, { stroke: edge(body), 'stroke-width': 3 }) : '',
        circle(400, 250, 5, { fill: '#dcdce0' }),
        circle(400, 290, 5, { fill: '#dcdce0' }),
      ].join('');
    }
    case 'tower':
      return [
        floorShadow(c, 435, 668, 190, 18),
        polygon(
          [
            [300, 225],
            [380, 180],
            [580, 180],
            [500, 225],
          ],
          { fill: '#26262a' },
        ),
        ellipse(440, 202, 95, 17, { fill: '#060607' }),
        ellipse(440, 202, 80, 12, { fill: c.p.accent, 'fill-opacity': 0.55 }),
        dotted(
          c,
          { cx: 440, cy: 202, rx: 80, ry: 12 },
          { color: '#000000', spacing: 8, size: 2.4, opacity: 0.9 },
        ),
        polygon(
          [
            [500, 225],
            [580, 180],
            [580, 615],
            [500, 660],
          ],
          { fill: '#0e0e10' },
        ),
        rect(300, 225, 200, 435, 4, { fill: linear(c, ['#2a2a2e', '#161618'], 'down') }),
        circle(324, 250, 8, { fill: '#f2f2f2' }),
        line(330, 300, 330, 500, { stroke: '#000000', 'stroke-width': 4 }),
        rect(470, 620, 14, 8, 2, { fill: '#000000' }),
      ].join('');
    case 'box':
      return [
        floorShadow(c, 410, 600, 260, 20),
        polygon(
          [
            [160, 360],
            [240, 318],
            [640, 318],
            [560, 360],
          ],
          { fill: lighten(body, 0.4) },
        ),
        polygon(
          [
            [560, 360],
            [640, 318],
            [640, 548],
            [560, 590],
          ],
          { fill: darken(body, 0.14) },
        ),
        rect(160, 360, 400, 230, 4, {
          fill: linear(c, [lighten(body, 0.2), darken(body, 0.04)], 'down'),
        }),
        circle(430, 475, 92, { fill: '#0c0c0e' }),
        dotted(
          c,
          { cx: 430, cy: 475, rx: 80, ry: 80 },
          { color: '#4a4a50', spacing: 10, size: 3, opacity: 1 },
        ),
        circle(190, 390, 8, { fill: '#e9e9ec', stroke: '#9a9aa2', 'stroke-width': 2 }),
        rect(184, 540, 22, 8, 2, { fill: '#1a1a1a' }),
      ].join('');
    case 'switch':
    case 'lite':
    case 'handheld': {
      const lite = style !== 'switch';
      const left = lite ? body : '#ff4554';
      const right = lite ? body : '#00c3e3';
      const grip = style === 'handheld' ? 96 : 82;
      return [
        floorShadow(c, 400, 575, 320, 22),
        lite
          ? rect(128 - (grip - 82), 290, 544 + (grip - 82) * 2, 240, 90, { fill: sheen(c, body) })
          : [
              path(
                'M 250 290 L 200 290 A 70 70 0 0 0 130 360 L 130 460 A 70 70 0 0 0 200 530 L 250 530 Z',
                { fill: sheen(c, left) },
              ),
              path(
                'M 550 290 L 600 290 A 70 70 0 0 1 670 360 L 670 460 A 70 70 0 0 1 600 530 L 550 530 Z',
                { fill: sheen(c, right) },
              ),
              rect(246, 290, 308, 240, 12, { fill: '#1d1d1f' }),
            ].join(''),
        rect(256, 302, 288, 216, 10, { fill: '#0b0b0d' }),
        screen(c, { x: 266, y: 312, w: 268, h: 196, r: 4 }, 'plain'),
        joyStick(192, 360),
        faceButtons(192, 452, [darken(left, 0.4)]),
        faceButtons(608, 360, lite ? ['#2b2b2e'] : [darken(right, 0.4)]),
        joyStick(608, 452),
      ].join('');
    }
  }
}

function consoleAlt(c: Canvas, style: ConsoleStyle): string {
  switch (style) {
    case 'ps5':
    case 'ps5-digital':
      return [
        floorShadow(c, 400, 560, 330, 22),
        group(consoleFront(c, style, false), {
          transform: 'translate(400 430) rotate(-90) scale(0.95) translate(-400 -395)',
        }),
      ].join('');
    case 'switch':
    case 'lite':
    case 'handheld':
      return [group(consoleFront(c, style), { transform: 'rotate(-8 400 410)' })].join('');
    default:
      return [
        floorShadow(c, 400, 650, 300, 22),
        group(consoleFront(c, style), { transform: 'translate(-90 -10) scale(0.9)' }),
        group(controllerFront(c, style === 'tower' ? 'xbox' : 'xbox-white'), {
          transform: 'translate(560 560) scale(0.42) translate(-400 -420)',
        }),
      ].join('');
  }
}

function consoleWithController(c: Canvas, style: ConsoleStyle): string {
  if (style === 'switch' || style === 'lite' || style === 'handheld') {
    if (style !== 'switch')
      return group(consoleFront(c, style), {
        transform: 'translate(400 400) rotate(10) scale(0.9) translate(-400 -410)',
      });
    return [
      floorShadow(c, 400, 650, 260, 22),
      group(consoleFront(c, style), {
        transform: 'translate(400 330) scale(0.8) translate(-400 -410)',
      }),
      rect(250, 400, 300, 240, 26, { fill: linear(c, ['#2a2a2e', '#1a1a1c'], 'down') }),
      rect(250, 400, 300, 16, 6, { fill: '#333338' }),
      circle(280, 610, 4, { fill: '#3ddc84' }),
    ].join('');
  }
  const pad: ControllerStyle =
    style === 'tower' ? 'xbox' : style === 'box' ? 'xbox-white' : 'dualsense';
  return [
    group(consoleFront(c, style), { transform: 'translate(-120 -20) scale(0.92)' }),
    group(controllerFront(c, pad), {
      transform: 'translate(560 560) scale(0.5) translate(-400 -420)',
    }),
  ].join('');
}

export const gameConsole: Drawer<ConsoleStyle> = {
  styles: CONSOLE_STYLES,
  front: consoleFront,
  back: consoleAlt,
  side: consoleWithController,
  detail: (style) =>
    style === 'switch' || style === 'lite' || style === 'handheld'
      ? { view: 'front', x: 560, y: 410, zoom: 2 }
      : style === 'box'
        ? { view: 'front', x: 400, y: 470, zoom: 1.7 }
        : style === 'tower'
          ? { view: 'front', x: 440, y: 260, zoom: 1.9 }
          : { view: 'front', x: 400, y: 260, zoom: 2 },
};

// Controllers -----------------------------------------------------------------------------

export const CONTROLLER_STYLES = ['dualsense', 'xbox', 'xbox-white', 'pro'] as const;
export type ControllerStyle = (typeof CONTROLLER_STYLES)[number];

const CONTROLLER =
  'M 250 300 C 270 268 330 262 400 262 C 470 262 530 268 550 300 L 612 470 C 640 548 620 612 572 600 C 540 592 520 552 492 512 L 308 512 C 280 552 260 592 228 600 C 180 612 160 548 188 470 Z';

function controllerFront(c: Canvas, style: ControllerStyle): string {
  const body = style === 'xbox-white' ? '#eeeef0' : c.p.body;
  const ps = style === 'dualsense';
  const parts = [
    floorShadow(c, 400, 630, 250, 20),
    rect(250, 250, 110, 40, 18, { fill: darken(body, 0.25) }),
    rect(440, 250, 110, 40, 18, { fill: darken(body, 0.25) }),
    path(CONTROLLER, { fill: sheen(c, body) }),
  ];
  if (ps) {
    parts.push(
      path('M 300 360 L 500 360 L 520 470 C 500 500 300 500 280 470 Z', { fill: '#151517' }),
      rect(330, 272, 140, 84, 12, {
        fill: lighten(body, 0.08),
        stroke: edge(body),
        'stroke-width': 2,
      }),
      rect(338, 280, 6, 70, 3, { fill: c.p.accent, 'fill-opacity': 0.8 }),
      rect(456, 280, 6, 70, 3, { fill: c.p.accent, 'fill-opacity': 0.8 }),
      circle(400, 400, 9, { fill: '#2b2b2e' }),
    );
  } else {
    parts.push(
      circle(400, 320, 20, {
        fill: lighten(body, 0.2),
        stroke: style === 'pro' ? '#3a3a3e' : '#9a9aa2',
        'stroke-width': 3,
      }),
      circle(400, 320, 11, { fill: style === 'pro' ? '#d0d0d4' : '#3a3a3e', 'fill-opacity': 0.8 }),
      circle(360, 360, 7, { fill: darken(body, 0.4) }),
      circle(440, 360, 7, { fill: darken(body, 0.4) }),
    );
  }
  const dpad = (cx: number, cy: number) =>
    [
      rect(cx - 10, cy - 30, 20, 60, 4, { fill: darken(body, 0.55) }),
      rect(cx - 30, cy - 10, 60, 20, 4, { fill: darken(body, 0.55) }),
    ].join('');
  const leftStickFirst = !ps;
  parts.push(
    leftStickFirst ? joyStick(270, 372) : dpad(282, 380),
    leftStickFirst ? dpad(340, 450) : joyStick(340, 450),
    joyStick(460, 450),
  );
  if (ps) {
    const pc = '#3a3a3e';
    parts.push(
      polygon(
        [
          [518, 344],
          [529, 362],
          [507, 362],
        ],
        { fill: 'none', stroke: pc, 'stroke-width': 3 },
      ),
      circle(542, 380, 9, { fill: 'none', stroke: pc, 'stroke-width': 3 }),
      path('M 511 397 L 525 411 M 525 397 L 511 411', { stroke: pc, 'stroke-width': 3 }),
      rect(486, 372, 16, 16, 1, { fill: 'none', stroke: pc, 'stroke-width': 3 }),
    );
  } else {
    parts.push(
      faceButtons(
        530,
        372,
        style === 'pro' ? ['#3a3a3e'] : ['#f5c400', '#e03a3a', '#27a845', '#2f6fdd'],
      ),
    );
  }
  return parts.join('');
}

function controllerBack(c: Canvas, style: ControllerStyle): string {
  const body = style === 'xbox-white' ? '#eeeef0' : c.p.body;
  return [
    floorShadow(c, 400, 630, 250, 20),
    group(
      [
        path(CONTROLLER, { fill: sheen(c, darken(body, 0.05)) }),
        rect(236, 250, 130, 80, 30, { fill: darken(body, 0.3) }),
        rect(434, 250, 130, 80, 30, { fill: darken(body, 0.3) }),
        rect(250, 290, 110, 24, 10, { fill: darken(body, 0.15) }),
        rect(440, 290, 110, 24, 10, { fill: darken(body, 0.15) }),
        rect(370, 300, 60, 16, 5, { fill: '#1a1a1d' }),
        mark(c, 400, 440, 22, body),
      ].join(''),
      { transform: 'translate(800 0) scale(-1 1)' },
    ),
  ].join('');
}

function controllerAngle(c: Canvas, style: ControllerStyle): string {
  return group(controllerFront(c, style), {
    transform: 'translate(400 420) rotate(-14) scale(1.05) translate(-400 -420)',
  });
}

export const controller: Drawer<ControllerStyle> = {
  styles: CONTROLLER_STYLES,
  front: controllerFront,
  back: controllerBack,
  side: controllerAngle,
  detail: () => ({ view: 'front', x: 470, y: 400, zoom: 2 }),
};

// Televisions -----------------------------------------------------------------------------

export const TV_STYLES = ['feet', 'pedestal', 'frame'] as const;
export type TvStyle = (typeof TV_STYLES)[number];

function tvFront(c: Canvas, style: TvStyle): string {
  const frame = style === 'frame';
  const parts = [floorShadow(c, 400, 618, 360, 18)];
  if (style === 'feet') {
    parts.push(
      polygon(
        [
          [150, 540],
          [166, 540],
          [138, 612],
          [118, 612],
        ],
        { fill: '#2a2a2e' },
      ),
      polygon(
        [
          [634, 540],
          [650, 540],
          [682, 612],
          [662, 612],
        ],
        { fill: '#2a2a2e' },
      ),
    );
  } else if (style === 'pedestal') {
    parts.push(
      rect(380, 540, 40, 50, 4, { fill: '#2a2a2e' }),
      rect(290, 586, 220, 16, 8, { fill: linear(c, ['#4a4a50', '#1a1a1d'], 'down') }),
    );
  } else {
    parts.push(
      line(250, 540, 210, 640, {
        stroke: darken(c.p.body, 0.2),
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
      line(550, 540, 590, 640, {
        stroke: darken(c.p.body, 0.2),
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
    );
  }
  parts.push(
    rect(66, 166, 668, 384, frame ? 4 : 10, {
      fill: frame ? sheen(c, c.p.body) : '#0c0c0e',
      stroke: frame ? 'none' : edge(c.p.body),
      'stroke-width': 4,
    }),
  );
  if (frame) {
    parts.push(rect(92, 192, 616, 332, 0, { fill: '#f4f1ea' }));
    parts.push(
      group(
        [
          rect(112, 212, 576, 292, 0, {
            fill: linear(c, [lighten(c.p.wall[0], 0.7), lighten(c.p.wall[1], 0.6)], 'down'),
          }),
          circle(320, 330, 90, { fill: c.p.wall[0], 'fill-opacity': 0.85 }),
          rect(420, 250, 160, 200, 0, { fill: c.p.wall[1], 'fill-opacity': 0.8 }),
          circle(520, 420, 60, { fill: '#f2b134', 'fill-opacity': 0.9 }),
          line(150, 470, 640, 470, { stroke: '#1d1d1f', 'stroke-width': 4 }),
        ].join(''),
        { 'clip-path': clip(c, rect(112, 212, 576, 292, 0)) },
      ),
    );
  } else {
    parts.push(
      group(scene(c, { x: 76, y: 176, w: 648, h: 364 }), {
        'clip-path': clip(c, rect(76, 176, 648, 364, 3)),
      }),
    );
    parts.push(
      polygon(
        [
          [76, 176],
          [420, 176],
          [76, 420],
        ],
        { fill: '#ffffff', 'fill-opacity': 0.05 },
      ),
    );
    if (c.p.mark) parts.push(text(400, 548, c.p.mark, { size: 9, fill: '#c9c9ce', spacing: 1 }));
  }
  return parts.join('');
}

function tvBack(c: Canvas, style: TvStyle): string {
  const shell = style === 'frame' ? c.p.body : '#2b2b2f';
  return [
    floorShadow(c, 400, 618, 360, 18),
    style === 'pedestal'
      ? rect(290, 586, 220, 16, 8, { fill: '#1a1a1d' }) +
        rect(380, 520, 40, 70, 4, { fill: '#2a2a2e' })
      : '',
    style === 'feet'
      ? polygon(
          [
            [150, 540],
            [166, 540],
            [138, 612],
            [118, 612],
          ],
          { fill: '#2a2a2e' },
        ) +
        polygon(
          [
            [634, 540],
            [650, 540],
            [682, 612],
            [662, 612],
          ],
          { fill: '#2a2a2e' },
        )
      : '',
    rect(66, 166, 668, 384, 10, { fill: linear(c, [lighten(shell, 0.1), shell], 'down') }),
    rect(190, 220, 420, 270, 18, { fill: darken(shell, 0.15) }),
    ...Array.from({ length: 8 }, (_, i) => rect(230 + i * 14, 250, 6, 60, 3, { fill: '#111113' })),
    ...Array.from({ length: 8 }, (_, i) => rect(460 + i * 14, 250, 6, 60, 3, { fill: '#111113' })),
    rect(480, 370, 100, 90, 6, { fill: '#1d1d20' }),
    ...[0, 1, 2].map((i) => rect(492 + i * 28, 386, 20, 10, 2, { fill: '#0a0a0b' })),
    ...[0, 1, 2].map((i) => rect(492 + i * 28, 414, 20, 16, 2, { fill: '#0a0a0b' })),
  ].join('');
}

function tvAngle(c: Canvas, style: TvStyle): string {
  const face: Array<[number, number]> = [
    [150, 150],
    [620, 215],
    [620, 545],
    [150, 600],
  ];
  return [
    floorShadow(c, 400, 650, 330, 22),
    style === 'pedestal'
      ? rect(330, 600, 150, 14, 7, { fill: '#1a1a1d' }) +
        rect(392, 560, 30, 44, 4, { fill: '#2a2a2e' })
      : line(190, 590, 170, 650, { stroke: '#2a2a2e', 'stroke-width': 10 }) +
        line(590, 548, 610, 610, { stroke: '#2a2a2e', 'stroke-width': 10 }),
    polygon(
      [
        [620, 215],
        [636, 222],
        [636, 540],
        [620, 545],
      ],
      { fill: darken(c.p.body, 0.3) },
    ),
    polygon(face, { fill: style === 'frame' ? c.p.body : '#0c0c0e' }),
    group(scene(c, { x: 160, y: 160, w: 450, h: 430 }), {
      'clip-path': clip(
        c,
        polygon([
          [160, 163],
          [610, 226],
          [610, 535],
          [160, 587],
        ]),
      ),
    }),
  ].join('');
}

export const tv: Drawer<TvStyle> = {
  styles: TV_STYLES,
  front: tvFront,
  back: tvBack,
  side: tvAngle,
  detail: (style) => ({
    view: 'front',
    x: style === 'frame' ? 400 : 560,
    y: style === 'frame' ? 360 : 470,
    zoom: 2,
  }),
};

// Speakers --------------------------------------------------------------------------------

export const SPEAKER_STYLES = ['cylinder', 'round', 'pill', 'box', 'soundbar'] as const;
export type SpeakerStyle = (typeof SPEAKER_STYLES)[number];

function speakerFront(c: Canvas, style: SpeakerStyle, withShadow = true): string {
  const body = c.p.body;
  const grille = (area: Area) =>
    dotted(c, area, {
      color: isLight(body) ? darken(body, 0.35) : '#000000',
      spacing: 9,
      size: 1.8,
      opacity: 0.55,
    });
  switch (style) {
    case 'cylinder':
      return [
        withShadow ? floorShadow(c, 400, 520, 290, 22) : '',
        rect(260, 488, 280, 20, 10, { fill: darken(body, 0.4) }),
        rect(130, 290, 540, 210, 105, { fill: sheen(c, body) }),
        grille({ x: 130, y: 290, w: 540, h: 210, r: 105 }),
        ellipse(172, 395, 40, 98, { fill: darken(body, 0.3) }),
        ellipse(176, 395, 28, 78, { fill: sheen(c, darken(body, 0.15)) }),
        ellipse(628, 395, 40, 98, { fill: darken(body, 0.3) }),
        ellipse(624, 395, 28, 78, { fill: sheen(c, darken(body, 0.15)) }),
        rect(340, 360, 120, 70, 14, { fill: c.p.accent }),
        c.p.mark ? text(400, 406, c.p.mark, { size: 30, fill: '#ffffff', weight: 800 }) : '',
        ...[0, 1, 2, 3].map((i) => circle(346 + i * 36, 298, 6, { fill: darken(body, 0.35) })),
      ].join('');
    case 'round':
      return [
        floorShadow(c, 400, 622, 190, 20),
        rect(270, 170, 260, 450, 120, { fill: sheen(c, body) }),
        dotted(
          c,
          { x: 270, y: 170, w: 260, h: 450, r: 120 },
          {
            color: isLight(body) ? darken(body, 0.25) : '#000000',
            spacing: 7,
            size: 1.6,
            opacity: 0.45,
          },
        ),
        ellipse(400, 188, 112, 22, { fill: darken(body, 0.1) }),
        ellipse(400, 188, 70, 13, {
          fill: radial(c, [
            [c.p.wall[0], 1],
            [c.p.wall[1], 0.9],
            [darken(body, 0.2), 1],
          ]),
        }),
      ].join('');
    case 'pill':
      return [
        floorShadow(c, 400, 640, 170, 18),
        rect(296, 150, 208, 482, 104, { fill: sheen(c, body) }),
        dotted(
          c,
          { x: 296, y: 150, w: 208, h: 482, r: 104 },
          { color: darken(body, 0.3), spacing: 6, size: 1.3, opacity: 0.5 },
        ),
        ...[0, 1, 2, 3].map((i) => circle(361 + i * 26, 380, 5, { fill: '#ffffff' })),
      ].join('');
    case 'box':
      return [
        floorShadow(c, 400, 600, 250, 20),
        path('M 590 300 C 650 300 650 380 590 380', {
          fill: 'none',
          stroke: c.p.trim,
          'stroke-width': 16,
        }),
        rect(190, 220, 420, 360, 72, { fill: sheen(c, body) }),
        grille({ x: 220, y: 250, w: 360, h: 300, r: 52 }),
        rect(334, 206, 132, 22, 10, { fill: darken(body, 0.2) }),
        mark(c, 400, 410, 34, body),
      ].join('');
    case 'soundbar':
      return [
        floorShadow(c, 400, 568, 340, 16),
        rect(150, 110, 500, 290, 8, { fill: '#0c0c0e' }),
        group(scene(c, { x: 158, y: 118, w: 484, h: 274 }), {
          'clip-path': clip(c, rect(158, 118, 484, 274, 2)),
          opacity: 0.9,
        }),
        rect(380, 400, 40, 40, 2, { fill: '#2a2a2e' }),
        rect(300, 436, 200, 10, 5, { fill: '#1d1d20' }),
        rect(90, 470, 620, 86, 42, { fill: sheen(c, body) }),
        grille({ x: 100, y: 478, w: 600, h: 70, r: 35 }),
        rect(360, 536, 80, 6, 3, { fill: c.p.accent, 'fill-opacity': 0.8 }),
      ].join('');
  }
}

function speakerAlt(c: Canvas, style: SpeakerStyle): string {
  if (style === 'cylinder') {
    return [
      floorShadow(c, 400, 690, 140, 20),
      group(speakerFront(c, style, false), {
        transform: 'translate(400 400) rotate(-90) translate(-400 -395)',
      }),
    ].join('');
  }
  if (style === 'soundbar') {
    const body = c.p.body;
    return [
      floorShadow(c, 400, 470, 340, 18),
      rect(90, 380, 620, 86, 42, { fill: sheen(c, darken(body, 0.1)) }),
      rect(300, 398, 200, 50, 10, { fill: darken(body, 0.35) }),
      ...[0, 1, 2, 3].map((i) => rect(316 + i * 44, 412, 30, 20, 3, { fill: '#0a0a0b' })),
      mark(c, 180, 430, 18, body),
    ].join('');
  }
  return [
    floorShadow(c, 400, 650, 260, 22),
    group(speakerFront(c, style), { transform: 'translate(-110 40) scale(0.8)' }),
    group(speakerFront(c, style), { transform: 'translate(290 180) scale(0.62)' }),
  ].join('');
}

function speakerTop(c: Canvas, style: SpeakerStyle): string {
  const body = c.p.body;
  if (style === 'round' || style === 'pill') {
    return [
      floorShadow(c, 400, 610, 220, 24),
      circle(400, 400, 200, { fill: sheen(c, body) }),
      dotted(
        c,
        { cx: 400, cy: 400, rx: 200, ry: 200 },
        { color: darken(body, 0.3), spacing: 8, size: 1.8, opacity: 0.5 },
      ),
      circle(400, 400, 120, { fill: darken(body, 0.08) }),
      circle(400, 400, 90, {
        fill: radial(c, [
          [c.p.wall[0], 1],
          [c.p.wall[1], 1],
          [darken(body, 0.1), 1],
        ]),
      }),
      text(340, 408, '−', { size: 40, fill: '#ffffff', 'fill-opacity': 0.8 }),
      text(460, 408, '+', { size: 40, fill: '#ffffff', 'fill-opacity': 0.8 }),
    ].join('');
  }
  return group(speakerFront(c, style), {
    transform: 'translate(400 420) rotate(-10) scale(1.1) translate(-400 -400)',
  });
}

export const speaker: Drawer<SpeakerStyle> = {
  styles: SPEAKER_STYLES,
  front: speakerFront,
  back: speakerAlt,
  side: speakerTop,
  detail: (style) =>
    style === 'soundbar'
      ? { view: 'front', x: 400, y: 512, zoom: 2.4 }
      : style === 'cylinder'
        ? { view: 'front', x: 400, y: 395, zoom: 1.8 }
        : style === 'box'
          ? { view: 'front', x: 400, y: 400, zoom: 1.6 }
          : { view: 'front', x: 400, y: 280, zoom: 1.8 },
};

// Accessories -----------------------------------------------------------------------------

export const GADGET_STYLES = [
  'mouse',
  'mouse-ergo',
  'keyboard',
  'keyboard-light',
  'powerbank',
  'charger',
  'puck',
  'ssd',
  'pencil',
] as const;
export type GadgetStyle = (typeof GADGET_STYLES)[number];

const MOUSE =
  'M 400 150 C 495 150 535 260 535 390 C 535 560 480 650 400 650 C 320 650 265 560 265 390 C 265 260 305 150 400 150 Z';

function keyboard(c: Canvas, light: boolean): string {
  const body = c.p.body;
  const keyFill = light ? '#fbfbfd' : darken(body, 0.5);
  const keys: string[] = [];
  const rows = [15, 14, 13, 12, 9];
  rows.forEach((count, row) => {
    const left = 112 + row * 6;
    const width = (576 - row * 12) / count;
    for (let col = 0; col < count; col += 1) {
      const space = row === 4 && col === 4;
      keys.push(
        rect(left + col * width + 3, 300 + row * 46, (space ? width * 4 : width) - 6, 38, 7, {
          fill: keyFill,
          stroke: light ? '#d4d4da' : c.p.accent,
          'stroke-width': light ? 1 : 1.2,
          'stroke-opacity': light ? 1 : 0.55,
        }),
      );
      if (space) col += 3;
    }
  });
  return [
    floorShadow(c, 400, 560, 350, 24),
    rect(90, 248, 620, 300, 24, { fill: sheen(c, body) }),
    ...Array.from({ length: 14 }, (_, i) =>
      rect(114 + i * 41.5, 262, 34, 26, 5, {
        fill: keyFill,
        stroke: light ? '#d4d4da' : 'none',
        'stroke-width': 1,
      }),
    ),
    ...keys,
  ].join('');
}

function gadgetFront(c: Canvas, style: GadgetStyle, withShadow = true): string {
  const body = c.p.body;
  const shade = (cx: number, cy: number, rx: number, ry: number) =>
    withShadow ? floorShadow(c, cx, cy, rx, ry) : '';
  switch (style) {
    case 'mouse':
    case 'mouse-ergo':
      return [
        shade(410, 660, 170, 24),
        style === 'mouse-ergo'
          ? path('M 280 330 C 200 360 200 520 270 580 L 300 520 Z', { fill: darken(body, 0.15) })
          : '',
        path(MOUSE, { fill: sheen(c, body) }),
        line(400, 152, 400, 330, { stroke: edge(body), 'stroke-width': 3 }),
        path('M 272 330 C 330 345 470 345 528 330', {
          fill: 'none',
          stroke: edge(body),
          'stroke-width': 3,
        }),
        rect(388, 200, 24, 74, 12, { fill: '#1a1a1d' }),
        ...[0, 1, 2, 3, 4, 5].map((i) => rect(392, 208 + i * 11, 16, 5, 2, { fill: '#3a3a3e' })),
        style === 'mouse-ergo' ? rect(262, 420, 26, 60, 12, { fill: '#1a1a1d' }) : '',
        circle(400, 560, 10, { fill: c.p.accent, 'fill-opacity': 0.9 }),
        mark(c, 400, 480, 20, body),
      ].join('');
    case 'keyboard':
    case 'keyboard-light':
      return keyboard(c, style === 'keyboard-light');
    case 'powerbank':
      return [
        shade(400, 650, 160, 20),
        rect(300, 160, 200, 480, 40, { fill: sheen(c, body) }),
        rect(330, 230, 140, 80, 12, { fill: '#0b0b0d' }),
        ...[0, 1, 2, 3].map((i) =>
          rect(345 + i * 30, 256, 20, 28, 4, { fill: c.p.accent, 'fill-opacity': i < 3 ? 1 : 0.3 }),
        ),
        rect(370, 340, 60, 8, 4, { fill: darken(body, 0.3) }),
        mark(c, 400, 520, 26, body),
        rect(376, 168, 48, 10, 5, { fill: '#0b0b0d' }),
      ].join('');
    case 'charger':
      return [
        shade(400, 560, 200, 20),
        path('M 400 520 C 400 620 620 560 640 660', {
          fill: 'none',
          stroke: edge(body),
          'stroke-width': 14,
          'stroke-linecap': 'round',
        }),
        rect(340, 196, 16, 70, 4, { fill: '#c9c9ce' }),
        rect(444, 196, 16, 70, 4, { fill: '#c9c9ce' }),
        rect(290, 250, 220, 270, 36, { fill: sheen(c, body) }),
        rect(376, 300, 48, 16, 8, { fill: '#0b0b0d' }),
        rect(376, 340, 48, 16, 8, { fill: '#0b0b0d' }),
        rect(370, 384, 60, 22, 4, { fill: '#0b0b0d' }),
        mark(c, 400, 470, 22, body),
      ].join('');
    case 'puck':
      return [
        shade(400, 540, 200, 24),
        path('M 400 520 C 400 640 600 600 650 700', {
          fill: 'none',
          stroke: '#f4f4f6',
          'stroke-width': 12,
          'stroke-linecap': 'round',
        }),
        circle(400, 400, 150, { fill: sheen(c, '#d9d9de') }),
        circle(400, 400, 132, { fill: sheen(c, body) }),
        circle(400, 400, 88, { fill: 'none', stroke: darken(body, 0.08), 'stroke-width': 3 }),
        circle(400, 400, 40, { fill: 'none', stroke: darken(body, 0.08), 'stroke-width': 2 }),
      ].join('');
    case 'ssd':
      return [
        shade(400, 620, 180, 22),
        rect(270, 210, 260, 390, 44, { fill: sheen(c, c.p.trim) }),
        rect(290, 230, 220, 350, 32, { fill: sheen(c, body) }),
        ...Array.from({ length: 7 }, (_, i) =>
          rect(270, 250 + i * 44, 16, 24, 6, { fill: darken(c.p.trim, 0.2) }),
        ),
        ...Array.from({ length: 7 }, (_, i) =>
          rect(514, 250 + i * 44, 16, 24, 6, { fill: darken(c.p.trim, 0.2) }),
        ),
        mark(c, 400, 420, 28, body),
        rect(370, 208, 60, 10, 5, { fill: '#0b0b0d' }),
      ].join('');
    case 'pencil':
      return [
        shade(400, 620, 300, 18),
        group(
          [
            rect(140, 378, 470, 44, 22, {
              fill: linear(c, [lighten(body, 0.2), body, darken(body, 0.16)], 'down'),
              stroke: darken(body, 0.22),
              'stroke-width': 2,
            }),
            rect(150, 380, 450, 12, 6, { fill: darken(body, 0.12) }),
            path('M 606 380 L 672 396 Q 680 400 672 404 L 606 420 Z', {
              fill: lighten(body, 0.1),
              stroke: darken(body, 0.22),
              'stroke-width': 2,
            }),
            path('M 660 396 L 680 400 L 660 404 Z', { fill: '#6a6a70' }),
            mark(c, 340, 410, 16, body),
          ].join(''),
          { transform: 'translate(400 400) rotate(-30) scale(1.15) translate(-400 -400)' },
        ),
      ].join('');
  }
}

function gadgetBack(c: Canvas, style: GadgetStyle): string {
  const body = c.p.body;
  switch (style) {
    case 'mouse':
    case 'mouse-ergo':
      return [
        floorShadow(c, 410, 660, 170, 24),
        path(MOUSE, { fill: sheen(c, darken(body, 0.35)) }),
        rect(360, 170, 80, 14, 7, { fill: '#e8e8ec', 'fill-opacity': 0.8 }),
        rect(360, 610, 80, 14, 7, { fill: '#e8e8ec', 'fill-opacity': 0.8 }),
        circle(400, 420, 22, { fill: '#0a0a0b' }),
        circle(400, 420, 9, { fill: '#ff2d2d', 'fill-opacity': 0.9 }),
        rect(384, 300, 32, 50, 10, { fill: '#2a2a2e' }),
      ].join('');
    case 'keyboard':
    case 'keyboard-light':
      return group(keyboard(c, style === 'keyboard-light'), {
        transform: 'translate(400 420) rotate(-12) scale(0.95) translate(-400 -400)',
      });
    default:
      return [
        floorShadow(c, 400, 650, 280, 22),
        group(gadgetFront(c, style, false), {
          transform: 'translate(-120 40) rotate(-10 400 400) scale(0.82)',
        }),
        group(gadgetFront(c, style, false), {
          transform: 'translate(250 140) rotate(12 400 400) scale(0.62)',
        }),
      ].join('');
  }
}

function gadgetSide(c: Canvas, style: GadgetStyle): string {
  const body = c.p.body;
  switch (style) {
    case 'mouse':
    case 'mouse-ergo':
      return [
        floorShadow(c, 400, 560, 260, 18),
        path('M 160 540 C 160 380 300 300 440 310 C 560 318 640 400 640 540 Z', {
          fill: sheen(c, body),
        }),
        path('M 230 430 C 300 400 380 400 440 420', {
          fill: 'none',
          stroke: edge(body),
          'stroke-width': 3,
        }),
        rect(300, 440, 70, 18, 8, { fill: darken(body, 0.3) }),
        rect(390, 440, 70, 18, 8, { fill: darken(body, 0.3) }),
        rect(160, 536, 480, 10, 4, { fill: '#1a1a1d' }),
      ].join('');
    case 'keyboard':
    case 'keyboard-light':
      return [
        floorShadow(c, 400, 500, 340, 16),
        polygon(
          [
            [80, 480],
            [720, 480],
            [720, 440],
            [80, 460],
          ],
          { fill: sheen(c, body) },
        ),
        ...Array.from({ length: 14 }, (_, i) =>
          rect(96 + i * 44, 444 - i * 1.4, 38, 14, 4, {
            fill: style === 'keyboard-light' ? '#fbfbfd' : darken(body, 0.5),
          }),
        ),
        rect(660, 452, 20, 8, 3, { fill: '#0b0b0d' }),
      ].join('');
    default:
      return [
        floorShadow(c, 400, 680, 240, 22),
        group(gadgetFront(c, style, false), {
          transform: 'translate(400 400) rotate(18) translate(-400 -400)',
        }),
      ].join('');
  }
}

export const gadget: Drawer<GadgetStyle> = {
  styles: GADGET_STYLES,
  front: gadgetFront,
  back: gadgetBack,
  side: gadgetSide,
  detail: (style) => {
    switch (style) {
      case 'mouse':
      case 'mouse-ergo':
        return { view: 'front', x: 400, y: 260, zoom: 2 };
      case 'keyboard':
      case 'keyboard-light':
        return { view: 'front', x: 300, y: 380, zoom: 2.2 };
      case 'powerbank':
        return { view: 'front', x: 400, y: 270, zoom: 2.2 };
      case 'charger':
        return { view: 'front', x: 400, y: 350, zoom: 2 };
      case 'puck':
        return { view: 'front', x: 400, y: 400, zoom: 1.6 };
      case 'ssd':
        return { view: 'front', x: 400, y: 300, zoom: 1.8 };
      case 'pencil':
        return { view: 'front', x: 560, y: 300, zoom: 2.4 };
    }
  },
};
