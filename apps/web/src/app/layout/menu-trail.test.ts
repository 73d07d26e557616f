import type { MenuResource } from '@portal/contract/session';
import { describe, expect, it } from 'vitest';
import { findMenuTrail } from './menu-trail.ts';

const security: MenuResource = {
  resourcesCode: 'securityCheckManagement',
  resourcesIcon: null,
  path: null,
  name: 'Security Check Management',
  children: [
    {
      resourcesCode: 'securityCheckQuery',
      resourcesIcon: null,
      path: '/securityCheckQuery',
      name: 'Query',
      children: null,
    },
  ],
};

describe('findMenuTrail', () => {
  it('walks from the group to the item of the URL', () => {
    expect(findMenuTrail([security], '/securityCheckQuery').map((menu) => menu.name)).toEqual([
      'Security Check Management',
      'Query',
    ]);
  });
  it('places a detail route under the item it extends', () => {
    expect(findMenuTrail([security], '/securityCheckQuery/detail').map((menu) => menu.name)).toEqual([
      'Security Check Management',
      'Query',
    ]);
  });
  it('is empty for a route outside the menu', () => {
    expect(findMenuTrail([security], '/asnDetail')).toEqual([]);
  });
});
