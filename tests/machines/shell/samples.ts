import type { CompanyInfo, CustomerServiceContact } from '../../../domain/api/company.ts';
import type { Tenant } from '../../../machines/shell/bootstrap.machine.ts';

/** Sample outputs for the shell machines' models; never shown to a visitor. */
const sampleCompany: CompanyInfo = {
  companyId: 1,
  webHomeBgImg: '',
  qrCodePicUrl: '',
  webOutLogo: '',
  webInLogo: '',
  webExProPic: '',
  wxPubQrCodePic: '',
  webThemeColor: '#409eff',
  linkChName: '员工登录',
  linkEnName: 'Staff login',
  linkAddress: 'https://work.example.com',
  webLoginPic: '',
  companyNameScn: '示例货运',
  companyNameSen: 'Sample Freight',
  webPubFclFlag: 0,
  webSiteRegisterNo: '',
  bookingSpaceFlag: 1,
  mobileDomainName: '',
  clientDomainName: '',
  containerFclShow: 1,
  programJurisdictionFlag: 3,
  spotFlag: 1,
};

export const sampleTenant = (company: Partial<CompanyInfo> = {}): Tenant => ({
  company: { ...sampleCompany, ...company },
  menus: [],
});

export const sampleContact: CustomerServiceContact = {
  nameCn: '示例客服',
  nameEn: 'Sample Agent',
  companyName: '示例货运',
  companyNameEn: 'Sample Freight',
  headPic: '',
  mobile: '13800000000',
  qq: '10000',
  email: 'service@example.com',
};
