/**
 * Every string in the user's language: demo freight data generated before this stored
 * the customs office and trade mode of a pre-recorded document as one mixed text ("北仑海关 Beilun
 * Customs", "0110 一般贸易 General trade") and a network link's operator by its English name
 * ("Hinterland rail"). They become the codes the answers name in both languages
 * (domain/freight/customs-codes.ts, server/db/freight/network-reference.ts). The texts are listed
 * here as the generator wrote them, so the migration stays what it was when those lists move on.
 */
import { type Kysely, sql } from 'kysely';

const CUSTOMS_OFFICES: [code: string, text: string][] = [
  ['2248', '洋山海关 Yangshan Customs'],
  ['2225', '外港海关 Waigang Customs'],
  ['3104', '北仑海关 Beilun Customs'],
  ['5316', '大鹏海关 Dapeng Customs'],
  ['4258', '黄岛海关 Huangdao Customs'],
  ['0202', '新港海关 Xingang Customs'],
  ['3702', '东渡海关 Dongdu Customs'],
  ['5141', '南沙海关 Nansha Customs'],
];

const TRADE_MODES: [code: string, text: string][] = [
  ['0110', '0110 一般贸易 General trade'],
  ['0615', '0615 进料对口 Processing with imported materials'],
  ['9610', '9610 跨境电商 Cross-border e-commerce'],
];

const NETWORK_OPERATORS: [code: string, text: string][] = [
  ['chinaEuropeExpress', 'China-Europe Railway Express'],
  ['chinaRailwayContainer', 'China Railway Container'],
  ['europeRailShuttle', 'Europe rail shuttle'],
  ['seaRailCorridor', 'Sea-rail corridor'],
  ['westernLandSeaCorridor', 'New Western Land-Sea Corridor'],
  ['rhineRuhrRail', 'Rhine-Ruhr rail'],
  ['hinterlandRail', 'Hinterland rail'],
  ['landSeaExpress', 'China-Europe Land-Sea Express'],
  ['usLandBridge', 'US land bridge'],
  ['canadianLandBridge', 'Canadian land bridge'],
  ['yangtzeBarge', 'Yangtze barge'],
  ['pearlRiverBarge', 'Pearl River barge'],
  ['rhineBarge', 'Rhine barge'],
  ['demoTrucking', 'Demo trucking'],
];

const COLUMNS = [
  { table: 'customs_documents', column: 'declare_port', pairs: CUSTOMS_OFFICES },
  { table: 'customs_documents', column: 'trade_mode', pairs: TRADE_MODES },
  { table: 'network_links', column: 'operator', pairs: NETWORK_OPERATORS },
];

const rewrite = async (db: Kysely<unknown>, direction: 'toCode' | 'toText') => {
  for (const { table, column, pairs } of COLUMNS) {
    for (const [code, text] of pairs) {
      const [from, to] = direction === 'toCode' ? [text, code] : [code, text];
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to} where ${sql.ref(column)} = ${from}`.execute(
        db,
      );
    }
  }
};

export const up = (db: Kysely<unknown>): Promise<void> => rewrite(db, 'toCode');

export const down = (db: Kysely<unknown>): Promise<void> => rewrite(db, 'toText');
