/**
 * The demo company directory behind getTycCompanyList (labelled demo data in docs/accounts.md): 240
 * fictitious companies, every combination generated from fixed word lists, so the ids and names are
 * the same on every machine.
 */
import type { CompanyDirectoryRow } from '../accounts-schema.ts';

const CITIES = [
  ['上海', 'Shanghai'],
  ['宁波', 'Ningbo'],
  ['深圳', 'Shenzhen'],
  ['青岛', 'Qingdao'],
  ['天津', 'Tianjin'],
  ['厦门', 'Xiamen'],
  ['广州', 'Guangzhou'],
  ['大连', 'Dalian'],
  ['苏州', 'Suzhou'],
  ['杭州', 'Hangzhou'],
] as const;

const BRANDS = [
  ['海鸿', 'Haihong'],
  ['远帆', 'Yuanfan'],
  ['恒通', 'Hengtong'],
  ['华运', 'Huayun'],
  ['东晟', 'Dongsheng'],
  ['嘉禾', 'Jiahe'],
  ['瑞丰', 'Ruifeng'],
  ['启航', 'Qihang'],
] as const;

const TRADES = [
  ['国际物流', 'International Logistics'],
  ['进出口贸易', 'Import & Export Trading'],
  ['供应链管理', 'Supply Chain Management'],
  ['电子科技', 'Electronics Technology'],
  ['纺织品', 'Textiles'],
  ['机械制造', 'Machinery Manufacturing'],
  ['家居用品', 'Home Furnishings'],
  ['精细化工', 'Fine Chemicals'],
] as const;

export const DIRECTORY_SIZE = 240;

/** Company i takes city i mod 10, brand (i div 10) mod 8 and a trade that differs for every repeat of that pair. */
export const demoDirectory = (): CompanyDirectoryRow[] =>
  Array.from({ length: DIRECTORY_SIZE }, (_, index) => {
    const [cityCn, cityEn] = CITIES[index % CITIES.length]!;
    const [brandCn, brandEn] = BRANDS[Math.floor(index / CITIES.length) % BRANDS.length]!;
    const [tradeCn, tradeEn] = TRADES[(index * 3 + Math.floor(index / 80)) % TRADES.length]!;
    const nameCn = `${cityCn}${brandCn}${tradeCn}有限公司`;
    const nameEn = `${cityEn} ${brandEn} ${tradeEn} Co., Ltd.`;
    return { id: index + 1, nameCn, nameEn, searchText: `${nameCn} ${nameEn}`.toLowerCase() };
  });
