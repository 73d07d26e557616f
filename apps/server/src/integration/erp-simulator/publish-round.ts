import type { Envelope } from '@portal/contract/common';
import type { ScheduleReleaseResult } from '@portal/contract/erp-inbound';
import { erpInboundEndpoints } from '@portal/contract/erp-inbound';
import type { Queryable } from '../../db/client.ts';
import { API_KEY_HEADER } from '../../platform/auth/api-key.ts';
import { nextReleases } from './next-release.ts';
import { sampleOrderLines } from './simulator-repo.ts';

export interface SimulatorTarget {
  /** the portal's API base, e.g. http://localhost:8080/api */
  apiUrl: string;
  apiKey: string;
}

/**
 * One round of the ERP simulator: the next release for a few order lines, sent through the portal's own
 * inbound API like the real ERP would. Answers the portal's reply per release.
 */
export async function publishSimulatedRound(
  db: Queryable,
  target: SimulatorTarget,
  options: { lines?: number; now?: Date } = {},
): Promise<Array<Envelope<ScheduleReleaseResult | null>>> {
  const now = options.now ?? new Date();
  const lines = await sampleOrderLines(db, options.lines ?? 4);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const releases = nextReleases(lines, now.toISOString().slice(0, 10), `SIM${stamp}`, Math.random);
  const replies: Array<Envelope<ScheduleReleaseResult | null>> = [];
  for (const release of releases) {
    const response = await fetch(`${target.apiUrl}${erpInboundEndpoints.scheduleRelease.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [API_KEY_HEADER]: target.apiKey },
      body: JSON.stringify(release),
    });
    replies.push((await response.json()) as Envelope<ScheduleReleaseResult | null>);
  }
  return replies;
}
