import type { PageQuery } from '@portal/contract/common';
import type { UserFilter } from '@portal/contract/users';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { properties, users } from '../../db/schema/index.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';

/** Codes of the user's companies joined with commas, in code order (the list's companyCode column). */
const companyCodes = sql<string>`coalesce((
  select string_agg(c.company_code, ',' order by c.company_code)
    from user_companies uc join companies c on c.id = uc.company_id
   where uc.user_id = ${users.id}), '')`;

/** Ids of the user's companies in the same order as their codes. */
const companyIds = sql<number[]>`coalesce((
  select array_agg(c.id::int order by c.company_code)
    from user_companies uc join companies c on c.id = uc.company_id
   where uc.user_id = ${users.id}), '{}')`;

/** The name of the user's one role (user_roles is keyed by the user), null for none. */
const roleName = sql<string | null>`(
  select r.role_name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id})`;

/** Y while an administrator keeps the user out. */
const isLocked = sql<'Y' | 'N'>`case when ${users.lockedAt} is null then 'N' else 'Y' end`;

/** Display fields of the user list and what they sort by (spec: user type and active sort on the data fields). */
const sortable: SortWhitelist = {
  userCode: users.userCode,
  userName: users.userName,
  companyCode: companyCodes,
  userType: users.userType,
  i18nUserType: users.userType,
  isEnable: users.isEnable,
  i18nIsEnable: users.isEnable,
  roleName,
  language: users.language,
  createDate: users.createdAt,
  // never signed in sorts as the oldest: last in a descending sort, first in an ascending one
  lastLoginAt: sql`coalesce(${users.lastLoginAt}, '-infinity'::timestamptz)`,
  isLocked,
};

function filtersOf(query: UserFilter): SQL | undefined {
  const companyPattern = query.companyCode ? containsPattern(query.companyCode) : undefined;
  return and(
    query.userCode ? ilike(users.userCode, containsPattern(query.userCode)) : undefined,
    query.userName ? ilike(users.userName, containsPattern(query.userName)) : undefined,
    companyPattern
      ? sql`exists (select 1 from user_companies uc join companies c on c.id = uc.company_id
                     where uc.user_id = ${users.id} and c.company_code ilike ${companyPattern})`
      : undefined,
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.isEnable ? eq(users.isEnable, query.isEnable) : undefined,
    query.isLocked ? sql`(${users.lockedAt} is not null) = ${query.isLocked === 'Y'}` : undefined,
    query.roleName
      ? sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                     where ur.user_id = ${users.id} and r.role_name ilike ${containsPattern(query.roleName)})`
      : undefined,
  );
}

const typeNames = alias(properties, 'type_names');
const statusNames = alias(properties, 'status_names');

/** The fields of the user row as the list, the download and the edit dialog show it; labels in the caller's language. */
export function userFields(locale: Locale) {
  return {
    userId: users.id,
    userCode: users.userCode,
    userName: users.userName,
    companyCode: companyCodes,
    companyIds,
    userType: users.userType,
    i18nUserType: labelIn(typeNames, locale),
    isEnable: users.isEnable,
    i18nIsEnable: labelIn(statusNames, locale),
    roleName,
    email: users.email,
    telephone: users.telephone,
    language: users.language,
    createdAt: users.createdAt,
    lastLoginAt: users.lastLoginAt,
    passwordPending: users.passwordPending,
    isLocked,
  };
}

function selectUsers(db: Queryable, fields: ReturnType<typeof userFields>) {
  return db
    .select(fields)
    .from(users)
    .leftJoin(typeNames, and(eq(typeNames.propType, 'companyType'), eq(typeNames.propKey, users.userType)))
    .leftJoin(
      statusNames,
      and(eq(statusNames.propType, 'userStatus'), eq(statusNames.propKey, users.isEnable)),
    )
    .$dynamic();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof userById>>>;

export async function countUsers(db: Queryable, query: UserFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(filtersOf(query));
  return row?.value ?? 0;
}

/** The filtered users in the list's order (the download reads them all through a cursor). */
export function orderedUsers(
  db: Queryable,
  query: UserFilter & Pick<PageQuery, 'sort' | 'sortName'>,
  fields: ReturnType<typeof userFields>,
) {
  return selectUsers(db, fields)
    .where(filtersOf(query))
    .orderBy(...orderBy(sortable, query, [asc(users.userCode), asc(users.id)]));
}

export function pageOfUsers(db: Queryable, query: UserFilter & PageQuery, locale: Locale) {
  return orderedUsers(db, query, userFields(locale)).limit(query.size).offset(offsetOf(query));
}

export async function userById(db: Queryable, userId: number, locale: Locale) {
  const [row] = await selectUsers(db, userFields(locale)).where(eq(users.id, userId));
  return row;
}
