import type { Database, NewPersonaEvent } from '../schema.ts';

export const createPersonaEventRepository = (db: Database) => ({
  insert: async (event: NewPersonaEvent): Promise<void> => {
    await db.insertInto('personaEvents').values(event).execute();
  },
});

export type PersonaEventRepository = ReturnType<typeof createPersonaEventRepository>;
