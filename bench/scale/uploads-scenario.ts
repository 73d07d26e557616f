// `bench:scale -- uploads`: 50,000-row files of every master-data template posted as the buyer account
// (issue 14's goal: < 5 s each). What they write is deleted before and after, so the list figures of the
// next run see the bench volumes only.
import { BENCH_ACCOUNTS, type ScaleScenario } from './scenario.ts';
import { benchUploads, clearUploadedRows } from './uploads.ts';

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 50_000);

export const uploadsScenario: ScaleScenario = {
  name: 'uploads',
  async run(context) {
    await clearUploadedRows(context.db);
    try {
      const target = {
        apiUrl: `${context.baseUrl}${context.apiBase}`,
        adminToken: context.tokens.buyer,
        db: context.db,
      };
      return `Uploads as ${BENCH_ACCOUNTS.buyer}:\n\n${await benchUploads(target, ROWS)}`;
    } finally {
      await clearUploadedRows(context.db);
    }
  },
};
