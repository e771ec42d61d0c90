/** Reference places, carriers and services of the freight area (read once per service instance). */
import type { Database } from '../schema.ts';

export const createPlaceRepository = (db: Database) => {
  return {
    allPlaces: () => db.selectFrom('places').selectAll().execute(),

    allCarriers: () => db.selectFrom('carriers').selectAll().orderBy('scac').execute(),

    allServices: () => db.selectFrom('services').select(['id', 'nameEn', 'nameCn']).execute(),
  };
};

export type PlaceRepository = ReturnType<typeof createPlaceRepository>;
