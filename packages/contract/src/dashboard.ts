import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** To Do counts. Suppliers get newSchedule/overdueSchedule(+overdueDay); buyers get feedbackSchedule/failedAsn. */
export const DashboardCounts = z.object({
  newSchedule: z.number().int().optional().describe('latest schedule lines in status New (suppliers)'),
  overdueSchedule: z
    .number()
    .int()
    .optional()
    .describe('New lines released at least overdueDay days ago (suppliers)'),
  overdueDay: z
    .number()
    .int()
    .optional()
    .describe("the supplier's overdue-day setting, passed on to the list"),
  feedbackSchedule: z.number().int().optional().describe('lines in status Wait for Approval (buyers)'),
  failedAsn: z.number().int().optional().describe('ASNs in status Failed (buyers)'),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;

export const dashboardEndpoints = {
  dashboardList: endpoint({
    method: 'GET',
    path: '/dashboard/dashboardList',
    summary: "To Do counts for the caller's user type",
    access: 'dashboard',
    scope: 'own',
    kind: 'json',
    response: DashboardCounts,
  }),
} as const;
