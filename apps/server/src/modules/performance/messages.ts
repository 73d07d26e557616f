import type { Message } from '../../platform/i18n/locale.ts';

const m = (cn: string, en: string, th: string): Message => ({ cn, en, th });

export const performanceMessages = {
  rangeReversed: m(
    '开始日期不能晚于结束日期',
    'The start date must not be after the end date',
    'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
  ),
  rangeTooLong: m(
    '日期范围不能超过 {days} 天',
    'The date range must not exceed {days} days',
    'ช่วงวันที่ต้องไม่เกิน {days} วัน',
  ),
};
