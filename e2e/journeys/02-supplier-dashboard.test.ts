import type { DashboardCounts } from '@portal/contract/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { login, menuItem, readTodoList, sessionToken, todoItem, waitForPath } from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

describe('journey 2: a supplier signs in and sees only supplier work', () => {
  beforeAll(() => setUserLanguage('supplier.a', 'zh'));

  it('shows newSchedule and overdueSchedule with the API counts, no System Management', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.a');

    // the menus have loaded (the dashboard entry) but System Management is not among them
    await menuItem(page, '首页').waitFor({ state: 'visible' });
    await menuItem(page, '交货计划').waitFor({ state: 'visible' });
    expect(await menuItem(page, '系统管理').count()).toBe(0);

    const todo = await readTodoList(page);
    expect(todo.keys).toEqual(['newSchedule', 'overdueSchedule']);
    expect(todo.total).toBe((todo.counts.newSchedule ?? 0) + (todo.counts.overdueSchedule ?? 0));

    const reply = await apiGet<DashboardCounts>('/dashboard/dashboardList', await sessionToken(page));
    expect(Number(reply.code)).toBe(200);
    expect(todo.counts).toEqual({
      newSchedule: reply.data.newSchedule,
      overdueSchedule: reply.data.overdueSchedule,
    });
    // a supplier's reply carries no buyer counts either
    expect(reply.data.feedbackSchedule).toBeUndefined();
    expect(reply.data.failedAsn).toBeUndefined();
    await snapshot(page, 'j2-supplier-dashboard');

    await todoItem(page, 'newSchedule').click();
    await waitForPath(page, '/deliveryScheduleQuery');
    expect(new URL(page.url()).searchParams.get('itemStatus')).toBe('New');
    await page
      .getByText(text('cn', 'menu:screens.deliveryScheduleQuery'))
      .first()
      .waitFor({ state: 'visible' });
  });

  it('overdueSchedule passes itemStatus=New and the release-to date overdueDay days back, as plain filters', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    const reply = await apiGet<DashboardCounts>('/dashboard/dashboardList', await sessionToken(page));
    await readTodoList(page);
    await todoItem(page, 'overdueSchedule').click();
    await waitForPath(page, '/deliveryScheduleQuery');
    const params = new URL(page.url()).searchParams;
    expect(params.get('itemStatus')).toBe('New');
    const releaseDateTo = new Date();
    releaseDateTo.setDate(releaseDateTo.getDate() - (reply.data.overdueDay ?? 0));
    const day = (value: number) => String(value).padStart(2, '0');
    expect(params.get('releaseDateTo')).toBe(
      `${releaseDateTo.getFullYear()}-${day(releaseDateTo.getMonth() + 1)}-${day(releaseDateTo.getDate())}`,
    );
    expect(params.has('overdueDay')).toBe(false);
  });
});
