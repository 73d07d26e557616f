import type { DashboardCounts } from '@portal/contract/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import {
  currentPath,
  login,
  menuItem,
  readTodoList,
  sessionToken,
  todoItem,
  waitForPath,
} from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

/** System Management and its children as the seed names them in Chinese (spec 1 §2.2). */
const SYSTEM_MANAGEMENT = '系统管理';
const SYSTEM_CHILDREN = ['用户', '公司', '关联供应商', '接口日志', '零件价格', '供应商财务信息', '角色管理'];

describe('journey 1: a buyer signs in and works from the dashboard', () => {
  beforeAll(() => setUserLanguage('admin', 'zh'));

  it('lands on /dashboard with System Management and exactly the buyer To Do items', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    expect(currentPath(page)).toBe('/dashboard');

    // the breadcrumb is hidden on /dashboard
    await expect.poll(() => page.locator('.ant-breadcrumb').count()).toBe(0);

    await menuItem(page, SYSTEM_MANAGEMENT).click();
    for (const child of SYSTEM_CHILDREN) {
      await menuItem(page, child).waitFor({ state: 'visible' });
    }

    const todo = await readTodoList(page);
    expect(todo.keys).toEqual(['feedbackSchedule', 'failedAsn']);
    expect(todo.keys).not.toContain('newSchedule');
    expect(todo.keys).not.toContain('overdueSchedule');
    expect(todo.total).toBe((todo.counts.feedbackSchedule ?? 0) + (todo.counts.failedAsn ?? 0));

    const reply = await apiGet<DashboardCounts>('/dashboard/dashboardList', await sessionToken(page));
    expect(todo.counts).toEqual({
      feedbackSchedule: reply.data.feedbackSchedule,
      failedAsn: reply.data.failedAsn,
    });
    await snapshot(page, 'j1-buyer-dashboard-system-menu');

    await todoItem(page, 'failedAsn').click();
    await waitForPath(page, '/asnQuery');
    expect(new URL(page.url()).searchParams.get('status')).toBe('Failed');
    await page.getByText(text('cn', 'menu:screens.asnQuery')).first().waitFor({ state: 'visible' });
    await snapshot(page, 'j1-failed-asn-target');
  });
});
