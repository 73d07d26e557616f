import type { Message } from '../../platform/i18n/locale.ts';

export const reconciliationMessages = {
  asnNotFound: {
    cn: '未找到该 ASN，或您无权查看。',
    en: 'The ASN was not found, or you may not see it.',
    th: 'ไม่พบ ASN นี้ หรือคุณไม่มีสิทธิ์ดู',
  },
} satisfies Record<string, Message>;
