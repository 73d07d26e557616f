import type { DiscrepancyKind } from '@portal/contract/reconciliation';
import type { Message } from '../../platform/i18n/locale.ts';

/** The kinds as mails and the spreadsheet name them (the screen has its own catalogue). */
export const KIND_LABELS: Readonly<Record<DiscrepancyKind, Message>> = {
  quantity: { cn: '数量不符', en: 'Quantity differs', th: 'จำนวนไม่ตรงกัน' },
  part: { cn: '零件不符', en: 'Wrong part', th: 'ชิ้นส่วนไม่ตรงกัน' },
  late: { cn: '迟到', en: 'Late', th: 'มาช้า' },
  missing: { cn: '未到货', en: 'Missing', th: 'ไม่มาถึง' },
};
