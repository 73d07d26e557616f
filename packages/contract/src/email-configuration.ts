import { z } from 'zod';
import { dataPage, EntityId, IdParam, NoData, PageQuery, ValueList } from './common.ts';
import { endpoint } from './endpoint.ts';
import { CompanyOption } from './lookup.ts';

export const CONFIG_STATUSES = ['Active', 'Inactive'] as const;
export const ConfigStatus = z.enum(CONFIG_STATUSES);
export type ConfigStatus = z.infer<typeof ConfigStatus>;

export const EmailConfigurationQuery = PageQuery.extend({
  buyerCompanyId: EntityId.optional().describe('buyer company'),
  buyerPlantCode: z.string().trim().max(20).optional().describe('ship-to plant code'),
  supplierCode: ValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
});
export type EmailConfigurationQuery = z.infer<typeof EmailConfigurationQuery>;

/** One email alert of a buyer company; Active alerts go to the linked suppliers. */
export const EmailConfigurationRow = z.object({
  emailConfigurationId: z.number().int().describe('email alert id'),
  buyerCompanyId: z.number().int().describe('buyer company id'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  emailAlertContent: z.string().describe("what the alert is about, in the caller's language"),
  configStatus: ConfigStatus.describe('Active: the alert is sent; Inactive: it is not'),
});
export type EmailConfigurationRow = z.infer<typeof EmailConfigurationRow>;

/** Sortable display fields of the email configuration list. */
export const EMAIL_CONFIGURATION_SORT_FIELDS = [
  'buyerCompanyCode',
  'emailAlertContent',
  'configStatus',
] as const;

export const EmailConfigurationStatusBody = z.object({
  emailConfigurationId: EntityId.describe('email alert id'),
  configStatus: ConfigStatus.describe(
    'the new status: Inactive for an Active row, Active for an Inactive one',
  ),
});
export type EmailConfigurationStatusBody = z.infer<typeof EmailConfigurationStatusBody>;

export const EmailConfigurationSuppliersBody = z.object({
  emailConfigurationId: EntityId.describe('email alert id'),
  supplierCompanyIds: z
    .array(EntityId)
    .max(5000)
    .describe('every supplier company that receives the alert; replaces the current links'),
});
export type EmailConfigurationSuppliersBody = z.infer<typeof EmailConfigurationSuppliersBody>;

export const emailConfigurationEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/emailConfiguration/query',
    summary: 'Email alert configurations, filtered, paged and sorted',
    access: 'emailConfiguration',
    scope: 'own',
    kind: 'json',
    body: EmailConfigurationQuery,
    response: dataPage(EmailConfigurationRow),
  }),
  status: endpoint({
    method: 'POST',
    path: '/emailConfiguration/status',
    summary: 'Switch an email alert Active or Inactive',
    access: 'emailConfiguration',
    scope: 'buyerOnly',
    kind: 'json',
    body: EmailConfigurationStatusBody,
    response: NoData,
  }),
  configuration: endpoint({
    method: 'POST',
    path: '/emailConfiguration/configuration',
    summary: 'Choose the supplier companies of an Active email alert',
    access: 'emailConfigaration',
    scope: 'buyerOnly',
    kind: 'json',
    body: EmailConfigurationSuppliersBody,
    response: NoData,
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/emailConfiguration/{id}/suppliers',
    summary: 'Supplier companies currently linked to an email alert',
    access: 'emailConfigaration',
    scope: 'buyerOnly',
    kind: 'json',
    params: z.object({ id: IdParam.describe('emailConfigurationId') }),
    response: z.array(CompanyOption),
  }),
} as const;
