import type { AlertType } from '@portal/contract/email-configuration';
import type { Message } from '../i18n/locale.ts';
import type { AlertField } from './alert-data.ts';

/**
 * Subject and opening sentence of each alert per language. Placeholders: {buyerCompanyCode},
 * {buyerCompanyCode}, {supplierCode}, {supplierName} and the alert's fields ({releaseNo}, {asnNo} ...).
 */
export interface AlertTemplate {
  subject: Message;
  intro: Message;
}

export const ALERT_TEMPLATES: Readonly<Record<AlertType, AlertTemplate>> = {
  scheduleReleased: {
    subject: {
      cn: '新交货计划 {releaseNo} 已发布 — {buyerCompanyCode}',
      en: 'New delivery schedule {releaseNo} released by {buyerCompanyCode}',
      th: 'แผนการส่งมอบใหม่ {releaseNo} จาก {buyerCompanyCode}',
    },
    intro: {
      cn: '采购方 {buyerCompanyCode} 向供应商 {supplierCode} 发布了新的交货计划，请登录供应商门户确认或反馈。',
      en: 'Buyer {buyerCompanyCode} has released a new delivery schedule to supplier {supplierCode}. Please sign in to the supplier portal to confirm it or give feedback.',
      th: 'ผู้ซื้อ {buyerCompanyCode} ได้ออกแผนการส่งมอบใหม่ให้ซัพพลายเออร์ {supplierCode} กรุณาเข้าสู่ระบบพอร์ทัลซัพพลายเออร์เพื่อยืนยันหรือให้ข้อเสนอแนะ',
    },
  },
  scheduleConfirmed: {
    subject: {
      cn: '供应商 {supplierCode} 已确认交货计划 {releaseNo}',
      en: 'Supplier {supplierCode} confirmed delivery schedule {releaseNo}',
      th: 'ซัพพลายเออร์ {supplierCode} ยืนยันแผนการส่งมอบ {releaseNo} แล้ว',
    },
    intro: {
      cn: '供应商 {supplierCode} 已确认采购方 {buyerCompanyCode} 的交货计划。',
      en: 'Supplier {supplierCode} has confirmed the delivery schedule of buyer {buyerCompanyCode}.',
      th: 'ซัพพลายเออร์ {supplierCode} ได้ยืนยันแผนการส่งมอบของผู้ซื้อ {buyerCompanyCode} แล้ว',
    },
  },
  feedbackGiven: {
    subject: {
      cn: '供应商 {supplierCode} 反馈了交货计划 {releaseNo}，等待审批',
      en: 'Supplier {supplierCode} gave feedback on delivery schedule {releaseNo}: waiting for approval',
      th: 'ซัพพลายเออร์ {supplierCode} ให้ข้อเสนอแนะต่อแผนการส่งมอบ {releaseNo} รอการอนุมัติ',
    },
    intro: {
      cn: '供应商 {supplierCode} 对采购方 {buyerCompanyCode} 的交货计划提交了反馈，请登录门户批准或拒绝。',
      en: 'Supplier {supplierCode} has given feedback on the delivery schedule of buyer {buyerCompanyCode}. Please sign in to the portal to approve or reject it.',
      th: 'ซัพพลายเออร์ {supplierCode} ได้ให้ข้อเสนอแนะต่อแผนการส่งมอบของผู้ซื้อ {buyerCompanyCode} กรุณาเข้าสู่ระบบพอร์ทัลเพื่ออนุมัติหรือปฏิเสธ',
    },
  },
  feedbackApproved: {
    subject: {
      cn: '交货计划 {releaseNo} 的反馈已被 {buyerCompanyCode} 批准',
      en: 'Your feedback on delivery schedule {releaseNo} was approved by {buyerCompanyCode}',
      th: 'ข้อเสนอแนะต่อแผนการส่งมอบ {releaseNo} ได้รับการอนุมัติจาก {buyerCompanyCode}',
    },
    intro: {
      cn: '采购方 {buyerCompanyCode} 已批准供应商 {supplierCode} 的反馈，相关交货计划行已确认。',
      en: 'Buyer {buyerCompanyCode} has approved the feedback of supplier {supplierCode}; the schedule lines are confirmed.',
      th: 'ผู้ซื้อ {buyerCompanyCode} ได้อนุมัติข้อเสนอแนะของซัพพลายเออร์ {supplierCode} รายการในแผนการส่งมอบได้รับการยืนยันแล้ว',
    },
  },
  feedbackRejected: {
    subject: {
      cn: '交货计划 {releaseNo} 的反馈被 {buyerCompanyCode} 拒绝',
      en: 'Your feedback on delivery schedule {releaseNo} was rejected by {buyerCompanyCode}',
      th: 'ข้อเสนอแนะต่อแผนการส่งมอบ {releaseNo} ถูกปฏิเสธโดย {buyerCompanyCode}',
    },
    intro: {
      cn: '采购方 {buyerCompanyCode} 拒绝了供应商 {supplierCode} 的反馈，请登录门户更新反馈。',
      en: 'Buyer {buyerCompanyCode} has rejected the feedback of supplier {supplierCode}. Please sign in to the portal to update it.',
      th: 'ผู้ซื้อ {buyerCompanyCode} ได้ปฏิเสธข้อเสนอแนะของซัพพลายเออร์ {supplierCode} กรุณาเข้าสู่ระบบพอร์ทัลเพื่อปรับปรุงข้อเสนอแนะ',
    },
  },
  asnFailed: {
    subject: {
      cn: 'ASN {asnNo} 发送失败',
      en: 'ASN {asnNo} failed',
      th: 'ASN {asnNo} ล้มเหลว',
    },
    intro: {
      cn: '供应商 {supplierCode} 发给采购方 {buyerCompanyCode} 的 ASN 未被接受，请登录门户查看原因并修正。',
      en: 'The ASN of supplier {supplierCode} to buyer {buyerCompanyCode} was not accepted. Please sign in to the portal to see why and correct it.',
      th: 'ASN ของซัพพลายเออร์ {supplierCode} ถึงผู้ซื้อ {buyerCompanyCode} ไม่ได้รับการยอมรับ กรุณาเข้าสู่ระบบพอร์ทัลเพื่อดูสาเหตุและแก้ไข',
    },
  },
  asnCancelled: {
    subject: {
      cn: 'ASN {asnNo} 已被 {buyerCompanyCode} 取消',
      en: 'ASN {asnNo} was cancelled by {buyerCompanyCode}',
      th: 'ASN {asnNo} ถูกยกเลิกโดย {buyerCompanyCode}',
    },
    intro: {
      cn: '采购方 {buyerCompanyCode} 取消了供应商 {supplierCode} 的 ASN，其发货数量已退回交货计划。',
      en: 'Buyer {buyerCompanyCode} has cancelled the ASN of supplier {supplierCode}; its shipped quantities are back on the delivery schedule.',
      th: 'ผู้ซื้อ {buyerCompanyCode} ได้ยกเลิก ASN ของซัพพลายเออร์ {supplierCode} ปริมาณที่จัดส่งได้คืนกลับสู่แผนการส่งมอบแล้ว',
    },
  },
  erpDeliveryFailed: {
    subject: {
      cn: '{referenceNo} 无法发送到 ERP',
      en: '{referenceNo} could not be delivered to the ERP',
      th: 'ส่ง {referenceNo} ถึง ERP ไม่สำเร็จ',
    },
    intro: {
      cn: '门户多次重试后仍无法把供应商 {supplierCode} 的 {referenceNo} 送达采购方 {buyerCompanyCode} 的 ERP，单据停留在处理中。门户每小时继续重试，ERP 恢复后自动送达。请在接口日志中查看错误并检查 ERP 连接。',
      en: 'After many retries the portal could not deliver {referenceNo} of supplier {supplierCode} to the ERP of buyer {buyerCompanyCode}; the document stays in processing. The portal keeps trying every hour and delivers it once the ERP is reachable. Please see the error in the interface log and check the connection to the ERP.',
      th: 'หลังลองซ้ำหลายครั้ง พอร์ทัลยังส่ง {referenceNo} ของซัพพลายเออร์ {supplierCode} ถึง ERP ของผู้ซื้อ {buyerCompanyCode} ไม่ได้ เอกสารยังอยู่ระหว่างดำเนินการ พอร์ทัลจะลองส่งใหม่ทุกชั่วโมงและส่งให้เมื่อ ERP ใช้งานได้ กรุณาดูข้อผิดพลาดในบันทึกอินเทอร์เฟซและตรวจสอบการเชื่อมต่อกับ ERP',
    },
  },
  asnDiscrepancy: {
    subject: {
      cn: 'ASN {asnNo} 收货不符：{discrepancy}',
      en: 'ASN {asnNo} receipts differ: {discrepancy}',
      th: 'การรับสินค้าของ ASN {asnNo} ไม่ตรงกัน: {discrepancy}',
    },
    intro: {
      cn: '采购方 {buyerCompanyCode} 对供应商 {supplierCode} 的 ASN 的收货与发货不符，请登录门户的 ASN 对账查看。',
      en: 'The receipts of buyer {buyerCompanyCode} against an ASN of supplier {supplierCode} differ from what was shipped. Please sign in to the portal and see ASN Reconciliation.',
      th: 'การรับสินค้าของผู้ซื้อ {buyerCompanyCode} ตาม ASN ของซัพพลายเออร์ {supplierCode} ไม่ตรงกับที่จัดส่ง กรุณาเข้าสู่ระบบพอร์ทัลและดูที่การกระทบยอด ASN',
    },
  },
  invoicePaid: {
    subject: {
      cn: '发票 {invoiceNo} 已于 {paymentDate} 付款',
      en: 'Invoice {invoiceNo} was paid on {paymentDate}',
      th: 'ใบแจ้งหนี้ {invoiceNo} ได้รับการชำระเงินเมื่อ {paymentDate}',
    },
    intro: {
      cn: '采购方 {buyerCompanyCode} 已支付供应商 {supplierCode} 的发票。',
      en: 'Buyer {buyerCompanyCode} has paid the invoice of supplier {supplierCode}.',
      th: 'ผู้ซื้อ {buyerCompanyCode} ได้ชำระเงินใบแจ้งหนี้ของซัพพลายเออร์ {supplierCode} แล้ว',
    },
  },
};

/** Labels of the detail lines. */
export const FIELD_LABELS: Readonly<Record<AlertField | 'buyer' | 'supplier', Message>> = {
  buyer: { cn: '采购方', en: 'Buyer', th: 'ผู้ซื้อ' },
  supplier: { cn: '供应商', en: 'Supplier', th: 'ซัพพลายเออร์' },
  releaseNo: { cn: '发布号', en: 'Release No.', th: 'เลขที่การออกแผน' },
  orderNo: { cn: '订单号', en: 'Order No.', th: 'เลขที่ใบสั่งซื้อ' },
  partNo: { cn: '零件号', en: 'Part No.', th: 'หมายเลขชิ้นส่วน' },
  shipToPlant: { cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' },
  releaseDate: { cn: '发布日期', en: 'Release Date', th: 'วันที่ออกแผน' },
  lineCount: { cn: '行数', en: 'Lines', th: 'จำนวนรายการ' },
  asnNo: { cn: 'ASN 号', en: 'ASN No.', th: 'เลขที่ ASN' },
  referenceNo: { cn: '参考单号', en: 'Reference No.', th: 'เลขที่อ้างอิง' },
  reason: { cn: '原因', en: 'Reason', th: 'เหตุผล' },
  invoiceNo: { cn: '发票号', en: 'Invoice No.', th: 'เลขที่ใบแจ้งหนี้' },
  paymentDate: { cn: '付款日期', en: 'Payment Date', th: 'วันที่ชำระเงิน' },
  invoiceAmount: { cn: '发票金额', en: 'Invoice Amount', th: 'ยอดใบแจ้งหนี้' },
  discrepancy: { cn: '不符类型', en: 'Discrepancy', th: 'ประเภทความไม่ตรงกัน' },
  shippedQty: { cn: '发货数量', en: 'Shipped Qty', th: 'จำนวนที่จัดส่ง' },
  receivedQty: { cn: '收货数量', en: 'Received Qty', th: 'จำนวนที่รับ' },
};

/** Greeting and closing line of every alert. */
export const MAIL_FRAME = {
  greeting: { cn: '{userName}，您好：', en: 'Dear {userName},', th: 'เรียน คุณ{userName}' },
  footer: {
    cn: '此邮件由供应商协同门户自动发送，请勿回复。',
    en: 'This mail was sent automatically by the supplier portal; please do not reply.',
    th: 'อีเมลนี้ส่งโดยอัตโนมัติจากพอร์ทัลซัพพลายเออร์ กรุณาอย่าตอบกลับ',
  },
} satisfies Record<string, Message>;
