import {
  ALERT_TYPES,
  type ConfigStatus,
  type EmailConfigurationQuery,
} from '@portal/contract/email-configuration';
import type { CompanyOption } from '@portal/contract/lookup';
import { and, asc, count, eq, exists, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  emailConfigurationSuppliers,
  emailConfigurations,
  plants,
  relationships,
} from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { confineSupplierCodes } from '../../platform/access/data-scope.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';
import { alertOrderSql, alertTextSql } from './alert-text-sql.ts';

type Author = Pick<SessionUser, 'userCode'>;
const config = emailConfigurations;
const link = emailConfigurationSuppliers;

/** Every alert type exists for each of the buyer companies (new buyers, alert types added since). */
export async function ensureConfigurations(db: Queryable, buyerCompanyIds: number[]): Promise<void> {
  if (buyerCompanyIds.length === 0) return;
  const types = sql.join(
    ALERT_TYPES.map((type) => sql`(${type})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${config} (buyer_company_id, alert_type)
    select ${companies.id}, t.alert_type from ${companies} cross join (values ${types}) as t(alert_type)
     where ${inArray(companies.id, buyerCompanyIds)} and ${eq(companies.companyType, 'B')}
    on conflict do nothing`);
}

/** The supplier is linked to the configuration and still actively supplies its buyer. */
function linksActiveSupplier(supplierCompanyId: number): SQL {
  return and(
    exists(
      sql`(select 1 from ${link} where ${link.emailConfigurationId} = ${config.id} and ${link.supplierCompanyId} = ${supplierCompanyId})`,
    ),
    exists(
      sql`(select 1 from ${relationships} where ${relationships.buyerCompanyId} = ${config.buyerCompanyId}
        and ${relationships.supplierCompanyId} = ${supplierCompanyId} and ${relationships.status} = 'A')`,
    ),
  ) as SQL;
}

function scopeFilter(scope: DataScope): SQL {
  if (scope.kind === 'supplier') return linksActiveSupplier(scope.supplierCompanyId);
  return scope.buyerCompanyIds.length > 0
    ? inArray(config.buyerCompanyId, scope.buyerCompanyIds)
    : sql`false`;
}

function filtersOf(query: EmailConfigurationQuery, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, query.supplierCode);
  return and(
    scopeFilter(scope),
    inArray(config.alertType, [...ALERT_TYPES]),
    query.buyerCompanyId ? eq(config.buyerCompanyId, query.buyerCompanyId) : undefined,
    query.buyerPlantCode
      ? exists(
          sql`(select 1 from ${plants} where ${plants.companyId} = ${config.buyerCompanyId} and ${plants.plantCode} = ${query.buyerPlantCode})`,
        )
      : undefined,
    supplierCodes
      ? exists(
          sql`(select 1 from ${link} join companies linked on linked.id = ${link.supplierCompanyId}
            where ${link.emailConfigurationId} = ${config.id}
              and linked.company_code in (${sql.join(
                supplierCodes.map((code) => sql`${code}`),
                sql`, `,
              )}))`,
        )
      : undefined,
  );
}

export async function countConfigurations(
  db: Queryable,
  query: EmailConfigurationQuery,
  scope: DataScope,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(config).where(filtersOf(query, scope));
  return row?.value ?? 0;
}

export async function pageOfConfigurations(
  db: Queryable,
  query: EmailConfigurationQuery,
  scope: DataScope,
  locale: Locale,
) {
  const sortable: SortWhitelist = {
    buyerCompanyCode: companies.companyCode,
    emailAlertContent: alertTextSql(config.alertType, locale),
    configStatus: config.configStatus,
  };
  return db
    .select({
      emailConfigurationId: config.id,
      buyerCompanyId: config.buyerCompanyId,
      buyerCompanyCode: companies.companyCode,
      alertType: config.alertType,
      configStatus: config.configStatus,
    })
    .from(config)
    .innerJoin(companies, eq(companies.id, config.buyerCompanyId))
    .where(filtersOf(query, scope))
    .orderBy(
      ...orderBy(sortable, query, [
        asc(companies.companyCode),
        asc(alertOrderSql(config.alertType)),
        asc(config.id),
      ]),
    )
    .limit(query.size)
    .offset(offsetOf(query));
}

export interface ConfigurationHead {
  id: number;
  alertType: string;
  buyerCompanyId: number;
  buyerCompanyCode: string;
  buyerCompanyName: string;
  configStatus: ConfigStatus;
}

/** The configuration with its buyer; `lock` holds the row until the transaction ends (saving suppliers). */
export async function configurationById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<ConfigurationHead | undefined> {
  const select = db
    .select({
      id: config.id,
      alertType: config.alertType,
      buyerCompanyId: config.buyerCompanyId,
      buyerCompanyCode: companies.companyCode,
      buyerCompanyName: companies.companyName,
      configStatus: config.configStatus,
    })
    .from(config)
    .innerJoin(companies, eq(companies.id, config.buyerCompanyId))
    .where(eq(config.id, id));
  const [row] = lock ? await select.for('update', { of: config }) : await select;
  return row;
}

/** Sets the status only when it differs, so of two users toggling at once only one succeeds. */
export async function changeStatus(
  db: Queryable,
  id: number,
  configStatus: ConfigStatus,
  author: Author,
): Promise<boolean> {
  const changed = await db
    .update(config)
    .set({ configStatus, ...updateStamp(author) })
    .where(and(eq(config.id, id), sql`${config.configStatus} <> ${configStatus}`))
    .returning({ id: config.id });
  return changed.length > 0;
}

const companyOption = {
  companyId: companies.id,
  companyCode: companies.companyCode,
  companyName: companies.companyName,
};

/** Linked suppliers that still actively supply the configuration's buyer, in code order. */
export async function linkedActiveSuppliers(
  db: Queryable,
  head: Pick<ConfigurationHead, 'id' | 'buyerCompanyId'>,
): Promise<CompanyOption[]> {
  return db
    .select(companyOption)
    .from(link)
    .innerJoin(companies, eq(companies.id, link.supplierCompanyId))
    .innerJoin(
      relationships,
      and(
        eq(relationships.buyerCompanyId, head.buyerCompanyId),
        eq(relationships.supplierCompanyId, link.supplierCompanyId),
        eq(relationships.status, 'A'),
      ),
    )
    .where(eq(link.emailConfigurationId, head.id))
    .orderBy(asc(companies.companyCode));
}

/** Which of the ids are suppliers of the buyer (a relationship in any status), and which supply it actively. */
export async function suppliersAmong(db: Queryable, buyerCompanyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      companyId: companies.id,
      companyCode: companies.companyCode,
      activeSupplier: sql<boolean>`${relationships.status} = 'A'`,
    })
    .from(companies)
    .innerJoin(
      relationships,
      and(
        eq(relationships.buyerCompanyId, buyerCompanyId),
        eq(relationships.supplierCompanyId, companies.id),
      ),
    )
    .where(inArray(companies.id, ids))
    .orderBy(asc(companies.companyCode));
}

/** The configuration's suppliers become exactly `supplierIds`. */
export async function replaceSuppliers(
  db: Queryable,
  id: number,
  supplierIds: number[],
  author: Author,
): Promise<void> {
  await db
    .delete(link)
    .where(
      and(
        eq(link.emailConfigurationId, id),
        supplierIds.length > 0 ? notInArray(link.supplierCompanyId, supplierIds) : undefined,
      ),
    );
  if (supplierIds.length > 0) {
    await db
      .insert(link)
      .values(supplierIds.map((supplierCompanyId) => ({ emailConfigurationId: id, supplierCompanyId })))
      .onConflictDoNothing();
  }
  await db.update(config).set(updateStamp(author)).where(eq(config.id, id));
}
