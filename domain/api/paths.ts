/**
 * API paths of spec section 7 (exact names, under the services URL) and the ones this portal
 * defines where the spec says "not shown". Every call is POST.
 */
import { AccountPath } from './accounts-paths.ts';
import { FreightPath } from './freight-paths.ts';

export const ShellPath = {
  getCompanyInfoById: 'webuser/getCompanyInfoById',
  queryWebMyCustomer: 'webfclfreight/queryWebMyCustomer',
  userPersonasUtil: 'webuser/userPersonasUtil',
  // Portal-defined (spec: menus come from a "server-supplied menu list"; title settings exist).
  getWebMenuList: 'webuser/getWebMenuList',
  getTitleSettings: 'webuser/getTitleSettings',
  getWebContent: 'webuser/getWebContent',
} as const;

/** Every path, one object per area so that each area's module owns its own list. */
export const ApiPath = { ...ShellPath, ...AccountPath, ...FreightPath } as const;

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];
