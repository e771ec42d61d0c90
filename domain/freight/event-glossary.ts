/**
 * What each DCSA Track & Trace 2.2 event type code means, in both languages: the names are in
 * codes.ts, the explanations here, for people who do not read shipping codes (the shared tracking
 * page's glossary). Every code of codes.ts's three lists is explained (the types say so).
 */
import {
  EQUIPMENT_EVENT_TYPE_CODES,
  type EquipmentEventTypeCode,
  type EventType,
  SHIPMENT_EVENT_TYPE_CODES,
  type ShipmentEventTypeCode,
  TRANSPORT_EVENT_TYPE_CODES,
  type TransportEventTypeCode,
} from './codes.ts';

type Words = { readonly cn: string; readonly en: string };

const TRANSPORT_EXPLANATIONS: Record<TransportEventTypeCode, Words> = {
  ARRI: {
    cn: '船舶（或其他运输工具）抵达该地点。',
    en: 'The vessel (or other means of transport) arrived at the place.',
  },
  DEPA: {
    cn: '船舶（或其他运输工具）从该地点出发。',
    en: 'The vessel (or other means of transport) departed from the place.',
  },
};

const EQUIPMENT_EXPLANATIONS: Record<EquipmentEventTypeCode, Words> = {
  LOAD: {
    cn: '集装箱被装上船舶或其他运输工具。',
    en: 'The container was loaded onto the vessel or other means of transport.',
  },
  DISC: {
    cn: '集装箱从船舶或其他运输工具上卸下。',
    en: 'The container was discharged from the vessel or other means of transport.',
  },
  GTIN: {
    cn: '集装箱进入码头或堆场的闸口。',
    en: 'The container entered the terminal or depot through its gate.',
  },
  GTOT: {
    cn: '集装箱离开码头或堆场的闸口。',
    en: 'The container left the terminal or depot through its gate.',
  },
  STUF: { cn: '货物已装入集装箱。', en: 'The cargo was packed into the container.' },
  STRP: { cn: '货物已从集装箱中取出。', en: 'The cargo was unpacked from the container.' },
  PICK: {
    cn: '集装箱被提走（例如提空箱或提重箱）。',
    en: 'The container was picked up (for example an empty one for packing, or a full one for delivery).',
  },
  DROP: {
    cn: '集装箱被交还或放下（例如还空箱）。',
    en: 'The container was dropped off (for example an empty one returned).',
  },
  INSP: {
    cn: '集装箱接受了查验（例如海关查验）。',
    en: 'The container was inspected (for example by customs).',
  },
  RSEA: { cn: '集装箱查验后重新施加封条。', en: 'The container was sealed again after an inspection.' },
  RMVD: {
    cn: '集装箱被移出原计划的运输（例如甩柜）。',
    en: 'The container was removed from its planned transport (for example rolled to a later vessel).',
  },
};

const SHIPMENT_EXPLANATIONS: Record<ShipmentEventTypeCode, Words> = {
  RECE: { cn: '承运人已收到该单证或请求。', en: 'The carrier received the document or request.' },
  DRFT: { cn: '单证已起草，尚未定稿。', en: 'The document was drafted and is not final yet.' },
  PENA: { cn: '单证等待批准。', en: 'The document waits for approval.' },
  PENU: { cn: '单证等待更新或补充信息。', en: 'The document waits for an update or more information.' },
  PENC: { cn: '单证等待确认。', en: 'The document waits for confirmation.' },
  CONF: { cn: '承运人已确认（例如订舱已确认）。', en: 'The carrier confirmed it (for example the booking).' },
  REJE: { cn: '承运人已拒绝该单证或请求。', en: 'The carrier rejected the document or request.' },
  APPR: { cn: '单证已获批准。', en: 'The document was approved.' },
  ISSU: {
    cn: '单证已签发（例如提单已签发）。',
    en: 'The document was issued (for example the bill of lading).',
  },
  SURR: {
    cn: '正本单证已交回承运人（例如电放）。',
    en: 'The original document was surrendered to the carrier (for example for a telex release).',
  },
  SUBM: {
    cn: '单证已提交给承运人或主管部门。',
    en: 'The document was submitted to the carrier or an authority.',
  },
  VOID: { cn: '单证已作废。', en: 'The document was voided.' },
  REQS: { cn: '已提出请求（例如修改请求）。', en: 'A request was made (for example for an amendment).' },
  CMPL: { cn: '该流程已完成。', en: 'The process was completed.' },
  HOLD: {
    cn: '货物或单证被暂扣（例如海关扣留）。',
    en: 'The shipment or document is on hold (for example by customs).',
  },
  RELS: { cn: '货物或单证已放行。', en: 'The shipment or document was released.' },
  CANC: { cn: '已取消。', en: 'It was cancelled.' },
};

export interface GlossaryEntry {
  eventType: EventType;
  code: string;
  name: Words;
  explanation: Words;
}

/** The three lists in the order a shipment usually meets them: documents, containers, the vessel. */
export const EVENT_GLOSSARY: readonly GlossaryEntry[] = [
  ...Object.entries(SHIPMENT_EVENT_TYPE_CODES).map(([code, name]) => ({
    eventType: 'SHIPMENT' as const,
    code,
    name,
    explanation: SHIPMENT_EXPLANATIONS[code as ShipmentEventTypeCode],
  })),
  ...Object.entries(EQUIPMENT_EVENT_TYPE_CODES).map(([code, name]) => ({
    eventType: 'EQUIPMENT' as const,
    code,
    name,
    explanation: EQUIPMENT_EXPLANATIONS[code as EquipmentEventTypeCode],
  })),
  ...Object.entries(TRANSPORT_EVENT_TYPE_CODES).map(([code, name]) => ({
    eventType: 'TRANSPORT' as const,
    code,
    name,
    explanation: TRANSPORT_EXPLANATIONS[code as TransportEventTypeCode],
  })),
];

/** A code's glossary entry within its event type; undefined for a code the lists lack. */
export const glossaryEntry = (eventType: string, code: string): GlossaryEntry | undefined =>
  EVENT_GLOSSARY.find((entry) => entry.eventType === eventType && entry.code === code);
