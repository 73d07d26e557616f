import type { Message } from '../../platform/i18n/locale.ts';

/** Answers of the ERP inbound API; machine clients read them in English unless they ask otherwise. */
export const erpInboundMessages = {
  received: {
    cn: '已接收发布 {releaseNo}：新建 {created} 行，未变 {unchanged} 行',
    en: 'Release {releaseNo} received: {created} lines created, {unchanged} unchanged',
    th: 'ได้รับรีลีส {releaseNo}: สร้าง {created} รายการ ไม่เปลี่ยนแปลง {unchanged} รายการ',
  },
  refused: {
    cn: '发布 {releaseNo} 被拒绝（{count} 个错误）：{first}',
    en: 'Release {releaseNo} refused ({count} errors): {first}',
    th: 'รีลีส {releaseNo} ถูกปฏิเสธ ({count} ข้อผิดพลาด): {first}',
  },
  paymentReceived: {
    cn: '已接收发票 {invoiceNo} 的付款（{paymentDate}）',
    en: 'Payment of invoice {invoiceNo} received ({paymentDate})',
    th: 'ได้รับการชำระเงินของใบแจ้งหนี้ {invoiceNo} ({paymentDate})',
  },
  unknownInvoice: {
    cn: '采购方 {buyer} 没有供应商 {supplier} 的发票 {invoiceNo}',
    en: 'buyer {buyer} has no invoice {invoiceNo} of supplier {supplier}',
    th: 'ผู้ซื้อ {buyer} ไม่มีใบแจ้งหนี้ {invoiceNo} ของซัพพลายเออร์ {supplier}',
  },
  invoiceNotPosted: {
    cn: '发票 {invoiceNo} 的状态为 {status}，只有已过账的发票可以付款',
    en: 'Invoice {invoiceNo} is {status}; only a Posted invoice can be paid',
    th: 'ใบแจ้งหนี้ {invoiceNo} มีสถานะ {status} ชำระเงินได้เฉพาะใบแจ้งหนี้ที่ลงบัญชีแล้ว',
  },
  paidOtherDate: {
    cn: '发票 {invoiceNo} 已于 {paymentDate} 付款',
    en: 'Invoice {invoiceNo} was already paid on {paymentDate}',
    th: 'ใบแจ้งหนี้ {invoiceNo} ได้ชำระเงินแล้วเมื่อ {paymentDate}',
  },
  paymentBeforeInvoice: {
    cn: '付款日期 {paymentDate} 早于发票日期 {invoiceDate}',
    en: 'The payment date {paymentDate} is before the invoice date {invoiceDate}',
    th: 'วันที่ชำระเงิน {paymentDate} อยู่ก่อนวันที่ใบแจ้งหนี้ {invoiceDate}',
  },
  unknownBuyer: {
    cn: '采购方公司 {code} 不存在',
    en: 'buyer company {code} does not exist',
    th: 'ไม่พบบริษัทผู้ซื้อ {code}',
  },
  unknownSupplier: {
    cn: '供应商 {code} 不存在',
    en: 'supplier {code} does not exist',
    th: 'ไม่พบซัพพลายเออร์ {code}',
  },
  supplierNotActive: {
    cn: '供应商 {code} 不是采购方 {buyer} 的有效供应商',
    en: 'supplier {code} is not an active supplier of buyer {buyer}',
    th: 'ซัพพลายเออร์ {code} ไม่ใช่ซัพพลายเออร์ที่ใช้งานของผู้ซื้อ {buyer}',
  },
  unknownPlant: {
    cn: '采购方 {buyer} 没有工厂 {code}',
    en: 'buyer {buyer} has no plant {code}',
    th: 'ผู้ซื้อ {buyer} ไม่มีโรงงาน {code}',
  },
  unknownPart: {
    cn: '零件 {partNo} 不是供应商 {supplier} 供给工厂 {plant} 的零件',
    en: 'part {partNo} is not a part supplier {supplier} delivers to plant {plant}',
    th: 'ชิ้นส่วน {partNo} ไม่ใช่ชิ้นส่วนที่ซัพพลายเออร์ {supplier} ส่งให้โรงงาน {plant}',
  },
  duplicateLine: {
    cn: '订单行 {orderNo}/{lineNo} 在此发布中出现多次',
    en: 'order line {orderNo}/{lineNo} occurs more than once in this release',
    th: 'รายการสั่งซื้อ {orderNo}/{lineNo} ปรากฏมากกว่าหนึ่งครั้งในรีลีสนี้',
  },
  duplicateDelivery: {
    cn: '交货日期 {date} {time} 出现多次',
    en: 'delivery {date} {time} occurs more than once',
    th: 'วันส่งมอบ {date} {time} ปรากฏมากกว่าหนึ่งครั้ง',
  },
  changedRedelivery: {
    cn: '发布 {releaseNo} 的订单行 {orderNo}/{lineNo} 已接收，且内容不同',
    en: 'release {releaseNo} of order line {orderNo}/{lineNo} was received before with different content',
    th: 'รีลีส {releaseNo} ของรายการสั่งซื้อ {orderNo}/{lineNo} เคยได้รับแล้วด้วยเนื้อหาที่ต่างกัน',
  },
  grReceived: {
    cn: '已接收收货单 {grNo}：新建 {created} 行，未变 {unchanged} 行',
    en: 'Goods receipt {grNo} received: {created} lines created, {unchanged} unchanged',
    th: 'ได้รับใบรับสินค้า {grNo}: สร้าง {created} รายการ ไม่เปลี่ยนแปลง {unchanged} รายการ',
  },
  grRefused: {
    cn: '收货单 {grNo} 被拒绝（{count} 个错误）：{first}',
    en: 'Goods receipt {grNo} refused ({count} errors): {first}',
    th: 'ใบรับสินค้า {grNo} ถูกปฏิเสธ ({count} ข้อผิดพลาด): {first}',
  },
  supplierNotRelated: {
    cn: '供应商 {code} 不是采购方 {buyer} 的供应商',
    en: 'supplier {code} does not supply buyer {buyer}',
    th: 'ซัพพลายเออร์ {code} ไม่ได้เป็นซัพพลายเออร์ของผู้ซื้อ {buyer}',
  },
  unknownCurrency: {
    cn: '币种 {code} 不在币种列表中',
    en: 'currency {code} is not in the currency list',
    th: 'สกุลเงิน {code} ไม่อยู่ในรายการสกุลเงิน',
  },
  asnOfOther: {
    cn: 'ASN {asnNo} 属于其他采购方或供应商',
    en: 'ASN {asnNo} belongs to another buyer or supplier',
    th: 'ASN {asnNo} เป็นของผู้ซื้อหรือซัพพลายเออร์รายอื่น',
  },
  duplicateGrLine: {
    cn: '收货行 {grLineNo} 在此收货单中出现多次',
    en: 'receipt line {grLineNo} occurs more than once in this goods receipt',
    th: 'รายการรับสินค้า {grLineNo} ปรากฏมากกว่าหนึ่งครั้งในใบรับสินค้านี้',
  },
  changedGrLine: {
    cn: '收货单 {grNo} 的行 {grLineNo} 已接收，且内容不同',
    en: 'line {grLineNo} of goods receipt {grNo} was received before with different content',
    th: 'รายการ {grLineNo} ของใบรับสินค้า {grNo} เคยได้รับแล้วด้วยเนื้อหาที่ต่างกัน',
  },
} satisfies Record<string, Message>;
