import {
  TENANT_CHANGE_AREAS,
  type TenantChange,
  type TenantChangeArea,
} from '../../../domain/tenant/tenant-change.ts';
import type { Database } from '../schema.ts';

const parsed = (json: string): unknown => JSON.parse(json);

const isArea = (area: string): area is TenantChangeArea =>
  (TENANT_CHANGE_AREAS as readonly string[]).includes(area);

export const createTenantChangeRepository = (db: Database) => ({
  /** Keeps one saved change; call it in the transaction that saves the change, so both or neither stay. */
  record: async (change: {
    companyId: number;
    area: TenantChangeArea;
    userId: number;
    changedAt: string;
    before: unknown;
    after: unknown;
  }): Promise<void> => {
    await db
      .insertInto('tenantChanges')
      .values({
        companyId: change.companyId,
        area: change.area,
        userId: change.userId,
        changedAt: change.changedAt,
        beforeJson: JSON.stringify(change.before ?? null),
        afterJson: JSON.stringify(change.after ?? null),
      })
      .execute();
  },

  /** A page of the tenant's trail, newest first, with the name of who saved each change. */
  page: async (
    companyId: number,
    { pageNo, pageSize, area }: { pageNo: number; pageSize: number; area?: TenantChangeArea | undefined },
  ): Promise<{ list: TenantChange[]; total: number }> => {
    let query = db.selectFrom('tenantChanges').where('tenantChanges.companyId', '=', companyId);
    if (area !== undefined) query = query.where('tenantChanges.area', '=', area);
    const { total } = await query
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .leftJoin('users', 'users.id', 'tenantChanges.userId')
      .select([
        'tenantChanges.id',
        'tenantChanges.area',
        'tenantChanges.userId',
        'tenantChanges.changedAt',
        'tenantChanges.beforeJson',
        'tenantChanges.afterJson',
        'users.nameEn',
        'users.nameCn',
        'users.email',
      ])
      .orderBy('tenantChanges.changedAt', 'desc')
      .orderBy('tenantChanges.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return {
      total: Number(total),
      list: rows.flatMap((row) =>
        isArea(row.area)
          ? [
              {
                id: row.id,
                area: row.area,
                userId: row.userId,
                userName: row.nameCn || row.nameEn || row.email || '',
                changedAt: row.changedAt,
                before: parsed(row.beforeJson),
                after: parsed(row.afterJson),
              },
            ]
          : [],
      ),
    };
  },
});

export type TenantChangeRepository = ReturnType<typeof createTenantChangeRepository>;
