// The export the bench times: the buyer's schedule lines of every release (not only the latest), from the
// release date on which about `targetRows` lines remain, so the file has about that many rows whatever the
// volume generator made.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { countDetails } from '../../apps/server/src/modules/schedule/detail-repo.ts';
import type { DataScope } from '../../apps/server/src/platform/access/data-scope.ts';

export interface ExportFilter {
  isLatest: 'N';
  sort: 'ASC';
  releaseDateFrom?: string;
}

export async function exportQuery(db: Database, scope: DataScope, targetRows: number): Promise<ExportFilter> {
  const all: ExportFilter = { isLatest: 'N', sort: 'ASC' };
  const total = await countDetails(db, { ...all, pageNo: 1, size: 1, headerSort: 'ASC' }, scope);
  if (total <= targetRows) return all;
  const share = 1 - targetRows / total;
  const result = await db.execute<{ day: string }>(sql`
    select to_char(percentile_disc(${share}::float8) within group (order by h.release_date), 'YYYYMMDD') as day
      from delivery_schedule_details d join delivery_schedule_headers h on h.id = d.header_id`);
  const day = result.rows[0]?.day;
  return day ? { ...all, releaseDateFrom: day } : all;
}
