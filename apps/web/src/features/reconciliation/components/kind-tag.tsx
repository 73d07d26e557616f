import { DISCREPANCY_KIND_LABELS, type DiscrepancyKind } from '@portal/contract/reconciliation';
import { Tag } from 'antd';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';

const KIND_COLORS: Record<DiscrepancyKind, string> = {
  quantity: 'orange',
  part: 'magenta',
  late: 'gold',
  missing: 'red',
};

/** A discrepancy kind in the user's language, coloured so the kinds tell apart at a glance. */
export function KindTag({ kind }: { kind: DiscrepancyKind }) {
  const locale = useCurrentLocale();
  return <Tag color={KIND_COLORS[kind]}>{DISCREPANCY_KIND_LABELS[kind][locale]}</Tag>;
}
