import type { Message } from '../../platform/i18n/locale.ts';

/** Messages of the invoice module (spec 3 §5 and §8 where it gives them). */
export const invoiceMessages = {
  invoiceMissing: {
    cn: '发票不存在',
    en: 'The invoice does not exist',
    th: 'ไม่พบใบแจ้งหนี้',
  },
  statusChanged: {
    cn: '发票状态已变为 {status}，请重新查询',
    en: 'The invoice is {status} now; please search again',
    th: 'ใบแจ้งหนี้เป็นสถานะ {status} แล้ว กรุณาค้นหาใหม่',
  },
  wrongType: {
    cn: '这是 {type} 发票，请在对应的页面操作',
    en: 'This is a {type} invoice; use the screen of its process',
    th: 'นี่คือใบแจ้งหนี้ {type} กรุณาใช้หน้าจอของกระบวนการนั้น',
  },
  cannotEdit: {
    cn: '状态为 {status} 的发票不能编辑',
    en: 'An invoice in status {status} cannot be edited',
    th: 'ใบแจ้งหนี้สถานะ {status} แก้ไขไม่ได้',
  },
  cannotDelete: {
    cn: '只有草稿或已拒绝的发票可以删除',
    en: 'Only a Draft or Rejected invoice can be deleted',
    th: 'ลบได้เฉพาะใบแจ้งหนี้ฉบับร่างหรือที่ถูกปฏิเสธ',
  },
  cannotSubmit: {
    cn: '状态不是草稿或已拒绝，不能提交',
    en: 'Status is not Draft or Rejected and cannot be submitted',
    th: 'สถานะไม่ใช่ฉบับร่างหรือถูกปฏิเสธ จึงส่งไม่ได้',
  },
  cannotSubmitByBuyer: {
    cn: '状态不是已提交，采购方不能提交',
    en: 'Status is not Submitted and cannot be submitted by the buyer',
    th: 'สถานะไม่ใช่ส่งแล้ว ผู้ซื้อจึงส่งไม่ได้',
  },
  cannotApprove: {
    cn: '只有需要批准的已提交发票可以批准',
    en: 'Only a Submitted invoice that needs approval can be approved',
    th: 'อนุมัติได้เฉพาะใบแจ้งหนี้ที่ส่งแล้วและต้องอนุมัติ',
  },
  cannotReject: {
    cn: '状态不是已提交，不能拒绝',
    en: 'Status is not Submitted and cannot be rejected',
    th: 'สถานะไม่ใช่ส่งแล้ว จึงปฏิเสธไม่ได้',
  },
  cannotReceive: {
    cn: '状态为 {status} 的发票不能接收',
    en: 'An invoice in status {status} cannot be received',
    th: 'ใบแจ้งหนี้สถานะ {status} รับไม่ได้',
  },
  rejectTypeRequired: {
    cn: '拒绝类型: 必填',
    en: 'rejectType: is required',
    th: 'rejectType: จำเป็นต้องระบุ',
  },
  rejectTypeUnknown: {
    cn: '拒绝类型 {rejectType} 不存在',
    en: 'Reject type {rejectType} does not exist',
    th: 'ไม่มีประเภทการปฏิเสธ {rejectType}',
  },
  receiptsMissing: {
    cn: '部分收货记录不存在',
    en: 'Some of the goods receipts do not exist',
    th: 'ไม่พบรายการรับสินค้าบางรายการ',
  },
  receiptTaken: {
    cn: '收货单 {grNo} 已在其他发票上',
    en: 'Goods receipt {grNo} is already on an invoice',
    th: 'รายการรับสินค้า {grNo} อยู่ในใบแจ้งหนี้อื่นแล้ว',
  },
  receiptTakenMeanwhile: {
    cn: '发票的收货记录刚被其他发票使用，请重新查询',
    en: 'A goods receipt of the invoice was just put on another invoice; please search again',
    th: 'รายการรับสินค้าของใบแจ้งหนี้เพิ่งถูกใช้ในใบแจ้งหนี้อื่น กรุณาค้นหาใหม่',
  },
  whtRateUnknown: {
    cn: 'whtRate: {value} 不存在',
    en: 'whtRate: {value} does not exist',
    th: 'whtRate: ไม่มี {value}',
  },
  receiptsChanged: {
    cn: '采购方编辑发票时不能更改收货记录',
    en: 'The buyer cannot change the goods receipts of an invoice',
    th: 'ผู้ซื้อเปลี่ยนรายการรับสินค้าของใบแจ้งหนี้ไม่ได้',
  },
  mixedReceipts: {
    cn: '所选收货记录必须属于同一供应商、公司、工厂和币种',
    en: 'The goods receipts must be of one supplier, company, plant and currency',
    th: 'รายการรับสินค้าต้องเป็นของซัพพลายเออร์ บริษัท โรงงาน และสกุลเงินเดียวกัน',
  },
  oneAsn: {
    cn: '一张发票只能包含一个 ASN 的收货记录',
    en: 'One invoice takes the goods receipts of one ASN',
    th: 'ใบแจ้งหนี้หนึ่งใบรับรายการรับสินค้าของ ASN เดียว',
  },
  selectOneAsn: {
    cn: '请选择一条数据',
    en: 'Please select one row',
    th: 'กรุณาเลือกหนึ่งรายการ',
  },
  orderPartRepeated: {
    cn: '订单号 {orderNo} + 零件号 {partNo} 重复',
    en: 'Order No. {orderNo} + Part No. {partNo} repeats',
    th: 'เลขที่ใบสั่งซื้อ {orderNo} + รหัสชิ้นส่วน {partNo} ซ้ำกัน',
  },
  invoiceNoTaken: {
    cn: '发票号 {invoiceNo} 已存在',
    en: 'Invoice number {invoiceNo} already exists',
    th: 'เลขที่ใบแจ้งหนี้ {invoiceNo} มีอยู่แล้ว',
  },
  priceOutsideTolerance: {
    cn: '{count} 行的单价或发票金额超出价格表容差（如收货单 {grNo}：{unitPrice}，价格表 {listPrice}），发票需要采购方批准。是否提交？',
    en: 'The unit price of {count} line(s) or the invoice amount is outside the price tolerance (e.g. GR {grNo}: {unitPrice}, price list {listPrice}); the buyer will have to approve the invoice. Submit it?',
    th: 'ราคาต่อหน่วย {count} รายการหรือยอดใบแจ้งหนี้เกินค่าคลาดเคลื่อนของรายการราคา (เช่น {grNo}: {unitPrice} รายการราคา {listPrice}) ผู้ซื้อต้องอนุมัติใบแจ้งหนี้ ต้องการส่งหรือไม่',
  },
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  deleted: { cn: '删除成功', en: 'Deleted successfully', th: 'ลบสำเร็จ' },
  submitted: { cn: '提交成功', en: 'Submitted successfully', th: 'ส่งสำเร็จ' },
  approved: { cn: '批准成功', en: 'Approved successfully', th: 'อนุมัติสำเร็จ' },
  rejected: { cn: '拒绝成功', en: 'Rejected successfully', th: 'ปฏิเสธสำเร็จ' },
  received: { cn: '接收成功', en: 'Received successfully', th: 'รับสำเร็จ' },
} as const satisfies Record<string, Message>;
