import { createConnection } from 'mysql2/promise';

/** Drops the run's own MySQL database (created fresh by serve-build.mjs), so CI leaves nothing behind. */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (process.env.E2E_BASE_URL || !databaseUrl?.startsWith('mysql://')) return;
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^stackfolio_e2e_\d+$/.test(name)) return;
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await connection.end();
  }
}
