/**
 * Spec §3's company info as the tenant's administrator edits it: the names in both languages, the
 * theme colour (spec §5's colour rule, domain/colour.ts), the staff link, the registration number,
 * the flags and the domains. The pictures are set one at a time from an upload (`TENANT_IMAGE_SLOTS`),
 * never typed. The server checks the saved form against this schema; the settings page shows the
 * colour rule's answer as the administrator types.
 */
import * as v from 'valibot';
import { Text } from '../api/plain-text.ts';
import { isColour } from '../colour.ts';
import { CERTIFICATION_JURISDICTION_FLAG } from '../constants.ts';

export const COMPANY_NAME_MAX = 100;
export const LINK_NAME_MAX = 50;
export const LINK_ADDRESS_MAX = 500;
export const REGISTER_NO_MAX = 50;
/** A host name's longest form (RFC 1035). */
export const DOMAIN_MAX = 253;

/** An absolute http(s) address: the staff link opens it in a new window. */
export const isWebAddress = (value: string): boolean => {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '';
  } catch {
    return false;
  }
};

/** A bare host name (`m.example.cn`), no scheme, path or port: where the tenant's other sites live. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
export const isDomainName = (value: string): boolean => HOST_NAME.test(value);

/** The checks' issue messages, which the published OpenAPI document words (server/routes/openapi-parts.ts). */
export const CompanyInfoIssue = {
  notBlank: 'notBlank',
  colour: 'colour',
  webAddress: 'webAddress',
  domainName: 'domainName',
} as const;

const Optional = <T extends v.GenericSchema<string, string>>(
  schema: T,
  rule: (value: string) => boolean,
  issue: string,
) =>
  v.pipe(
    schema,
    v.check((value: string) => value === '' || rule(value), issue),
  );

/** Off or on; the spec's flags are numbers, kept as they are stored. */
const OnOff = v.picklist([0, 1]);

export const CompanyInfoForm = v.strictObject({
  companyNameScn: v.pipe(
    Text(COMPANY_NAME_MAX),
    v.check((value: string) => value.trim() !== '', CompanyInfoIssue.notBlank),
  ),
  /** Empty falls back to the Chinese name (spec §3). */
  companyNameSen: Text(COMPANY_NAME_MAX),
  /** Saved as `normaliseColour` writes it (lower-case `#rrggbb`). */
  webThemeColor: v.pipe(Text(40), v.check(isColour, CompanyInfoIssue.colour)),
  linkChName: Text(LINK_NAME_MAX),
  /** Empty falls back to linkChName (spec §3). */
  linkEnName: Text(LINK_NAME_MAX),
  linkAddress: Optional(Text(LINK_ADDRESS_MAX), isWebAddress, CompanyInfoIssue.webAddress),
  webSiteRegisterNo: Text(REGISTER_NO_MAX),
  /** 1: everyone sees FCL rates without certifying (domain/access.ts). */
  webPubFclFlag: OnOff,
  bookingSpaceFlag: OnOff,
  /** Spec §3: 2 stays 2, anything else is shown as 1; only those two are saved. */
  containerFclShow: v.picklist([1, 2]),
  /** 3 makes customers certify before they see rates; 0 does not (domain/constants.ts). */
  programJurisdictionFlag: v.picklist([0, CERTIFICATION_JURISDICTION_FLAG]),
  spotFlag: OnOff,
  mobileDomainName: Optional(Text(DOMAIN_MAX), isDomainName, CompanyInfoIssue.domainName),
  clientDomainName: Optional(Text(DOMAIN_MAX), isDomainName, CompanyInfoIssue.domainName),
});
export type CompanyInfoForm = v.InferOutput<typeof CompanyInfoForm>;
export type CompanyInfoFormInput = v.InferInput<typeof CompanyInfoForm>;

/** The pictures of spec §3's company info, each set from an uploaded PNG or JPEG. */
export const TENANT_IMAGE_SLOTS = [
  'webOutLogo',
  'webInLogo',
  'webHomeBgImg',
  'webLoginPic',
  'webExProPic',
  'qrCodePicUrl',
  'wxPubQrCodePic',
] as const;
export type TenantImageSlot = (typeof TENANT_IMAGE_SLOTS)[number];

/** The editable fields of a stored company row (the pictures beside them, read-only here). */
export const COMPANY_INFO_FORM_FIELDS = Object.keys(CompanyInfoForm.entries) as (keyof CompanyInfoForm)[];
