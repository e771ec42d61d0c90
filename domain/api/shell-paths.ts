/**
 * API paths of the shell (spec section 7 and the portal's additions): what the first load of every
 * page calls. Its own module, so that the first load does not carry every area's path list.
 */
export const ShellPath = {
  getCompanyInfoById: 'webuser/getCompanyInfoById',
  queryWebMyCustomer: 'webfclfreight/queryWebMyCustomer',
  userPersonasUtil: 'webuser/userPersonasUtil',
  // Portal-defined (spec: menus come from a "server-supplied menu list"; title settings exist).
  getWebMenuList: 'webuser/getWebMenuList',
  getTitleSettings: 'webuser/getTitleSettings',
  getWebContent: 'webuser/getWebContent',
} as const;
