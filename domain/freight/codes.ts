/**
 * Code lists the freight area uses: container types, surcharges, and the DCSA codes of Track &
 * Trace 2.2.0 (event domain 1.0.4) and Commercial Schedules 1.0.3 (shared/reference/dcsa).
 */

/** Container types the portal sells, with their ISO 6346 size-type codes (DCSA ISOEquipmentCode). */
export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RH'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export const CONTAINER_TYPE_INFO: Record<ContainerType, { isoCode: string; teu: number; reefer: boolean }> = {
  '20GP': { isoCode: '22G1', teu: 1, reefer: false },
  '40GP': { isoCode: '42G1', teu: 2, reefer: false },
  '40HQ': { isoCode: '45G1', teu: 2, reefer: false },
  '45HQ': { isoCode: 'L5G1', teu: 2.25, reefer: false },
  '20RF': { isoCode: '22R1', teu: 1, reefer: true },
  '40RH': { isoCode: '45R1', teu: 2, reefer: true },
};

/** Surcharges by their usual codes, with names in both languages. */
export const SURCHARGES = {
  OFT: { cn: '海运费', en: 'Ocean freight' },
  BAF: { cn: '燃油附加费', en: 'Bunker adjustment factor' },
  CAF: { cn: '货币贬值附加费', en: 'Currency adjustment factor' },
  OTHC: { cn: '起运港码头操作费', en: 'Origin terminal handling charge' },
  DTHC: { cn: '目的港码头操作费', en: 'Destination terminal handling charge' },
  DOC: { cn: '文件费', en: 'Documentation fee' },
  ISPS: { cn: '港口安保费', en: 'International ship and port security charge' },
  PSS: { cn: '旺季附加费', en: 'Peak season surcharge' },
  GRI: { cn: '综合费率上涨附加费', en: 'General rate increase' },
  LSS: { cn: '低硫燃油附加费', en: 'Low sulphur surcharge' },
  EBS: { cn: '紧急燃油附加费', en: 'Emergency bunker surcharge' },
} as const;
export type SurchargeCode = keyof typeof SURCHARGES;

/** Who pays: prepaid at origin or collect at destination (DCSA paymentTermCode PRE / COL). */
export const PAYMENT_TERMS = ['PRE', 'COL'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

/** DCSA CS 1.0.3 CutOffTime.cutOffDateTimeCode. */
export const CUT_OFF_CODES = {
  DCO: { cn: '截单时间', en: 'Documentation cut-off' },
  VCO: { cn: 'VGM 截止时间', en: 'VGM cut-off' },
  FCO: { cn: '截重柜时间', en: 'FCL delivery cut-off' },
  LCO: { cn: '拼箱截货时间', en: 'LCL delivery cut-off' },
  PCO: { cn: '截港时间', en: 'Port cut-off' },
  ECP: { cn: '提空箱时间', en: 'Empty container pick-up' },
  EFC: { cn: '最早进重柜时间', en: 'Earliest full-container delivery' },
  RCO: { cn: '冷箱截止时间', en: 'Reefer cut-off' },
  DGC: { cn: '危险品截止时间', en: 'Dangerous goods cut-off' },
  OBC: { cn: '超限/散货截止时间', en: 'OOG/BB cut-off' },
  TCO: { cn: '中转截止时间', en: 'Transhipment cut-off' },
  STA: { cn: '标准订舱截止', en: 'Standard booking acceptance' },
  SPA: { cn: '特种订舱截止', en: 'Special booking acceptance' },
  CUA: { cn: '海关放行截止', en: 'Customs acceptance' },
  AFC: { cn: '预申报截止', en: 'Advanced filing cut-off' },
} as const;
export type CutOffCode = keyof typeof CUT_OFF_CODES;

/** DCSA TNT 2.2 eventType and eventClassifierCode. */
export const EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_CLASSIFIERS = ['PLN', 'EST', 'ACT'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

export const TRANSPORT_EVENT_TYPE_CODES = {
  ARRI: { cn: '抵港', en: 'Arrived' },
  DEPA: { cn: '离港', en: 'Departed' },
} as const;
export type TransportEventTypeCode = keyof typeof TRANSPORT_EVENT_TYPE_CODES;

export const EQUIPMENT_EVENT_TYPE_CODES = {
  LOAD: { cn: '装船', en: 'Loaded' },
  DISC: { cn: '卸船', en: 'Discharged' },
  GTIN: { cn: '进闸', en: 'Gated in' },
  GTOT: { cn: '出闸', en: 'Gated out' },
  STUF: { cn: '装箱', en: 'Stuffed' },
  STRP: { cn: '拆箱', en: 'Stripped' },
  PICK: { cn: '提箱', en: 'Pick-up' },
  DROP: { cn: '还箱', en: 'Drop-off' },
  INSP: { cn: '查验', en: 'Inspected' },
  RSEA: { cn: '重新施封', en: 'Resealed' },
  RMVD: { cn: '移除', en: 'Removed' },
} as const;
export type EquipmentEventTypeCode = keyof typeof EQUIPMENT_EVENT_TYPE_CODES;

export const SHIPMENT_EVENT_TYPE_CODES = {
  RECE: { cn: '已接收', en: 'Received' },
  DRFT: { cn: '草稿', en: 'Drafted' },
  PENA: { cn: '待批准', en: 'Pending approval' },
  PENU: { cn: '待更新', en: 'Pending update' },
  PENC: { cn: '待确认', en: 'Pending confirmation' },
  CONF: { cn: '已确认', en: 'Confirmed' },
  REJE: { cn: '已拒绝', en: 'Rejected' },
  APPR: { cn: '已批准', en: 'Approved' },
  ISSU: { cn: '已签发', en: 'Issued' },
  SURR: { cn: '已交回', en: 'Surrendered' },
  SUBM: { cn: '已提交', en: 'Submitted' },
  VOID: { cn: '已作废', en: 'Void' },
  REQS: { cn: '已请求', en: 'Requested' },
  CMPL: { cn: '已完成', en: 'Completed' },
  HOLD: { cn: '暂扣', en: 'On hold' },
  RELS: { cn: '已放行', en: 'Released' },
  CANC: { cn: '已取消', en: 'Cancelled' },
} as const;
export type ShipmentEventTypeCode = keyof typeof SHIPMENT_EVENT_TYPE_CODES;

/**
 * DCSA documentTypeCode with names: what a shipment event's documentID names (a booking and a
 * transport document are both "Drafted", told apart by this code).
 */
export const DOCUMENT_TYPE_CODES = {
  CBR: { cn: '订舱请求', en: 'Carrier booking request' },
  BKG: { cn: '订舱', en: 'Booking' },
  SHI: { cn: '托运指示（补料）', en: 'Shipping instruction' },
  SRM: { cn: '放货通知', en: 'Shipment release message' },
  TRD: { cn: '运输单据（提单）', en: 'Transport document' },
  ARN: { cn: '到货通知', en: 'Arrival notice' },
  VGM: { cn: '核实集装箱总重（VGM）', en: 'Verified gross mass' },
  CAS: { cn: '货物检验', en: 'Cargo survey' },
  CUS: { cn: '海关查验', en: 'Customs inspection' },
  DGD: { cn: '危险品申报', en: 'Dangerous goods declaration' },
  OOG: { cn: '超限货物', en: 'Out of gauge' },
} as const;
export type DocumentTypeCode = keyof typeof DOCUMENT_TYPE_CODES;

/*
 * The enums of Track & Trace 2.2.0 as published (its resolved OpenAPI document, event domain 1.0.4,
 * tests/fixtures/dcsa/tnt): what the importer accepts. CANC, named above, came with later versions.
 */
export const TNT22_SHIPMENT_EVENT_TYPE_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
] as const satisfies readonly ShipmentEventTypeCode[];
/** documentReferences[].documentReferenceType: the booking and the transport document. */
export const DOCUMENT_REFERENCE_TYPES = ['BKG', 'TRD'] as const;
/** transportCall.modeOfTransport. */
export const TNT22_MODES_OF_TRANSPORT = ['VESSEL', 'RAIL', 'TRUCK', 'BARGE'] as const;
/** transportCall.facilityTypeCode (facilityTypeCodeTRN; COYA is deprecated for OFFD but still valid). */
export const TNT22_FACILITY_TYPE_CODES = [
  'BOCR',
  'CLOC',
  'COFS',
  'COYA',
  'OFFD',
  'DEPO',
  'INTE',
  'POTE',
  'RAMP',
] as const;

export const EMPTY_INDICATORS = ['EMPTY', 'LADEN'] as const;

/** DCSA facilityTypeCode (TRN) and the modes of transport of CS 1.0.3 legs. */
export const FACILITY_TYPE_CODES = [
  'BOCR',
  'BORD',
  'CLOC',
  'COFS',
  'OFFD',
  'DEPO',
  'INTE',
  'POTE',
  'PBPL',
  'BRTH',
  'RAMP',
  'WAYP',
] as const;
export const MODES_OF_TRANSPORT = [
  'VESSEL',
  'BARGE',
  'RAIL',
  'TRUCK',
  'RAIL_TRUCK',
  'BARGE_TRUCK',
  'BARGE_RAIL',
  'MULTIMODAL',
] as const;
export type ModeOfTransport = (typeof MODES_OF_TRANSPORT)[number];

/** OVS 3.0 port call status codes (ovs-portcallstatuscodes-v300.csv). */
export const PORT_CALL_STATUS_CODES = [
  'OMIT',
  'BLNK',
  'ADHO',
  'PHOT',
  'PHIN',
  'ROTC',
  'SLID',
  'CUTR',
] as const;
export type PortCallStatusCode = (typeof PORT_CALL_STATUS_CODES)[number];

/** Modes the global solution planner composes (spec: truck, rail, barge and sea legs). */
export const PLANNER_MODES = ['TRUCK', 'RAIL', 'BARGE', 'VESSEL'] as const;
export type PlannerMode = (typeof PLANNER_MODES)[number];
