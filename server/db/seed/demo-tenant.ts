/**
 * The one demo tenant, companyId 1. Everything here is demo data and says so in the names; the
 * contact details use reserved example domains and number ranges.
 */
import type {
  ContentBlock,
  ContentPage,
  CustomerServiceContact,
  MenuItem,
  TitleSetting,
} from '../../../domain/api/company.ts';
import type { LegalPage } from '../../../domain/legal-pages.ts';
import type { NewCompany } from '../schema.ts';

export const DEMO_COMPANY_ID = 1;
export const DEMO_THEME_COLOUR = '#1f6fb2';
export const DEMO_NAME_CN = '海程示范货运（演示数据）';
export const DEMO_NAME_EN = 'Haicheng Demo Freight (demo data)';
export const DEMO_SHORT_NAME_CN = '海程示范货运';
export const DEMO_SHORT_NAME_EN = 'Haicheng Demo Freight';
export const DEMO_OFFICIAL_ACCOUNT_URL = 'https://official-account.example.com/haicheng-demo-freight';

/** Picture fields are filled in by the seed once the generated media are stored. */
export type DemoPictures = Pick<
  NewCompany,
  | 'webHomeBgImg'
  | 'qrCodePicUrl'
  | 'webOutLogo'
  | 'webInLogo'
  | 'webExProPic'
  | 'wxPubQrCodePic'
  | 'webLoginPic'
>;

export const demoCompany = (pictures: DemoPictures): NewCompany => ({
  companyId: DEMO_COMPANY_ID,
  ...pictures,
  webThemeColor: DEMO_THEME_COLOUR,
  linkChName: '员工登录',
  linkEnName: 'Staff login',
  linkAddress: 'https://work.example.com',
  companyNameScn: DEMO_NAME_CN,
  companyNameSen: DEMO_NAME_EN,
  webPubFclFlag: 0,
  webSiteRegisterNo: '沪ICP备2026000001号-1',
  bookingSpaceFlag: 1,
  mobileDomainName: '',
  clientDomainName: '',
  // Stored as 0 on purpose: the API turns anything but 2 into 1 (spec section 3).
  containerFclShow: 0,
  programJurisdictionFlag: 3,
  spotFlag: 1,
});

export const demoMenu: MenuItem[] = [
  {
    sName: 'SPOT rates',
    children: [
      {
        label: 'SPOT运价',
        labelEn: 'SPOT rates',
        clickEvent: { path: '/spotFreight', pathEn: '/spotFreight', openNewWindow: false },
      },
    ],
  },
  {
    sName: '航运资讯',
    sNameEn: 'Shipping news',
    children: [
      {
        label: '航运资讯',
        labelEn: 'Shipping news',
        clickEvent: {
          path: 'https://news.example.com/shipping',
          pathEn: 'https://news.example.com/en/shipping',
          openNewWindow: true,
        },
      },
    ],
  },
  {
    sName: '报关服务',
    sNameEn: 'Customs',
    children: [
      {
        label: '预录单查询',
        labelEn: 'Customs documents',
        clickEvent: { path: '/prerecordingSearch', pathEn: '/prerecordingSearch', openNewWindow: false },
      },
      {
        label: '客户端下载',
        labelEn: 'Desktop client',
        clickEvent: { path: '/client', pathEn: '/client', openNewWindow: false },
      },
    ],
  },
];

export const demoContact = (headPic: string): CustomerServiceContact => ({
  nameCn: '林海燕（演示）',
  nameEn: 'Lin Haiyan (demo)',
  companyName: DEMO_NAME_CN,
  companyNameEn: DEMO_NAME_EN,
  headPic,
  mobile: '13800000000',
  qq: '10000001',
  email: 'service@haicheng-demo.example.com',
});

const titles = (
  section: TitleSetting['section'],
  [bannerTitleCn, bannerTitleEn]: [string, string],
  [bannerSubtitleCn, bannerSubtitleEn]: [string, string],
  [innerTitleCn, innerTitleEn]: [string, string],
  [innerSubtitleCn, innerSubtitleEn]: [string, string],
): TitleSetting => ({
  section,
  bannerTitleCn,
  bannerTitleEn,
  bannerSubtitleCn,
  bannerSubtitleEn,
  innerTitleCn,
  innerTitleEn,
  innerSubtitleCn,
  innerSubtitleEn,
});

export const demoTitleSettings: TitleSetting[] = [
  titles(
    'about',
    ['关于我们', 'About us'],
    ['连接中国港口与世界', 'Connecting Chinese ports with the world'],
    ['公司简介', 'Who we are'],
    ['十五年海运代理经验', 'Fifteen years of ocean freight forwarding'],
  ),
  titles(
    'case',
    ['客户案例', 'Client cases'],
    ['每一票货物都有故事', 'Every shipment has a story'],
    ['精选案例', 'Selected cases'],
    ['来自制造、零售与电商客户', 'From manufacturing, retail and e-commerce clients'],
  ),
  titles(
    'contactBook',
    ['通讯录', 'Contact book'],
    ['各口岸分支机构', 'Our branches at every gateway port'],
    ['分支机构', 'Branches'],
    ['就近服务，快速响应', 'Local service, quick answers'],
  ),
  titles(
    'contactUs',
    ['联系我们', 'Contact us'],
    ['随时为您提供运价与舱位支持', 'Rates and space whenever you need them'],
    ['联系方式', 'How to reach us'],
    ['工作日 8:30–18:00', 'Working days 8:30–18:00'],
  ),
  titles(
    'joinUs',
    ['加入我们', 'Join us'],
    ['与我们一起连接世界', 'Help us connect the world'],
    ['招聘岗位', 'Open positions'],
    ['操作、销售与IT', 'Operations, sales and IT'],
  ),
  titles(
    'news',
    ['新闻动态', 'News'],
    ['航线、运价与行业资讯', 'Routes, rates and industry news'],
    ['最新消息', 'Latest news'],
    ['每周更新', 'Updated every week'],
  ),
  titles(
    'service',
    ['服务项目', 'Services'],
    ['整箱、拼箱、海铁联运一站式服务', 'FCL, LCL and sea-rail in one place'],
    ['我们的服务', 'What we do'],
    ['从订舱到清关全程跟进', 'From booking to customs clearance'],
  ),
  titles(
    'certificate',
    ['资质证书', 'Certificates'],
    ['合规经营，值得信赖', 'Licensed and compliant'],
    ['资质与荣誉', 'Licences and awards'],
    ['无船承运人及货运代理备案', 'NVOCC and forwarder registrations'],
  ),
  titles(
    'introduction',
    ['客户端下载', 'Desktop client'],
    ['在电脑上管理订舱与单证', 'Manage bookings and documents on your computer'],
    ['关于客户端', 'About the client'],
    ['支持 Windows 与 macOS', 'For Windows and macOS'],
  ),
  titles(
    'partner',
    ['合作伙伴', 'Partners'],
    ['与主流船公司长期合作', 'Long-standing contracts with major carriers'],
    ['承运人', 'Carriers'],
    ['覆盖 45 家船公司船期', 'Schedules of 45 carriers'],
  ),
  titles(
    'photos',
    ['企业风采', 'Photos'],
    ['团队与现场', 'Our team on site'],
    ['图片集', 'Gallery'],
    ['码头、仓库与办公室', 'Terminals, warehouses and offices'],
  ),
];

const block = (headingCn: string, headingEn: string, bodyCn: string, bodyEn: string): ContentBlock => ({
  headingCn,
  headingEn,
  bodyCn,
  bodyEn,
});

export const demoContent: Record<ContentPage, ContentBlock[]> = {
  about: [
    block(
      '公司简介',
      'Who we are',
      `${DEMO_NAME_CN}是一家总部位于上海的国际货运代理与无船承运企业（演示数据）。我们为进出口企业提供海运整箱、拼箱、海铁联运、报关及舱位预订等服务，航线覆盖亚洲、欧洲、美洲、中东与非洲。`,
      `${DEMO_NAME_EN} is an international freight forwarder and NVOCC headquartered in Shanghai (demo data). We serve importers and exporters with FCL and LCL ocean freight, sea-rail transport, customs brokerage and space booking on trades to Asia, Europe, the Americas, the Middle East and Africa.`,
    ),
    block(
      '我们的优势',
      'Why ship with us',
      '与主流船公司签订长期协议，旺季舱位有保障；在线查询运价、船期与货物轨迹；专属客服全程跟进，从订舱到目的港提货。',
      'Long-term contracts with major carriers keep space available in peak season; rates, schedules and tracking are online; a dedicated service contact follows each shipment from booking to delivery at destination.',
    ),
  ],
  service: [
    block(
      '海运整箱（FCL）',
      'Full container load (FCL)',
      '20GP、40GP、40HQ 及特种箱，覆盖上海、宁波、深圳、青岛等主要港口出运。',
      '20GP, 40GP, 40HQ and special equipment from Shanghai, Ningbo, Shenzhen, Qingdao and other main ports.',
    ),
    block(
      '海运拼箱（LCL）',
      'Less than container load (LCL)',
      '每周固定班期拼箱，按立方计费，适合小批量货物。',
      'Weekly consolidation sailings charged per cubic metre, for smaller shipments.',
    ),
    block(
      '海铁联运',
      'Sea-rail transport',
      '经连云港、青岛等港口衔接中欧班列，直达中亚与欧洲内陆。',
      'Connections through Lianyungang and Qingdao to China–Europe rail services, reaching Central Asia and inland Europe.',
    ),
    block(
      '报关报检',
      'Customs clearance',
      '进出口报关、预录单查询与单证服务，资料齐全当天申报。',
      'Import and export declarations, pre-recorded document search and paperwork; same-day filing once documents are complete.',
    ),
    block(
      '现舱预订与抢舱',
      'Space booking and space grabbing',
      '在线查看现舱，下单后 3 分钟内扫码支付锁定舱位；紧张航线可提交抢舱申请。',
      'See available space online and pay by QR scan within 3 minutes to hold it; on tight routes, apply to grab space.',
    ),
  ],
  clientCase: [
    block(
      '家电出口：旺季舱位保障',
      'Home appliances: space in peak season',
      '为一家宁波家电制造商在旺季每周稳定出运 30 个 40HQ 至汉堡与鹿特丹（演示案例）。',
      'Thirty 40HQ a week from Ningbo to Hamburg and Rotterdam for a home-appliance maker through peak season (demo case).',
    ),
    block(
      '跨境电商：拼箱直达海外仓',
      'E-commerce: LCL to overseas warehouses',
      '为跨境电商卖家提供深圳至洛杉矶拼箱与海外仓派送，时效稳定在 18 天（演示案例）。',
      'LCL from Shenzhen to Los Angeles with delivery to overseas warehouses in a steady 18 days for online sellers (demo case).',
    ),
    block(
      '机械设备：海铁联运至中亚',
      'Machinery: sea-rail to Central Asia',
      '经连云港海铁联运将工程机械运抵阿拉木图，全程 16 天（演示案例）。',
      'Construction machinery by sea-rail through Lianyungang to Almaty in 16 days door to door (demo case).',
    ),
  ],
  contact: [
    block(
      '上海总部',
      'Shanghai head office',
      '上海市浦东新区示范路 100 号 8 楼（演示地址）\n电话：021-00000000\n邮箱：service@haicheng-demo.example.com',
      '8F, 100 Demo Road, Pudong, Shanghai (demo address)\nPhone: +86 21 0000 0000\nEmail: service@haicheng-demo.example.com',
    ),
    block(
      '宁波分公司',
      'Ningbo branch',
      '宁波市北仑区示范港路 8 号（演示地址）\n电话：0574-00000000',
      '8 Demo Port Road, Beilun, Ningbo (demo address)\nPhone: +86 574 0000 0000',
    ),
    block(
      '深圳分公司',
      'Shenzhen branch',
      '深圳市南山区示范海湾路 18 号（演示地址）\n电话：0755-00000000',
      '18 Demo Bay Road, Nanshan, Shenzhen (demo address)\nPhone: +86 755 0000 0000',
    ),
  ],
  client: [
    block(
      '桌面客户端',
      'Desktop client',
      '在电脑上管理订舱、查看单证与货物轨迹，新订单与状态变化即时提醒。',
      'Manage bookings, documents and tracking on your computer, with instant notice of new orders and status changes.',
    ),
    block(
      '系统要求',
      'Requirements',
      'Windows 10 及以上，或 macOS 12 及以上；需联网使用。',
      'Windows 10 or later, or macOS 12 or later; an internet connection is required.',
    ),
  ],
};

/** The demo tenant's user agreement and privacy policy (demo text: a real tenant writes its own). */
export const demoLegalContent: Record<LegalPage, ContentBlock[]> = {
  agreement: [
    block(
      '用户协议（演示数据）',
      'User agreement (demo data)',
      `本协议是您与${DEMO_NAME_CN}之间关于使用本门户的约定。注册即表示您同意如实填写资料、妥善保管密码，并仅为真实的货运业务使用询价、订舱与支付功能。`,
      `This agreement is between you and ${DEMO_NAME_EN} on the use of this portal. By registering you agree to give true details, keep your password safe, and use rates, booking and payment for real shipments only.`,
    ),
  ],
  privacy: [
    block(
      '隐私政策（演示数据）',
      'Privacy policy (demo data)',
      '我们仅为提供询价、订舱、支付与通知服务而收集您的邮箱、姓名、公司与联系方式，不向第三方出售；您可以在个人资料中查看和修改这些信息。',
      'We collect your email, name, company and contact details only to provide rates, bookings, payments and notices, and never sell them; you can see and change them in your profile.',
    ),
  ],
};
