import type { Message } from '../i18n/locale.ts';

/** The spec's upload messages (document 1 §5), in the three languages. */
export const uploadMessages = {
  formatIncorrect: {
    cn: '上传文件格式不正确',
    en: 'The uploaded file format is incorrect',
    th: 'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง',
  },
  tooLarge: {
    cn: '上传文件大小不能超过 5MB！',
    en: 'Upload file size cannot exceed 5MB!',
    th: 'ขนาดไฟล์ที่อัปโหลดต้องไม่เกิน 5MB!',
  },
  noFile: {
    cn: '上传失败，请重新选择文件',
    en: 'Upload failed. Please select a new file',
    th: 'อัปโหลดไม่สำเร็จ กรุณาเลือกไฟล์ใหม่',
  },
  empty: { cn: '不支持 0 KB 的文件...', en: '0 KB file is not supported...', th: 'ไม่รองรับไฟล์ขนาด 0 KB...' },
  nameTooLong: {
    cn: '文件名过长，请修改后重新上传。',
    en: 'File name is too long.please modify and upload again.',
    th: 'ชื่อไฟล์ยาวเกินไป กรุณาแก้ไขแล้วอัปโหลดอีกครั้ง',
  },
  rowsRejected: {
    cn: '文件有 {count} 行错误，未导入任何数据',
    en: 'The file has {count} rows with errors; nothing was imported',
    th: 'ไฟล์มี {count} แถวที่ผิดพลาด ไม่มีการนำเข้าข้อมูลใด ๆ',
  },
  unpacksTooLarge: {
    cn: '文件解压后超过 {megabytes} MB，请拆分后重新上传',
    en: 'The file unpacks to more than {megabytes} MB; please split it and upload again',
    th: 'ไฟล์เมื่อแตกออกมีขนาดเกิน {megabytes} MB กรุณาแบ่งไฟล์แล้วอัปโหลดอีกครั้ง',
  },
  tooManyRows: {
    cn: '文件超过 {count} 行数据，请拆分后重新上传',
    en: 'The file has more than {count} data rows; please split it and upload again',
    th: 'ไฟล์มีแถวข้อมูลเกิน {count} แถว กรุณาแบ่งไฟล์แล้วอัปโหลดอีกครั้ง',
  },
  tooSlow: {
    cn: '文件读取超时，请拆分后重新上传',
    en: 'The file took too long to read; please split it and upload again',
    th: 'อ่านไฟล์นานเกินไป กรุณาแบ่งไฟล์แล้วอัปโหลดอีกครั้ง',
  },
  busy: {
    cn: '服务器正在读取其他文件，请稍后重新上传',
    en: 'The server is reading other files; please upload again in a moment',
    th: 'เซิร์ฟเวอร์กำลังอ่านไฟล์อื่นอยู่ กรุณาอัปโหลดอีกครั้งในอีกสักครู่',
  },
  controlCharacters: {
    cn: '{field}：含有不允许的控制字符',
    en: '{field}: contains control characters that are not allowed',
    th: '{field}: มีอักขระควบคุมที่ไม่อนุญาต',
  },
  // the spec's message first, then which column and what the template has there
  headerWrong: {
    cn: '上传文件格式不正确：第 {column} 列的表头是“{found}”，模板中为“{expected}”',
    en: 'The uploaded file format is incorrect: column {column} is headed "{found}" where the template has "{expected}"',
    th: 'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: หัวคอลัมน์ {column} คือ "{found}" แต่แม่แบบเป็น "{expected}"',
  },
  headerMissing: {
    cn: '上传文件格式不正确：第 {column} 列没有表头，模板中为“{expected}”',
    en: 'The uploaded file format is incorrect: column {column} has no header where the template has "{expected}"',
    th: 'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: คอลัมน์ {column} ไม่มีหัวคอลัมน์ แต่แม่แบบเป็น "{expected}"',
  },
  noRows: { cn: '文件中没有数据行', en: 'The file holds no data rows', th: 'ไฟล์ไม่มีแถวข้อมูล' },
  duplicateRow: {
    cn: '与第 {row} 行重复',
    en: 'duplicates row {row}',
    th: 'ซ้ำกับแถวที่ {row}',
  },
} satisfies Record<string, Message>;
