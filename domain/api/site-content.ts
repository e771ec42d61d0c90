/** Request and answer schemas of the site content endpoints (./site-content-paths.ts). */
import * as v from 'valibot';
import { SiteContentLimit as L } from '../tenant/site-content.ts';
import { CONTENT_PAGES, TITLE_SECTIONS } from './company.ts';
import { ContentBlock, CustomerServiceContact, MenuItem, TitleSetting } from './company-answers.ts';
import { MultiLineText, Text } from './plain-text.ts';
import { Id } from './schema-parts.ts';

/** The tenant whose content is read or saved: it must be the session's own (another's is refused). */
export const SiteContentBody = v.object({ companyId: Id });
export type SiteContentBody = v.InferOutput<typeof SiteContentBody>;

const MenuChildInput = v.object({
  label: Text(L.label),
  labelEn: Text(L.label),
  clickEvent: v.object({ path: Text(L.path), pathEn: Text(L.path), openNewWindow: v.boolean() }),
});

const MenuItemInput = v.object({
  sName: Text(L.label),
  sNameEn: Text(L.label),
  children: v.pipe(v.array(MenuChildInput), v.maxLength(L.menuChildren)),
});

/** The whole menu in its new order: items and children as the header shows them. */
export const SaveMenusBody = v.object({
  companyId: Id,
  menus: v.pipe(v.array(MenuItemInput), v.maxLength(L.menuItems)),
});
export type SaveMenusBody = v.InferOutput<typeof SaveMenusBody>;

const TitleText = Text(L.titleText);
export const SaveTitleSettingsBody = v.object({
  companyId: Id,
  titles: v.pipe(
    v.array(
      v.object({
        section: v.picklist(TITLE_SECTIONS),
        bannerTitleCn: TitleText,
        bannerTitleEn: TitleText,
        bannerSubtitleCn: TitleText,
        bannerSubtitleEn: TitleText,
        innerTitleCn: TitleText,
        innerTitleEn: TitleText,
        innerSubtitleCn: TitleText,
        innerSubtitleEn: TitleText,
      }),
    ),
    v.maxLength(TITLE_SECTIONS.length),
  ),
});
export type SaveTitleSettingsBody = v.InferOutput<typeof SaveTitleSettingsBody>;

export const ContentPageBody = v.object({ companyId: Id, page: v.picklist(CONTENT_PAGES) });
export type ContentPageBody = v.InferOutput<typeof ContentPageBody>;

/** A page's blocks in order; bodies are plain text (line breaks make paragraphs), never HTML. */
export const SaveContentPageBody = v.object({
  companyId: Id,
  page: v.picklist(CONTENT_PAGES),
  blocks: v.pipe(
    v.array(
      v.object({
        headingCn: Text(L.heading),
        headingEn: Text(L.heading),
        bodyCn: MultiLineText(L.body),
        bodyEn: MultiLineText(L.body),
      }),
    ),
    v.maxLength(L.blocks),
  ),
});
export type SaveContentPageBody = v.InferOutput<typeof SaveContentPageBody>;

/** The tenant's one customer-service contact (its picture is the images page's). */
export const SaveContactBody = v.object({
  companyId: Id,
  contact: v.object({
    nameCn: Text(L.contactName),
    nameEn: Text(L.contactName),
    companyName: Text(L.contactCompany),
    companyNameEn: Text(L.contactCompany),
    mobile: Text(L.mobile),
    qq: Text(L.qq),
    email: Text(L.email),
  }),
});
export type SaveContactBody = v.InferOutput<typeof SaveContactBody>;

/** Removes one of the tenant's further contacts (never the default one, the lowest id). */
export const RemoveContactBody = v.object({ companyId: Id, contactId: Id });
export type RemoveContactBody = v.InferOutput<typeof RemoveContactBody>;

/** The tenant's contacts besides the default one, each with its id (customer service assigns them). */
export const OtherContactList = v.strictObject({
  contacts: v.array(v.strictObject({ id: v.number(), ...CustomerServiceContact.entries })),
});
export type OtherContactList = v.InferOutput<typeof OtherContactList>;

export const MenuList = v.strictObject({ menus: v.array(MenuItem) });
export type MenuList = v.InferOutput<typeof MenuList>;

export const TitleSettingList = v.strictObject({ titles: v.array(TitleSetting) });
export type TitleSettingList = v.InferOutput<typeof TitleSettingList>;

export const ContentPageSummary = v.strictObject({
  page: v.picklist(CONTENT_PAGES),
  blockCount: v.number(),
});
export const ContentPageList = v.strictObject({ pages: v.array(ContentPageSummary) });
export type ContentPageList = v.InferOutput<typeof ContentPageList>;

export const ContentPageView = v.strictObject({
  page: v.picklist(CONTENT_PAGES),
  blocks: v.array(ContentBlock),
});
export type ContentPageView = v.InferOutput<typeof ContentPageView>;

export const ContactView = CustomerServiceContact;
export type ContactView = v.InferOutput<typeof ContactView>;
