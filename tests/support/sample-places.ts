import type { PlaceRef } from '../../domain/api/freight.ts';

/** Ports the browser-free and the browser tests share. */
export const shanghai: PlaceRef = {
  code: 'CNSHA',
  nameEn: 'Shanghai',
  nameCn: '上海',
  country: 'CN',
  kind: 'seaport',
  timeZone: 'Asia/Shanghai',
  lat: 31.23,
  lon: 121.49,
};
export const rotterdam: PlaceRef = {
  code: 'NLRTM',
  nameEn: 'Rotterdam',
  nameCn: '鹿特丹',
  country: 'NL',
  kind: 'seaport',
  timeZone: 'Europe/Amsterdam',
  lat: 51.95,
  lon: 4.14,
};
