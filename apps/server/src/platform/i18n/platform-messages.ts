import type { Message } from './locale.ts';

/** Messages of the cross-cutting platform; modules keep their own catalogues beside their code. */
export const platformMessages = {
  ok: { cn: '操作成功', en: 'Succeeded', th: 'ดำเนินการสำเร็จ' },
  sessionExpired: {
    cn: '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  invalidApiKey: {
    cn: 'API 密钥缺失或无效',
    en: 'The API key is missing or invalid',
    th: 'คีย์ API ไม่มีหรือไม่ถูกต้อง',
  },
  forbidden: {
    cn: '您没有执行此操作的权限',
    en: 'You do not have permission for this action',
    th: 'คุณไม่มีสิทธิ์ดำเนินการนี้',
  },
  buyerOnly: {
    cn: '供应商用户不能执行此操作',
    en: 'Supplier users cannot perform this action',
    th: 'ผู้ใช้ของซัพพลายเออร์ไม่สามารถดำเนินการนี้ได้',
  },
  supplierOnly: {
    cn: '这是供应商的操作，采购方用户不能执行',
    en: "This is the supplier's action; buyer users cannot perform it",
    th: 'นี่เป็นการดำเนินการของซัพพลายเออร์ ผู้ใช้ฝั่งผู้ซื้อไม่สามารถดำเนินการได้',
  },
  notFound: { cn: '请求的资源不存在', en: 'The requested resource does not exist', th: 'ไม่พบข้อมูลที่ร้องขอ' },
  notAvailable: {
    cn: '该功能尚未开放',
    en: 'This function is not available yet',
    th: 'ฟังก์ชันนี้ยังไม่เปิดให้ใช้งาน',
  },
  numberTooLarge: {
    cn: '数值超出该字段允许的范围，请检查输入',
    en: 'A number is too large for its field; please check the input',
    th: 'ตัวเลขมีค่าเกินกว่าที่ช่องรองรับ กรุณาตรวจสอบข้อมูล',
  },
  internal: {
    cn: '服务器错误，请稍后重试',
    en: 'Server error, please try again later',
    th: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่ภายหลัง',
  },
  invalidField: { cn: '{field}：{reason}', en: '{field}: {reason}', th: '{field}: {reason}' },
  fieldOfLine: {
    cn: '{list}第 {line} 行的{field}',
    en: '{field} ({list}, line {line})',
    th: '{field} ({list} รายการที่ {line})',
  },
  itemOfList: { cn: '{list}第 {line} 项', en: '{list}, item {line}', th: '{list} รายการที่ {line}' },
  /** what a refusal names when the whole body, query or path is at fault */
  requestBody: { cn: '请求内容', en: 'Request', th: 'คำขอ' },
  invalidRequest: { cn: '请求格式不正确', en: 'The request is malformed', th: 'รูปแบบคำขอไม่ถูกต้อง' },
  sortNotAllowed: {
    cn: '不支持按“{sortName}”排序',
    en: 'Sorting by "{sortName}" is not supported',
    th: 'ไม่รองรับการเรียงตาม "{sortName}"',
  },
  tooManyRequests: {
    cn: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
  },
  nothingToDownload: { cn: '没有可下载的数据', en: 'There is no data to download', th: 'ไม่มีข้อมูลให้ดาวน์โหลด' },
} satisfies Record<string, Message>;

/** Reasons for field validation failures, by zod issue code. */
export const validationReasons = {
  required: { cn: '不能为空', en: 'is required', th: 'ต้องระบุ' },
  invalid_type: { cn: '类型不正确', en: 'has the wrong type', th: 'ชนิดข้อมูลไม่ถูกต้อง' },
  too_small: {
    cn: '太短或太小（最小 {minimum}）',
    en: 'is too short or too small (minimum {minimum})',
    th: 'สั้นหรือน้อยเกินไป (ขั้นต่ำ {minimum})',
  },
  too_big: {
    cn: '太长或太大（最大 {maximum}）',
    en: 'is too long or too large (maximum {maximum})',
    th: 'ยาวหรือมากเกินไป (สูงสุด {maximum})',
  },
  invalid_format: { cn: '格式不正确', en: 'has an invalid format', th: 'รูปแบบไม่ถูกต้อง' },
  invalid_value: {
    cn: '取值不在允许范围内',
    en: 'is not one of the allowed values',
    th: 'ค่าไม่อยู่ในช่วงที่อนุญาต',
  },
  other: { cn: '不正确', en: 'is invalid', th: 'ไม่ถูกต้อง' },
  dateOutOfRange: {
    cn: '日期须在 2000-01-01 至 2099-12-31 之间',
    en: 'must be a date from 2000-01-01 to 2099-12-31',
    th: 'ต้องเป็นวันที่ระหว่าง 2000-01-01 ถึง 2099-12-31',
  },
  repeated: { cn: '与前面的一项重复', en: 'repeats an earlier item', th: 'ซ้ำกับรายการก่อนหน้า' },
  controlCharacters: {
    cn: '含有不允许的控制字符',
    en: 'contains control characters that are not allowed',
    th: 'มีอักขระควบคุมที่ไม่อนุญาต',
  },
} satisfies Record<string, Message>;
