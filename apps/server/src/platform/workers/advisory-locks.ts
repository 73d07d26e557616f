/**
 * The PostgreSQL advisory lock keys the portal takes, one per thing only one instance may do at a time.
 * Fixed numbers (not hashes of names) so no two can collide; the high half spells "port".
 */
export const ADVISORY_LOCKS = {
  /** migrating and seeding on start: instances starting together wait for each other */
  prepareDatabase: 0x706f_7274_0001n,
  /** the leader that runs housekeeping */
  housekeeping: 0x706f_7274_0002n,
  /** the leader that runs the demo ERP simulator */
  erpSimulator: 0x706f_7274_0003n,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;
