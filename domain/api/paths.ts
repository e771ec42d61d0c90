/**
 * API paths of spec section 7 (exact names, under the services URL) and the ones this portal
 * defines where the spec says "not shown". Every call is POST.
 */
export const ApiPath = {
  getCompanyInfoById: 'webuser/getCompanyInfoById',
  queryWebMyCustomer: 'webfclfreight/queryWebMyCustomer',
  userPersonasUtil: 'webuser/userPersonasUtil',
  // Portal-defined (spec: menus come from a "server-supplied menu list"; title settings exist).
  getWebMenuList: 'webuser/getWebMenuList',
  getTitleSettings: 'webuser/getTitleSettings',
  getWebContent: 'webuser/getWebContent',
} as const;

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];
