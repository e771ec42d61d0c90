/**
 * The activation and password-reset mails (spec section 4, "Password-reset and activation link")
 * and the notices of a password change and of a registration attempt, in the language of the form that asked (webFlag 1 Chinese,
 * 2 English). Links point at PUBLIC_BASE_URL, never at the Host of the request, so a forged Host
 * cannot steal a token.
 */
import type { SendMailFlag } from '../../domain/api/accounts.ts';
import { escapeHtml } from '../html-escape.ts';
import type { Language } from '../messages.ts';
import type { MailMessage } from './mailer.ts';

export const mailLink = (publicBaseUrl: string, flag: SendMailFlag, token: string): string =>
  `${publicBaseUrl}/index?sendFlag=${flag}&token=${encodeURIComponent(token)}`;

const compose = (to: string, subject: string, lines: string[], link: string): MailMessage => ({
  to,
  subject,
  text: [...lines.slice(0, -1), link, '', lines.at(-1) ?? ''].join('\n'),
  html: [
    ...lines.slice(0, -1).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(lines.at(-1) ?? '')}</p>`,
  ].join('\n'),
});

export interface AccountMail {
  to: string;
  name: string;
  link: string;
  language: Language;
}

export const activationMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '请激活您的账号',
        [
          `${name}，您好：`,
          '感谢注册。请在 24 小时内打开下面的链接激活账号：',
          '如果您没有注册，请忽略本邮件。',
        ],
        link,
      )
    : compose(
        to,
        'Activate your account',
        [
          `Dear ${name},`,
          'Thank you for registering. Open this link within 24 hours to activate your account:',
          'If you did not register, please ignore this email.',
        ],
        link,
      );

export const resetMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '重置您的密码',
        [
          `${name}，您好：`,
          '请在 30 分钟内打开下面的链接设置新密码（链接只能使用一次）：',
          '如果您没有申请重置密码，请忽略本邮件，您的密码不会改变。',
        ],
        link,
      )
    : compose(
        to,
        'Reset your password',
        [
          `Dear ${name},`,
          'Open this link within 30 minutes to set a new password (it works once):',
          'If you did not ask for a password reset, ignore this email; your password stays as it is.',
        ],
        link,
      );

/** A one-time sign-in link (an owner locked out by wrong guesses gets in with it). */
export const signInMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '您的登录链接',
        [
          `${name}，您好：`,
          '请在 15 分钟内打开下面的链接登录（链接只能使用一次），登录后账号的锁定即解除：',
          '如果您没有申请登录链接，请忽略本邮件；有人多次输错您的密码时，建议修改密码。',
        ],
        link,
      )
    : compose(
        to,
        'Your sign-in link',
        [
          `Dear ${name},`,
          'Open this link within 15 minutes to sign in (it works once); signing in lifts the lock on your account:',
          'If you did not ask for a sign-in link, ignore this email; if someone keeps guessing your password, consider changing it.',
        ],
        link,
      );

/** An administrator's invitation to a staff account; `link` opens the page that sets its password. */
export const staffInvitationMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '邀请您加入门户的员工团队',
        [
          `${name}，您好：`,
          '管理员为您创建了门户的员工账号。请在 72 小时内打开下面的链接设置密码（链接只能使用一次）：',
          '如果您不认识发件人，请忽略本邮件。',
        ],
        link,
      )
    : compose(
        to,
        'You are invited to the portal staff',
        [
          `Dear ${name},`,
          'An administrator made a staff account of the portal for you. Open this link within 72 hours to set your password (it works once):',
          'If you do not know the sender, please ignore this email.',
        ],
        link,
      );

/** Sent after every password change (account security); `link` is the portal, where "Forgot password?" is. */
export const passwordChangedMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '您的密码已修改',
        [
          `${name}，您好：`,
          '您账号的密码刚刚被修改，所有已登录的设备均已退出。',
          '如果不是您本人操作，请立即在门户网站通过“忘记密码”重置密码：',
          '如果是您本人操作，请忽略本邮件。',
        ],
        link,
      )
    : compose(
        to,
        'Your password was changed',
        [
          `Dear ${name},`,
          'The password of your account has just been changed, and every device signed in to it has been logged out.',
          'If you did not change it, reset it at once with "Forgot password?" on the portal:',
          'If it was you, you can ignore this email.',
        ],
        link,
      );

/**
 * Sent when someone registers an address that has an active account: the answer to the register
 * form is the same as for a new address, so only the owner learns of it. `link` is the portal,
 * where "Forgot password?" is.
 */
export const registrationAttemptMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '有人尝试用您的邮箱注册',
        [
          `${name}，您好：`,
          '刚刚有人尝试用您的邮箱注册新账号。您的账号已存在，没有任何改变。',
          '如果是您本人，请直接登录；忘记密码时可在门户网站通过“忘记密码”重置：',
          '如果不是您本人操作，请忽略本邮件。',
        ],
        link,
      )
    : compose(
        to,
        'Someone tried to register with your email address',
        [
          `Dear ${name},`,
          'Someone just tried to register a new account with your email address. Your account already exists and nothing about it has changed.',
          'If it was you, simply log in; if you forgot your password, reset it with "Forgot password?" on the portal:',
          'If it was not you, you can ignore this email.',
        ],
        link,
      );

/** Staff approved the account's certification (spec §4 status 3): rates are now shown; `link` is the portal. */
export const certificationApprovedMail = ({ to, name, link, language }: AccountMail): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '您的认证已通过',
        [`${name}，您好：`, '您提交的认证资料已审核通过。登录门户网站即可查看运价并订舱：', '感谢您的信任。'],
        link,
      )
    : compose(
        to,
        'Your certification is approved',
        [
          `Dear ${name},`,
          'The certification you submitted has been approved. Sign in to the portal to see the rates and book:',
          'Thank you for your trust.',
        ],
        link,
      );

/**
 * Staff refused the account's certification (spec §4 status 4) for `reason`; `link` is the profile
 * page, where it is submitted again.
 */
export const certificationRefusedMail = ({
  to,
  name,
  link,
  language,
  reason,
}: AccountMail & { reason: string }): MailMessage =>
  language === 'cn'
    ? compose(
        to,
        '您的认证未通过',
        [
          `${name}，您好：`,
          `您提交的认证资料未通过审核，原因：${reason}`,
          '请在个人资料页修改后重新提交认证：',
          '如有疑问，请联系客服。',
        ],
        link,
      )
    : compose(
        to,
        'Your certification was not approved',
        [
          `Dear ${name},`,
          `The certification you submitted was not approved. Reason: ${reason}`,
          'Please correct your profile and submit it again:',
          'If you have any question, please contact customer service.',
        ],
        link,
      );
