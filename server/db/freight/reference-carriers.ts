/**
 * Ocean carriers by their SCAC codes (NMFTA), with names in both languages. The spec's site claims
 * 45 carriers for schedules and more than 50 for tracking: all of these track, the first 45 also
 * publish schedules in the demo data. Reference data; their services, prices and sailings are demo data.
 */
export interface ReferenceCarrier {
  scac: string;
  nameEn: string;
  nameCn: string;
  /** Sells SPOT products with a loading guarantee in the demo data (Maersk Spot, SynCon Hub, ...). */
  spot: boolean;
}

type Row = [scac: string, nameEn: string, nameCn: string, spot?: boolean];

const ROWS: Row[] = [
  ['MAEU', 'Maersk', '马士基', true],
  ['MSCU', 'MSC Mediterranean Shipping Company', '地中海航运'],
  ['CMDU', 'CMA CGM', '达飞轮船', true],
  ['COSU', 'COSCO Shipping Lines', '中远海运集运', true],
  ['HLCU', 'Hapag-Lloyd', '赫伯罗特', true],
  ['ONEY', 'Ocean Network Express', '海洋网联船务'],
  ['EGLV', 'Evergreen Line', '长荣海运'],
  ['HDMU', 'HMM', '现代商船'],
  ['YMLU', 'Yang Ming', '阳明海运'],
  ['ZIMU', 'ZIM', '以星航运'],
  ['OOLU', 'OOCL', '东方海外', true],
  ['PABV', 'Pacific International Lines', '太平船务'],
  ['WHLC', 'Wan Hai Lines', '万海航运'],
  ['APLU', 'APL', '美国总统轮船'],
  ['ANNU', 'ANL Container Line', '澳大利亚国家航运'],
  ['SUDU', 'Hamburg Süd', '汉堡南美'],
  ['KMTU', 'KMTC', '高丽海运'],
  ['MATS', 'Matson', '美森轮船'],
  ['SMLM', 'SM Line', '森罗商船'],
  ['ESPU', 'Emirates Shipping Line', '阿联酋航运'],
  ['CULU', 'China United Lines', '中联航运'],
  ['ARKU', 'Arkas Line', '阿卡斯航运'],
  ['TRKU', 'Turkon Line', '土耳其航运'],
  ['SIKU', 'Samudera Shipping', '萨穆德拉航运'],
  ['REGU', 'RCL Regional Container Lines', '宏海箱运'],
  ['IALU', 'Interasia Lines', '德翔海运'],
  ['SEAU', 'Sealand', '海陆马士基'],
  ['SAFM', 'Safmarine', '南非航运'],
  ['CHVW', 'Swire Shipping', '太古航运'],
  ['SMLU', 'Seaboard Marine', '西博德海运'],
  ['ACLU', 'Atlantic Container Line', '大西洋集装箱航运'],
  ['CKCO', 'CK Line', '天敬海运'],
  ['DJSC', 'Dongjin Shipping', '东进商船'],
  ['EIMU', 'Eimskip', '冰岛轮船'],
  ['CNIU', 'CCNI', '智利国家航运'],
  ['DALU', 'Deutsche Afrika-Linien', '德国非洲航运'],
  ['CMSN', 'Crowley', '克劳利海运'],
  ['CHNJ', 'China Shipping Container Lines', '中海集运'],
  ['TSCW', 'Tropical Shipping', '热带航运'],
  ['HASL', 'Heung-A Line', '兴亚海运'],
  ['NSSL', 'Namsung Shipping', '南星海运'],
  ['PCSL', 'Pan Continental Shipping', '泛洲海运'],
  ['SKLU', 'Sinokor Merchant Marine', '长锦商船'],
  ['ALIU', 'Aliança', '阿连卡航运'],
  ['FESO', 'FESCO', '远东海运'],
  ['TIGA', 'Bengal Tiger Line', '孟加拉虎航运'],
  ['AMLU', 'Antillean Marine', '安的列斯海运'],
  ['BAXU', 'Bayline', '贝莱航运'],
  ['DOLQ', 'Dole Ocean Cargo Express', '都乐海运'],
  ['NIDU', 'Nile Dutch', '尼罗河荷兰航运'],
  ['CSFU', 'Containerships', '集装箱船航运'],
  ['DAAE', 'Delmas', '达贸轮船'],
];

export const REFERENCE_CARRIERS: readonly ReferenceCarrier[] = ROWS.map(([scac, nameEn, nameCn, spot]) => ({
  scac,
  nameEn,
  nameCn,
  spot: spot === true,
}));

/** The carriers that publish schedules (the site's claim of 45). */
export const SCHEDULE_CARRIERS = REFERENCE_CARRIERS.slice(0, 45);
