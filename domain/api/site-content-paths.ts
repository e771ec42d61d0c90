/**
 * API paths of the tenant's site content as its administrator edits it (beyond the spec, which only
 * reads them: spec §2's menu list, §3's title settings, content pages and customer-service contact).
 * The public reads stay the shell's (./shell-paths.ts).
 */
export const SiteContentPath = {
  getMenus: 'siteContent/getMenus',
  saveMenus: 'siteContent/saveMenus',
  getTitles: 'siteContent/getTitles',
  saveTitles: 'siteContent/saveTitles',
  listContentPages: 'siteContent/listContentPages',
  getContentPage: 'siteContent/getContentPage',
  saveContentPage: 'siteContent/saveContentPage',
  getContact: 'siteContent/getContact',
  saveContact: 'siteContent/saveContact',
  // The tenant's further contacts, which customer service assigns to customers (spec §6).
  listOtherContacts: 'siteContent/listOtherContacts',
  addContact: 'siteContent/addContact',
  removeContact: 'siteContent/removeContact',
} as const;
