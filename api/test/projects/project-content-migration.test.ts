import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createMigrator } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { textPdf } from '../helpers/documents';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helpers/test-app';

const INFO = {
  width: 640,
  height: 480,
  placeholder: 'data:image/webp;base64,AAAA',
  widths: [640],
  og: false,
};

/** Migration 0014: a project's image becomes its cover, its file its first file. */
describe('migration 0014: galleries and file lists for existing projects', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url);
    await createMigrator(sequelize).down({ to: '0014-project-images-files' });
  });
  afterAll(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  it('backfills the cover (alt: the title) and the first file, and the API answers them', async () => {
    const now = new Date();
    await sequelize.query(
      `INSERT INTO users (email, passwordHash, firstName, lastName, handle, isAdmin, createdAt, updatedAt)
       VALUES ('old@example.com', 'x', 'Old', 'Timer', 'old-timer', false, :now, :now)`,
      { replacements: { now } },
    );
    const [{ id: userId }] = await sequelize.query<{ id: number }>('SELECT id FROM users', {
      type: QueryTypes.SELECT,
    });
    const projects = [
      [
        'Full',
        'full',
        'images/aaaaaaaaaaaaaaaaaaaaaaaa.jpg',
        JSON.stringify(INFO),
        'files/bbbbbbbbbbbbbbbbbbbbbbbb.pdf',
        'Report.pdf',
        'application/pdf',
        1234,
      ],
      [
        'Text only',
        'text-only',
        null,
        null,
        'files/cccccccccccccccccccccccc.txt',
        'notes.txt',
        'text/plain; charset=utf-8',
        5,
      ],
      ['Link only', 'link-only', null, null, null, null, null, null],
    ];
    for (const [
      title,
      slug,
      imageKey,
      imageInfo,
      fileKey,
      fileName,
      fileType,
      fileSize,
    ] of projects) {
      await sequelize.query(
        `INSERT INTO projects (userId, title, slug, imageKey, imageInfo, fileKey, fileName, fileType, fileSize, projectUrl, createdAt, updatedAt)
         VALUES (:userId, :title, :slug, :imageKey, :imageInfo, :fileKey, :fileName, :fileType, :fileSize, 'https://example.com/', :now, :now)`,
        {
          replacements: {
            userId,
            title,
            slug,
            imageKey,
            imageInfo,
            fileKey,
            fileName,
            fileType,
            fileSize,
            now,
          },
        },
      );
    }

    await createMigrator(sequelize).up();
    // The stored files the old rows name, so the queued previews can be made.
    const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stackfolio-migrated-'));
    await fs.mkdir(path.join(uploadDir, 'files'));
    await fs.writeFile(
      path.join(uploadDir, 'files/bbbbbbbbbbbbbbbbbbbbbbbb.pdf'),
      await textPdf(['Report']),
    );
    await fs.writeFile(path.join(uploadDir, 'files/cccccccccccccccccccccccc.txt'), 'notes');

    const app = await startTestApp(db, { UPLOAD_DIR: uploadDir });
    try {
      const read = async (slug: string) =>
        (await request(app.app).get(`/api/users/@old-timer/projects/${slug}`).expect(200)).body;
      const full = await read('full');
      expect(full.images).toEqual([
        expect.objectContaining({
          url: '/uploads/images/aaaaaaaaaaaaaaaaaaaaaaaa.jpg',
          alt: 'Full',
          width: 640,
          height: 480,
        }),
      ]);
      expect(full.files).toEqual([
        {
          id: expect.any(Number),
          name: 'Report.pdf',
          size: 1234,
          type: 'application/pdf',
          url: `/api/projects/${full.id}/files/${full.files[0].id}`,
          previewKind: 'pdf',
          preview: expect.stringMatching(/^(pending|ready)$/),
        },
      ]);
      expect(full).toMatchObject({
        imageUrl: full.images[0].url,
        fileName: 'Report.pdf',
        fileSize: 1234,
      });
      const text = await read('text-only');
      expect(text.images).toEqual([]);
      expect(text.files.map((f: { previewKind: string }) => f.previewKind)).toEqual(['text']);
      expect((await read('link-only')).files).toEqual([]);

      // Backfilled files were queued: their previews are made like a new upload's.
      await app.settled();
      expect((await read('full')).files[0].preview).toBe('ready');
      expect((await read('text-only')).files[0].preview).toBe('ready');
    } finally {
      await app.close();
      await fs.rm(uploadDir, { recursive: true, force: true });
    }
  });
});
