/**
 * Rail and barge links of the planner's network (both directions), with typical door-less transit
 * days: the China-Europe rail corridors through Małaszewicze, China's sea-rail corridors to the
 * ports, the Yangtze, Pearl River and Rhine barge services, North American land bridges.
 */
import type { NamedCode } from '../../../domain/api/freight.ts';
import { namedCode } from '../../../domain/freight/named-code.ts';

/**
 * Operators of the rail, barge and truck links: descriptive demo names in both languages, by the
 * key network_links.operator stores (sea links store their carriers' SCACs instead).
 */
export const NETWORK_OPERATORS = {
  chinaEuropeExpress: { cn: '中欧班列', en: 'China-Europe Railway Express' },
  chinaRailwayContainer: { cn: '中铁集装箱', en: 'China Railway Container' },
  europeRailShuttle: { cn: '欧洲铁路班列', en: 'Europe rail shuttle' },
  seaRailCorridor: { cn: '海铁联运通道', en: 'Sea-rail corridor' },
  westernLandSeaCorridor: { cn: '西部陆海新通道', en: 'New Western Land-Sea Corridor' },
  rhineRuhrRail: { cn: '莱茵-鲁尔铁路', en: 'Rhine-Ruhr rail' },
  hinterlandRail: { cn: '腹地铁路', en: 'Hinterland rail' },
  landSeaExpress: { cn: '中欧陆海快线', en: 'China-Europe Land-Sea Express' },
  usLandBridge: { cn: '美国大陆桥', en: 'US land bridge' },
  canadianLandBridge: { cn: '加拿大大陆桥', en: 'Canadian land bridge' },
  yangtzeBarge: { cn: '长江驳船', en: 'Yangtze barge' },
  pearlRiverBarge: { cn: '珠江驳船', en: 'Pearl River barge' },
  rhineBarge: { cn: '莱茵河驳船', en: 'Rhine barge' },
  demoTrucking: { cn: '演示陆运车队', en: 'Demo trucking' },
} as const;
export type NetworkOperator = keyof typeof NETWORK_OPERATORS;

/** A link's operator by what network_links.operator stores; carriers' SCACs name themselves. */
export const networkOperator = (stored: string): NamedCode => namedCode(NETWORK_OPERATORS, stored);

export const NETWORK_RAIL: [from: string, to: string, days: number, operator: NetworkOperator][] = [
  ['CNXIY', 'PLMAL', 12, 'chinaEuropeExpress'],
  ['CNCKG', 'PLMAL', 13, 'chinaEuropeExpress'],
  ['CNCTU', 'PLMAL', 13, 'chinaEuropeExpress'],
  ['CNCGO', 'PLMAL', 12, 'chinaEuropeExpress'],
  ['CNYIW', 'PLMAL', 15, 'chinaEuropeExpress'],
  ['CNCSX', 'PLMAL', 14, 'chinaEuropeExpress'],
  ['CNWUH', 'PLMAL', 13, 'chinaEuropeExpress'],
  ['CNURC', 'CNXIY', 3, 'chinaRailwayContainer'],
  ['CNERL', 'CNBJS', 1.5, 'chinaRailwayContainer'],
  ['CNNZH', 'CNBJS', 2.5, 'chinaRailwayContainer'],
  ['PLMAL', 'DEDUI', 2, 'europeRailShuttle'],
  ['PLMAL', 'DEHAM', 2, 'europeRailShuttle'],
  ['PLMAL', 'PLLOD', 1, 'europeRailShuttle'],
  ['PLMAL', 'CZPRG', 2, 'europeRailShuttle'],
  ['PLMAL', 'HUBUD', 3, 'europeRailShuttle'],
  ['CNXIY', 'CNLYG', 2.5, 'seaRailCorridor'],
  ['CNXIY', 'CNTAO', 3, 'seaRailCorridor'],
  ['CNCGO', 'CNTAO', 2, 'seaRailCorridor'],
  ['CNCGO', 'CNLYG', 1.5, 'seaRailCorridor'],
  ['CNCKG', 'CNQZH', 2.5, 'westernLandSeaCorridor'],
  ['CNCTU', 'CNQZH', 3, 'westernLandSeaCorridor'],
  ['CNCSX', 'CNYTN', 1.5, 'seaRailCorridor'],
  ['CNYIW', 'CNNGB', 1, 'seaRailCorridor'],
  ['CNWUH', 'CNSHA', 2, 'seaRailCorridor'],
  ['CNHFE', 'CNSHA', 1.5, 'seaRailCorridor'],
  ['CNBJS', 'CNTXG', 0.5, 'seaRailCorridor'],
  ['DEDUI', 'NLRTM', 1, 'rhineRuhrRail'],
  ['DEDUI', 'BEANR', 1, 'rhineRuhrRail'],
  ['DEHAM', 'CZPRG', 1.5, 'hinterlandRail'],
  ['DEHAM', 'DEMUC', 1.5, 'hinterlandRail'],
  ['HUBUD', 'SIKOP', 1.5, 'hinterlandRail'],
  ['HUBUD', 'GRPIR', 3, 'landSeaExpress'],
  ['ITMIL', 'ITGOA', 0.5, 'hinterlandRail'],
  ['ITMIL', 'ITSPE', 0.5, 'hinterlandRail'],
  ['ESMAD', 'ESVLC', 0.5, 'hinterlandRail'],
  ['FRPAR', 'FRLEH', 0.5, 'hinterlandRail'],
  ['NLTLB', 'NLRTM', 0.5, 'hinterlandRail'],
  ['USCHI', 'USLAX', 4, 'usLandBridge'],
  ['USCHI', 'USLGB', 4, 'usLandBridge'],
  ['USCHI', 'USSEA', 4, 'usLandBridge'],
  ['USCHI', 'USNYC', 2, 'usLandBridge'],
  ['USCHI', 'USSAV', 2.5, 'usLandBridge'],
  ['USDAL', 'USHOU', 1, 'usLandBridge'],
  ['USDAL', 'USLAX', 3, 'usLandBridge'],
  ['CATOR', 'CAVAN', 5, 'canadianLandBridge'],
  ['CATOR', 'CAPRR', 5.5, 'canadianLandBridge'],
  ['CATOR', 'CAMTR', 1, 'canadianLandBridge'],
  ['CATOR', 'CAHAL', 2, 'canadianLandBridge'],
];

export const NETWORK_BARGE: [from: string, to: string, days: number, operator: NetworkOperator][] = [
  ['CNCKG', 'CNWUH', 4, 'yangtzeBarge'],
  ['CNWUH', 'CNNKG', 2, 'yangtzeBarge'],
  ['CNNKG', 'CNSHA', 1.5, 'yangtzeBarge'],
  ['CNZJG', 'CNSHA', 0.5, 'yangtzeBarge'],
  ['CNTAC', 'CNSHA', 0.3, 'yangtzeBarge'],
  ['CNFOS', 'CNNSA', 0.5, 'pearlRiverBarge'],
  ['CNFOS', 'CNSHK', 0.7, 'pearlRiverBarge'],
  ['CNDGG', 'CNSHK', 0.5, 'pearlRiverBarge'],
  ['CNDGG', 'HKHKG', 0.7, 'pearlRiverBarge'],
  ['CNCAN', 'CNNSA', 0.3, 'pearlRiverBarge'],
  ['DEDUI', 'NLRTM', 1.5, 'rhineBarge'],
  ['DEDUI', 'BEANR', 2, 'rhineBarge'],
  ['NLTLB', 'NLRTM', 0.7, 'rhineBarge'],
];

/** Countries a truck can drive between (same land mass, open borders for freight). */
export const TRUCK_LAND_GROUPS: string[][] = [
  ['CN', 'HK'],
  [
    'NL',
    'BE',
    'DE',
    'FR',
    'ES',
    'PT',
    'IT',
    'SI',
    'HR',
    'GR',
    'PL',
    'CZ',
    'HU',
    'DK',
    'LT',
    'RO',
    'SE',
    'NO',
    'FI',
  ],
  ['US', 'CA', 'MX'],
  ['MY', 'SG', 'TH', 'VN', 'KH', 'MM'],
  ['AE', 'OM', 'SA', 'QA', 'KW', 'BH', 'IQ', 'JO'],
  ['ZA', 'MZ'],
  ['KE', 'TZ'],
  ['GH', 'TG', 'BJ', 'NG', 'CI'],
  ['BR', 'UY', 'AR'],
  ['PA', 'CR', 'GT'],
];
