/**
 * The tenant's company info (spec §3) as its administrator edits it: the form (names, colour, staff
 * link, registration number, flags, domains), its pictures, and the trail of every change
 * (domain/tenant/tenant-change.ts). Always the session's company, never a body's. The first paint
 * reads the company on every page request (server/plugins/app-shell.ts), so a save shows on the next
 * page load with nothing to invalidate.
 */
import { buffer } from 'node:stream/consumers';
import type {
  CompanyInfoEdit,
  ListChangesBody,
  SaveCompanyInfoBody,
  SetImageBody,
  TenantChangePage,
} from '../../../domain/api/tenant.ts';
import { CONTENT_TYPE_OF } from '../../../domain/booking/file-kind.ts';
import { normaliseColour } from '../../../domain/colour.ts';
import { CERTIFICATION_JURISDICTION_FLAG } from '../../../domain/constants.ts';
import { HEAD_PICTURE_KINDS, HEAD_PICTURE_MAX_BYTES } from '../../../domain/profile/head-picture.ts';
import {
  COMPANY_INFO_FORM_FIELDS,
  TENANT_IMAGE_SLOTS,
  type TenantImageSlot,
} from '../../../domain/tenant/company-info-form.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import { mediaOf } from '../../db/repositories/media-repository.ts';
import type { CompanyRow, Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { FileStore } from '../files/file-store.ts';
import { invalid, notFound, ok, type TenantOutcome } from '../outcome.ts';

const PICTURE_CONTENT_TYPES = HEAD_PICTURE_KINDS.map((kind) => CONTENT_TYPE_OF[kind]);

const onOff = (flag: number): 0 | 1 => (flag === 1 ? 1 : 0);

/**
 * The stored row's form, each flag read as what it means (spec §3: a containerFclShow other than 2
 * is 1), so that saving what was read back is always accepted.
 */
const formOf = (row: CompanyRow): SaveCompanyInfoBody => {
  const stored = Object.fromEntries(COMPANY_INFO_FORM_FIELDS.map((field) => [field, row[field]]));
  return {
    ...(stored as SaveCompanyInfoBody),
    webPubFclFlag: onOff(row.webPubFclFlag),
    bookingSpaceFlag: onOff(row.bookingSpaceFlag),
    spotFlag: onOff(row.spotFlag),
    containerFclShow: row.containerFclShow === 2 ? 2 : 1,
    programJurisdictionFlag:
      row.programJurisdictionFlag === CERTIFICATION_JURISDICTION_FLAG ? CERTIFICATION_JURISDICTION_FLAG : 0,
  };
};

const imagesOf = (row: CompanyRow): Record<TenantImageSlot, string> =>
  Object.fromEntries(TENANT_IMAGE_SLOTS.map((slot) => [slot, row[slot]])) as Record<TenantImageSlot, string>;

/** The stored row as the form edits it: no fallbacks applied, so an empty English name stays empty. */
const editOf = (row: CompanyRow): CompanyInfoEdit => ({ ...formOf(row), images: imagesOf(row) });

export const createCompanySettingsService = (deps: {
  db: Database;
  store: Pick<FileStore, 'findByStoredName' | 'openBytes'>;
  now: Clock;
}) => {
  const { db, store, now } = deps;
  const read = async (companyId: number): Promise<TenantOutcome<CompanyInfoEdit>> => {
    const row = await createRepositories(db).companies.findById(companyId);
    return row === undefined ? notFound('tenantNotFound') : ok(editOf(row));
  };

  /** The uploaded picture's bytes, when it is the viewer's own unattached PNG or JPEG of at most 2 MiB. */
  const pictureOf = async (
    viewer: Viewer,
    storedName: string,
  ): Promise<{ contentType: string; bytes: Uint8Array } | 'missing' | 'notAllowed'> => {
    const file = await store.findByStoredName(storedName);
    if (
      file === undefined ||
      file.userId !== viewer.userId ||
      file.companyId !== viewer.companyId ||
      file.orderId !== null
    )
      return 'missing';
    if (!PICTURE_CONTENT_TYPES.includes(file.contentType) || file.size > HEAD_PICTURE_MAX_BYTES)
      return 'notAllowed';
    const stored = await store.openBytes(storedName);
    if (stored === undefined) return 'missing';
    return { contentType: file.contentType, bytes: await buffer(stored.body) };
  };

  return {
    read: (viewer: Viewer) => read(viewer.companyId),

    /** Saves the form and its trail entry together: both or neither. */
    save: async (viewer: Viewer, form: SaveCompanyInfoBody): Promise<TenantOutcome<CompanyInfoEdit>> => {
      const saved = await db.transaction().execute(async (trx) => {
        const repositories = createRepositories(trx);
        const row = await repositories.companies.findById(viewer.companyId);
        if (row === undefined) return false;
        const after = { ...form, webThemeColor: normaliseColour(form.webThemeColor) ?? form.webThemeColor };
        await repositories.companies.update(viewer.companyId, after);
        await repositories.tenantChanges.record({
          companyId: viewer.companyId,
          area: 'companyInfo',
          userId: viewer.userId,
          changedAt: now().toISOString(),
          before: formOf(row),
          after,
        });
        return true;
      });
      if (!saved) return notFound('tenantNotFound');
      const answer = await read(viewer.companyId);
      return answer.ok ? ok(answer.data, 'companyInfoSaved') : answer;
    },

    /**
     * An uploaded picture becomes one of the company's: copied into the media table under a name
     * with a hash of its bytes (served with immutable caching by /media), so a new picture is a new
     * address and no cache can show the old one.
     */
    setImage: async (viewer: Viewer, body: SetImageBody): Promise<TenantOutcome<CompanyInfoEdit>> => {
      const picture = await pictureOf(viewer, body.alifileName);
      if (picture === 'missing') return notFound('tenantImageNotFound');
      if (picture === 'notAllowed') return invalid('tenantImageTypeNotAllowed');
      const media = mediaOf(`tenant-${viewer.companyId}-${body.slot}`, picture.contentType, picture.bytes);
      const saved = await db.transaction().execute(async (trx) => {
        const repositories = createRepositories(trx);
        const row = await repositories.companies.findById(viewer.companyId);
        if (row === undefined) return false;
        await repositories.media.insertIfAbsent(media);
        const address = `/media/${media.id}`;
        await repositories.companies.update(viewer.companyId, { [body.slot]: address });
        await repositories.tenantChanges.record({
          companyId: viewer.companyId,
          area: 'images',
          userId: viewer.userId,
          changedAt: now().toISOString(),
          before: { [body.slot]: row[body.slot] },
          after: { [body.slot]: address },
        });
        return true;
      });
      if (!saved) return notFound('tenantNotFound');
      const answer = await read(viewer.companyId);
      return answer.ok ? ok(answer.data, 'tenantImageSaved') : answer;
    },

    /** The tenant's trail, newest first: who changed which area when, and its value before and after. */
    listChanges: async (viewer: Viewer, body: ListChangesBody): Promise<TenantOutcome<TenantChangePage>> => {
      const page = await createRepositories(db).tenantChanges.page(viewer.companyId, body);
      return ok({ ...page, pageNo: body.pageNo, pageSize: body.pageSize });
    },
  };
};

export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
