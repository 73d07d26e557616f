import { asnEndpoints } from './asn.ts';
import { auditLogEndpoints } from './audit-log.ts';
import { companiesEndpoints } from './companies.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { emailConfigurationEndpoints } from './email-configuration.ts';
import type { EndpointDef } from './endpoint.ts';
import { erpInboundEndpoints } from './erp-inbound.ts';
import { grEndpoints } from './gr.ts';
import { interfaceLogEndpoints } from './interface-log.ts';
import { invoiceEndpoints } from './invoice.ts';
import { lookupEndpoints } from './lookup.ts';
import { masterDataEndpoints } from './master-data.ts';
import { performanceEndpoints } from './performance.ts';
import { reconciliationEndpoints } from './reconciliation.ts';
import { relationshipsEndpoints } from './relationships.ts';
import { rolesEndpoints } from './roles.ts';
import { scheduleEndpoints } from './schedule.ts';
import { securityCheckEndpoints } from './security-check.ts';
import { sentMailEndpoints } from './sent-mail.ts';
import { sessionEndpoints } from './session.ts';
import { usersEndpoints } from './users.ts';

/** Every endpoint of the portal by module; the module names are those of DESIGN.md §2 and of endpoints.tsv. */
export const allEndpoints = {
  session: sessionEndpoints,
  dashboard: dashboardEndpoints,
  lookup: lookupEndpoints,
  schedule: scheduleEndpoints,
  asn: asnEndpoints,
  gr: grEndpoints,
  securityCheck: securityCheckEndpoints,
  invoice: invoiceEndpoints,
  masterData: masterDataEndpoints,
  emailConfiguration: emailConfigurationEndpoints,
  users: usersEndpoints,
  roles: rolesEndpoints,
  companies: companiesEndpoints,
  relationships: relationshipsEndpoints,
  interfaceLog: interfaceLogEndpoints,
  erpInbound: erpInboundEndpoints,
  sentMail: sentMailEndpoints,
  auditLog: auditLogEndpoints,
  performance: performanceEndpoints,
  reconciliation: reconciliationEndpoints,
} as const satisfies Record<string, Record<string, EndpointDef>>;

export type ModuleName = keyof typeof allEndpoints;
export const MODULE_NAMES = Object.keys(allEndpoints) as ModuleName[];
