/**
 * China Customs code lists the pre-recorded documents use, with names in both languages: the
 * customs offices (关区代码) where a declaration is lodged and the trade modes (贸易方式代码).
 * Documents store the codes; answers carry the names, and pages show the one of their language.
 */
import type { NamedCode } from '../api/freight.ts';
import { type CodeList, namedCode } from './named-code.ts';

export const CUSTOMS_OFFICES: CodeList = {
  '2248': { cn: '洋山海关', en: 'Yangshan Customs' },
  '2225': { cn: '外港海关', en: 'Waigang Customs' },
  '3104': { cn: '北仑海关', en: 'Beilun Customs' },
  '5316': { cn: '大鹏海关', en: 'Dapeng Customs' },
  '4258': { cn: '黄岛海关', en: 'Huangdao Customs' },
  '0202': { cn: '新港海关', en: 'Xingang Customs' },
  '3702': { cn: '东渡海关', en: 'Dongdu Customs' },
  '5141': { cn: '南沙海关', en: 'Nansha Customs' },
};

export const TRADE_MODES: CodeList = {
  '0110': { cn: '一般贸易', en: 'General trade' },
  '0615': { cn: '进料对口', en: 'Processing with imported materials' },
  '9610': { cn: '跨境电商', en: 'Cross-border e-commerce' },
};

export const customsOffice = (code: string): NamedCode => namedCode(CUSTOMS_OFFICES, code);

export const tradeMode = (code: string): NamedCode => namedCode(TRADE_MODES, code);
