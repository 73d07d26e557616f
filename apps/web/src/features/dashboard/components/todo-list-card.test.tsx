import type { DashboardCounts } from '@portal/contract/dashboard';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setLoginInfo } from '../../../platform/session/session-storage.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { TodoListCard } from './todo-list-card.tsx';

function signInAs(userType: 'B' | 'S') {
  setLoginInfo({
    userType,
    userName: 'Test',
    language: 'en',
    userCode: 'test',
    roleNameList: [],
    token: 't',
    supplierCode: userType === 'S' ? 'SUP-A' : null,
    supplierName: null,
  });
}

function renderCard(counts: DashboardCounts) {
  return renderWithApp(<TodoListCard counts={counts} loading={false} />, {
    path: '/dashboard',
    routes: [
      { path: '/deliveryScheduleQuery', element: <p>schedules</p> },
      { path: '/asnQuery', element: <p>asns</p> },
    ],
  });
}

function target(router: ReturnType<typeof renderCard>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('TodoListCard', () => {
  it('shows suppliers newSchedule and overdueSchedule with the total, never buyer items or overdueDay', () => {
    signInAs('S');
    renderCard({ newSchedule: 4, overdueSchedule: 2, overdueDay: 7, feedbackSchedule: 9, failedAsn: 9 });
    expect(screen.getByRole('button', { name: /New delivery schedules to confirm/ })).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: /Overdue delivery schedules/ })).toHaveTextContent('2');
    expect(screen.queryByText('Schedule feedback waiting for approval')).not.toBeInTheDocument();
    expect(screen.queryByText('ASNs that failed')).not.toBeInTheDocument();
    expect(screen.queryByText('7')).not.toBeInTheDocument();
    expect(screen.getByTestId('todo-total')).toHaveTextContent('6');
  });

  it('shows buyers feedbackSchedule and failedAsn only', () => {
    signInAs('B');
    renderCard({ feedbackSchedule: 3, failedAsn: 1 });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Schedule feedback waiting for approval3',
      'ASNs that failed1',
    ]);
    expect(screen.getByTestId('todo-total')).toHaveTextContent('4');
  });

  it('renders only the fields present in the reply', () => {
    signInAs('S');
    renderCard({ newSchedule: 0 });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it.each([
    ['S', { newSchedule: 1 }, /New delivery schedules/, '/deliveryScheduleQuery?itemStatus=New'],
    [
      'S',
      { overdueSchedule: 2, overdueDay: 5 },
      /Overdue/,
      `/deliveryScheduleQuery?itemStatus=New&releaseDateTo=${dayjs().subtract(5, 'day').format('YYYY-MM-DD')}`,
    ],
    [
      'B',
      { feedbackSchedule: 3 },
      /waiting for approval/,
      '/deliveryScheduleQuery?itemStatus=Wait%20for%20Approval',
    ],
    ['B', { failedAsn: 4 }, /ASNs that failed/, '/asnQuery?status=Failed'],
  ] as const)('a %s click on %o opens %s', async (userType, counts, name, expected) => {
    signInAs(userType);
    const { router } = renderCard(counts);
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(target(router)).toBe(expected));
  });
});
