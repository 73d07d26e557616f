// The schema as one object for drizzle-kit and the typed client.
export * from './access.ts';
export * from './asn.ts';
export * from './asn-counts.ts';
export * from './audit.ts';
export * from './companies.ts';
export * from './goods-receipts.ts';
export * from './integration.ts';
export * from './invoices.ts';
export * from './mail.ts';
export * from './master-data.ts';
export * from './performance.ts';
export * from './properties.ts';
export * from './reconciliation.ts';
export * from './schedule-counts.ts';
export * from './schedules.ts';
export * from './security-checks.ts';
export * from './sessions.ts';
