import {
  type Canvas,
  circle,
  clip,
  darken,
  group,
  lighten,
  linear,
  mix,
  polygon,
  rect,
} from './svg-kit';

const ICON_COLOURS = ['#ff5f57', '#ffbd2e', '#28c840', '#0a84ff', '#bf5af2', '#ff9f0a', '#64d2ff'];
const icon = (i: number) => ICON_COLOURS[i % ICON_COLOURS.length] ?? '#ffffff';

export type ScreenContent = 'phone' | 'tablet' | 'laptop' | 'photo' | 'plain';

/** A lit screen: the wallpaper with soft shapes, and the interface the device would show. */
export function screen(
  c: Canvas,
  box: { x: number; y: number; w: number; h: number; r: number },
  content: ScreenContent,
): string {
  const { x, y, w, h, r } = box;
  const area = rect(x, y, w, h, r);
  const [a, b] = c.p.wall;
  const big = Math.max(w, h);
  const parts: string[] = [];
  if (content === 'photo') {
    parts.push(scene(c, box));
  } else {
    parts.push(rect(x, y, w, h, 0, { fill: linear(c, [lighten(a, 0.1), a, b], 'diagonal') }));
    parts.push(
      circle(x + w * 0.1, y + h * 0.2, big * 0.42, {
        fill: lighten(a, 0.45),
        'fill-opacity': 0.35,
      }),
    );
    parts.push(
      circle(x + w * 0.95, y + h * 0.95, big * 0.55, {
        fill: darken(b, 0.2),
        'fill-opacity': 0.45,
      }),
    );
    parts.push(
      circle(x + w * 0.75, y + h * 0.3, big * 0.18, { fill: lighten(b, 0.3), 'fill-opacity': 0.3 }),
    );
  }
  if (content === 'phone') parts.push(phoneHome(x, y, w, h));
  if (content === 'tablet') parts.push(tabletHome(x, y, w, h));
  if (content === 'laptop') parts.push(desktop(x, y, w, h));
  // Glass catches the light from the top left.
  parts.push(
    polygon(
      [
        [x, y],
        [x + w * 0.55, y],
        [x, y + h * 0.6],
      ],
      { fill: '#ffffff', 'fill-opacity': 0.07 },
    ),
  );
  return group(parts.join(''), { 'clip-path': clip(c, area) });
}

function phoneHome(x: number, y: number, w: number, h: number): string {
  const parts: string[] = [];
  const pad = w * 0.08;
  const size = (w - pad * 2) / 5.2;
  const gap = (w - pad * 2 - size * 4) / 3;
  parts.push(
    rect(x + pad, y + h * 0.12, w - pad * 2, h * 0.17, 22, {
      fill: '#ffffff',
      'fill-opacity': 0.25,
    }),
  );
  parts.push(
    rect(x + pad + 16, y + h * 0.155, w * 0.3, 14, 7, { fill: '#ffffff', 'fill-opacity': 0.8 }),
  );
  parts.push(
    rect(x + pad + 16, y + h * 0.2, w * 0.45, 10, 5, { fill: '#ffffff', 'fill-opacity': 0.5 }),
  );
  let i = 0;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      parts.push(
        rect(
          x + pad + col * (size + gap),
          y + h * 0.33 + row * (size + gap * 1.3),
          size,
          size,
          size * 0.26,
          {
            fill: icon(i),
            'fill-opacity': 0.9,
          },
        ),
      );
      i += 3;
    }
  }
  parts.push(
    rect(x + pad * 0.6, y + h - size - pad * 2.2, w - pad * 1.2, size + pad * 1.2, 26, {
      fill: '#ffffff',
      'fill-opacity': 0.28,
    }),
  );
  for (let col = 0; col < 4; col += 1) {
    parts.push(
      rect(x + pad + col * (size + gap), y + h - size - pad * 1.6, size, size, size * 0.26, {
        fill: icon(col * 2 + 1),
      }),
    );
  }
  return parts.join('');
}

function tabletHome(x: number, y: number, w: number, h: number): string {
  const parts: string[] = [];
  const size = w / 11;
  const gapX = (w - size * 6) / 7;
  let i = 0;
  parts.push(
    rect(x + gapX, y + h * 0.1, size * 3 + gapX * 2, size * 1.6, 18, {
      fill: '#ffffff',
      'fill-opacity': 0.28,
    }),
  );
  for (let row = 0; row < 2; row += 1) {
    for (let col = 3; col < 6; col += 1) {
      parts.push(
        rect(
          x + gapX + col * (size + gapX),
          y + h * 0.1 + row * size * 0.95,
          size * 0.8,
          size * 0.8,
          10,
          { fill: icon(i++), 'fill-opacity': 0.9 },
        ),
      );
    }
  }
  for (let col = 0; col < 6; col += 1) {
    parts.push(
      rect(x + gapX + col * (size + gapX), y + h * 0.52, size * 0.8, size * 0.8, 10, {
        fill: icon(i++),
        'fill-opacity': 0.9,
      }),
    );
  }
  parts.push(
    rect(x + w * 0.22, y + h - size * 1.35, w * 0.56, size * 1.1, 20, {
      fill: '#ffffff',
      'fill-opacity': 0.3,
    }),
  );
  for (let col = 0; col < 6; col += 1) {
    parts.push(
      rect(
        x + w * 0.25 + col * ((w * 0.5) / 6) + 2,
        y + h - size * 1.2,
        size * 0.7,
        size * 0.7,
        9,
        { fill: icon(col + 2) },
      ),
    );
  }
  return parts.join('');
}

function desktop(x: number, y: number, w: number, h: number): string {
  return [
    rect(x, y, w, h * 0.045, 0, { fill: '#ffffff', 'fill-opacity': 0.35 }),
    rect(x + w * 0.12, y + h * 0.16, w * 0.52, h * 0.56, 10, {
      fill: '#ffffff',
      'fill-opacity': 0.9,
    }),
    rect(x + w * 0.12, y + h * 0.16, w * 0.52, h * 0.07, 10, { fill: '#e9e9ee' }),
    circle(x + w * 0.14, y + h * 0.195, 4, { fill: '#ff5f57' }),
    circle(x + w * 0.165, y + h * 0.195, 4, { fill: '#ffbd2e' }),
    circle(x + w * 0.19, y + h * 0.195, 4, { fill: '#28c840' }),
    rect(x + w * 0.15, y + h * 0.28, w * 0.2, h * 0.36, 6, { fill: '#d6dbe6' }),
    rect(x + w * 0.38, y + h * 0.28, w * 0.22, h * 0.04, 3, { fill: '#c4cad6' }),
    rect(x + w * 0.38, y + h * 0.35, w * 0.18, h * 0.04, 3, { fill: '#d6dbe6' }),
    rect(x + w * 0.38, y + h * 0.42, w * 0.2, h * 0.04, 3, { fill: '#d6dbe6' }),
    rect(x + w * 0.5, y + h * 0.3, w * 0.36, h * 0.44, 10, {
      fill: '#ffffff',
      'fill-opacity': 0.55,
    }),
    rect(x + w * 0.3, y + h * 0.86, w * 0.4, h * 0.09, 8, {
      fill: '#ffffff',
      'fill-opacity': 0.35,
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(x + w * 0.32 + i * w * 0.062, y + h * 0.872, h * 0.066, h * 0.066, 4, { fill: icon(i) }),
    ),
  ].join('');
}

/** A landscape photo: sky, sun, two ranges of hills. For televisions and camera screens. */
export function scene(c: Canvas, box: { x: number; y: number; w: number; h: number }): string {
  const { x, y, w, h } = box;
  const [a, b] = c.p.wall;
  const sky = linear(c, [lighten(a, 0.15), mix(a, b, 0.5), lighten(b, 0.35)], 'down');
  const far = mix(darken(b, 0.35), a, 0.25);
  const near = darken(a, 0.55);
  return [
    rect(x, y, w, h, 0, { fill: sky }),
    circle(x + w * 0.7, y + h * 0.42, h * 0.13, { fill: '#fff4d6', 'fill-opacity': 0.95 }),
    circle(x + w * 0.7, y + h * 0.42, h * 0.22, { fill: '#fff4d6', 'fill-opacity': 0.2 }),
    polygon(
      [
        [x, y + h * 0.72],
        [x + w * 0.18, y + h * 0.48],
        [x + w * 0.32, y + h * 0.62],
        [x + w * 0.5, y + h * 0.4],
        [x + w * 0.72, y + h * 0.66],
        [x + w * 0.86, y + h * 0.52],
        [x + w, y + h * 0.64],
        [x + w, y + h],
        [x, y + h],
      ],
      { fill: far },
    ),
    polygon(
      [
        [x, y + h * 0.84],
        [x + w * 0.25, y + h * 0.68],
        [x + w * 0.45, y + h * 0.8],
        [x + w * 0.68, y + h * 0.7],
        [x + w, y + h * 0.86],
        [x + w, y + h],
        [x, y + h],
      ],
      { fill: near },
    ),
  ].join('');
}
