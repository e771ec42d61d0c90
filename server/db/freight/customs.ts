/** Pre-recorded customs documents (预录单) for a pool of customers. */

import { VESSEL_PREFIX, VESSEL_WORDS } from './fleet-reference.ts';
import { DAY, HOUR, iso, type Phase } from './phase.ts';
import { SCHEDULE_CARRIERS } from './reference-carriers.ts';

/** Goods descriptions in both languages. */
export const GOODS: [cn: string, en: string][] = [
  ['家具', 'Furniture'],
  ['服装', 'Garments'],
  ['电子元件', 'Electronic components'],
  ['机械配件', 'Machine parts'],
  ['陶瓷制品', 'Ceramics'],
  ['玩具', 'Toys'],
  ['灯具', 'Lamps'],
  ['轮胎', 'Tyres'],
  ['太阳能电池板', 'Solar panels'],
  ['纺织品', 'Textiles'],
  ['五金工具', 'Hardware tools'],
  ['塑料制品', 'Plastic products'],
  ['茶叶', 'Tea'],
  ['钢材', 'Steel products'],
  ['化工原料', 'Chemical raw materials'],
  ['汽车配件', 'Auto parts'],
];
/**
 * Customs offices (关区) of the big export ports by code, which domain/freight/customs-codes.ts names;
 * listed here in the order the seeded draws pick from.
 */
const CUSTOMS_DISTRICTS = ['2248', '2225', '3104', '5316', '4258', '0202', '3702', '5141'];
/** Trade modes (贸易方式) by code: general trade, processing, cross-border e-commerce. */
const TRADE_MODES = ['0110', '0615', '9610'];
const CUSTOMER_REGIONS = ['3101', '3302', '4403', '3702', '1207', '3502', '4401', '3205'];
const CUSTOMS_STATUSES = ['declared', 'inspection', 'released', 'cleared'];

export const generateCustomsDocuments = async ({ sink, random, now }: Phase, count: number) => {
  const customers: string[] = [];
  const customerCount = Math.max(40, Math.ceil(count / 25));
  const usedCustomers = new Set<string>();
  while (customers.length < customerCount) {
    const number = `${random.pick(CUSTOMER_REGIONS)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
    if (!usedCustomers.has(number)) {
      usedCustomers.add(number);
      customers.push(number);
    }
  }
  for (let index = 0; index < count; index++) {
    const district = random.pick(CUSTOMS_DISTRICTS);
    const [goodsCn, goodsEn] = random.pick(GOODS);
    const declared = now - random.int(0, 120) * DAY - random.int(0, 23) * HOUR;
    const year = new Date(declared).getUTCFullYear();
    const carrier = random.pick(SCHEDULE_CARRIERS.slice(0, 15));
    await sink.add('customsDocuments', {
      id: index + 1,
      customerNo: random.pick(customers),
      entryNo: `${district}${year}1${String(index + 1).padStart(9, '0')}`,
      blNumber: `${carrier.scac}${random.int(1_000_000_000, 9_999_999_999)}`,
      vesselName: `${VESSEL_PREFIX[carrier.scac] ?? carrier.scac} ${random.pick(VESSEL_WORDS)}`,
      voyageNumber: `${String(year).slice(2)}${String(random.int(1, 52)).padStart(2, '0')}W`,
      declarePort: district,
      tradeMode: random.pick(TRADE_MODES),
      goodsNameCn: goodsCn,
      goodsNameEn: goodsEn,
      packages: random.int(10, 2000),
      grossWeightKg: random.int(500, 26_000),
      status: random.pick(CUSTOMS_STATUSES),
      declaredAt: iso(declared),
    });
  }
};
