import { vi } from 'vitest';
import type {
  CompanyInfo,
  CustomerServiceContact,
  MenuItem,
  TitleSetting,
  WebContent,
} from '../../../domain/api/company.ts';
import { type Envelope, ResultCode } from '../../../domain/api/envelope.ts';
import { ApiPath } from '../../../domain/api/paths.ts';

export const company: CompanyInfo = {
  companyId: 1,
  webHomeBgImg: '',
  qrCodePicUrl: '/media/qr.png',
  webOutLogo: '/media/logo-out.svg',
  webInLogo: '/media/logo-in.svg',
  webExProPic: '',
  wxPubQrCodePic: '/media/wx.png',
  webThemeColor: '#1f6fb2',
  linkChName: '员工登录',
  linkEnName: 'Staff login',
  linkAddress: 'https://work.example.com/login',
  webLoginPic: '',
  companyNameScn: '测试货运（演示）',
  companyNameSen: 'Test Freight (demo)',
  webPubFclFlag: 0,
  webSiteRegisterNo: '沪ICP备2026000001号-1',
  bookingSpaceFlag: 1,
  mobileDomainName: '',
  clientDomainName: '',
  containerFclShow: 1,
  programJurisdictionFlag: 3,
  spotFlag: 1,
};

export const menus: MenuItem[] = [
  {
    sName: 'SPOT rates',
    sNameEn: 'SPOT rates',
    children: [
      {
        label: 'SPOT运价',
        labelEn: 'SPOT rates',
        clickEvent: { path: '/spotFreight', pathEn: '/spotFreight', openNewWindow: false },
      },
    ],
  },
  {
    sName: '行业资讯',
    sNameEn: 'Industry news',
    children: [
      {
        label: '航运指数',
        labelEn: 'Freight index',
        clickEvent: {
          path: 'https://index.example.com/cn',
          pathEn: 'https://index.example.com/en',
          openNewWindow: true,
        },
      },
      {
        label: '客户案例',
        labelEn: 'Client cases',
        clickEvent: { path: '/clientCase', pathEn: '/clientCase', openNewWindow: false },
      },
    ],
  },
];

export const contact: CustomerServiceContact = {
  nameCn: '王小海',
  nameEn: 'Hai Wang',
  companyName: '测试货运（演示）',
  companyNameEn: 'Test Freight (demo)',
  headPic: '',
  mobile: '+86 138 0000 0000',
  qq: '800000001',
  email: 'service@example.com',
};

export const titles: TitleSetting[] = [
  {
    section: 'about',
    bannerTitleCn: '关于我们横幅',
    bannerTitleEn: 'About banner',
    bannerSubtitleCn: '副标题',
    bannerSubtitleEn: 'Subtitle',
    innerTitleCn: '公司简介',
    innerTitleEn: 'Who we are',
    innerSubtitleCn: '',
    innerSubtitleEn: '',
  },
];

export const aboutContent: WebContent = {
  page: 'about',
  section: 'about',
  blocks: [
    {
      headingCn: '我们的历史',
      headingEn: 'Our history',
      bodyCn: '成立于演示年。',
      bodyEn: 'Founded in a demo year.',
    },
  ],
};

type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

const ok = (data: unknown): Envelope<unknown> => ({ code: ResultCode.success, message: '', data });

/** Replaces fetch with handlers per API path that answer envelopes; returns the recorded calls. */
export function installFakeApi(overrides: Partial<Record<string, Handler>> = {}): RecordedCall[] {
  const handlers: Record<string, Handler> = {
    [ApiPath.getCompanyInfoById]: () => ok(company),
    [ApiPath.getWebMenuList]: () => ok(menus),
    [ApiPath.queryWebMyCustomer]: () => ok(contact),
    [ApiPath.getTitleSettings]: () => ok(titles),
    [ApiPath.getWebContent]: () => ok(aboutContent),
    [ApiPath.userPersonasUtil]: () => ok(undefined),
    ...overrides,
  };
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/api\//, '');
    const body = (await input
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>;
    calls.push({ path, body, headers: input.headers });
    const handler = handlers[path];
    const envelope = handler ? await handler(body) : { code: ResultCode.notFound, message: 'no such path' };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export { ok };
