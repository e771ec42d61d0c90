/** The site content area's message ids (menus, titles, content pages, contact) in both languages; `{field}` names the field. */
export const siteContentMessages = {
  otherTenant: {
    cn: '只能修改本公司的网站内容',
    en: 'You may change only your own company’s site content',
  },
  labelRequired: { cn: '{field}：请填写中英文名称', en: '{field}: enter the name in both languages' },
  pathRequired: { cn: '{field}：请填写链接地址', en: '{field}: enter a link address' },
  pathNotARoute: {
    cn: '{field}：站内地址必须是本网站的页面（如 /rates）',
    en: '{field}: an internal path must be a page of this site (such as /rates)',
  },
  pathNotHttps: {
    cn: '{field}：外部链接必须是 https:// 开头的完整网址',
    en: '{field}: an external link must be a full https:// address',
  },
  headingRequired: { cn: '{field}：请填写中英文标题', en: '{field}: enter the heading in both languages' },
  bodyRequired: { cn: '{field}：请填写中英文正文', en: '{field}: enter the text in both languages' },
  sectionRepeated: { cn: '{field}：栏目重复', en: '{field}: this section is listed twice' },
  contactNameRequired: {
    cn: '{field}：请填写联系人的中英文姓名',
    en: '{field}: enter the contact’s name in both languages',
  },
  contactEmailInvalid: { cn: '{field}：邮箱格式不正确', en: '{field}: the email address is not valid' },
  contactReachRequired: {
    cn: '{field}：请至少填写手机、QQ或邮箱之一',
    en: '{field}: enter a mobile number, QQ or email address',
  },
  menusSaved: { cn: '菜单已保存', en: 'The menu was saved' },
  titlesSaved: { cn: '栏目标题已保存', en: 'The section titles were saved' },
  contentPageSaved: { cn: '页面内容已保存', en: 'The page was saved' },
  contactSaved: { cn: '客服联系人已保存', en: 'The customer service contact was saved' },
  contactAdded: { cn: '客服联系人已添加', en: 'The contact was added' },
  contactRemoved: {
    cn: '客服联系人已删除，由其服务的客户改由默认联系人服务',
    en: 'The contact was removed; its customers now see the default contact',
  },
  contactNotFound: { cn: '找不到该客服联系人', en: 'No such contact' },
  defaultContactStays: {
    cn: '默认客服联系人不能删除，请直接修改',
    en: 'The default contact cannot be removed; edit it instead',
  },
  tooManyContacts: { cn: '最多可设置 20 位客服联系人', en: 'A company has at most 20 contacts' },
} as const satisfies Record<string, { cn: string; en: string }>;

export type SiteContentMessageId = keyof typeof siteContentMessages;

export const formatSiteContentMessage = (
  id: SiteContentMessageId,
  language: 'cn' | 'en',
  values: Record<string, string | number> = {},
): string =>
  siteContentMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(values[name] ?? whole),
  );
