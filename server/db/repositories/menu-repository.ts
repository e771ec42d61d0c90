import type { MenuItem } from '../../../domain/api/company.ts';
import type { Database } from '../schema.ts';

export const createMenuRepository = (db: Database) => {
  const insertMany = async (companyId: number, menu: readonly MenuItem[]): Promise<void> => {
    if (menu.length === 0) return;
    await db
      .insertInto('menuItems')
      .values(
        menu.map((item, position) => ({
          companyId,
          position,
          sName: item.sName,
          sNameEn: item.sNameEn ?? '',
        })),
      )
      .execute();
    const children = menu.flatMap((item, itemPosition) =>
      item.children.map((child, position) => ({
        companyId,
        itemPosition,
        position,
        label: child.label,
        labelEn: child.labelEn,
        path: child.clickEvent.path,
        pathEn: child.clickEvent.pathEn,
        openNewWindow: child.clickEvent.openNewWindow ? 1 : 0,
      })),
    );
    if (children.length > 0) await db.insertInto('menuChildren').values(children).execute();
  };

  return {
    /** The company's menu in its configured order, children in theirs. */
    listByCompany: async (companyId: number): Promise<MenuItem[]> => {
      const [items, children] = await Promise.all([
        db
          .selectFrom('menuItems')
          .select(['position', 'sName', 'sNameEn'])
          .where('companyId', '=', companyId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('menuChildren')
          .select(['itemPosition', 'label', 'labelEn', 'path', 'pathEn', 'openNewWindow'])
          .where('companyId', '=', companyId)
          .orderBy('itemPosition')
          .orderBy('position')
          .execute(),
      ]);
      return items.map((item) => ({
        sName: item.sName,
        ...(item.sNameEn === '' ? {} : { sNameEn: item.sNameEn }),
        children: children
          .filter((child) => child.itemPosition === item.position)
          .map((child) => ({
            label: child.label,
            labelEn: child.labelEn,
            clickEvent: { path: child.path, pathEn: child.pathEn, openNewWindow: child.openNewWindow === 1 },
          })),
      }));
    },

    insertMany,

    /** Replaces the whole menu: positions are the list's order. Run it in the saving transaction. */
    replace: async (companyId: number, menu: readonly MenuItem[]): Promise<void> => {
      await db.deleteFrom('menuChildren').where('companyId', '=', companyId).execute();
      await db.deleteFrom('menuItems').where('companyId', '=', companyId).execute();
      await insertMany(companyId, menu);
    },
  };
};

export type MenuRepository = ReturnType<typeof createMenuRepository>;
