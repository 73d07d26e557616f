import { openBenchDatabase } from './bench-database.ts';

const db = await openBenchDatabase('portal_bench');
console.log('up', db.url);
process.on('SIGTERM', async () => {
  await db.stop();
  console.log('stopped');
  process.exit(0);
});
setInterval(() => {}, 1 << 30);
