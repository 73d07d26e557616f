/** Debian's Chromium; never a downloaded one. */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
