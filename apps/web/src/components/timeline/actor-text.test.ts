import { describe, expect, it } from 'vitest';
import { actorText } from './actor-text.ts';

describe('actorText', () => {
  it("names a user with its account, a change of no user by the server's word alone", () => {
    expect(actorText({ actor: 'admin', actorName: 'Administrator' })).toBe('Administrator (admin)');
    expect(actorText({ actor: 'system', actorName: '系统' })).toBe('系统');
    expect(actorText({ actor: 'ERP', actorName: null })).toBe('ERP');
  });
});
