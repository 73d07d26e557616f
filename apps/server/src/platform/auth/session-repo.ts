import { type Permission, permissionsOfUserType } from '@portal/contract/permissions';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { forgetCachedSessions } from './session-cache.ts';
import type { SessionUser } from './session-user.ts';

export async function insertSession(db: Queryable, tokenHash: string, userId: number, clientAddress: string) {
  await db.insert(sessions).values({ tokenHash, userId, clientAddress });
}

export async function deleteSession(db: Queryable, tokenHash: string) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Queryable, userId: number) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherSessions(db: Queryable, userId: number, keepTokenHash: string) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteIdleSessions(db: Queryable, idleMinutes: number) {
  await db
    .delete(sessions)
    .where(lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`));
}

type SessionRow = Omit<SessionUser, 'permissions' | 'tokenHash' | 'supplier'> & {
  supplierCompanyId: number | null;
  supplierCode: string | null;
  supplierName: string | null;
  permissions: Permission[];
};

/**
 * The live session's user with companies, role names and permissions in one round trip, and the
 * idle clock restarted. Answers null when the token is unknown, idle too long, or the user is disabled or locked.
 */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  idleMinutes: number,
): Promise<SessionUser | null> {
  const result = await db.execute<SessionRow>(sql`
    with live as (
      select user_id from sessions
       where token_hash = ${tokenHash}
         and last_seen_at > now() - make_interval(mins => ${idleMinutes})
    ), touched as (
      -- restart the idle clock at most once a minute: no write on every request
      update sessions set last_seen_at = now()
       where token_hash = ${tokenHash}
         and last_seen_at < now() - interval '1 minute'
         and exists (select 1 from live)
    )
    select u.id as "userId", u.user_code as "userCode", u.user_name as "userName", u.user_type as "userType",
           u.language,
           coalesce((select array_agg(r.role_name order by r.role_name)
                       from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as "roleNames",
           coalesce((select array_agg(uc.company_id::int order by uc.company_id)
                       from user_companies uc where uc.user_id = u.id), '{}') as "companyIds",
           -- a buyer user's assigned plants of its own companies (partner plants do not narrow its scope)
           coalesce((select array_agg(distinct p.plant_code order by p.plant_code)
                       from user_plants up
                       join plants p on p.id = up.plant_id
                       join user_companies uc on uc.user_id = u.id and uc.company_id = p.company_id
                      where up.user_id = u.id and u.user_type = 'B'), '{}') as "plantCodes",
           s.id::int as "supplierCompanyId", s.company_code as "supplierCode", s.company_name as "supplierName",
           coalesce((select array_agg(p.code) from (
                      select res.resources_code as code from user_roles ur
                        join role_resources rr on rr.role_id = ur.role_id
                        join resources res on res.id = rr.resource_id
                       where ur.user_id = u.id
                      union
                      select b.button_code from user_roles ur
                        join role_buttons rb on rb.role_id = ur.role_id
                        join buttons b on b.id = rb.button_id
                       where ur.user_id = u.id) p), '{}') as permissions
      from live
      join users u on u.id = live.user_id and u.is_enable = 'Y' and u.locked_at is null
      left join lateral (
        select c.id, c.company_code, c.company_name from user_companies uc
          join companies c on c.id = uc.company_id and c.company_type = 'S'
         where uc.user_id = u.id and u.user_type = 'S'
         order by c.id limit 1) s on true`);
  const row = result.rows[0];
  if (!row) return null;
  const { supplierCompanyId, supplierCode, supplierName, permissions, ...user } = row;
  return {
    ...user,
    supplier:
      supplierCompanyId !== null && supplierCode !== null
        ? { companyId: supplierCompanyId, supplierCode, supplierName: supplierName ?? supplierCode }
        : null,
    permissions: new Set(permissionsOfUserType(user.userType, permissions)),
    tokenHash,
  };
}
