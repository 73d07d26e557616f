import type { Message } from '../../platform/i18n/locale.ts';

/** Labels of the interface log's codes, in the caller's language (web service types: contract WS_TYPE_LABELS). */
export const interfaceLogLabels = {
  status: {
    1: { cn: '成功', en: 'Success', th: 'สำเร็จ' },
    2: { cn: '失败', en: 'Failure', th: 'ล้มเหลว' },
  },
  direction: {
    IN: { cn: 'ERP → 门户', en: 'ERP → Portal', th: 'ERP → พอร์ทัล' },
    OUT: { cn: '门户 → ERP', en: 'Portal → ERP', th: 'พอร์ทัล → ERP' },
  },
} satisfies Record<string, Record<string, Message>>;

export const interfaceLogMessages = {
  logMissing: {
    cn: '该接口日志不存在',
    en: 'The interface log entry does not exist',
    th: 'ไม่พบรายการบันทึกอินเทอร์เฟซนี้',
  },
  inboundNotResendable: {
    cn: '该调用由 ERP 发起，门户无法重新发送，请让 ERP 重新发送',
    en: 'This call came from the ERP; the portal cannot send it again. Ask the ERP to send it again',
    th: 'การเรียกนี้มาจาก ERP พอร์ทัลไม่สามารถส่งซ้ำได้ กรุณาให้ ERP ส่งอีกครั้ง',
  },
  notResendable: {
    cn: '该调用不能重新发送',
    en: 'This call cannot be sent again',
    th: 'ไม่สามารถส่งการเรียกนี้ซ้ำได้',
  },
  resendNotAvailable: {
    cn: '接口 {wsType} 暂不支持重新发送',
    en: 'Sending {wsType} calls again is not available yet',
    th: 'ยังไม่รองรับการส่งซ้ำสำหรับ {wsType}',
  },
  resent: {
    cn: '已重新发送',
    en: 'The call has been queued to be sent again',
    th: 'จัดคิวส่งการเรียกซ้ำแล้ว',
  },
  actionMissing: {
    cn: '业务操作 {actionHistoryId} 没有接口日志',
    en: 'No interface log belongs to business action {actionHistoryId}',
    th: 'ไม่มีบันทึกอินเทอร์เฟซของการดำเนินการ {actionHistoryId}',
  },
  nothingToHandle: {
    cn: '该业务操作的结果已处理，无需再次处理',
    en: 'The result of this business action has already been processed',
    th: 'ผลลัพธ์ของการดำเนินการนี้ได้รับการประมวลผลแล้ว',
  },
  handled: {
    cn: '处理结果已保存',
    en: 'The result has been marked as processed',
    th: 'บันทึกการประมวลผลผลลัพธ์แล้ว',
  },
  fileMissing: {
    cn: '该文件不存在',
    en: 'The file does not exist',
    th: 'ไม่พบไฟล์นี้',
  },
} satisfies Record<string, Message>;
