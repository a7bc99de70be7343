// Pictures for the demo accounts, drawn at seed time (issue 9): a logo or profile picture with the account's
// initials, a banner, and a few portfolio pieces, from colours picked by the account's key. Nothing is downloaded,
// and nothing depends on the machine's fonts: letters are drawn from a 5x7 pixel font as SVG rectangles, which sharp
// renders. The drawings then go through the same pipeline as an upload (processImage), so they are stored and served
// exactly like a person's images.
import { createHash } from 'node:crypto';
import type { ImageKind } from '@microreach/domain/images';
import sharp from 'sharp';

/** 5x7 glyphs, one string of 5 characters per row ('#' is ink). Letters only: initials are all the demo needs. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.####', '#....', '#....', '#....', '#....', '#....', '.####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.####', '#....', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  J: ['..###', '...#.', '...#.', '...#.', '#..#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

/** Up to two initials of a name or company: 'Northside Coffee Roasters' -> 'NC', 'Mia Torres' -> 'MT'. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** SVG rectangles drawing `text` with its top-left corner at (x, y), each font pixel `cell` wide. */
function pixelText(text: string, x: number, y: number, cell: number, fill: string): string {
  const rects: string[] = [];
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    glyph.forEach((row, r) => {
      [...row].forEach((px, c) => {
        if (px === '#')
          rects.push(
            `<rect x="${x + (i * 6 + c) * cell}" y="${y + r * cell}" width="${cell}" height="${cell}" fill="${fill}"/>`,
          );
      });
    });
  });
  return rects.join('');
}

/** Two colours (hue-shifted) picked from the key, so every account looks different and the same on every seed. */
export function paletteOf(key: string): { base: string; accent: string; hue: number } {
  const hue = createHash('sha256').update(key).digest().readUInt16BE(0) % 360;
  return { base: `hsl(${hue}, 55%, 42%)`, accent: `hsl(${(hue + 40) % 360}, 65%, 62%)`, hue };
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" shape-rendering="crispEdges">${body}</svg>`,
  );
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** A square picture with the initials centred (logo or profile picture; the app shows pictures round). */
function avatarSvg(key: string, name: string): Buffer {
  const { base, accent } = paletteOf(key);
  const size = 800;
  const initials = initialsOf(name) || '?';
  const cell = initials.length > 1 ? 44 : 64;
  const textWidth = (initials.length * 6 - 1) * cell;
  return svg(
    size,
    size,
    `${gradient('g', base, accent)}<rect width="${size}" height="${size}" fill="url(#g)"/>${pixelText(initials, (size - textWidth) / 2, (size - 7 * cell) / 2, cell, '#ffffff')}`,
  );
}

/** A wide banner: the account's colours with soft circles and stripes. */
function bannerSvg(key: string): Buffer {
  const { base, accent } = paletteOf(key);
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const seed = createHash('sha256').update(`${key}:${i}`).digest();
      return `<circle cx="${seed.readUInt16BE(0) % 2400}" cy="${seed.readUInt16BE(2) % 600}" r="${120 + (seed[4]! % 180)}" fill="#ffffff" fill-opacity="0.${10 + (seed[5]! % 15)}"/>`;
    })
    .join('');
  return svg(2400, 600, `${gradient('g', base, accent)}<rect width="2400" height="600" fill="url(#g)"/>${circles}`);
}

/** A portfolio piece: a simple composition in the account's colours, numbered so the pieces differ. */
function portfolioSvg(key: string, index: number): Buffer {
  const { hue } = paletteOf(key);
  const bg = `hsl(${(hue + index * 70) % 360}, 45%, 86%)`;
  const fg = `hsl(${(hue + index * 70) % 360}, 55%, 40%)`;
  const fg2 = `hsl(${(hue + index * 70 + 180) % 360}, 60%, 55%)`;
  return svg(
    1600,
    1200,
    `<rect width="1600" height="1200" fill="${bg}"/><circle cx="560" cy="600" r="330" fill="${fg}"/><rect x="860" y="300" width="480" height="600" rx="40" fill="${fg2}"/>`,
  );
}

export interface DemoImage {
  kind: ImageKind;
  /** A PNG, ready for processImage. */
  png: Buffer;
}

/** The drawings of one demo account: avatar, banner, and `portfolio` pieces. */
export async function drawDemoImages(
  account: { key: string; name: string; role: 'SMB' | 'Influencer' },
  portfolio: number,
): Promise<DemoImage[]> {
  const drawings: { kind: ImageKind; svg: Buffer }[] = [
    {
      kind: account.role === 'SMB' ? 'logo' : 'profile-picture',
      svg: avatarSvg(account.key, account.name),
    },
    { kind: 'banner', svg: bannerSvg(account.key) },
    ...Array.from({ length: portfolio }, (_, i) => ({ kind: 'portfolio' as const, svg: portfolioSvg(account.key, i) })),
  ];
  return Promise.all(
    drawings.map(async (d) => ({ kind: d.kind, png: await sharp(d.svg).png({ compressionLevel: 1 }).toBuffer() })),
  );
}
