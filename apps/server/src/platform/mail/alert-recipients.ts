import type { UserLanguage } from '@portal/contract/common';
import type { AlertType } from '@portal/contract/email-configuration';
import { and, eq, exists, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  buttons,
  companies,
  emailConfigurationSuppliers,
  emailConfigurations,
  relationships,
  resources,
  roleButtons,
  roleResources,
  userCompanies,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import type { AlertAudience } from './alert-audience.ts';
import type { AlertParties } from './render-alert.ts';

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

/**
 * The companies of an alert when it is to be sent: the buyer's configuration of this alert type is Active,
 * lists the supplier, and the supplier still actively supplies the buyer. Undefined otherwise.
 */
export async function partiesOfActiveAlert(
  db: Queryable,
  alertType: AlertType,
  buyerCompanyId: number,
  supplierCompanyId: number,
): Promise<AlertParties | undefined> {
  const [row] = await db
    .select({
      buyerCompanyCode: buyer.companyCode,
      buyerCompanyName: buyer.companyName,
      supplierCode: supplier.companyCode,
      supplierName: supplier.companyName,
    })
    .from(emailConfigurations)
    .innerJoin(
      emailConfigurationSuppliers,
      and(
        eq(emailConfigurationSuppliers.emailConfigurationId, emailConfigurations.id),
        eq(emailConfigurationSuppliers.supplierCompanyId, supplierCompanyId),
      ),
    )
    .innerJoin(
      relationships,
      and(
        eq(relationships.buyerCompanyId, emailConfigurations.buyerCompanyId),
        eq(relationships.supplierCompanyId, supplierCompanyId),
        eq(relationships.status, 'A'),
      ),
    )
    .innerJoin(buyer, eq(buyer.id, emailConfigurations.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, supplierCompanyId))
    .where(
      and(
        eq(emailConfigurations.buyerCompanyId, buyerCompanyId),
        eq(emailConfigurations.alertType, alertType),
        eq(emailConfigurations.configStatus, 'Active'),
      ),
    );
  return row;
}

export interface Recipient {
  userName: string;
  email: string;
  language: UserLanguage;
}

function holdsButton(permission: string) {
  return exists(
    sql`(select 1 from ${userRoles}
      join ${roleButtons} on ${roleButtons.roleId} = ${userRoles.roleId}
      join ${buttons} on ${buttons.id} = ${roleButtons.buttonId}
      where ${userRoles.userId} = ${users.id} and ${buttons.buttonCode} = ${permission})`,
  );
}

function holdsMenu(menu: string) {
  return exists(
    sql`(select 1 from ${userRoles}
      join ${roleResources} on ${roleResources.roleId} = ${userRoles.roleId}
      join ${resources} on ${resources.id} = ${roleResources.resourceId}
      where ${userRoles.userId} = ${users.id} and ${resources.resourcesCode} = ${menu})`,
  );
}

function holdsAudienceRight(audience: AlertAudience) {
  if (audience.side === 'supplier') return undefined;
  return 'menu' in audience ? holdsMenu(audience.menu) : holdsButton(audience.permission);
}

/**
 * Enabled users with an email address who receive the alert: supplier side, the users of the supplier
 * company; buyer side, the users of the buyer company whose role holds the audience's permission or menu.
 */
export async function recipientsOf(
  db: Queryable,
  audience: AlertAudience,
  companyIds: { buyerCompanyId: number; supplierCompanyId: number },
): Promise<Recipient[]> {
  const companyId = audience.side === 'supplier' ? companyIds.supplierCompanyId : companyIds.buyerCompanyId;
  return db
    .select({ userName: users.userName, email: sql<string>`trim(${users.email})`, language: users.language })
    .from(users)
    .innerJoin(userCompanies, and(eq(userCompanies.userId, users.id), eq(userCompanies.companyId, companyId)))
    .where(
      and(
        eq(users.userType, audience.side === 'supplier' ? 'S' : 'B'),
        eq(users.isEnable, 'Y'),
        ne(sql`coalesce(trim(${users.email}), '')`, ''),
        holdsAudienceRight(audience),
      ),
    )
    .orderBy(users.id);
}
