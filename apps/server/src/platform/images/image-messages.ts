import type { Message } from '../i18n/locale.ts';

/** The catalogue's image rules (spec 1 §5: images at most 5M with a format check; at least one picture). */
export const imageMessages = {
  tooLarge: {
    cn: '图片大小不能超过 5M！',
    en: 'Image size cannot exceed 5M!',
    th: 'ขนาดรูปภาพต้องไม่เกิน 5M!',
  },
  // the spec's format message, then what a picture may be
  formatIncorrect: {
    cn: '上传文件格式不正确：图片须为 JPEG、PNG、WebP 或 GIF',
    en: 'The uploaded file format is incorrect: a picture must be JPEG, PNG, WebP or GIF',
    th: 'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: รูปภาพต้องเป็น JPEG, PNG, WebP หรือ GIF',
  },
  atLeastOne: {
    cn: '至少需要上传一张图片',
    en: 'At least one picture must be uploaded',
    th: 'ต้องอัปโหลดรูปภาพอย่างน้อยหนึ่งรูป',
  },
} satisfies Record<string, Message>;
