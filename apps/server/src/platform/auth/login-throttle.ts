import { ReplyCode } from '@portal/contract/common';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Message } from '../i18n/locale.ts';

/** Wrong passwords allowed in the window before the key is locked. */
const LIMITS = { account: 5, address: 20 } as const;
const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 15;

const lockedMessage: Message = {
  cn: '登录失败次数过多，请 {minutes} 分钟后再试',
  en: 'Too many failed logins. Please try again in {minutes} minutes',
  th: 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณาลองใหม่ใน {minutes} นาที',
};

const keysOf = (userCode: string, address: string) => ({
  account: `account:${userCode.toLowerCase()}`,
  address: `address:${address}`,
});

/** Refuses a sign-in while the account or the client address is locked. */
export async function assertLoginAllowed(db: Queryable, userCode: string, address: string): Promise<void> {
  const { account, address: addressKey } = keysOf(userCode, address);
  const rows = await db
    .select({
      minutes: sql<number>`ceil(extract(epoch from (${loginFailures.lockedUntil} - now())) / 60)::int`,
    })
    .from(loginFailures)
    .where(
      sql`${inArray(loginFailures.throttleKey, [account, addressKey])} and ${loginFailures.lockedUntil} > now()`,
    );
  const minutes = Math.max(0, ...rows.map((row) => row.minutes));
  if (minutes > 0) throw new AppError(ReplyCode.tooManyRequests, lockedMessage, { minutes });
}

/** Counts a wrong password against the account and the address; locks a key that reaches its limit. */
export async function recordLoginFailure(db: Queryable, userCode: string, address: string): Promise<void> {
  const keys = keysOf(userCode, address);
  for (const kind of ['account', 'address'] as const) {
    await db.execute(sql`
      insert into login_failures (throttle_key, failures, window_started_at)
      values (${keys[kind]}, 1, now())
      on conflict (throttle_key) do update set
        failures = case when login_failures.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES})
                        then 1 else login_failures.failures + 1 end,
        window_started_at = case when login_failures.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES})
                        then now() else login_failures.window_started_at end,
        locked_until = case when (case when login_failures.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES})
                        then 1 else login_failures.failures + 1 end) >= ${LIMITS[kind]}
                        then now() + make_interval(mins => ${LOCK_MINUTES}) else login_failures.locked_until end`);
  }
}

export async function clearAccountFailures(db: Queryable, userCode: string): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.throttleKey, [keysOf(userCode, '').account]));
}
