/**
 * An S3-protocol server (s3rver) for `measure:upload -- --s3`, run as its own process so its
 * memory is not the measured server's: the tests' own (test/helpers/s3-server.ts). Prints
 * `port <n>` once listening; its objects go to a temp folder removed on SIGTERM.
 */
import { startS3Server } from '../test/helpers/s3-server';

async function main() {
  const s3 = await startS3Server(process.argv[2] ?? 'bench');
  console.log(`port ${new URL(s3.endpoint).port}`);
  process.once('SIGTERM', () => {
    void s3.stop().finally(() => process.exit(0));
  });
}

void main();
