import { aboutField } from '../../platform/i18n/field-name.ts';
import type { Message } from '../../platform/i18n/locale.ts';

/**
 * Messages of the ASN calls. Those the spec names by key (document 2 §5, §8) keep the key's meaning:
 * selData, buyerPlantCodeSame, dateValid1, delSuccess, calSuccess.
 */
export const asnMessages = {
  selData: { cn: '请选择数据', en: 'Please select data', th: 'กรุณาเลือกข้อมูล' },
  buyerPlantCodeSame: {
    cn: '所选行的收货工厂必须相同',
    en: 'The selected lines must have the same ship-to plant',
    th: 'รายการที่เลือกต้องมีโรงงานปลายทางเดียวกัน',
  },
  buyerCompanySame: {
    cn: '所选行的采购方公司必须相同',
    en: 'The selected lines must belong to the same buyer company',
    th: 'รายการที่เลือกต้องเป็นของบริษัทผู้ซื้อเดียวกัน',
  },
  orderPartRepeated: {
    cn: '订单号 {orderNo} 与零件号 {partNo} 不能重复',
    en: 'Order No. {orderNo} with Part No. {partNo} must not repeat',
    th: 'เลขที่ใบสั่งซื้อ {orderNo} กับหมายเลขชิ้นส่วน {partNo} ต้องไม่ซ้ำกัน',
  },
  linesMissing: {
    cn: '所选的交货计划行不存在',
    en: 'Some of the selected schedule lines do not exist',
    th: 'ไม่พบรายการกำหนดส่งบางรายการที่เลือก',
  },
  superseded: {
    cn: '所选行的发布已被新发布取代，请重新查询',
    en: 'A newer release has replaced the release of the selected lines; please search again',
    th: 'มีรีลีสใหม่แทนที่รีลีสของรายการที่เลือกแล้ว กรุณาค้นหาใหม่',
  },
  receiptsMissing: {
    cn: '所选的收货记录不存在',
    en: 'Some of the selected goods receipts do not exist',
    th: 'ไม่พบใบรับสินค้าบางรายการที่เลือก',
  },
  receiptOnAsn: {
    cn: '收货 {grNo} 行 {grLineNo} 已属于发货通知 {asnNo}',
    en: 'Goods receipt {grNo} line {grLineNo} is already on ASN {asnNo}',
    th: 'ใบรับสินค้า {grNo} รายการ {grLineNo} อยู่ใน ASN {asnNo} แล้ว',
  },
  receiptNotScheduled: {
    cn: '收货 {grNo} 行 {grLineNo}：订单 {orderNo} 行 {lineNo} 没有可发货的交货计划行',
    en: 'Goods receipt {grNo} line {grLineNo}: order {orderNo} line {lineNo} has no schedule line left to ship',
    th: 'ใบรับสินค้า {grNo} รายการ {grLineNo}: ใบสั่งซื้อ {orderNo} รายการ {lineNo} ไม่มีรายการกำหนดส่งที่ยังส่งได้',
  },
  receiptsTaken: {
    cn: '所选收货已属于其他发货通知，或不属于发货通知 {asnNo} 的订单行，请重新选择',
    en: 'Some of the selected goods receipts are already on another ASN or not on an order line of ASN {asnNo}; please choose again',
    th: 'ใบรับสินค้าบางรายการที่เลือกอยู่ใน ASN อื่นแล้ว หรือไม่อยู่ในรายการสั่งซื้อของ ASN {asnNo} กรุณาเลือกใหม่',
  },
  receiptsInvoiced: {
    cn: '发货通知 {asnNo} 的收货已开具发票 {invoiceNo}，请先删除该发票',
    en: 'Goods receipts of ASN {asnNo} are on invoice {invoiceNo}; delete that invoice first',
    th: 'ใบรับสินค้าของ ASN {asnNo} อยู่ในใบแจ้งหนี้ {invoiceNo} กรุณาลบใบแจ้งหนี้นั้นก่อน',
  },
  asnMissing: { cn: '发货通知不存在', en: 'The ASN does not exist', th: 'ไม่พบ ASN' },
  notDraft: {
    cn: '发货通知 {asnNo} 的状态为 {status}，只有草稿可以修改',
    en: 'ASN {asnNo} is {status}; only a Draft can be changed',
    th: 'ASN {asnNo} มีสถานะ {status} แก้ไขได้เฉพาะฉบับร่าง',
  },
  cannotDelete: {
    cn: '发货通知 {asnNo} 的状态为 {status}，不能删除',
    en: 'ASN {asnNo} is {status} and cannot be deleted',
    th: 'ASN {asnNo} มีสถานะ {status} จึงลบไม่ได้',
  },
  refreshMoved: {
    cn: '第 {itemNo} 项（{orderNo}/{lineNo}，{deliveryDate}）：已移至最新发布，数量 {after}',
    en: 'Item {itemNo} ({orderNo}/{lineNo}, {deliveryDate}): moved to the latest release, quantity {after}',
    th: 'รายการ {itemNo} ({orderNo}/{lineNo}, {deliveryDate}): ย้ายไปยังรีลีสล่าสุด จำนวน {after}',
  },
  refreshReduced: {
    cn: '第 {itemNo} 项（{orderNo}/{lineNo}，{deliveryDate}）：已移至最新发布，数量 {before} → {after}',
    en: 'Item {itemNo} ({orderNo}/{lineNo}, {deliveryDate}): moved to the latest release, quantity {before} -> {after}',
    th: 'รายการ {itemNo} ({orderNo}/{lineNo}, {deliveryDate}): ย้ายไปยังรีลีสล่าสุด จำนวน {before} -> {after}',
  },
  refreshRemoved: {
    cn: '第 {itemNo} 项（{orderNo}/{lineNo}，{deliveryDate}）：最新发布中没有可发的该交货，已删除',
    en: 'Item {itemNo} ({orderNo}/{lineNo}, {deliveryDate}): the latest release has nothing to ship for this delivery; removed',
    th: 'รายการ {itemNo} ({orderNo}/{lineNo}, {deliveryDate}): รีลีสล่าสุดไม่มีจำนวนให้ส่งสำหรับการส่งนี้ จึงลบออก',
  },
  refreshed: { cn: '{changes}', en: '{changes}', th: '{changes}' },
  refreshNothing: {
    cn: '草稿的所有行都已在最新发布上',
    en: 'Every line of the draft is on the latest release already',
    th: 'ทุกรายการของฉบับร่างอยู่ในรีลีสล่าสุดแล้ว',
  },
  cannotCopy: {
    cn: '发货通知 {asnNo} 的状态为 {status}，只有失败的发货通知可以复制更正',
    en: 'ASN {asnNo} is {status}; only a Failed ASN can be copied to correct it',
    th: 'ASN {asnNo} มีสถานะ {status} คัดลอกเพื่อแก้ไขได้เฉพาะ ASN ที่ล้มเหลว',
  },
  copied: {
    cn: '已复制为新的草稿 {asnNo}，请更正后发送',
    en: 'Copied to the new draft {asnNo}; correct it and send it',
    th: 'คัดลอกเป็นฉบับร่างใหม่ {asnNo} แล้ว กรุณาแก้ไขแล้วส่ง',
  },
  receivedCannotCancel: {
    cn: '发货通知 {asnNo} 已收货（收货单 {grNo}），不能再取消',
    en: 'ASN {asnNo} has been received (GR {grNo}); it can no longer be cancelled',
    th: 'ASN {asnNo} ได้รับสินค้าแล้ว (GR {grNo}) จึงยกเลิกไม่ได้อีก',
  },
  cannotCancel: {
    cn: '发货通知 {asnNo} 的状态为 {status}，只有成功的发货通知可以取消',
    en: 'ASN {asnNo} is {status}; only a Success ASN can be cancelled',
    th: 'ASN {asnNo} มีสถานะ {status} ยกเลิกได้เฉพาะ ASN ที่สำเร็จ',
  },
  lineNotInAsn: {
    cn: '{field}：交货计划行不属于该发货通知的工厂或供应商',
    en: '{field}: the schedule line does not belong to the plant or supplier of this ASN',
    th: '{field}: รายการกำหนดส่งไม่ใช่ของโรงงานหรือซัพพลายเออร์ของ ASN นี้',
  },
  lineRepeated: {
    cn: '同一排程行在一个 ASN 中只能出现一次',
    en: 'A schedule line may appear only once in an ASN',
    th: 'รายการกำหนดส่งหนึ่งรายการปรากฏได้เพียงครั้งเดียวใน ASN',
  },
  shippedOverTolerance: {
    cn: '排程行的发货数量将超过超发容差允许的数量，请刷新后重试',
    en: 'A schedule line would ship more than its over-shipment tolerance allows; please reload and try again',
    th: 'รายการกำหนดส่งจะถูกส่งเกินกว่าที่ค่าเผื่อการส่งเกินอนุญาต กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  },
  qtyOverUnshipped: {
    cn: '{field}：订单 {orderNo} 零件 {partNo} 的发货数量 {asnQty} 超过可发数量 {allowed}',
    en: '{field}: ASN quantity {asnQty} of order {orderNo} part {partNo} exceeds the quantity left to ship {allowed}',
    th: '{field}: จำนวน ASN {asnQty} ของใบสั่งซื้อ {orderNo} ชิ้นส่วน {partNo} เกินจำนวนที่ส่งได้ {allowed}',
  },
  lotSizeOverQty: {
    cn: '{field}：每包数量不能超过发货数量',
    en: '{field}: the quantity per package must not exceed the ASN quantity',
    th: '{field}: จำนวนต่อบรรจุภัณฑ์ต้องไม่เกินจำนวน ASN',
  },
  perPalletOverPack: {
    cn: '{field}：每托盘包装数不能超过包装数',
    en: '{field}: packages per pallet must not exceed the number of packages',
    th: '{field}: จำนวนบรรจุภัณฑ์ต่อพาเลทต้องไม่เกินจำนวนบรรจุภัณฑ์',
  },
  productionDateFuture: {
    cn: '{field}：生产日期不能晚于今天',
    en: '{field}: the production date cannot be in the future',
    th: '{field}: วันที่ผลิตต้องไม่เป็นวันในอนาคต',
  },
  dispatchRequired: aboutField('dispatchTimeStr', {
    cn: '发货时间必填',
    en: 'the shipment date is required',
    th: 'ต้องระบุวันที่จัดส่ง',
  }),
  arrivalRequired: aboutField('planArrivalTimeStr', {
    cn: '计划到达时间必填',
    en: 'the planned arrival is required',
    th: 'ต้องระบุเวลาที่คาดว่าจะถึง',
  }),
  dateValid1: aboutField('dispatchTimeStr', {
    cn: '发货时间不能晚于计划到达时间',
    en: 'the shipment date must not be after the planned arrival',
    th: 'วันที่จัดส่งต้องไม่หลังเวลาที่คาดว่าจะถึง',
  }),
  arrivalBeforeYesterday: aboutField('planArrivalTimeStr', {
    cn: '计划到达时间不能早于昨天',
    en: 'the planned arrival cannot be earlier than yesterday',
    th: 'เวลาที่คาดว่าจะถึงต้องไม่ก่อนเมื่อวาน',
  }),
  invoiceRequired: aboutField('invoiceNo', {
    cn: '发票号必填',
    en: 'the invoice number is required',
    th: 'ต้องระบุเลขที่ใบแจ้งหนี้',
  }),
  packageOfUnknownPart: {
    cn: '{field}：零件 {partNo} 不在该发货通知的行中',
    en: '{field}: part {partNo} is not on a line of this ASN',
    th: '{field}: ชิ้นส่วน {partNo} ไม่อยู่ในรายการของ ASN นี้',
  },
  packageRepeated: {
    cn: '{field}：包装号 {packageNo} 重复',
    en: '{field}: package number {packageNo} repeats',
    th: '{field}: เลขที่บรรจุภัณฑ์ {packageNo} ซ้ำกัน',
  },
  packagesOverQty: aboutField('asnPackages', {
    cn: '零件 {partNo} 的包装数量合计 {packed} 超过发货数量 {asnQty}',
    en: 'the packages of part {partNo} hold {packed}, more than its ASN quantity {asnQty}',
    th: 'บรรจุภัณฑ์ของชิ้นส่วน {partNo} รวม {packed} มากกว่าจำนวน ASN {asnQty}',
  }),
  noLabels: {
    cn: '该发货通知不打印标签',
    en: 'This ASN has no labels',
    th: 'ASN นี้ไม่มีฉลาก',
  },
  deleteSuccessRole: {
    cn: '只有 SupperAdmin 和 Adient-Admin 可以删除成功的发货通知',
    en: 'Only SupperAdmin and Adient-Admin may delete a Success ASN',
    th: 'เฉพาะ SupperAdmin และ Adient-Admin เท่านั้นที่ลบ ASN ที่สำเร็จได้',
  },
  uploadLineMissing: {
    cn: '最新发布中没有订单行 {orderNo}/{lineNo} 在 {date} 的交货计划行',
    en: 'No schedule line of order line {orderNo}/{lineNo} on {date} in the latest releases',
    th: 'ไม่พบรายการกำหนดส่งของรายการสั่งซื้อ {orderNo}/{lineNo} วันที่ {date} ในรีลีสล่าสุด',
  },
  uploadMixedPlants: {
    cn: '同一发货通知组 {group} 的行必须属于同一采购方公司和收货工厂',
    en: 'The rows of ASN group {group} must have one buyer company and ship-to plant',
    th: 'แถวของกลุ่ม ASN {group} ต้องมีบริษัทผู้ซื้อและโรงงานปลายทางเดียวกัน',
  },
  uploadQtyOver: {
    cn: '发货数量 {asnQty} 超过可发数量 {allowed}',
    en: 'ASN quantity {asnQty} exceeds the quantity left to ship {allowed}',
    th: 'จำนวน ASN {asnQty} เกินจำนวนที่ส่งได้ {allowed}',
  },
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  sent: { cn: '提交成功', en: 'Submitted successfully', th: 'ส่งสำเร็จ' },
  delSuccess: { cn: '删除成功', en: 'Deleted successfully', th: 'ลบสำเร็จ' },
  calSuccess: { cn: '取消成功', en: 'Cancelled successfully', th: 'ยกเลิกสำเร็จ' },
  uploaded: {
    cn: '已创建 {count} 个草稿发货通知',
    en: '{count} Draft ASNs created',
    th: 'สร้าง ASN ฉบับร่าง {count} รายการแล้ว',
  },
} satisfies Record<string, Message>;
