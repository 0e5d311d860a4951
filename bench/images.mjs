// Image bytes a visitor downloads on /browse-projects: 24 projects with large
// generated photos (EXIF with GPS, as phones write them) uploaded through the API, so they go
// through the image pipeline; the page is loaded in Chromium at a phone and a desktop width and
// the image bytes transferred are set against the originals' bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { runLighthouse } from './lighthouse.mjs';
import { CHROMIUM_ARGS } from './pages.mjs';
import { startStackfolio } from './servers.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

/** One page of the list (the projects remote's PROJECTS_PAGE_SIZE): every card of it is measured. */
export const PHOTO_PROJECTS = 24;
/** A 6-megapixel camera photo. */
const PHOTO = { width: 3000, height: 2000 };
/** A phone (390 CSS px, as an iPhone 12–15, at its 3× density) and a desktop window. */
export const IMAGE_VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
];

const GPS_EXIF = {
  IFD0: { Make: 'BenchCam', Model: 'Phone 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 24/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 7/1',
  },
};

/**
 * `count` distinct photos: one smooth-noise picture (compresses like a photograph, not like a flat
 * colour) turned to a different hue each, as JPEG quality 90 with EXIF and GPS.
 */
async function generatePhotos(count) {
  const base = await sharp({
    create: {
      ...PHOTO,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .raw()
    .toBuffer();
  const photos = [];
  for (let i = 0; i < count; i += 1) {
    photos.push(
      await sharp(base, { raw: { ...PHOTO, channels: 3 } })
        .modulate({ hue: (i * 360) / count })
        .withExif(GPS_EXIF)
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

async function uploadProjects(baseUrl, photos) {
  const email = `bench.images.${Date.now()}@example.com`;
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Photos',
      email,
      password: 'bench-photos-1',
    }),
  });
  if (!register.ok) throw new Error(`register: HTTP ${register.status}`);
  const { token } = await register.json();
  const upload = async (photo, i) => {
    const form = new FormData();
    form.set('title', `Photo project ${i + 1}`);
    form.set('projectUrl', 'https://example.com');
    form.set('image', new Blob([photo], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const res = await fetch(`${baseUrl}/api/projects`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${i + 1}: HTTP ${res.status}`);
  };
  // Two at a time: the API runs two image jobs at once, more would only queue there.
  for (let i = 0; i < photos.length; i += 2) {
    await Promise.all(photos.slice(i, i + 2).map((p, j) => upload(p, i + j)));
  }
}

/** Sum of the image response bodies (as sent, before any decoding) seen so far. */
async function imageBytes(responses) {
  let bytes = 0;
  for (const response of responses) bytes += (await response.request().sizes()).responseBodySize;
  return { kb: kb(bytes), requests: responses.length };
}

async function measureViewport(browser, pageUrl, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/uploads/images/')) responses.push(response);
    });
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 });
    const cards = page.locator('main img[srcset], main picture img');
    await cards.first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const firstView = await imageBytes(responses);
    // Then every card, as someone scrolling to the end of the page (lazy images load on the way).
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) await cards.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => [...globalThis.document.querySelectorAll('main img')].every((img) => img.complete),
      undefined,
      { timeout: 60_000 },
    );
    const scrolled = await imageBytes(responses);
    const formats = new Set(responses.map((r) => r.headers()['content-type']));
    return {
      ...viewport,
      cards: count,
      firstView,
      scrolled,
      formats: [...formats].sort(),
    };
  } finally {
    await context.close();
  }
}

/**
 * Its own server on an empty database and upload folder: 24 photo projects are uploaded, then
 * /browse-projects is loaded once per viewport in a fresh browser context (nothing cached).
 */
export async function measureImageBytes(log = () => undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stackfolio-bench-images-'));
  const server = await startStackfolio(`sqlite:${path.join(dir, 'images.sqlite')}`);
  try {
    const photos = await generatePhotos(PHOTO_PROJECTS);
    const originalBytes = photos.reduce((sum, p) => sum + p.length, 0);
    log(
      `images: ${photos.length} photos of ${PHOTO.width}×${PHOTO.height}, ${kb(originalBytes)} KB, uploading…`,
    );
    const started = Date.now();
    await uploadProjects(server.url, photos);
    const uploadSeconds = Math.round((Date.now() - started) / 100) / 10;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const viewports = [];
    try {
      for (const viewport of IMAGE_VIEWPORTS) {
        const m = await measureViewport(browser, `${server.url}/browse-projects`, viewport);
        m.firstViewVsOriginals = ratio(m.firstView.kb, kb(originalBytes));
        m.scrolledVsOriginals = ratio(m.scrolled.kb, kb(originalBytes));
        viewports.push(m);
        log(`images ${viewport.width} px: ${JSON.stringify(m)}`);
      }
    } finally {
      await browser.close();
    }
    // Lighthouse on the page full of photos: its image audits (sizes, formats, width and height,
    // offscreen) must not fail, and the photos must not shift the layout.
    const [audit] = await runLighthouse([
      { path: '/browse-projects', url: `${server.url}/browse-projects` },
    ]);
    const lighthouse = {
      performance: audit.performance,
      lcpMs: audit.lcpMs,
      cls: audit.cls,
      failed: audit.failed,
    };
    log(`images lighthouse: ${JSON.stringify(lighthouse)}`);
    return {
      lighthouse,
      photos: photos.length,
      photo: `${PHOTO.width}×${PHOTO.height}`,
      originalsKb: kb(originalBytes),
      uploadSeconds,
      viewports,
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const ratio = (part, whole) => Math.round((part / whole) * 1000) / 1000;
