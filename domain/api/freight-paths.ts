/** API paths of the freight area: rates, schedules, tracking, space, customs documents. */
export const FreightPath = {
  searchPorts: 'webfclfreight/searchPorts',
  listCarriers: 'webfclfreight/listCarriers',
  searchRates: 'webfclfreight/searchRates',
  saveQuotation: 'webfclfreight/saveQuotation',
  getQuotation: 'webfclfreight/getQuotation',
  listMyQuotations: 'webfclfreight/listMyQuotations',
  listSpotProducts: 'webfclfreight/listSpotProducts',
  searchSpace: 'space/searchSpace',
  getSpaceDetail: 'space/getSpaceDetail',
  searchPointToPoint: 'schedule/searchPointToPoint',
  searchVesselSchedule: 'schedule/searchVesselSchedule',
  track: 'tracking/track',
  searchSeaRailRoutes: 'searail/searchRoutes',
  planRoutes: 'planner/planRoutes',
  searchPrerecorded: 'prerecorded/search',
  importDcsa: 'freightimport/importDcsa',
} as const;
