import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is making the changes of the work running now: the session user's account for a request, `ERP` for
 * the ERP's calls and answers, `system` for the portal's own jobs. The database wrapper (db/client.ts)
 * hands it to every transaction, where the audit triggers read it (`portal.actor`).
 */
const actors = new AsyncLocalStorage<string>();

export const ERP_ACTOR = 'ERP';
export const SYSTEM_ACTOR = 'system';

export function runAs<T>(actor: string, work: () => T): T {
  return actors.run(actor, work);
}

export function currentActor(): string | undefined {
  return actors.getStore();
}
