import type { Message } from '../../platform/i18n/locale.ts';

/** Messages of the schedule screens; the status messages are the spec's (document 2 §8). */
export const scheduleMessages = {
  cannotConfirm: {
    cn: '状态不是新建或待批准，不能确认',
    en: 'Status is not New or Wait for Approval and cannot be confirm',
    th: 'สถานะไม่ใช่ใหม่หรือรออนุมัติ จึงยืนยันไม่ได้',
  },
  cannotFeedback: {
    cn: '状态不是新建，不能反馈',
    en: 'Status is not New and cannot be feedback',
    th: 'สถานะไม่ใช่ใหม่ จึงให้ข้อเสนอกลับไม่ได้',
  },
  cannotUpdateFeedback: {
    cn: '状态不是已拒绝，不能更新反馈',
    en: 'Status is not Rejected and cannot be updateSchedule',
    th: 'สถานะไม่ใช่ถูกปฏิเสธ จึงปรับปรุงข้อเสนอกลับไม่ได้',
  },
  cannotApprove: {
    cn: '状态不是待批准，不能批准',
    en: 'Status is not Wait for Approval and cannot be approve',
    th: 'สถานะไม่ใช่รออนุมัติ จึงอนุมัติไม่ได้',
  },
  cannotReject: {
    cn: '状态不是待批准，不能拒绝',
    en: 'Status is not Wait for Approval and cannot be reject',
    th: 'สถานะไม่ใช่รออนุมัติ จึงปฏิเสธไม่ได้',
  },
  linesMissing: {
    cn: '所选的交货计划行不存在',
    en: 'Some of the selected schedule lines do not exist',
    th: 'ไม่พบรายการกำหนดส่งบางรายการที่เลือก',
  },
  headerMissing: {
    cn: '交货计划不存在',
    en: 'The delivery schedule does not exist',
    th: 'ไม่พบแผนการส่งมอบ',
  },
  notAnEarlierRelease: {
    cn: '只能与同一订单行的较早发布比较',
    en: 'Compare with an earlier release of the same order line',
    th: 'เปรียบเทียบได้กับรีลีสก่อนหน้าของรายการสั่งซื้อเดียวกันเท่านั้น',
  },
  superseded: {
    cn: '所选行的发布已被新发布取代，请重新查询',
    en: 'A newer release has replaced the release of the selected lines; please search again',
    th: 'มีรีลีสใหม่แทนที่รีลีสของรายการที่เลือกแล้ว กรุณาค้นหาใหม่',
  },
  feedbackForOtherLine: {
    cn: '反馈行 {id} 不属于所选的交货计划行',
    en: 'Feedback row for line {id} does not belong to the selected lines',
    th: 'แถวข้อเสนอกลับของรายการ {id} ไม่อยู่ในรายการที่เลือก',
  },
  feedbackMissing: {
    cn: '第 {lineNo} 行（{date}）缺少反馈',
    en: 'Line {lineNo} ({date}) has no feedback',
    th: 'รายการ {lineNo} ({date}) ไม่มีข้อเสนอกลับ',
  },
  uploadNoFeedback: {
    cn: '文件中没有填写发货数量和预计到货日期的行',
    en: 'No row of the file has a ship quantity or an ETA filled in',
    th: 'ไม่มีแถวใดในไฟล์ที่กรอกจำนวนส่งหรือวันที่คาดว่าจะถึง',
  },
  etaInPast: {
    cn: '第 {lineNo} 行（{date}）的预计到货日期 {eta} 不能早于排程发布日期 {releaseDate}',
    en: 'The ETA {eta} of line {lineNo} ({date}) cannot be earlier than the release date {releaseDate}',
    th: 'วันที่คาดว่าจะถึง {eta} ของรายการ {lineNo} ({date}) ต้องไม่ก่อนวันที่ออกกำหนดส่ง {releaseDate}',
  },
  shipQtyTooHigh: {
    cn: '第 {lineNo} 行（{date}）的发货数量 {shipQty} 超过需求数量 {requestQty}',
    en: 'Ship quantity {shipQty} of line {lineNo} ({date}) exceeds the requested quantity {requestQty}',
    th: 'จำนวนส่ง {shipQty} ของรายการ {lineNo} ({date}) เกินจำนวนที่ต้องการ {requestQty}',
  },
  uploadLineMissing: {
    cn: '没有发布 {releaseNo} 订单行 {orderNo}/{lineNo} 在 {date} 的最新交货计划行',
    en: 'No schedule line of release {releaseNo}, order line {orderNo}/{lineNo} on {date} in the latest releases',
    th: 'ไม่พบรายการกำหนดส่งของรีลีส {releaseNo} รายการสั่งซื้อ {orderNo}/{lineNo} วันที่ {date} ในรีลีสล่าสุด',
  },
  uploadLineAmbiguous: {
    cn: '订单行 {orderNo}/{lineNo} 在 {date} 有多个交货时间，请在界面中反馈',
    en: 'Order line {orderNo}/{lineNo} has several delivery times on {date}; give this feedback on the screen',
    th: 'รายการสั่งซื้อ {orderNo}/{lineNo} มีหลายเวลาส่งมอบในวันที่ {date} กรุณาให้ข้อเสนอกลับบนหน้าจอ',
  },
  uploadLineStatus: {
    cn: '该行状态为“{status}”，只能对新建或已拒绝的行反馈',
    en: 'The line is {status}; feedback is only given on New or Rejected lines',
    th: 'รายการนี้มีสถานะ {status} ให้ข้อเสนอกลับได้เฉพาะรายการใหม่หรือถูกปฏิเสธ',
  },
  uploadQtyTooHigh: {
    cn: '该行的发货数量合计 {shipQty} 超过需求数量 {requestQty}',
    en: 'The ship quantities of this line add up to {shipQty}, more than the requested {requestQty}',
    th: 'จำนวนส่งของรายการนี้รวม {shipQty} มากกว่าจำนวนที่ต้องการ {requestQty}',
  },
  feedbackUploaded: {
    cn: '已上传 {lines} 行的反馈',
    en: 'Feedback uploaded for {lines} lines',
    th: 'อัปโหลดข้อเสนอกลับของ {lines} รายการแล้ว',
  },
  confirmed: { cn: '确认成功', en: 'Confirmed successfully', th: 'ยืนยันสำเร็จ' },
  approved: { cn: '批准成功', en: 'Approved successfully', th: 'อนุมัติสำเร็จ' },
  rejected: { cn: '拒绝成功', en: 'Rejected successfully', th: 'ปฏิเสธสำเร็จ' },
  feedbackSaved: { cn: '反馈已提交', en: 'Feedback submitted', th: 'ส่งข้อเสนอกลับแล้ว' },
  commentsSaved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
} satisfies Record<string, Message>;
