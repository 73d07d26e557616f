import {
  ClockCircleOutlined,
  CloseCircleOutlined,
  FileAddOutlined,
  MessageOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { DashboardCounts } from '@portal/contract/dashboard';
import { Badge, Card, Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginInfo } from '../../../platform/session/use-login-info.ts';
import { type TodoKey, todoItems, todoTotal } from '../todo-items.ts';

const ICONS: Record<TodoKey, ReactNode> = {
  newSchedule: <FileAddOutlined />,
  overdueSchedule: <ClockCircleOutlined />,
  feedbackSchedule: <MessageOutlined />,
  failedAsn: <CloseCircleOutlined />,
};

interface TodoListCardProps {
  counts: DashboardCounts | undefined;
  loading: boolean;
}

export function TodoListCard({ counts, loading }: TodoListCardProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const userType = useLoginInfo()?.userType;
  const items = counts ? todoItems(counts, userType, dayjs()) : [];
  const labels: Record<TodoKey, string> = {
    newSchedule: t('todo.newSchedule'),
    overdueSchedule: t('todo.overdueSchedule'),
    feedbackSchedule: t('todo.feedbackSchedule'),
    failedAsn: t('todo.failedAsn'),
  };

  const title = (
    <span className="todo-title">
      {t('todo.title')}
      <Badge
        count={todoTotal(items)}
        showZero
        overflowCount={9999}
        color="#1d5fa8"
        title={t('todo.total')}
        data-testid="todo-total"
      />
    </span>
  );

  return (
    <Card title={title} className="todo-card">
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.empty')} />
      ) : (
        <ul className="todo-list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={`todo-item todo-item-${item.key}`}
                data-testid={`todo-${item.key}`}
                onClick={() => navigate(item.target)}
              >
                <span className="todo-item-icon">{ICONS[item.key]}</span>
                <span className="todo-item-label">{labels[item.key]}</span>
                <span className="todo-item-count" data-testid="todo-count">
                  {item.count}
                </span>
                <RightOutlined className="todo-item-arrow" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
