/** API paths of the freight area: rates, schedules, tracking, space, customs documents. */
export const FreightPath = {} as const;
