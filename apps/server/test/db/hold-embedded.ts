import { startEmbeddedPostgres } from '../../src/db/embedded.ts';

/**
 * A process that owns an embedded PostgreSQL, as `npm start` does (embedded-owner.test.ts spawns it):
 * `hold-embedded.ts <dataDir> <pgPort> <httpPort>`. Prints "ready <url>"; SIGTERM stops it cleanly.
 */
const [dataDir, pgPort, httpPort] = process.argv.slice(2);
if (!dataDir || !pgPort || !httpPort)
  throw new Error('usage: hold-embedded.ts <dataDir> <pgPort> <httpPort>');
const embedded = await startEmbeddedPostgres({
  dataDir,
  port: Number(pgPort),
  httpPort: Number(httpPort),
  quiet: true,
});
console.log(`ready ${embedded.url('postgres')}`);
process.once('SIGTERM', async () => {
  await embedded.stop();
  process.exit(0);
});
setInterval(() => {}, 60_000);
