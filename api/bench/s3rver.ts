/**
 * An S3-protocol server (s3rver) for `measure:upload -- --s3`, run as its own process so its
 * memory is not the measured server's. Prints `port <n>` once listening; its objects go to a temp
 * folder removed on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

async function main() {
  const bucket = process.argv[2] ?? 'bench';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-bench-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  console.log(`port ${port}`);
  process.once('SIGTERM', () => {
    void server.close().finally(() => {
      fs.rmSync(directory, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

void main();
