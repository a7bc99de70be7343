import { crc32 } from 'node:zlib';
import { IMAGE_KINDS, IMAGE_MAX_BYTES, type ImageKind } from '@microreach/domain/images';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Color } from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import { assertValidKey } from '#server/lib/storage/storage.ts';
import { imageKey, imageKeys, parseImageKey, userImagePrefix } from './image-keys.ts';
import { ImageError, type ProcessedImage, processImage, processThumbnail } from './process-image.ts';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

function canvas(width: number, height: number, background: Color = RED, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background } });
}

/** Noise compresses badly, so the encoded file is large enough to cut in half with pixel data on both sides. */
function noise(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: RED, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  });
}

/** What a variant's bytes really are, read back from the bytes (not from what processImage says about them). */
async function inspect(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  const type = await fileTypeFromBuffer(bytes);
  return { format: metadata.format, mime: type?.mime, width: metadata.width, height: metadata.height, metadata };
}

/** Whether an EXIF block points to a GPS IFD (tag 0x8825, in either byte order). */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88, 0x04, 0x00] : [0x88, 0x25, 0x00, 0x04]));
}

function summary(image: ProcessedImage) {
  return image.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, density: v.density }));
}

async function expectRefused(bytes: Buffer, code: string, statusCode: number, kind: ImageKind = 'logo') {
  const error = await processImage(bytes, kind).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ImageError);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, statusCode });
  return error as ImageError;
}

/** A PNG whose header claims the given size, with a valid IHDR checksum and a tiny body: a bomb's shape, not its bytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  // Signature (8), then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4), ..., CRC over type and data.
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processImage: accepted formats', () => {
  const sources: Array<[string, () => Promise<Buffer>]> = [
    ['JPEG', () => canvas(1000, 1000).jpeg().toBuffer()],
    ['PNG', () => canvas(1000, 1000).png().toBuffer()],
    ['WebP', () => canvas(1000, 1000).webp().toBuffer()],
    ['AVIF', () => canvas(1000, 1000).avif().toBuffer()],
    ['GIF', () => canvas(1000, 1000).gif().toBuffer()],
  ];

  it.each(sources)('turns a %s logo into WebP at 400x400 and 800x800 and a 400x400 JPEG', async (_name, make) => {
    const image = await processImage(await make(), 'logo');
    expect(summary(image)).toEqual([
      { format: 'webp', width: 400, height: 400, density: 1 },
      { format: 'webp', width: 800, height: 800, density: 2 },
      { format: 'jpeg', width: 400, height: 400, density: 1 },
    ]);
    for (const variant of image.variants) {
      const actual = await inspect(variant.bytes);
      expect({ format: actual.format, mime: actual.mime, width: actual.width, height: actual.height }).toEqual({
        format: variant.format,
        mime: variant.contentType,
        width: variant.width,
        height: variant.height,
      });
    }
  });

  it('records the type judged from the bytes', async () => {
    expect((await processImage(await canvas(500, 500).avif().toBuffer(), 'logo')).sourceType).toBe('image/avif');
    expect((await processImage(await canvas(500, 500).png().toBuffer(), 'logo')).sourceType).toBe('image/png');
  });
});

describe('processImage: sizes per kind', () => {
  it('crops a banner to 1200x300 and 2400x600', async () => {
    const image = await processImage(await canvas(3000, 2000).jpeg().toBuffer(), 'banner');
    expect(summary(image)).toEqual([
      { format: 'webp', width: 1200, height: 300, density: 1 },
      { format: 'webp', width: 2400, height: 600, density: 2 },
      { format: 'jpeg', width: 1200, height: 300, density: 1 },
    ]);
  });

  it('makes a profile picture 400x400 and 800x800', async () => {
    const image = await processImage(await canvas(900, 1600).jpeg().toBuffer(), 'profile-picture');
    expect(summary(image).map((v) => `${v.width}x${v.height}`)).toEqual(['400x400', '800x800', '400x400']);
  });

  it('enlarges a small logo to fill its frame exactly', async () => {
    const image = await processImage(await canvas(100, 60).png().toBuffer(), 'logo');
    expect(summary(image).map((v) => `${v.width}x${v.height}`)).toEqual(['400x400', '800x800', '400x400']);
  });

  it('keeps a portfolio piece whole within 1200x1200 (2400x2400 at 2x)', async () => {
    const wide = await processImage(await canvas(3000, 2000).jpeg().toBuffer(), 'portfolio');
    expect(summary(wide).map((v) => `${v.width}x${v.height}`)).toEqual(['1200x800', '2400x1600', '1200x800']);
    const tall = await processImage(await canvas(1000, 3000).jpeg().toBuffer(), 'portfolio');
    expect(summary(tall).map((v) => `${v.width}x${v.height}`)).toEqual(['400x1200', '800x2400', '400x1200']);
  });

  it('never enlarges a portfolio piece and leaves out a 2x that would be no larger', async () => {
    const small = await processImage(await canvas(600, 400).png().toBuffer(), 'portfolio');
    expect(summary(small)).toEqual([
      { format: 'webp', width: 600, height: 400, density: 1 },
      { format: 'jpeg', width: 600, height: 400, density: 1 },
    ]);
    const between = await processImage(await canvas(1800, 1200).png().toBuffer(), 'portfolio');
    expect(summary(between).map((v) => `${v.width}x${v.height}`)).toEqual(['1200x800', '1800x1200', '1200x800']);
  });

  it('puts a transparent image on white in the JPEG and keeps its transparency in WebP', async () => {
    const transparent = await canvas(400, 400, { r: 0, g: 0, b: 0, alpha: 0 }, 4).png().toBuffer();
    const image = await processImage(transparent, 'logo');
    const webp = await sharp(image.variants[0]!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(webp.info.channels).toBe(4);
    expect(webp.data[3]).toBe(0);
    const jpeg = await sharp(image.variants[2]!.bytes).raw().toBuffer();
    expect([...jpeg.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });
});

describe('processImage: what is kept and what is not', () => {
  it('applies the EXIF orientation', async () => {
    // Stored 200x100, red on the left and blue on the right, tagged "rotate 90° clockwise to display" (6).
    const left = await canvas(100, 100, RED).png().toBuffer();
    const sideways = await canvas(200, 100, BLUE)
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const image = await processImage(sideways, 'portfolio');
    const out = image.variants[0]!;
    expect([out.width, out.height]).toEqual([100, 200]);
    const { data, info } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Turned clockwise, the left (red) half is on top and the right (blue) half below.
    expect(pixel(50, 20)[0]).toBeGreaterThan(150);
    expect(pixel(50, 180)[2]).toBeGreaterThan(150);
    expect((await sharp(out.bytes).metadata()).orientation).toBeUndefined();
  });

  it('strips EXIF, GPS, XMP and ICC metadata from every variant', async () => {
    const withGps = await canvas(800, 800)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 0/1',
        },
      })
      .withIccProfile('p3')
      .toBuffer();
    const source = await sharp(withGps).metadata();
    expect(source.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(hasGpsIfd(source.exif)).toBe(true);
    expect(source.icc).toBeDefined();

    const image = await processImage(withGps, 'logo');
    expect(image.variants).toHaveLength(3);
    for (const variant of image.variants) {
      const { metadata } = await inspect(variant.bytes);
      expect(metadata.exif).toBeUndefined();
      expect(hasGpsIfd(variant.bytes)).toBe(false);
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(variant.bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('publishes only the first frame of an animated GIF', async () => {
    // Three 100x100 frames: red, green, blue.
    const frames = Buffer.concat(
      [RED, { r: 20, g: 220, b: 20 }, BLUE].map((c) => Buffer.alloc(100 * 100 * 3, Buffer.from([c.r, c.g, c.b]))),
    );
    const gif = await sharp(frames, { raw: { width: 100, height: 300, channels: 3, pageHeight: 100 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const image = await processImage(gif, 'portfolio');
    expect(summary(image)).toEqual([
      { format: 'webp', width: 100, height: 100, density: 1 },
      { format: 'jpeg', width: 100, height: 100, density: 1 },
    ]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.pages ?? 1).toBe(1);
      const stats = await sharp(variant.bytes).stats();
      expect(stats.channels[0]!.mean).toBeGreaterThan(150); // red, the first frame
      expect(stats.channels[2]!.mean).toBeLessThan(100);
    }
  });
});

describe('processImage: refused input', () => {
  it('refuses an empty file', async () => {
    const error = await expectRefused(Buffer.alloc(0), 'IMAGE_EMPTY', 400);
    expect(error.message).toBe('The file is empty. Please choose an image.');
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const error = await expectRefused(Buffer.alloc(IMAGE_MAX_BYTES + 1), 'IMAGE_TOO_LARGE', 413);
    expect(error.message).toBe('The image is larger than 10 MB. Please choose a smaller image.');
  });

  it('refuses text renamed to .png', async () => {
    const error = await expectRefused(
      Buffer.from('Dear diary, this is not a picture.\n'.repeat(20)),
      'IMAGE_UNSUPPORTED',
      415,
    );
    expect(error.message).toBe(
      'This file is not an image we accept. Please choose a JPEG, PNG, WebP, AVIF or GIF image.',
    );
  });

  it('refuses an SVG with a script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
        '<script>alert(document.cookie)</script><rect width="400" height="400" fill="red"/></svg>',
    );
    expect(await sharp(svg).metadata()).toMatchObject({ format: 'svg' }); // sharp alone would render it
    const withoutProlog = svg.subarray(svg.indexOf('<svg'));
    for (const bytes of [svg, withoutProlog]) {
      const error = await expectRefused(bytes, 'IMAGE_UNSUPPORTED', 415);
      expect(error.message).toBe('SVG images are not accepted. Please choose a JPEG, PNG, WebP, AVIF or GIF image.');
    }
  });

  it('refuses an HTML page', async () => {
    await expectRefused(
      Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'),
      'IMAGE_UNSUPPORTED',
      415,
    );
  });

  it('refuses raster formats outside the list even though sharp could read them', async () => {
    const tiff = await canvas(100, 100).tiff().toBuffer();
    const error = await expectRefused(tiff, 'IMAGE_UNSUPPORTED', 415);
    expect(error.message).toBe('TIF files are not accepted. Please choose a JPEG, PNG, WebP, AVIF or GIF image.');
  });

  it('refuses a truncated PNG', async () => {
    const png = await noise(400, 400).png().toBuffer();
    expect((await processImage(png, 'logo')).variants).toHaveLength(3); // whole, it is fine
    const error = await expectRefused(png.subarray(0, Math.floor(png.length / 2)), 'IMAGE_UNREADABLE', 400);
    expect(error.message).toBe(
      'This image could not be read: the file may be damaged or incomplete. Please choose another image.',
    );
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await noise(400, 400).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'IMAGE_UNREADABLE', 400);
  });

  it('refuses a PNG whose header claims 20,000x20,000 pixels without decoding it', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    expect(bomb.length).toBeLessThan(200);
    const error = await expectRefused(bomb, 'IMAGE_TOO_MANY_PIXELS', 400);
    expect(error.message).toBe('This image has more than 50 megapixels. Please choose a smaller image.');
  });

  it('lets a header just under the pixel limit through to decoding (where this one fails as unreadable)', async () => {
    // 7000x7000 = 49 MP: not refused for its size, so the limit is the one refusing 20,000x20,000 above.
    await expectRefused(await pngClaiming(7000, 7000), 'IMAGE_UNREADABLE', 400);
  });
});

describe('image keys', () => {
  it('builds storage-valid keys images/<userId>/<kind>-<hash>-<width>.<ext> for every variant', async () => {
    const image = await processImage(await canvas(3000, 1000).jpeg().toBuffer(), 'banner');
    const keys = imageKeys('user_AbC-123', image);
    expect(image.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(keys).toEqual([
      `images/user_AbC-123/banner-${image.hash}-1200.webp`,
      `images/user_AbC-123/banner-${image.hash}-2400.webp`,
      `images/user_AbC-123/banner-${image.hash}-1200.jpg`,
    ]);
    for (const key of keys) {
      expect(() => assertValidKey(key)).not.toThrow();
      expect(key.startsWith(userImagePrefix('user_AbC-123'))).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives the same image the same hash and a different image another', async () => {
    const a = await canvas(500, 500, RED).png().toBuffer();
    const b = await canvas(500, 500, BLUE).png().toBuffer();
    const [first, again, other] = await Promise.all([
      processImage(a, 'logo'),
      processImage(a, 'logo'),
      processImage(b, 'logo'),
    ]);
    expect(again.hash).toBe(first.hash);
    expect(other.hash).not.toBe(first.hash);
  });

  it('refuses a user id that could leave the user folder', () => {
    for (const userId of ['', '../other', 'a/b', 'a.b', 'ü']) {
      expect(() => imageKey(userId, { keySuffix: 'logo-0123456789abcdef-400.webp' })).toThrow(TypeError);
    }
  });

  it('parses the keys it makes and nothing else', () => {
    expect(parseImageKey('images/u1/profile-picture-0123456789abcdef-800.webp')).toEqual({
      userId: 'u1',
      kind: 'profile-picture',
      hash: '0123456789abcdef',
      width: 800,
      extension: 'webp',
    });
    for (const kind of IMAGE_KINDS) {
      expect(parseImageKey(`images/u1/${kind}-0123456789abcdef-400.jpg`)?.kind).toBe(kind);
    }
    for (const key of [
      'images/u1/avatar-0123456789abcdef-400.webp',
      'images/u1/logo-0123456789abcdef-400.png',
      'images/u1/logo-0123456789ABCDEF-400.webp',
      'images/../logo-0123456789abcdef-400.webp',
      'images/u1/logo-0123456789abcdef-400.webp/x',
      'uploads/u1/logo-0123456789abcdef-400.webp',
    ]) {
      expect(parseImageKey(key)).toBeNull();
    }
  });
});

describe('processThumbnail (a post preview, issue 30)', () => {
  it('fits a picture within the size as WebP at 1x and 2x, keeping its shape, with no JPEG', async () => {
    const thumb = await processThumbnail(await canvas(720, 900).jpeg().toBuffer(), 320);
    expect(thumb.variants.map((v) => [v.format, v.width, v.height, v.density])).toEqual([
      ['webp', 256, 320, 1],
      ['webp', 512, 640, 2],
    ]);
    for (const variant of thumb.variants) {
      const actual = await inspect(variant.bytes);
      expect([actual.mime, actual.width, actual.height]).toEqual(['image/webp', variant.width, variant.height]);
    }
    expect(thumb.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(thumb.sourceType).toBe('image/jpeg');
  });

  it('never enlarges a small picture and leaves out a 2x that would be no larger', async () => {
    const thumb = await processThumbnail(await canvas(200, 120).png().toBuffer(), 320);
    expect(thumb.variants.map((v) => [v.width, v.height, v.density])).toEqual([[200, 120, 1]]);
  });

  it('refuses what is no image as an upload would be refused', async () => {
    const error = await processThumbnail(Buffer.from('<!doctype html><title>Sign in</title>'), 320).catch((e) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ code: 'IMAGE_UNSUPPORTED' });
  });
});
