import request from 'supertest';
import {
  NO_METADATA,
  animatedGif,
  centrePixel,
  cmykJpeg,
  inspectServed,
  palettePng,
  photo,
  png16,
  transparentPng,
} from '../helpers/images';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { fetchVariants } from './served-variants';

/**
 * Every uploaded image goes through the pipeline (sharp): oriented, sRGB, metadata
 * stripped, written in AVIF, WebP and a JPEG/PNG fallback at widths that fit where it is shown.
 * Runs on SQLite, and on MySQL with TEST_DATABASE_URL.
 */
describe('image pipeline on upload', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await setupTestApp({ LOG_LEVEL: 'silent' });
    ({ token } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const postImage = (bytes: Buffer, filename: string) =>
    request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', `Image ${filename}`)
      .field('projectUrl', 'https://example.com')
      .attach('image', bytes, filename)
      .expect(201);

  it('turns a phone photo (EXIF orientation, GPS, XMP) into upright variants without any metadata', async () => {
    // 1800×1200 stored sideways: EXIF orientation 6 shows it 1200 wide and 1800 tall.
    const res = await postImage(await photo(1800, 1200, 6), 'phone.jpg');
    const { image } = res.body;
    expect(image).toMatchObject({ width: 1200, height: 1800, og: expect.any(String) });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.sources.map((s: { type: string }) => s.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(res.body.imageUrl).toBe(image.src);

    const variants = await fetchVariants(t.app, image);
    // 4 widths × 3 formats (the largest fallback is `src` itself, listed twice) + the OG crop.
    expect(variants.length).toBe(1 + 4 * 3 + 1);
    for (const v of variants) {
      expect(v.served.metadata).toEqual(NO_METADATA);
      expect(v.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(v.served.space).toBe('srgb');
      if (v.width) {
        expect(v.served.width).toBe(v.width);
        // Upright: taller than wide, like the photo as shown.
        expect(v.served.height).toBe(Math.round((v.width * 1800) / 1200));
      }
    }
    const widths = variants.filter((v) => v.type === 'image/webp').map((v) => v.width);
    expect(widths).toEqual([320, 640, 960, 1200]);
    const formats = new Set(variants.map((v) => `${v.contentType}:${v.served.format}`));
    expect([...formats].sort()).toEqual(['image/avif:heif', 'image/jpeg:jpeg', 'image/webp:webp']);
    const og = variants[variants.length - 1];
    expect([og.served.width, og.served.height]).toEqual([1200, 630]);
    const preview = await inspectServed(
      Buffer.from(image.placeholder.split(',')[1] as string, 'base64'),
    );
    expect(preview).toMatchObject({ format: 'webp', width: 16, metadata: NO_METADATA });
  });

  it('never upscales: a small image keeps its own width as the only variant width', async () => {
    const { image } = (await postImage(await photo(200, 150), 'small.jpg')).body;
    expect([image.width, image.height]).toEqual([200, 150]);
    expect(image.srcset).toMatch(/ 200w$/);
    expect(image.srcset.split(', ')).toHaveLength(1);
  });

  it.each([
    ['a CMYK JPEG', cmykJpeg, 'print.jpg', 'jpeg'],
    ['a 16-bit PNG', png16, 'deep.png', 'jpeg'],
    ['a palette PNG', palettePng, 'indexed.png', 'jpeg'],
  ])('converts %s to 8-bit sRGB variants', async (_label, make, filename, fallback) => {
    const { image } = (await postImage(await make(), filename)).body;
    expect([image.width, image.height]).toEqual([300, 200]);
    for (const v of await fetchVariants(t.app, image)) {
      expect(v.served.space).toBe('srgb');
      expect(v.served.metadata).toEqual(NO_METADATA);
      if (v.type === '') expect(v.served.format).toBe(fallback);
    }
  });

  it('keeps transparency: PNG fallback, AVIF and WebP with alpha', async () => {
    const { image } = (await postImage(await transparentPng(), 'logo.png')).body;
    expect(image.src).toMatch(/\.png$/);
    const variants = await fetchVariants(t.app, image);
    for (const v of variants.filter((x) => x.type !== 'image/jpeg')) {
      expect(v.served.hasAlpha).toBe(true);
    }
  });

  it('makes an animated GIF its first frame (a still image)', async () => {
    const { image } = (await postImage(await animatedGif(), 'anim.gif')).body;
    expect([image.width, image.height]).toEqual([120, 80]);
    for (const v of await fetchVariants(t.app, image)) {
      expect(v.served.pages).toBe(1);
      if (v.type !== 'image/avif') {
        const [r, g, b] = await centrePixel(v.body);
        expect(r).toBeGreaterThan(200);
        expect(g + b).toBeLessThan(60);
      }
    }
  });

  it('processes avatars and header images at their own widths', async () => {
    const res = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .attach('avatar', await photo(800, 800), 'me.jpg')
      .attach('headerImage', await photo(3000, 1000), 'header.jpg')
      .expect(200);
    expect(res.body.avatar.srcset.split(', ').map((s: string) => s.split(' ')[1])).toEqual([
      '64w',
      '128w',
      '256w',
    ]);
    expect(res.body.avatar.og).toBeNull();
    expect(res.body.headerImage).toMatchObject({ width: 1920, height: 640 });
    for (const image of [res.body.avatar, res.body.headerImage]) {
      for (const v of await fetchVariants(t.app, image)) {
        expect(v.served.metadata).toEqual(NO_METADATA);
      }
    }
  });
});
