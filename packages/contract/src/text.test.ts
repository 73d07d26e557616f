import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { CONTROL_CHARACTERS, controlCharacterPaths } from './text.ts';

describe('controlCharacterPaths', () => {
  it('finds NUL and the other C0 controls anywhere, by path', () => {
    const value = { a: 'ok', b: ['x', 'y\u0000'], c: { d: 'e\u001f' }, n: 3, z: null };
    expect(controlCharacterPaths(value)).toEqual([
      ['b', 1],
      ['c', 'd'],
    ]);
  });

  it('lets tab and line breaks through in the named multi-line fields only', () => {
    const value = { remarks: 'one\r\n\ttwo', lines: [{ remarks: 'x\ny' }], name: 'a\tb' };
    expect(controlCharacterPaths(value, ['remarks'])).toEqual([['name']]);
    expect(controlCharacterPaths({ remarks: 'a\u0000b' }, ['remarks'])).toEqual([['remarks']]);
  });
});

describe('endpoint()', () => {
  const declared = endpoint({
    method: 'POST',
    path: '/x',
    summary: 'x',
    access: 'public',
    scope: 'none',
    kind: 'json',
    multiline: ['note'],
    body: z.object({ name: z.string(), note: z.string().optional() }),
  });

  it('makes every input schema refuse control characters, naming the field', () => {
    const refused = declared.body.safeParse({ name: 'a\u0000' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: CONTROL_CHARACTERS }),
    ]);
    expect(declared.body.safeParse({ name: 'a', note: 'line\nline' }).success).toBe(true);
  });
});
