import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * Folds the schedule sort count changes the writers appended into the counts (migration "schedule sort
 * counts"), one statement: the changes it takes are those its snapshot sees, so a change committed meanwhile
 * stays for the next fold, and two folds (two instances) never take one change twice. Values whose lines are
 * all gone leave the counts. Answers how many changes were folded.
 */
export async function foldScheduleSortCounts(db: Queryable): Promise<number> {
  const folded = await db.execute<{ changes: number }>(sql`
    with taken as (
      delete from delivery_schedule_sort_count_changes
      returning field, is_latest, value, release_date, buyer_company_id, supplier_company_id, lines
    ), summed as (
      insert into delivery_schedule_sort_counts as c
        (field, is_latest, value, release_date, buyer_company_id, supplier_company_id, lines)
      select field, is_latest, value, release_date, buyer_company_id, supplier_company_id, sum(lines)
        from taken group by 1, 2, 3, 4, 5, 6 having sum(lines) <> 0 order by 1, 2, 3, 4, 5, 6
      on conflict on constraint schedule_sort_counts_key do update set lines = c.lines + excluded.lines
      returning 1
    )
    select (select count(*) from taken)::int as "changes"`);
  await db.execute(sql`delete from delivery_schedule_sort_counts where lines = 0`);
  return folded.rows[0]?.changes ?? 0;
}
