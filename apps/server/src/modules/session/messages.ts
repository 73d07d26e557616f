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
