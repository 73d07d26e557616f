import { ALERT_TYPES } from '@portal/contract/email-configuration';
import type { Queryable } from '../client.ts';
import { emailConfigurationSuppliers, emailConfigurations } from '../schema/index.ts';
import { DEMO_COMPANIES, DEMO_RELATIONSHIPS } from './demo-companies.ts';

/** Every alert of every demo buyer Active, concerning all of the buyer's active suppliers. */
export async function seedEmailConfigurations(db: Queryable, companyIds: Map<string, number>): Promise<void> {
  const buyers = DEMO_COMPANIES.filter((company) => company.type === 'B');
  for (const buyer of buyers) {
    const buyerCompanyId = companyIds.get(buyer.code) ?? 0;
    const configurations = await db
      .insert(emailConfigurations)
      .values(
        ALERT_TYPES.map((alertType) => ({ buyerCompanyId, alertType, configStatus: 'Active' as const })),
      )
      .returning({ id: emailConfigurations.id });
    const suppliers = DEMO_RELATIONSHIPS.filter(
      ([code, , status]) => code === buyer.code && status === 'A',
    ).map(([, supplier]) => companyIds.get(supplier) ?? 0);
    await db
      .insert(emailConfigurationSuppliers)
      .values(
        configurations.flatMap(({ id }) =>
          suppliers.map((supplierCompanyId) => ({ emailConfigurationId: id, supplierCompanyId })),
        ),
      );
  }
}
