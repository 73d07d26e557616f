import { RELEASE_CHANGES, type ReleaseChange } from '@portal/contract/schedule';
import { Flex, Typography } from 'antd';
import { ChangeTag } from './change-tag.tsx';

/** How many deliveries each kind of change touched, e.g. "Increased 2  Moved 1  Unchanged 9". */
export function ChangeSummary({ changes }: { changes: readonly ReleaseChange[] }) {
  const counted = RELEASE_CHANGES.map((kind) => ({
    kind,
    count: changes.filter((entry) => entry.change === kind).length,
  })).filter((entry) => entry.count > 0);
  return (
    <Flex gap={12} wrap data-testid="change-summary">
      {counted.map(({ kind, count }) => (
        <span key={kind}>
          <ChangeTag change={kind} />
          <Typography.Text strong>{count}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}
