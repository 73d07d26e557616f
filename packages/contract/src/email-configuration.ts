import { z } from 'zod';
import {
  dataPage,
  EntityId,
  IdParam,
  NoData,
  PageQuery,
  ShortCode,
  ValueList,
  type WebLocale,
} from './common.ts';
import { withoutRepeats } from './distinct.ts';
import { endpoint } from './endpoint.ts';
import { CompanyOption } from './lookup.ts';

export const CONFIG_STATUSES = ['Active', 'Inactive'] as const;
export const ConfigStatus = z.enum(CONFIG_STATUSES);
export type ConfigStatus = z.infer<typeof ConfigStatus>;

/**
 * The email alerts the portal sends. Each buyer company has one configuration per alert: Active or Inactive,
 * with the supplier companies it concerns.
 */
export const ALERT_TYPES = [
  'scheduleReleased',
  'scheduleConfirmed',
  'feedbackGiven',
  'feedbackApproved',
  'feedbackRejected',
  'asnFailed',
  'asnCancelled',
  'erpDeliveryFailed',
  'invoicePaid',
  'asnDiscrepancy',
] as const;
export const AlertType = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof AlertType>;

/** What each alert is about ("email alert content"), in the three languages of the portal. */
export const ALERT_TEXTS: Readonly<Record<AlertType, Readonly<Record<WebLocale, string>>>> = {
  scheduleReleased: {
    cn: '新交货计划发布时通知供应商',
    en: 'Notify the supplier when a new delivery schedule is released',
    th: 'แจ้งซัพพลายเออร์เมื่อมีการออกแผนการส่งมอบใหม่',
  },
  scheduleConfirmed: {
    cn: '供应商确认交货计划时通知采购方计划员',
    en: "Notify the buyer's planners when the supplier confirms a delivery schedule",
    th: 'แจ้งผู้วางแผนของผู้ซื้อเมื่อซัพพลายเออร์ยืนยันแผนการส่งมอบ',
  },
  feedbackGiven: {
    cn: '供应商反馈交货计划时通知采购方计划员',
    en: "Notify the buyer's planners when the supplier gives feedback on a delivery schedule",
    th: 'แจ้งผู้วางแผนของผู้ซื้อเมื่อซัพพลายเออร์ให้ข้อเสนอแนะต่อแผนการส่งมอบ',
  },
  feedbackApproved: {
    cn: '采购方批准反馈时通知供应商',
    en: 'Notify the supplier when the buyer approves its feedback',
    th: 'แจ้งซัพพลายเออร์เมื่อผู้ซื้ออนุมัติข้อเสนอแนะ',
  },
  feedbackRejected: {
    cn: '采购方拒绝反馈时通知供应商',
    en: 'Notify the supplier when the buyer rejects its feedback',
    th: 'แจ้งซัพพลายเออร์เมื่อผู้ซื้อปฏิเสธข้อเสนอแนะ',
  },
  asnFailed: {
    cn: 'ASN 发送失败时通知供应商',
    en: 'Notify the supplier when an ASN fails',
    th: 'แจ้งซัพพลายเออร์เมื่อ ASN ล้มเหลว',
  },
  asnCancelled: {
    cn: '采购方取消 ASN 时通知供应商',
    en: 'Notify the supplier when the buyer cancels an ASN',
    th: 'แจ้งซัพพลายเออร์เมื่อผู้ซื้อยกเลิก ASN',
  },
  invoicePaid: {
    cn: 'ERP 支付发票时通知供应商',
    en: 'Notify the supplier when the ERP pays an invoice',
    th: 'แจ้งซัพพลายเออร์เมื่อ ERP ชำระเงินใบแจ้งหนี้',
  },
  asnDiscrepancy: {
    cn: 'ASN 的收货与发货不符（数量、零件、迟到或未到货）时通知供应商',
    en: "Notify the supplier when an ASN's receipts differ from what was shipped (quantity, part, late or missing)",
    th: 'แจ้งซัพพลายเออร์เมื่อการรับสินค้าของ ASN ไม่ตรงกับที่จัดส่ง (จำนวน ชิ้นส่วน ล่าช้า หรือไม่มาถึง)',
  },
  erpDeliveryFailed: {
    cn: '发往 ERP 的消息多次重试仍无法送达时通知采购方接口管理员',
    en: "Notify the buyer's interface administrators when a message to the ERP cannot be delivered after all retries",
    th: 'แจ้งผู้ดูแลอินเทอร์เฟซของผู้ซื้อเมื่อส่งข้อความถึง ERP ไม่สำเร็จหลังลองซ้ำครบแล้ว',
  },
};

/** The pickers of the query area send the chosen company id as a number or as its text (a select's value). */
export const EmailConfigurationQuery = PageQuery.extend({
  buyerCompanyId: IdParam.optional().describe('buyer company'),
  buyerPlantCode: ShortCode.optional().describe('ship-to plant code'),
  supplierCode: ValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
});
export type EmailConfigurationQuery = z.infer<typeof EmailConfigurationQuery>;

/** One email alert of a buyer company; Active alerts go to the linked suppliers. */
export const EmailConfigurationRow = z.object({
  emailConfigurationId: z.number().int().describe('email alert id'),
  buyerCompanyId: z.number().int().describe('buyer company id'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  alertType: AlertType.describe('which alert'),
  emailAlertContent: z.string().describe("what the alert is about, in the caller's language"),
  configStatus: ConfigStatus.describe('Active: the alert is sent; Inactive: it is not'),
});
export type EmailConfigurationRow = z.infer<typeof EmailConfigurationRow>;

/** Sortable display fields of the email configuration list. */
export const EMAIL_CONFIGURATION_SORT_FIELDS = [
  'buyerCompanyCode',
  'emailAlertContent',
  'configStatus',
] as const;

export const EmailConfigurationStatusBody = z.object({
  emailConfigurationId: EntityId.describe('email alert id'),
  configStatus: ConfigStatus.describe(
    'the new status: Inactive for an Active row, Active for an Inactive one',
  ),
});
export type EmailConfigurationStatusBody = z.infer<typeof EmailConfigurationStatusBody>;

export const EmailConfigurationSuppliersBody = z.object({
  emailConfigurationId: EntityId.describe('email alert id'),
  supplierCompanyIds: z
    .array(EntityId)
    .max(5000)
    .superRefine(withoutRepeats((id) => id))
    .describe(
      'every supplier company the alert concerns (active suppliers of the buyer); replaces the current links',
    ),
});
export type EmailConfigurationSuppliersBody = z.infer<typeof EmailConfigurationSuppliersBody>;

export const emailConfigurationEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/emailConfiguration/query',
    summary: 'Email alert configurations, filtered, paged and sorted',
    access: 'emailConfiguration',
    scope: 'own',
    kind: 'json',
    body: EmailConfigurationQuery,
    response: dataPage(EmailConfigurationRow),
  }),
  status: endpoint({
    method: 'POST',
    path: '/emailConfiguration/status',
    summary: 'Switch an email alert Active or Inactive',
    access: 'emailConfiguration',
    scope: 'buyerOnly',
    kind: 'json',
    body: EmailConfigurationStatusBody,
    response: NoData,
  }),
  configuration: endpoint({
    method: 'POST',
    path: '/emailConfiguration/configuration',
    summary: 'Choose the supplier companies of an Active email alert',
    access: 'emailConfigaration',
    scope: 'buyerOnly',
    kind: 'json',
    body: EmailConfigurationSuppliersBody,
    response: NoData,
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/emailConfiguration/{id}/suppliers',
    summary: 'Supplier companies currently linked to an email alert',
    access: 'emailConfigaration',
    scope: 'buyerOnly',
    kind: 'json',
    params: z.object({ id: IdParam.describe('emailConfigurationId') }),
    response: z.array(CompanyOption),
  }),
  testMail: endpoint({
    method: 'POST',
    path: '/emailConfiguration/{id}/testMail',
    summary:
      "Send the alert with made-up facts to the caller's own address, to see that mail arrives and how it reads",
    access: 'emailConfigaration',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    params: z.object({ id: IdParam.describe('emailConfigurationId') }),
    response: z.object({ recipient: z.string().describe('the address the test mail goes to') }),
  }),
} as const;
