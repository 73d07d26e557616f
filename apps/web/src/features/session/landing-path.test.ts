import type { MenuResource } from '@portal/contract/session';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';

function menu(
  resourcesCode: string,
  path: string | null,
  children: MenuResource[] | null = null,
): MenuResource {
  return { resourcesCode, resourcesIcon: null, path, name: resourcesCode, children };
}

describe('landingPath', () => {
  it('lands on /dashboard when it is the first menu', () => {
    expect(landingPath([menu('dashboard', '/dashboard'), menu('gr', '/gr')])).toBe('/dashboard');
  });
  it('otherwise lands on the first child of the first menu', () => {
    expect(
      landingPath([
        menu('asnManagement', null, [menu('asnQuery', '/asnQuery'), menu('asnCreate', '/asnCreate')]),
      ]),
    ).toBe('/asnQuery');
  });
  it('takes a first menu without children by its own path, and /dashboard without menus', () => {
    expect(landingPath([menu('gr', 'gr')])).toBe('/gr');
    expect(landingPath([])).toBe('/dashboard');
  });
});
