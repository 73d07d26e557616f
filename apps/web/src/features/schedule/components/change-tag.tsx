import type { ReleaseChangeKind } from '@portal/contract/schedule';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per kind of change, so a planner sees at a glance what moved. */
const CHANGE_COLOURS: Record<ReleaseChangeKind, string> = {
  added: 'green',
  removed: 'red',
  increased: 'blue',
  decreased: 'orange',
  moved: 'purple',
  unchanged: 'default',
};

export function ChangeTag({ change }: { change: ReleaseChangeKind }) {
  const { t } = useTranslation('schedule');
  return (
    <Tag color={CHANGE_COLOURS[change]} data-change={change}>
      {t(`compare.change.${change}`)}
    </Tag>
  );
}
