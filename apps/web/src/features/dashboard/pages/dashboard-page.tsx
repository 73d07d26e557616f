import { Col, Row } from 'antd';
import { useDashboardCounts } from '../api/dashboard-counts.ts';
import { DashboardCarousel } from '../components/dashboard-carousel.tsx';
import { PerformanceSection } from '../components/performance-section.tsx';
import { TodoListCard } from '../components/todo-list-card.tsx';
import './dashboard-page.css';
import './performance-section.css';

export function DashboardPage() {
  const counts = useDashboardCounts();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <DashboardCarousel />
      </Col>
      <Col xs={24} xl={8}>
        <TodoListCard counts={counts.data} loading={counts.isPending} />
      </Col>
      <Col span={24}>
        <PerformanceSection />
      </Col>
    </Row>
  );
}
