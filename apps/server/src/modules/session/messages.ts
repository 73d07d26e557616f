import type { Message } from '../../platform/i18n/locale.ts';

export const sessionMessages = {
  loginFailed: {
    cn: '账号或密码错误',
    en: 'Incorrect account or password',
    th: 'บัญชีผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  },
  accountDisabled: {
    cn: '该账号已停用，请联系管理员',
    en: 'This account is disabled, please contact your administrator',
    th: 'บัญชีนี้ถูกระงับ กรุณาติดต่อผู้ดูแลระบบ',
  },
  accountLocked: {
    cn: '该账号已被管理员锁定，请联系管理员',
    en: 'This account is locked by an administrator, please contact your administrator',
    th: 'บัญชีนี้ถูกล็อกโดยผู้ดูแลระบบ กรุณาติดต่อผู้ดูแลระบบ',
  },
  passwordNotSet: {
    cn: '该账号尚未设置密码：请打开邮件中的链接设置密码，链接失效时请联系管理员重新发送',
    en: 'No password is set for this account yet: open the link in the mail you received to set one, or ask your administrator for a new link',
    th: 'บัญชีนี้ยังไม่ได้ตั้งรหัสผ่าน: กรุณาเปิดลิงก์ในอีเมลที่ได้รับเพื่อตั้งรหัสผ่าน หรือขอลิงก์ใหม่จากผู้ดูแลระบบ',
  },
  linkInvalid: {
    cn: '该链接无效：可能已使用过，或已被更新的链接取代。请联系管理员重新发送',
    en: 'This link is not valid: it was used already or replaced by a newer one. Ask your administrator for a new link',
    th: 'ลิงก์นี้ใช้ไม่ได้: อาจถูกใช้ไปแล้วหรือถูกแทนที่ด้วยลิงก์ใหม่ กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ',
  },
  linkExpired: {
    cn: '该链接已过期，请联系管理员重新发送',
    en: 'This link has expired. Ask your administrator for a new one',
    th: 'ลิงก์นี้หมดอายุแล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ',
  },
  passwordSet: {
    cn: '密码设置成功，请登录',
    en: 'Your password is set. Please sign in',
    th: 'ตั้งรหัสผ่านสำเร็จ กรุณาเข้าสู่ระบบ',
  },
  originalPasswordWrong: {
    cn: '原密码不正确',
    en: 'The original password is incorrect',
    th: 'รหัสผ่านเดิมไม่ถูกต้อง',
  },
  samePassword: {
    cn: '新密码不能与原密码相同',
    en: 'The new password must differ from the original one',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  passwordChanged: {
    cn: '密码修改成功',
    en: 'Succeeded in change password',
    th: 'เปลี่ยนรหัสผ่านสำเร็จ',
  },
} satisfies Record<string, Message>;
