import type { UserLanguage } from '@portal/contract/common';
import type { AccountMailKind } from '@portal/contract/sent-mail';
import type { PasswordLinkPurpose } from '@portal/contract/session';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { type Locale, localeOfLanguage, type Message, render } from '../../platform/i18n/locale.ts';
import { MAIL_FRAME } from '../../platform/mail/alert-templates.ts';
import { escapeHtml } from '../../platform/mail/render-alert.ts';

const TEXTS: Record<PasswordLinkPurpose, { subject: Message; intro: Message }> = {
  invitation: {
    subject: {
      cn: '欢迎使用供应商协同门户：请设置您的密码',
      en: 'Welcome to the supplier portal: please set your password',
      th: 'ยินดีต้อนรับสู่พอร์ทัลซัพพลายเออร์: กรุณาตั้งรหัสผ่านของคุณ',
    },
    intro: {
      cn: '管理员已为您创建了供应商协同门户账号 {userCode}。请打开下面的链接设置密码，然后用该账号登录。',
      en: 'An administrator has created the supplier portal account {userCode} for you. Open the link below to set your password, then sign in with this account.',
      th: 'ผู้ดูแลระบบได้สร้างบัญชีพอร์ทัลซัพพลายเออร์ {userCode} ให้คุณแล้ว เปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่าน แล้วเข้าสู่ระบบด้วยบัญชีนี้',
    },
  },
  reset: {
    subject: {
      cn: '供应商协同门户：您的密码已被重置',
      en: 'Supplier portal: your password was reset',
      th: 'พอร์ทัลซัพพลายเออร์: รหัสผ่านของคุณถูกรีเซ็ตแล้ว',
    },
    intro: {
      cn: '管理员已重置账号 {userCode} 的密码，原密码已失效。请打开下面的链接设置新密码，然后重新登录。',
      en: 'An administrator has reset the password of the account {userCode}; the old password no longer works. Open the link below to set a new password, then sign in again.',
      th: 'ผู้ดูแลระบบได้รีเซ็ตรหัสผ่านของบัญชี {userCode} แล้ว รหัสผ่านเดิมใช้ไม่ได้อีกต่อไป เปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ แล้วเข้าสู่ระบบอีกครั้ง',
    },
  },
};

const MAIL_KIND: Record<PasswordLinkPurpose, AccountMailKind> = {
  invitation: 'userInvitation',
  reset: 'passwordReset',
};

const VALIDITY: Message = {
  cn: '该链接只能使用一次，{hours} 小时内有效。链接失效后请联系管理员重新发送。',
  en: 'The link works once and for {hours} hours. If it has expired, ask your administrator to send a new one.',
  th: 'ลิงก์นี้ใช้ได้ครั้งเดียวภายใน {hours} ชั่วโมง หากลิงก์หมดอายุ กรุณาขอให้ผู้ดูแลระบบส่งลิงก์ใหม่',
};

export interface PasswordLinkMail {
  purpose: PasswordLinkPurpose;
  recipient: { userCode: string; userName: string; email: string; language: UserLanguage };
  /** the set-password page with the token after # (a fragment never reaches a server's access log) */
  link: string;
  hours: number;
  /** the company whose administrators see the mail on the Sent Mail screen */
  buyerCompanyId: number | null;
  supplierCompanyId: number | null;
}

function rendered(mail: PasswordLinkMail, locale: Locale) {
  const params = { userName: mail.recipient.userName, userCode: mail.recipient.userCode, hours: mail.hours };
  const texts = TEXTS[mail.purpose];
  const lines = [
    render(MAIL_FRAME.greeting, locale, params),
    render(texts.intro, locale, params),
    mail.link,
    render(VALIDITY, locale, params),
  ];
  const text = [...lines, MAIL_FRAME.footer[locale]].join('\n\n');
  const link = escapeHtml(mail.link);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px">',
    `<p>${escapeHtml(lines[0] ?? '')}</p><p>${escapeHtml(lines[1] ?? '')}</p>`,
    `<p><a href="${link}">${link}</a></p><p>${escapeHtml(lines[3] ?? '')}</p>`,
    `<p style="color:#888">${escapeHtml(MAIL_FRAME.footer[locale])}</p></body></html>`,
  ].join('');
  return { subject: render(texts.subject, locale), text, html };
}

/** Queues the set-password mail in the caller's transaction: it exists exactly when the link does. */
export async function enqueuePasswordLinkMail(db: Queryable, mail: PasswordLinkMail): Promise<void> {
  const locale = localeOfLanguage(mail.recipient.language);
  const { subject, text, html } = rendered(mail, locale);
  await db.insert(mailOutbox).values({
    kind: MAIL_KIND[mail.purpose],
    buyerCompanyId: mail.buyerCompanyId,
    supplierCompanyId: mail.supplierCompanyId,
    recipient: mail.recipient.email,
    locale,
    subject,
    textBody: text,
    htmlBody: html,
  });
}
