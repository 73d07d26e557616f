import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';

export interface BannerFacts {
  port: number;
  mailTarget: string;
  /** false with SEED_DEMO=false: the accounts were never created, so they are not offered */
  demoAccounts: boolean;
}

/** What `npm start` prints once the portal answers: where it runs and, with demo data, who can sign in. */
export function startBanner({ port, mailTarget, demoAccounts }: BannerFacts): string {
  const accounts = demoAccounts
    ? [
        `  Demo accounts (password ${DEMO_PASSWORD}):`,
        ...DEMO_ACCOUNTS.map(
          (account) => `    ${account.userCode.padEnd(12)} ${account.role.padEnd(14)} ${account.userName}`,
        ),
        '',
      ]
    : [];
  const lines = [
    '',
    `  Supplier portal is running at http://localhost:${port}`,
    `  API documentation: http://localhost:${port}/api/docs`,
    `  Email alerts go to ${mailTarget} (sent mails: http://localhost:${port}/sentMail)`,
    '',
    ...accounts,
    '  Press Ctrl-C to stop.',
    '',
  ];
  return `${lines.join('\n')}\n`;
}
