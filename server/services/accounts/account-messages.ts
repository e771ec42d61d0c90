/** The accounts area's texts in both languages; spread into server/messages.ts. */
import type { MessageId as DomainMessageId } from '../../../domain/messages.ts';

type Text = { cn: string; en: string };

export const accountMessages = {
  notLoggedIn: { cn: '请先登录', en: 'Please log in first' },
  forbidden: { cn: '无权执行此操作', en: 'You are not allowed to do this' },
  staffOnly: { cn: '仅限内部员工操作', en: 'Staff only' },
  permissionMissing: {
    cn: '您的角色没有此操作的权限，请联系管理员',
    en: 'Your role does not allow this. Please ask an administrator.',
  },
  loginFailed: { cn: '邮箱或密码错误', en: 'Incorrect email or password' },
  accountNotActivated: {
    cn: '账号尚未激活，请先点击激活邮件中的链接',
    en: 'Please activate your account with the link in the activation email first',
  },
  secondFactorRequired: {
    cn: '请输入身份验证器应用中的 6 位验证码',
    en: 'Enter the 6-digit code from your authenticator app',
  },
  secondFactorEnrol: {
    cn: '您的账号需要两步验证：请用身份验证器应用扫描二维码，并输入其显示的验证码',
    en: 'Your account needs two-step verification: scan the QR code with an authenticator app and enter the code it shows',
  },
  secondFactorWrongCode: { cn: '验证码错误', en: 'Incorrect code' },
  secondFactorCodeUsed: {
    cn: '该验证码已使用过，请等待下一个验证码',
    en: 'This code has been used already; please wait for the next one',
  },
  secondFactorExpired: {
    cn: '验证已过期，请重新输入密码登录',
    en: 'This sign-in has expired; please sign in with your password again',
  },
  tooManySecondFactorAttempts: {
    cn: '验证码错误次数过多，请 15 分钟后再试',
    en: 'Too many incorrect codes; please try again in 15 minutes',
  },
  secondFactorNotPassed: {
    cn: '请先用两步验证登录',
    en: 'Please sign in with two-step verification first',
  },
  recoveryCodesRenewed: {
    cn: '已生成新的恢复码，旧的恢复码已失效',
    en: 'New recovery codes made; the old ones no longer work',
  },
  signInNeedsSecondFactor: {
    cn: '您的账号需要两步验证：登录锁定已解除，请用密码和验证码登录',
    en: 'Your account needs two-step verification: the sign-in lock is lifted; please sign in with your password and a code',
  },
  qrNeedsSecondFactor: {
    cn: '您的账号需要两步验证：请先在本机用密码和验证码登录，再确认扫码登录',
    en: 'Your account needs two-step verification: sign in on this phone with your password and a code first, then confirm the QR login',
  },
  mailSent: { cn: '邮件发送成功', en: 'Successful mail delivery' },
  passwordChanged: { cn: '密码修改成功', en: 'Successful password modification' },
  linkExpired: {
    cn: '抱歉，该链接已过期，请重新发送邮件',
    en: 'Sorry, your activated email has expired',
  },
  resetLinkExpired: {
    cn: '该重置密码链接已过期，请重新申请',
    en: 'This password-reset link has expired; please request a new one',
  },
  signInLinkExpired: {
    cn: '该登录链接已过期，请重新申请',
    en: 'This sign-in link has expired; please ask for a new one',
  },
  linkInvalid: {
    cn: '链接无效或已被使用',
    en: 'This link is invalid or has already been used',
  },
  grantInvalid: {
    cn: '重置密码的授权已失效，请重新申请重置邮件',
    en: 'The password-reset permission has expired or was used; please request a new reset email',
  },
  loggedOut: { cn: '已退出登录', en: 'Logged out' },
  loggedOutEverywhere: { cn: '已在所有设备上退出登录', en: 'Logged out on every device' },
  certificationSubmitted: { cn: '提交成功', en: 'apply success' },
  certificationInReview: { cn: '认证审核中，请耐心等待', en: 'Your certification is under review' },
  alreadyCertified: { cn: '您已通过认证', en: 'You are already certified' },
  staffNeedNoCertification: { cn: '内部员工无需认证', en: 'Staff need no certification' },
  notAwaitingReview: { cn: '该用户没有待审核的认证', en: 'This user has no certification awaiting review' },
  reviewReasonRequired: { cn: '驳回时请填写原因', en: 'Please give a reason for the refusal' },
  userNotFound: { cn: '用户不存在', en: 'No such user' },
  companyQueryTooShort: {
    cn: '公司名称至少输入 3 个字符',
    en: 'name must be longer than 2 characters',
  },
  qrWaiting: { cn: '等待扫码', en: 'Waiting for the QR code to be scanned' },
  qrScanned: { cn: '已扫码，请在手机上确认登录', en: 'Scanned; please confirm the login on your phone' },
  qrExpired: { cn: '二维码已失效，请刷新', en: 'The QR code has expired; please refresh it' },
  qrAlreadyConfirmed: {
    cn: '该二维码已被确认或已失效',
    en: 'This QR code has already been confirmed or is no longer valid',
  },
  qrConfirmed: { cn: '已确认登录', en: 'Login confirmed' },
  tooManyLoginAttempts: {
    cn: '登录失败次数过多，请 15 分钟后再试',
    en: 'Too many failed login attempts; please try again in 15 minutes',
  },
  tooManyMails: {
    cn: '邮件发送过于频繁，请稍后再试',
    en: 'Too many emails requested; please try again later',
  },
  tooManyRequests: { cn: '请求过于频繁，请稍后再试', en: 'Too many requests; please try again later' },
  serverBusy: { cn: '服务器繁忙，请稍后再试', en: 'The server is busy; please try again in a moment' },
  profileSaved: { cn: '个人信息已保存', en: 'Your profile was saved' },
  certifiedFieldsLocked: {
    cn: '认证审核中或已通过认证，姓名、公司和职务需重新认证后才能修改',
    en: 'Your names, company and position were certified or are under review; change them with a new certification',
  },
  oldPasswordWrong: { cn: '原密码不正确', en: 'The current password is incorrect' },
  headPictureSaved: { cn: '头像已更新', en: 'Your picture was saved' },
  headPictureRemoved: { cn: '头像已移除', en: 'Your picture was removed' },
  headPictureNotFound: {
    cn: '图片不存在或已过期，请重新上传',
    en: 'The picture is missing or has expired; please upload it again',
  },
  headPictureTooLarge: { cn: '头像图片不能超过 2 MB', en: 'The picture cannot exceed 2 MB' },
  headPictureTypeNotAllowed: {
    cn: '头像只能使用 PNG 或 JPEG 图片',
    en: 'Only a PNG or JPEG picture can be used',
  },
  setupLinkInvalid: {
    cn: '该设置链接无效、已使用或已过期；重新启动门户会在日志中打印新的链接',
    en: 'This setup link is invalid, used or expired; restarting the portal prints a new one in its log',
  },
  setupDone: {
    cn: '管理员已创建，此设置链接不再可用',
    en: 'An administrator exists already; this setup link no longer works',
  },
  setupEmailTaken: {
    cn: '该邮箱已有账号，请使用其他邮箱',
    en: 'This email address has an account already; please use another one',
  },
  setupDoneLogIn: {
    cn: '管理员账号已创建，请登录',
    en: 'The administrator account was created; please log in',
  },
  accountDeactivated: {
    cn: '该账号已被停用，请联系客服',
    en: 'This account was deactivated; please contact customer service',
  },
  customerNotFound: { cn: '未找到该客户', en: 'No such customer' },
  customerTypeSaved: { cn: '客户类型已保存', en: 'The customer type was saved' },
  serviceContactSaved: { cn: '专属客服已保存', en: 'The customer service contact was saved' },
  serviceContactNotFound: { cn: '未找到该客服联系人', en: 'No such customer service contact' },
  spaceAllowanceSaved: { cn: '舱位配额已保存', en: 'The space allowance was saved' },
  customerSessionsEnded: { cn: '该客户已在所有设备上退出登录', en: 'The customer was signed out everywhere' },
  customerDeactivated: {
    cn: '账号已停用，其所有会话已结束',
    en: 'The account was deactivated and all its sessions ended',
  },
  customerReactivated: { cn: '账号已恢复', en: 'The account was reactivated' },
  staffNotFound: { cn: '未找到该员工账号', en: 'No such staff account' },
  staffInvited: { cn: '邀请邮件已发送', en: 'The invitation was sent' },
  staffEmailTaken: {
    cn: '该邮箱已有账号（员工或客户），不能再邀请',
    en: 'This email address has an account already (staff or customer); it cannot be invited',
  },
  staffNotInvited: {
    cn: '该员工已接受邀请或已被停用，无需重新发送',
    en: 'This staff member has accepted the invitation or was deactivated; there is nothing to resend',
  },
  tooManyInvitations: {
    cn: '邀请发送过于频繁，请稍后再试',
    en: 'Too many invitations were sent; please try again later',
  },
  staffRolesSaved: {
    cn: '角色已保存，下一次请求起生效',
    en: 'The roles were saved; they apply from the next request',
  },
  staffDeactivated: {
    cn: '员工账号已停用，其所有会话已结束',
    en: 'The staff account was deactivated and all its sessions ended',
  },
  staffReactivated: { cn: '员工账号已恢复', en: 'The staff account was reactivated' },
  lastAdministrator: {
    cn: '门户必须至少保留一名有效的管理员：请先为其他员工授予管理员角色',
    en: 'The portal must keep at least one active administrator: give another staff member the administrator role first',
  },
  invitationInvalid: {
    cn: '该邀请链接无效、已使用或已过期，请联系管理员重新发送',
    en: 'This invitation link is invalid, used or expired; please ask an administrator to send it again',
  },
  invitationAccepted: { cn: '密码已设置，请登录', en: 'Your password is set; please log in' },
  // Domain rule messages (domain/messages.ts ids) the server reports in both languages.
  required: { cn: '此项为必填项', en: 'This field is required' },
  invalidEmail: { cn: '邮箱格式不正确', en: 'Invalid email address' },
  passwordRule: {
    cn: '密码为 6 到 18 位字母和数字的组合，须同时包含字母和数字',
    en: '6 to 18 characters with letters and numbers',
  },
  pleaseInputName: { cn: '请输入姓名', en: 'please input name' },
  pleaseInputCompanyName: { cn: '请输入公司名称', en: 'please input company name' },
  pleaseInputDuty: { cn: '请输入职务', en: 'please input duty' },
  pleaseInputEmail: { cn: '请输入邮箱', en: 'please input email' },
  pleaseInputCorrectEmail: { cn: '请输入正确的邮箱地址', en: 'please input the correct email address' },
  tooLong: { cn: '字符数超出限制', en: 'Too many characters' },
  invalidMobile: { cn: '手机号码格式不正确', en: 'Invalid mobile number' },
  notAnInteger: { cn: '请输入整数', en: 'Please enter an integer' },
  chooseCompanyFromSuggestions: { cn: '请选择公司名', en: 'Please choose the company from the suggestions' },
} as const satisfies Record<string, Text>;

/** The domain rule ids the accounts services can report. */
export type RuleMessageId = Extract<DomainMessageId, keyof typeof accountMessages>;
