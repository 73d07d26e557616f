import { aboutField } from '../../platform/i18n/field-name.ts';
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
  rejectTypeRequired: aboutField('rejectType', {
    cn: '必填',
    en: 'is required',
    th: 'จำเป็นต้องระบุ',
  }),
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
  whtRateUnknown: aboutField('whtRate', {
    cn: '{value} 不存在',
    en: '{value} does not exist',
    th: 'ไม่มี {value}',
  }),
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
    th: 'เลขที่ใบสั่งซื้อ {orderNo} + หมายเลขชิ้นส่วน {partNo} ซ้ำกัน',
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
  scanNotFound: {
    cn: '扫描的发票号在系统中不存在',
    en: "The scanned invoice No. doesn't exist in the system",
    th: 'ไม่มีเลขที่ใบแจ้งหนี้ที่สแกนในระบบ',
  },
  scanMultiple: {
    cn: '系统中存在多张发票，请再次确认发票信息。不能通过扫描进行发票检查。请在发票查询中进行发票检查',
    en: 'Multiple invoices exist in the system. Please double confirm invoice detail again. You cannot do invoice check by scan. Please do invoice check in Invoice Query',
    th: 'มีใบแจ้งหนี้หลายใบในระบบ กรุณายืนยันรายละเอียดใบแจ้งหนี้อีกครั้ง ไม่สามารถตรวจใบแจ้งหนี้ด้วยการสแกนได้ กรุณาตรวจใบแจ้งหนี้ในหน้าค้นหาใบแจ้งหนี้',
  },
  notReadyScanDocument: {
    cn: '发票尚未准备好进行发票检查，因为 SCM 尚未上传扫描文件',
    en: 'The Invoice is not ready for Invoice check as SCM has not uploaded Scan Document yet',
    th: 'ใบแจ้งหนี้ยังไม่พร้อมสำหรับการตรวจใบแจ้งหนี้ เนื่องจาก SCM ยังไม่ได้อัปโหลดเอกสารสแกน',
  },
  notReadySecurityCheck: {
    cn: '发票尚未准备好进行发票检查，因为 SCM 尚未完成安全检查',
    en: 'The Invoice is not ready for Invoice check as SCM has not finished the security check yet',
    th: 'ใบแจ้งหนี้ยังไม่พร้อมสำหรับการตรวจใบแจ้งหนี้ เนื่องจาก SCM ยังตรวจความปลอดภัยไม่เสร็จ',
  },
  cannotCheck: {
    cn: '只有已通过的发票可以进行发票检查（当前状态 {status}）',
    en: 'Only a Passed invoice can be checked (it is {status})',
    th: 'ตรวจได้เฉพาะใบแจ้งหนี้ที่ผ่านแล้ว (ปัจจุบันเป็น {status})',
  },
  adminOnly: {
    cn: '只有 Adient-Admin 可以更改发票状态',
    en: 'Only Adient-Admin may change the status of an invoice',
    th: 'เฉพาะ Adient-Admin เท่านั้นที่เปลี่ยนสถานะใบแจ้งหนี้ได้',
  },
  cannotChangeStatus: {
    cn: '状态为 {status} 的发票不能更改状态',
    en: 'The status of an invoice in status {status} cannot be changed',
    th: 'เปลี่ยนสถานะของใบแจ้งหนี้สถานะ {status} ไม่ได้',
  },
  postingFieldRequired: {
    cn: '{field}：必填',
    en: '{field}: is required',
    th: '{field}: จำเป็นต้องระบุ',
  },
  postingRolesOnly: {
    cn: '只有 Adient-AP、SupperAdmin 和 Adient-Admin 可以执行此操作',
    en: 'Only Adient-AP, SupperAdmin and Adient-Admin may do this',
    th: 'เฉพาะ Adient-AP, SupperAdmin และ Adient-Admin เท่านั้นที่ทำได้',
  },
  sendProcessing: {
    cn: "系统正在处理中，请查看'过账状态'。",
    en: "System in processing now. Please check 'Post Status'.",
    th: "ระบบกำลังประมวลผล กรุณาตรวจสอบ 'สถานะการลงบัญชี'",
  },
  nothingToSend: {
    cn: '没有待发送的已检查发票',
    en: 'There is no checked invoice waiting to be sent',
    th: 'ไม่มีใบแจ้งหนี้ที่ตรวจแล้วรอส่ง',
  },
  idMismatch: aboutField('invoiceHeaderId', {
    cn: '与路径中的编号不一致',
    en: 'differs from the id of the path',
    th: 'ไม่ตรงกับรหัสในเส้นทาง',
  }),
  cannotSend: {
    cn: '状态为 {status} 的发票不能发送',
    en: 'An invoice in status {status} cannot be sent',
    th: 'ใบแจ้งหนี้สถานะ {status} ส่งไม่ได้',
  },
  alreadySent: {
    cn: '发票已发送（{sendStatus}）',
    en: 'The invoice has been sent already ({sendStatus})',
    th: 'ส่งใบแจ้งหนี้แล้ว ({sendStatus})',
  },
  whtRefused: {
    cn: 'Adient-SCM 不能下载 WHT',
    en: 'Adient-SCM may not download the WHT list',
    th: 'Adient-SCM ดาวน์โหลดรายการ WHT ไม่ได้',
  },
  uploadDtoField: { cn: '{field}：{reason}', en: '{field}: {reason}', th: '{field}: {reason}' },
  uploadDtoInvalid: aboutField('dto', {
    cn: '缺少或格式不正确',
    en: 'is missing or malformed',
    th: 'ไม่มีหรือรูปแบบไม่ถูกต้อง',
  }),
  uploadLineUnknown: {
    cn: '收货单 {grNo} 订单 {orderNo}/{poLineNo} 不在本发票的行中',
    en: 'GR {grNo} PO {orderNo}/{poLineNo} is not a line of this invoice',
    th: 'รับสินค้า {grNo} ใบสั่งซื้อ {orderNo}/{poLineNo} ไม่ใช่รายการของใบแจ้งหนี้นี้',
  },
  writeOffOnly: {
    cn: '核销发票只能包含核销收货记录',
    en: 'A write-off invoice takes write-off goods receipts only',
    th: 'ใบแจ้งหนี้ตัดบัญชีรับเฉพาะรายการรับสินค้าตัดบัญชี',
  },
  noWriteOff: {
    cn: '核销收货记录只能开在核销发票上',
    en: 'Write-off goods receipts go on a write-off invoice only',
    th: 'รายการรับสินค้าตัดบัญชีใช้ได้เฉพาะในใบแจ้งหนี้ตัดบัญชี',
  },
  sent: { cn: '发送成功', en: 'Sent successfully', th: 'ส่งสำเร็จ' },
  checked: { cn: '发票检查成功', en: 'Invoice checked successfully', th: 'ตรวจใบแจ้งหนี้สำเร็จ' },
  statusChangedDone: { cn: '状态已更改', en: 'Status changed successfully', th: 'เปลี่ยนสถานะสำเร็จ' },
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  deleted: { cn: '删除成功', en: 'Deleted successfully', th: 'ลบสำเร็จ' },
  submitted: { cn: '提交成功', en: 'Submitted successfully', th: 'ส่งสำเร็จ' },
  approved: { cn: '批准成功', en: 'Approved successfully', th: 'อนุมัติสำเร็จ' },
  rejected: { cn: '拒绝成功', en: 'Rejected successfully', th: 'ปฏิเสธสำเร็จ' },
  received: { cn: '接收成功', en: 'Received successfully', th: 'รับสำเร็จ' },
} as const satisfies Record<string, Message>;
