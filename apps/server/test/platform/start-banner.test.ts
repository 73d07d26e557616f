import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { startBanner } from '../../src/start-banner.ts';

describe('the start banner', () => {
  const facts = { port: 3000, mailTarget: 'smtp://127.0.0.1:1025' };

  it('names the address, the mail target and every demo account with the demo password', () => {
    const banner = startBanner({ ...facts, demoAccounts: true });
    expect(banner).toContain('http://localhost:3000');
    expect(banner).toContain('smtp://127.0.0.1:1025');
    expect(banner).toContain(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) expect(banner).toContain(account.userCode);
  });

  it('offers no demo account when the demo data is switched off (SEED_DEMO=false)', () => {
    const banner = startBanner({ ...facts, demoAccounts: false });
    expect(banner).toContain('http://localhost:3000');
    expect(banner).not.toContain(DEMO_PASSWORD);
    expect(banner).not.toContain('Demo accounts');
    expect(banner).not.toMatch(/\bsuperadmin\b/);
  });
});
