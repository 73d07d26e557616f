import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/platform/auth/password.ts';

describe('password hashing', () => {
  it('stores scrypt with its cost, a 16-byte salt and a 32-byte key, all in the hash', async () => {
    const hash = await hashPassword('Portal#2026');
    const [scheme, n, r, p, salt, key, ...rest] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(rest).toEqual([]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(hash).not.toContain('Portal#2026');
  });

  it('verifies the right password and refuses any other', async () => {
    const hash = await hashPassword('Portal#2026');
    expect(await verifyPassword('Portal#2026', hash)).toBe(true);
    expect(await verifyPassword('portal#2026', hash)).toBe(false);
    expect(await verifyPassword('Portal#2026 ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash: the same password hashes differently, and both verify', async () => {
    const [first, second] = await Promise.all([hashPassword('same secret'), hashPassword('same secret')]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('same secret', first)).toBe(true);
    expect(await verifyPassword('same secret', second)).toBe(true);
  });

  it('compares passwords in Unicode normal form (a full-width letter is the letter)', async () => {
    const hash = await hashPassword('Portal#2026');
    expect(await verifyPassword('Ｐortal#2026', hash)).toBe(true);
  });

  it('refuses a stored value that is not one of its hashes', async () => {
    const hash = await hashPassword('Portal#2026');
    expect(await verifyPassword('Portal#2026', hash.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('Portal#2026', 'Portal#2026')).toBe(false);
    expect(await verifyPassword('Portal#2026', '')).toBe(false);
    // a key of another length never matches, whatever its bytes
    const truncated = hash.split('$').slice(0, 5).concat(Buffer.alloc(16).toString('base64')).join('$');
    expect(await verifyPassword('Portal#2026', truncated)).toBe(false);
  });
});
