/** API paths of the accounts area: login, registration, password reset, certification (spec §7). */
export const AccountPath = {
  getWebCnLoginQrCode: 'webuser/getWebCnLoginQrCode',
  checkUserIfAuthLogin: 'webuser/checkUserIfAuthLogin',
  weblogin: 'webuser/weblogin',
  webregister: 'webuser/webregister',
  forgetOrRegistSendMail: 'webuser/forgetOrRegistSendMail',
  // The portal's own: a one-time sign-in link for an owner locked out by wrong guesses.
  sendSignInLink: 'webuser/sendSignInLink',
  forgetPassWordUpdateUser: 'webuser/forgetPassWordUpdateUser',
  forgetPasswordDecryptToken: 'webuser/forgetPasswordDecryptToken',
  getUserInfo: 'webuserset/getUserInfo',
  updateUser: 'webuserset/updateUser',
  webloginOut: 'webuser/webloginOut',
  getTycCompanyList: 'combobox/getTycCompanyList',
  // Portal-defined: the phone side of QR login and the staff side of certification (spec: "not shown").
  getQrLoginRequest: 'webuser/getQrLoginRequest',
  confirmQrLogin: 'webuser/confirmQrLogin',
  reviewCertification: 'webuserset/reviewCertification',
  getPendingCertifications: 'webuserset/getPendingCertifications',
  // Portal-defined (account security): ends every session of the signed-in user, this one included.
  logoutEverywhere: 'webuser/logoutEverywhere',
  // Portal-defined (spec §2 Profile): the workspace profile page.
  updateProfile: 'webuserset/updateProfile',
  changePassword: 'webuserset/changePassword',
  listSessions: 'webuser/listSessions',
  setHeadPicture: 'webuserset/setHeadPicture',
  removeHeadPicture: 'webuserset/removeHeadPicture',
  // Portal-defined: which record mails the user gets, at once, in a daily digest, or not at all.
  getMailPreferences: 'webuserset/getMailPreferences',
  saveMailPreferences: 'webuserset/saveMailPreferences',
  // Portal-defined: the second factor of staff (docs/accounts.md): the code after the password, and
  // new recovery codes for a signed-in account that has one.
  confirmSecondFactor: 'webuser/confirmSecondFactor',
  regenerateRecoveryCodes: 'webuserset/regenerateRecoveryCodes',
  // Portal-defined: the first administrator's one-time setup link (docs/accounts.md).
  createFirstAdministrator: 'setup/createFirstAdministrator',
} as const;
