/** Reference places, carriers and services of the freight area (read once per service instance). */
import type { ImportedPlacesTable } from '../freight-schema.ts';
import type { Database } from '../schema.ts';

export const createPlaceRepository = (db: Database) => {
  return {
    allPlaces: () => db.selectFrom('places').selectAll().execute(),

    /** Places known only from imported routes; the reference places shadow them. */
    allImportedPlaces: () => db.selectFrom('importedPlaces').selectAll().execute(),

    /** Files the UN/LOCODEs an import names that neither the reference nor an earlier import knows. */
    addImportedPlaces: async (places: readonly ImportedPlacesTable[]) => {
      if (places.length === 0) return;
      const codes = places.map((place) => place.code);
      const known = new Set(
        (await db.selectFrom('places').select('code').where('code', 'in', codes).execute()).map(
          (row) => row.code,
        ),
      );
      const fresh = places.filter((place) => !known.has(place.code));
      if (fresh.length === 0) return;
      await db
        .insertInto('importedPlaces')
        .values(fresh)
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
    },

    allCarriers: () => db.selectFrom('carriers').selectAll().orderBy('scac').execute(),

    allServices: () => db.selectFrom('services').select(['id', 'nameEn', 'nameCn']).execute(),
  };
};

export type PlaceRepository = ReturnType<typeof createPlaceRepository>;
