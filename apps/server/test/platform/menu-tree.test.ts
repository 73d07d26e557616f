import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../../src/modules/session/menu-tree.ts';
import type { MenuRow } from '../../src/modules/session/repo.ts';

function row(
  id: number,
  parentId: number | null,
  code: string,
  path: string | null,
  icon: string | null = null,
): MenuRow {
  return {
    id,
    parentId,
    resourcesCode: code,
    path,
    icon,
    nameCn: `${code}-cn`,
    nameEn: `${code}-en`,
    nameTh: `${code}-th`,
  };
}

const dashboard = row(1, null, 'dashboard', '/dashboard', 'dashboard');
const schedule = row(2, null, 'deliverySchedule', null, 'schedule');
const scheduleQuery = row(3, 2, 'deliveryScheduleQuery', '/deliveryScheduleQuery');
const scheduleHistory = row(4, 2, 'deliveryScheduleHistory', '/deliveryScheduleHistory');
const asnQuery = row(6, 5, 'asnQuery', '/asnQuery');
const system = row(7, null, 'systemManagement', null, 'setting');

describe('buildMenuTree', () => {
  it('nests children under their parent in the given order; leaves carry null children', () => {
    expect(buildMenuTree([dashboard, schedule, scheduleQuery, scheduleHistory], 'en')).toEqual([
      {
        resourcesCode: 'dashboard',
        resourcesIcon: 'dashboard',
        path: '/dashboard',
        name: 'dashboard-en',
        children: null,
      },
      {
        resourcesCode: 'deliverySchedule',
        resourcesIcon: 'schedule',
        path: null,
        name: 'deliverySchedule-en',
        children: [
          {
            resourcesCode: 'deliveryScheduleQuery',
            resourcesIcon: null,
            path: '/deliveryScheduleQuery',
            name: 'deliveryScheduleQuery-en',
            children: null,
          },
          {
            resourcesCode: 'deliveryScheduleHistory',
            resourcesIcon: null,
            path: '/deliveryScheduleHistory',
            name: 'deliveryScheduleHistory-en',
            children: null,
          },
        ],
      },
    ]);
  });

  it('keeps the order of the rows, not of their ids', () => {
    const tree = buildMenuTree([schedule, scheduleHistory, scheduleQuery, dashboard], 'en');
    expect(tree.map((menu) => menu.resourcesCode)).toEqual(['deliverySchedule', 'dashboard']);
    expect(tree[0]?.children?.map((menu) => menu.resourcesCode)).toEqual([
      'deliveryScheduleHistory',
      'deliveryScheduleQuery',
    ]);
  });

  it('lifts a child whose parent is not granted to the top level instead of losing it', () => {
    const tree = buildMenuTree([dashboard, asnQuery, scheduleQuery], 'en');
    expect(tree.map((menu) => [menu.resourcesCode, menu.path, menu.children])).toEqual([
      ['dashboard', '/dashboard', null],
      ['asnQuery', '/asnQuery', null],
      ['deliveryScheduleQuery', '/deliveryScheduleQuery', null],
    ]);
  });

  it('drops a group that ends up with no screen under it', () => {
    const tree = buildMenuTree([dashboard, system], 'en');
    expect(tree.map((menu) => menu.resourcesCode)).toEqual(['dashboard']);
  });

  it('names every menu in the asked language', () => {
    const rows = [dashboard, schedule, scheduleQuery];
    const names = (locale: 'cn' | 'en' | 'th') => {
      const tree = buildMenuTree(rows, locale);
      return [tree[0]?.name, tree[1]?.name, tree[1]?.children?.[0]?.name];
    };
    expect(names('cn')).toEqual(['dashboard-cn', 'deliverySchedule-cn', 'deliveryScheduleQuery-cn']);
    expect(names('en')).toEqual(['dashboard-en', 'deliverySchedule-en', 'deliveryScheduleQuery-en']);
    expect(names('th')).toEqual(['dashboard-th', 'deliverySchedule-th', 'deliveryScheduleQuery-th']);
  });

  it('answers no menus for no rows', () => {
    expect(buildMenuTree([], 'cn')).toEqual([]);
  });
});
