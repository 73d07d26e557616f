import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/l/I), so the password can be read out of the alert. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const LENGTH = 16;

/** Upper case, lower case and a digit: more than the portal's password rule asks (a letter and a digit). */
const isStrong = (password: string) =>
  /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);

/**
 * A password of 16 characters drawn with the operating system's CSPRNG (about 93 bits). Drawing again until
 * it holds every kind of character keeps each accepted password equally likely.
 */
export function randomPassword(): string {
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (isStrong(password)) return password;
  }
}
