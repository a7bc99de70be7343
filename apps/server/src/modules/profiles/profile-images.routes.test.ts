// Logo, profile picture, banner and portfolio uploads through the HTTP routes, against both storage adapters: local
// disk in a temporary directory and S3 against an s3rver this file starts on a free local port. Real database, real
// files: every test looks at what storage holds afterwards, not only at the answer.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { PORTFOLIO_MAX_IMAGES } from '@microreach/domain/images';
import { type ProfileImage, ProfileSchema, PublicProfileSchema } from '@microreach/domain/profiles';
import { asc, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp, { type Color } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileImages, users } from '#server/db/schema/index.ts';
import { type FileStorage, LocalDiskStorage, type PutOptions, S3Storage } from '#server/lib/storage/index.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

// ---------------------------------------------------------------------------------------------------------------
// The two stores.

interface StoreUnderTest {
  storage: FileStorage;
  /** Every key (S3) or file (disk, temporary files included) the store holds. */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

async function openLocalDisk(): Promise<StoreUnderTest> {
  const root = await mkdtemp(join(tmpdir(), 'microreach-profile-images-'));
  return {
    storage: new LocalDiskStorage(root),
    list: async () => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => !e.isDirectory())
        .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
        .sort();
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function openS3rver(): Promise<StoreUnderTest> {
  const directory = await mkdtemp(join(tmpdir(), 'microreach-profile-images-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  const Bucket = 'profile-images';
  await admin.send(new CreateBucketCommand({ Bucket }));
  const storage = new S3Storage({ bucket: Bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    storage,
    list: async () => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const out = await admin.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        keys.push(...(out.Contents ?? []).map((o) => o.Key ?? ''));
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    close: async () => {
      storage.destroy();
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const ADAPTERS = [
  ['local disk', openLocalDisk],
  ['S3 (s3rver)', openS3rver],
] as const;

/**
 * The store under test, with optional pauses: before putting some keys and before every deleteMany. A race test uses
 * them to line two requests up in the order that once lost files; the code under test must be right in any order.
 */
class PacedStorage implements FileStorage {
  slowPutKeys = new Set<string>();
  putDelayMs = 0;
  deleteDelayMs = 0;

  constructor(private readonly inner: FileStorage) {}

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    if (this.slowPutKeys.has(key)) await sleep(this.putDelayMs);
    await this.inner.put(key, body, options);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  async deleteMany(keys: readonly string[]): Promise<void> {
    if (this.deleteDelayMs > 0) await sleep(this.deleteDelayMs);
    await this.inner.deleteMany(keys);
  }
  reset(): void {
    this.slowPutKeys = new Set();
    this.putDelayMs = 0;
    this.deleteDelayMs = 0;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Test images. Small, and each call a new colour, so two calls never give the same picture (the portfolio refuses
// the same picture twice).

let colourIndex = 0;
function nextColour(): Color {
  colourIndex += 1;
  return { r: (colourIndex * 67) % 256, g: (colourIndex * 131 + 40) % 256, b: (colourIndex * 199 + 90) % 256 };
}

const solid = (width: number, height: number, background: Color = nextColour()) =>
  sharp({ create: { width, height, channels: 3, background } });

const png = (width = 48, height = 32) => solid(width, height).png().toBuffer();

/** A phone photo's metadata: camera make and a GPS position. */
async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS IFD (tag 0x8825, in either byte order). */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88, 0x04, 0x00] : [0x88, 0x25, 0x00, 0x04]));
}

/**
 * A real, complete PNG of width x height black pixels (1-bit greyscale): 50 MB of pixel rows deflate to about 50 KB,
 * so a 400-megapixel decompression bomb costs the test a fraction of a second to make.
 */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typeAndData.copy(out, 4);
    out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13); // width, height, bit depth 1, colour type 0 (grey), deflate, filter 0, no interlace
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  // Each row: filter byte 0, then one bit per pixel, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Upload {
  bytes: Buffer;
  type: string;
  filename: string;
}

/** A multipart body with the file in the field "file", the way the settings pages send it. */
function formWith(file: Upload): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return form;
}

const asPng = (bytes: Buffer): Upload => ({ bytes, type: 'image/png', filename: 'picture.png' });

const IMMUTABLE = 'public, max-age=31536000, immutable';
const keyOf = (url: string) => url.replace(/^\/files\//, '');
/** The storage keys behind an image as the API gives it: the 1x and 2x WebP and the JPEG. */
const keysOfImage = (image: ProfileImage) =>
  [...new Set([image.url, ...image.srcSet.split(', ').map((s) => s.split(' ')[0]!), image.fallbackUrl])]
    .map(keyOf)
    .sort();

// ---------------------------------------------------------------------------------------------------------------
// Bad uploads: each refused with a sentence for the person, leaving storage and the database as they were.

interface BadUpload {
  label: string;
  /** app.inject's payload and headers. */
  request: () => Promise<{ payload?: FormData | Record<string, unknown>; headers?: Record<string, string> }>;
  statusCode: number;
  code: string;
  message: string;
}

const UNSUPPORTED_TAIL = 'Please choose a JPEG, PNG, WebP, AVIF or GIF image.';
let bigRandom: Buffer | undefined;
let bomb: Buffer | undefined;

const BAD_UPLOADS: BadUpload[] = [
  {
    label: 'a text file renamed .png',
    request: async () => ({ payload: formWith(asPng(Buffer.from('Dear diary, this is not a picture.\n'.repeat(20)))) }),
    statusCode: 415,
    code: 'IMAGE_UNSUPPORTED',
    message: `This file is not an image we accept. ${UNSUPPORTED_TAIL}`,
  },
  {
    label: 'a truncated PNG',
    request: async () => {
      const whole = await solid(160, 160)
        .composite([{ input: await solid(80, 80).png().toBuffer(), left: 40, top: 40 }])
        .png({ compressionLevel: 0 })
        .toBuffer();
      return { payload: formWith(asPng(whole.subarray(0, Math.floor(whole.length / 2)))) };
    },
    statusCode: 400,
    code: 'IMAGE_UNREADABLE',
    message: 'This image could not be read: the file may be damaged or incomplete. Please choose another image.',
  },
  {
    label: 'a 20,000 x 20,000 PNG',
    request: async () => {
      bomb ??= blackPng(20_000, 20_000);
      return { payload: formWith(asPng(bomb)) };
    },
    statusCode: 400,
    code: 'IMAGE_TOO_MANY_PIXELS',
    message: 'This image has more than 50 megapixels. Please choose a smaller image.',
  },
  {
    label: 'an SVG with a script',
    request: async () => ({
      payload: formWith({
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
            '<script>alert(document.cookie)</script><rect width="400" height="400" fill="red"/></svg>',
        ),
        type: 'image/svg+xml',
        filename: 'logo.svg',
      }),
    }),
    statusCode: 415,
    code: 'IMAGE_UNSUPPORTED',
    message: `SVG images are not accepted. ${UNSUPPORTED_TAIL}`,
  },
  {
    label: 'a file over 10 MB',
    request: async () => {
      bigRandom ??= randomBytes(11 * 1024 * 1024);
      return { payload: formWith({ bytes: bigRandom, type: 'image/jpeg', filename: 'huge.jpg' }) };
    },
    statusCode: 413,
    code: 'IMAGE_TOO_LARGE',
    message: 'The image is larger than 10 MB. Please choose a smaller image.',
  },
  {
    label: 'an empty file',
    request: async () => ({ payload: formWith(asPng(Buffer.alloc(0))) }),
    statusCode: 400,
    code: 'IMAGE_EMPTY',
    message: 'The file is empty. Please choose an image.',
  },
  {
    label: 'a JSON body instead of multipart',
    request: async () => ({ payload: { file: 'iVBORw0KGgo=' } }),
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the image as multipart/form-data, in a field named "file".',
  },
  {
    label: 'a multipart body with no file',
    request: async () => ({ payload: new FormData() }),
    statusCode: 400,
    code: 'IMAGE_EMPTY',
    message: 'Choose an image to upload.',
  },
  {
    label: 'an image in a field with another name',
    request: async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'picture.png');
      return { payload: form };
    },
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'Send the image in a field named "file".',
  },
  {
    label: 'a multipart body with text where the file should be',
    request: async () => {
      const form = new FormData();
      form.append('file', 'picture.png');
      return { payload: form };
    },
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The upload could not be read. Please choose the image again.',
  },
];

// ---------------------------------------------------------------------------------------------------------------

describe.each(ADAPTERS)('profile images stored on %s', (_adapter, openStore) => {
  let store: StoreUnderTest;
  let paced: PacedStorage;
  let app: TestApp;

  beforeAll(async () => {
    store = await openStore();
    paced = new PacedStorage(store.storage);
    app = await createTestApp({ storage: paced });
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const upload = (who: TestUser | null, method: 'PUT' | 'POST', url: string, file: Upload) =>
    app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload: formWith(file) });
  const addToPortfolio = (who: TestUser, bytes: Buffer) => upload(who, 'POST', '/api/me/portfolio', asPng(bytes));

  /** The keys storage holds under one user's folder. */
  const keysOf = async (who: TestUser) => (await store.list()).filter((k) => k.startsWith(`images/${who.user.id}/`));
  const rowsOf = (who: TestUser) =>
    app.db
      .select()
      .from(profileImages)
      .where(eq(profileImages.userId, who.user.id))
      .orderBy(asc(profileImages.createdAt), asc(profileImages.id));
  const userRow = async (who: TestUser) => {
    const [row] = await app.db
      .select({ profilePicture: users.profilePicture, bannerImage: users.bannerImage, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, who.user.id));
    return row!;
  };
  const exists = async (key: string) => {
    const file = await store.storage.get(key);
    file?.body.destroy(); // an S3 body holds its connection until read or destroyed
    return file !== null;
  };
  const served = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { res, bytes: res.rawPayload };
  };
  /** Storage holds exactly the files the user's rows point to, and every image of the profile is served. */
  const expectFilesMatchRows = async (who: TestUser) => {
    const rows = await rowsOf(who);
    expect(await keysOf(who)).toEqual(rows.flatMap((r) => r.variants.map((v) => v.key)).sort());
    const profile = ProfileSchema.parse((await callAs(app, who, 'GET', '/api/me')).json());
    const images = [profile.avatar, profile.banner, ...profile.portfolio].filter((i) => i !== null);
    expect(images).toHaveLength(rows.length);
    for (const image of images) {
      for (const key of keysOfImage(image)) expect((await served(`/files/${key}`)).res.statusCode).toBe(200);
    }
    return { rows, profile };
  };

  describe('logo, profile picture and banner', () => {
    it('publishes a business logo re-encoded at 400x400 with no EXIF or GPS, served as immutable WebP', async () => {
      const shop = await signUpBusiness(app);
      const photo = await jpegWithGps(240, 160);
      const source = await sharp(photo).metadata();
      expect(source.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
      expect(hasGpsIfd(source.exif)).toBe(true);

      const res = await upload(shop, 'PUT', '/api/me/images/logo', {
        bytes: photo,
        type: 'image/jpeg',
        filename: 'logo.jpg',
      });
      expect(res.statusCode).toBe(200);
      const profile = ProfileSchema.parse(res.json());
      const avatar = profile.avatar!;
      expect(avatar).toMatchObject({ kind: 'logo', width: 400, height: 400 });
      const webp1x = new RegExp(`^/files/images/${shop.user.id}/logo-[0-9a-f]{16}-400\\.webp$`);
      expect(avatar.url).toMatch(webp1x);
      expect(avatar.srcSet).toBe(`${avatar.url} 1x, ${avatar.url.replace('-400.webp', '-800.webp')} 2x`);
      expect(avatar.fallbackUrl).toBe(avatar.url.replace('-400.webp', '-400.jpg'));
      expect(profile.banner).toBeNull();

      // Exactly the three files, in storage.
      expect(await keysOf(shop)).toEqual(keysOfImage(avatar));
      for (const [url, type, format, size] of [
        [avatar.url, 'image/webp', 'webp', 400],
        [avatar.url.replace('-400.webp', '-800.webp'), 'image/webp', 'webp', 800],
        [avatar.fallbackUrl, 'image/jpeg', 'jpeg', 400],
      ] as const) {
        const { res: file, bytes } = await served(url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(type);
        expect(file.headers['cache-control']).toBe(IMMUTABLE);
        const metadata = await sharp(bytes).metadata();
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format,
          width: size,
          height: size,
        });
        expect(metadata.exif).toBeUndefined();
        expect(hasGpsIfd(bytes)).toBe(false);
        expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      }

      expect((await userRow(shop)).profilePicture).toBe(avatar.url);
      const me = await callAs(app, shop, 'GET', '/api/me');
      expect(me.json().avatar).toEqual(avatar);
      const viewer = await signUpCreator(app);
      const seen = await callAs(app, viewer, 'GET', `/api/profiles/${shop.user.id}`);
      expect(PublicProfileSchema.parse(seen.json()).avatar).toEqual(avatar);
    });

    it("publishes a creator's profile picture and mirrors its URL in users.profile_picture", async () => {
      const maker = await signUpCreator(app);
      const res = await upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(await png(300, 500)));
      expect(res.statusCode).toBe(200);
      const avatar = ProfileSchema.parse(res.json()).avatar!;
      expect(avatar).toMatchObject({ kind: 'profile-picture', width: 400, height: 400 });
      expect(avatar.url).toMatch(
        new RegExp(`^/files/images/${maker.user.id}/profile-picture-[0-9a-f]{16}-400\\.webp$`),
      );
      expect(avatar.srcSet).toContain(' 2x');
      expect(avatar.fallbackUrl).toMatch(/-400\.jpg$/);
      expect(await keysOf(maker)).toEqual(keysOfImage(avatar));
      const { res: file, bytes } = await served(avatar.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe(IMMUTABLE);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
      expect((await userRow(maker)).profilePicture).toBe(avatar.url);
    });

    it('crops a banner to 1200x300 (2400x600 at 2x) and mirrors it in users.banner_image', async () => {
      const shop = await signUpBusiness(app);
      const res = await upload(shop, 'PUT', '/api/me/images/banner', {
        bytes: await solid(640, 480).jpeg().toBuffer(),
        type: 'image/jpeg',
        filename: 'banner.jpg',
      });
      expect(res.statusCode).toBe(200);
      const profile = ProfileSchema.parse(res.json());
      const banner = profile.banner!;
      expect(banner).toMatchObject({ kind: 'banner', width: 1200, height: 300 });
      expect(profile.avatar).toBeNull();
      expect(await keysOf(shop)).toEqual(keysOfImage(banner));
      const sizes = [];
      for (const key of keysOfImage(banner)) {
        const { res: file, bytes } = await served(`/files/${key}`);
        expect(file.statusCode).toBe(200);
        const metadata = await sharp(bytes).metadata();
        sizes.push(`${metadata.format} ${metadata.width}x${metadata.height}`);
      }
      expect(sizes.sort()).toEqual(['jpeg 1200x300', 'webp 1200x300', 'webp 2400x600']);
      expect(await userRow(shop)).toMatchObject({ bannerImage: banner.url, profilePicture: null });
    });

    it('deletes the replaced image files, and keeps them when the same image is uploaded again', async () => {
      const maker = await signUpCreator(app);
      const first = await upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(await png()));
      expect(first.statusCode).toBe(200);
      const old = first.json().avatar as ProfileImage;
      expect(await keysOf(maker)).toEqual(keysOfImage(old));

      const secondBytes = await png();
      const second = await upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(secondBytes));
      expect(second.statusCode).toBe(200);
      const current = second.json().avatar as ProfileImage;
      expect(current.url).not.toBe(old.url);
      for (const key of keysOfImage(old)) expect(await exists(key)).toBe(false);
      expect((await served(old.url)).res.statusCode).toBe(404);
      expect(await keysOf(maker)).toEqual(keysOfImage(current));
      expect((await rowsOf(maker)).map((r) => r.kind)).toEqual(['profile-picture']);
      expect((await userRow(maker)).profilePicture).toBe(current.url);

      const again = await upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(secondBytes));
      expect(again.statusCode).toBe(200);
      expect(again.json().avatar.url).toBe(current.url);
      for (const key of keysOfImage(current)) expect(await exists(key)).toBe(true);
      expect(await keysOf(maker)).toEqual(keysOfImage(current));
      expect((await served(current.url)).res.statusCode).toBe(200);
      expect(await rowsOf(maker)).toHaveLength(1);
      expect((await userRow(maker)).profilePicture).toBe(current.url);
    });

    it('removes an image: its row, its files and the users column; removing again is fine', async () => {
      const maker = await signUpCreator(app);
      const picture = (await upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(await png()))).json()
        .avatar as ProfileImage;
      const bannerRes = await upload(maker, 'PUT', '/api/me/images/banner', asPng(await png(120, 40)));
      const banner = bannerRes.json().banner as ProfileImage;
      expect(await keysOf(maker)).toEqual([...keysOfImage(picture), ...keysOfImage(banner)].sort());

      const res = await callAs(app, maker, 'DELETE', '/api/me/images/profile-picture');
      expect(res.statusCode).toBe(200);
      expect(ProfileSchema.parse(res.json())).toMatchObject({ avatar: null, banner });
      for (const key of keysOfImage(picture)) expect(await exists(key)).toBe(false);
      expect(await keysOf(maker)).toEqual(keysOfImage(banner));
      expect((await rowsOf(maker)).map((r) => r.kind)).toEqual(['banner']);
      expect(await userRow(maker)).toMatchObject({ profilePicture: null, bannerImage: banner.url });

      const bannerGone = await callAs(app, maker, 'DELETE', '/api/me/images/banner');
      expect(bannerGone.statusCode).toBe(200);
      expect(bannerGone.json().banner).toBeNull();
      expect(await keysOf(maker)).toEqual([]);
      expect(await rowsOf(maker)).toEqual([]);
      expect(await userRow(maker)).toMatchObject({ profilePicture: null, bannerImage: null });

      const again = await callAs(app, maker, 'DELETE', '/api/me/images/banner');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ avatar: null, banner: null });
    });

    it('keeps the files of a picture uploaded again while another upload replaces it', async () => {
      // Picture A, then B and A again at once (a person changing their mind mid-upload). A's second upload stores A's
      // files while B's replacement is about to delete them: whichever wins, the profile's files must exist.
      const maker = await signUpCreator(app);
      const aBytes = await png();
      const bBytes = await png();
      const first = await upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(aBytes));
      expect(first.statusCode).toBe(200);
      paced.slowPutKeys = new Set(keysOfImage(first.json().avatar));
      paced.putDelayMs = 100;
      paced.deleteDelayMs = 200;
      try {
        const results = await Promise.all([
          upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(bBytes)),
          upload(maker, 'PUT', '/api/me/images/profile-picture', asPng(aBytes)),
        ]);
        expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      } finally {
        paced.reset();
      }
      const { rows, profile } = await expectFilesMatchRows(maker);
      expect(rows).toHaveLength(1);
      expect((await userRow(maker)).profilePicture).toBe(profile.avatar!.url);
    });

    it('refuses the other role its image kind (IMAGE_KIND_NOT_ALLOWED) and stores nothing', async () => {
      const shop = await signUpBusiness(app);
      const maker = await signUpCreator(app);
      const before = await store.list();
      for (const [who, kind, message] of [
        [shop, 'profile-picture', 'A profile picture is not part of a business profile.'],
        [maker, 'logo', 'A logo is not part of a creator profile.'],
      ] as const) {
        const put = await upload(who, 'PUT', `/api/me/images/${kind}`, asPng(await png()));
        expect(put.statusCode).toBe(400);
        expect(put.json()).toMatchObject({ code: 'IMAGE_KIND_NOT_ALLOWED', message });
        const del = await callAs(app, who, 'DELETE', `/api/me/images/${kind}`);
        expect(del.statusCode).toBe(400);
        expect(del.json()).toMatchObject({ code: 'IMAGE_KIND_NOT_ALLOWED', message });
        expect(await rowsOf(who)).toEqual([]);
        expect(await userRow(who)).toMatchObject({ profilePicture: null, bannerImage: null });
      }
      expect(await store.list()).toEqual(before);
    });

    it('refuses a kind that is not a single image', async () => {
      const shop = await signUpBusiness(app);
      for (const kind of ['portfolio', 'avatar']) {
        const res = await upload(shop, 'PUT', `/api/me/images/${kind}`, asPng(await png()));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
      expect(await keysOf(shop)).toEqual([]);
    });
  });

  describe('portfolio', () => {
    it(`accepts ${PORTFOLIO_MAX_IMAGES} images, refuses one more without storing it, and removes one by id`, async () => {
      const maker = await signUpCreator(app);
      const added: ProfileImage[] = [];
      for (let i = 1; i <= PORTFOLIO_MAX_IMAGES; i++) {
        const res = await addToPortfolio(maker, await png(40 + i, 30));
        expect(res.statusCode).toBe(201);
        const portfolio = ProfileSchema.parse(res.json()).portfolio;
        expect(portfolio).toHaveLength(i);
        added.push(portfolio.at(-1)!);
        // Oldest first.
        expect(portfolio.map((p) => p.id)).toEqual(added.map((p) => p.id));
      }
      expect(added[0]).toMatchObject({ kind: 'portfolio', width: 41, height: 30 });
      // Small pieces are never enlarged: no 2x, a WebP and a JPEG each.
      expect(await keysOf(maker)).toEqual(added.flatMap(keysOfImage).sort());
      expect(await keysOf(maker)).toHaveLength(PORTFOLIO_MAX_IMAGES * 2);

      const everything = await store.list();
      const full = await addToPortfolio(maker, await png());
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        code: 'PORTFOLIO_FULL',
        message: 'Your portfolio already has 5 images. Remove one to add another.',
      });
      expect(await store.list()).toEqual(everything);
      expect(await rowsOf(maker)).toHaveLength(PORTFOLIO_MAX_IMAGES);

      const [, removed, ...kept] = added;
      const res = await callAs(app, maker, 'DELETE', `/api/me/portfolio/${removed!.id}`);
      expect(res.statusCode).toBe(200);
      expect(ProfileSchema.parse(res.json()).portfolio.map((p) => p.id)).toEqual([added[0]!, ...kept].map((p) => p.id));
      for (const key of keysOfImage(removed!)) expect(await exists(key)).toBe(false);
      expect(await keysOf(maker)).toEqual([added[0]!, ...kept].flatMap(keysOfImage).sort());
      expect(await rowsOf(maker)).toHaveLength(PORTFOLIO_MAX_IMAGES - 1);

      // Room again for one more.
      expect((await addToPortfolio(maker, await png())).statusCode).toBe(201);
      const gone = await callAs(app, maker, 'DELETE', `/api/me/portfolio/${removed!.id}`);
      expect(gone.statusCode).toBe(404);
    });

    it('refuses the same image twice (IMAGE_DUPLICATE) and keeps the first one whole', async () => {
      const shop = await signUpBusiness(app);
      const bytes = await png();
      const first = await addToPortfolio(shop, bytes);
      expect(first.statusCode).toBe(201);
      const piece = first.json().portfolio[0] as ProfileImage;
      const rows = await rowsOf(shop);

      const again = await addToPortfolio(shop, bytes);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'IMAGE_DUPLICATE',
        message: 'This image is already in your portfolio.',
      });
      expect(await rowsOf(shop)).toEqual(rows);
      expect(await keysOf(shop)).toEqual(keysOfImage(piece));
      for (const key of keysOfImage(piece)) expect(await exists(key)).toBe(true);
      expect((await served(piece.url)).res.statusCode).toBe(200);
    });

    it("answers 404 for another user's image, an avatar's id or an unknown id, and removes nothing", async () => {
      const owner = await signUpBusiness(app);
      const intruder = await signUpCreator(app);
      const piece = (await addToPortfolio(owner, await png())).json().portfolio[0] as ProfileImage;
      const logo = (await upload(owner, 'PUT', '/api/me/images/logo', asPng(await png()))).json()
        .avatar as ProfileImage;
      const rows = await rowsOf(owner);
      const everything = await store.list();

      for (const [who, id] of [
        [intruder, piece.id],
        [owner, logo.id],
        [owner, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const res = await callAs(app, who, 'DELETE', `/api/me/portfolio/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Image not found' });
      }
      const malformed = await callAs(app, owner, 'DELETE', '/api/me/portfolio/not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(await rowsOf(owner)).toEqual(rows);
      expect(await store.list()).toEqual(everything);
      expect((await callAs(app, owner, 'GET', '/api/me')).json().portfolio).toEqual([piece]);
    });

    it('keeps the files of a portfolio piece added again while its removal deletes them', async () => {
      const maker = await signUpCreator(app);
      const bytes = await png();
      const added = await addToPortfolio(maker, bytes);
      expect(added.statusCode).toBe(201);
      const piece = added.json().portfolio[0] as ProfileImage;
      paced.slowPutKeys = new Set(keysOfImage(piece));
      paced.putDelayMs = 100;
      paced.deleteDelayMs = 200;
      try {
        const [removed, again] = await Promise.all([
          callAs(app, maker, 'DELETE', `/api/me/portfolio/${piece.id}`),
          addToPortfolio(maker, bytes),
        ]);
        expect(removed.statusCode).toBe(200);
        // Added after the removal (201), or refused as the same image if it arrived first (409).
        expect([201, 409]).toContain(again.statusCode);
      } finally {
        paced.reset();
      }
      await expectFilesMatchRows(maker);
    });

    it('lets exactly one of two simultaneous uploads fill the last place; the other leaves no file', async () => {
      const maker = await signUpCreator(app);
      for (let i = 0; i < PORTFOLIO_MAX_IMAGES - 1; i++) {
        expect((await addToPortfolio(maker, await png())).statusCode).toBe(201);
      }
      const [a, b] = await Promise.all([png(), png()]);
      const results = await Promise.all([addToPortfolio(maker, a), addToPortfolio(maker, b)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().code).toBe('PORTFOLIO_FULL');
      const winner = results.find((r) => r.statusCode === 201)!;
      expect(winner.json().portfolio).toHaveLength(PORTFOLIO_MAX_IMAGES);

      const rows = await rowsOf(maker);
      expect(rows).toHaveLength(PORTFOLIO_MAX_IMAGES);
      // Storage holds exactly the files of the five rows: none of the refused upload's.
      const rowKeys = rows.flatMap((r) => r.variants.map((v) => v.key)).sort();
      expect(await keysOf(maker)).toEqual(rowKeys);
      expect(rowKeys).toHaveLength(PORTFOLIO_MAX_IMAGES * 2);
    });
  });

  describe('refused uploads leave storage and the database as they were', () => {
    let shop: TestUser;
    beforeAll(async () => {
      shop = await signUpBusiness(app);
      expect((await upload(shop, 'PUT', '/api/me/images/logo', asPng(await png()))).statusCode).toBe(200);
      expect((await addToPortfolio(shop, await png())).statusCode).toBe(201);
    });

    it('the 20,000 x 20,000 test image is a real PNG of that size, and small', async () => {
      bomb ??= blackPng(20_000, 20_000);
      expect(bomb.length).toBeLessThan(200_000);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
        format: 'png',
        width: 20_000,
        height: 20_000,
      });
      // The same construction at a small size decodes to what it says.
      const small = await sharp(blackPng(300, 200)).raw().toBuffer({ resolveWithObject: true });
      expect(small.info).toMatchObject({ width: 300, height: 200 });
    });

    const targets = [
      ['PUT /api/me/images/logo', 'PUT', '/api/me/images/logo'],
      ['POST /api/me/portfolio', 'POST', '/api/me/portfolio'],
    ] as const;
    const cases = targets.flatMap(([route, method, url]) =>
      BAD_UPLOADS.map((bad) => [`${route}: ${bad.label}`, method, url, bad] as const),
    );

    it.each(cases)('%s', async (_label, method, url, bad) => {
      const before = { files: await store.list(), rows: await rowsOf(shop), user: await userRow(shop) };
      const { payload, headers } = await bad.request();
      const res = await app.inject({ method, url, headers: { cookie: shop.cookie, ...headers }, payload });
      expect(res.statusCode).toBe(bad.statusCode);
      expect(res.json()).toMatchObject({ code: bad.code, message: bad.message });
      expect({ files: await store.list(), rows: await rowsOf(shop), user: await userRow(shop) }).toEqual(before);
    });
  });

  describe('signed out', () => {
    it('is a 401 on every profile route, and nothing is stored', async () => {
      const someone = await signUpCreator(app);
      const piece = (await addToPortfolio(someone, await png())).json().portfolio[0] as ProfileImage;
      const before = await store.list();
      const image = asPng(await png());
      const answers = [
        await upload(null, 'PUT', '/api/me/images/logo', image),
        await upload(null, 'PUT', '/api/me/images/profile-picture', image),
        await upload(null, 'POST', '/api/me/portfolio', image),
        await callAs(app, null, 'DELETE', '/api/me/images/banner'),
        await callAs(app, null, 'DELETE', `/api/me/portfolio/${piece.id}`),
        await callAs(app, null, 'GET', '/api/me'),
        await callAs(app, null, 'PATCH', '/api/me', { location: 'Nowhere' }),
        await callAs(app, null, 'GET', `/api/profiles/${someone.user.id}`),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 401));
      for (const res of answers) expect(res.json().code).toBe('UNAUTHORIZED');
      expect(await store.list()).toEqual(before);
      expect(await rowsOf(someone)).toHaveLength(1);
      // The files themselves stay public, like the profiles that show them.
      expect((await served(piece.url)).res.statusCode).toBe(200);
    });
  });
});
