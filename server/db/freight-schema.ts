/** Tables of the freight area (places, carriers, sailings, rates, space, shipments, customs documents). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the freight migrations
export interface FreightSchema {}
