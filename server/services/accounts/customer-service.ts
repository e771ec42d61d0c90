/**
 * Customer service's side of the tenant's customers (spec §6: a customer needs a customer type to
 * book space, "contact customer service to maintain it"). Staff with the permission list, search,
 * set the type, deactivate (every session ends at once) and reactivate, open one customer's page
 * (profile, certification trail, sessions) and assign them a contact and an allowance of their
 * own; only their own tenant's customers, never a staff account.
 */
import type { CustomerDetail, CustomerPage, CustomerSummary } from '../../../domain/api/customer-answers.ts';
import type {
  GetCustomerBody,
  ListCustomersBody,
  SetCustomerActiveBody,
  SetCustomerTypeBody,
  SetServiceContactBody,
  SetSpaceAllowanceBody,
} from '../../../domain/api/customer-schemas.ts';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { certificationKind } from '../../../domain/profile/certification-lifecycle.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import { createRecordEventRepository } from '../../db/repositories/record-event-repository.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound, ok, type ServerOutcome } from '../outcome.ts';
import type { Clock } from './clock.ts';
import type { Viewer } from './viewer.ts';

export const createCustomerService = (db: Database, now: Clock) => {
  const repos = createRepositories(db);
  const mayManage = (viewer: Viewer) => hasPermission(viewer, 'customers.manage');
  const answer = async (
    viewer: Viewer,
    id: number,
    message: 'customerTypeSaved' | 'customerDeactivated' | 'customerReactivated',
  ): Promise<ServerOutcome<CustomerSummary>> => {
    const customer = await repos.customers.find(viewer.companyId, id);
    return customer === undefined ? notFound('customerNotFound') : ok(customer, message);
  };

  const trail = createRecordEventRepository(db);
  const detailOf = async (
    viewer: Viewer,
    id: number,
    message?: 'serviceContactSaved' | 'spaceAllowanceSaved' | 'customerSessionsEnded',
  ): Promise<ServerOutcome<CustomerDetail>> => {
    const [customer, detail] = await Promise.all([
      repos.customers.find(viewer.companyId, id),
      repos.customers.detailOf(viewer.companyId, id),
    ]);
    if (customer === undefined || detail === undefined) return notFound('customerNotFound');
    const [certificationHistory, sessions, contacts] = await Promise.all([
      trail.historyOf(certificationKind.kind, id, true),
      repos.sessions.listByUser(id),
      repos.contacts.listByCompany(viewer.companyId),
    ]);
    const { serviceContactId, spaceAllowance, ...profile } = detail;
    return ok(
      {
        customer,
        ...profile,
        certificationHistory,
        sessions: sessions.map(({ userAgent, createdAt, lastSeenAt }) => ({
          userAgent,
          createdAt,
          lastSeenAt,
        })),
        // A contact the tenant removed since reads as the default again.
        serviceContactId: contacts.some((contact) => contact.id === serviceContactId)
          ? serviceContactId
          : null,
        contacts,
        spaceAllowance,
        defaultSpaceAllowance: SPACE_ALLOWANCE_PER_SAILING,
      },
      message,
    );
  };

  return {
    get: (viewer: Viewer, body: GetCustomerBody): Promise<ServerOutcome<CustomerDetail>> =>
      hasPermission(viewer, 'records.read')
        ? detailOf(viewer, body.id)
        : Promise.resolve(forbidden('forbidden')),

    setServiceContact: async (
      viewer: Viewer,
      body: SetServiceContactBody,
    ): Promise<ServerOutcome<CustomerDetail>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      if (!(await repos.customers.setServiceContact(viewer.companyId, body.id, body.contactId)))
        return (await repos.customers.find(viewer.companyId, body.id)) === undefined
          ? notFound('customerNotFound')
          : notFound('serviceContactNotFound');
      return detailOf(viewer, body.id, 'serviceContactSaved');
    },

    setSpaceAllowance: async (
      viewer: Viewer,
      body: SetSpaceAllowanceBody,
    ): Promise<ServerOutcome<CustomerDetail>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      if (!(await repos.customers.setSpaceAllowance(viewer.companyId, body.id, body.allowance)))
        return notFound('customerNotFound');
      return detailOf(viewer, body.id, 'spaceAllowanceSaved');
    },

    /** Every session of the customer ends; the account stays active (deactivating also bars sign-in). */
    endSessions: async (viewer: Viewer, body: GetCustomerBody): Promise<ServerOutcome<CustomerDetail>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      if ((await repos.customers.find(viewer.companyId, body.id)) === undefined)
        return notFound('customerNotFound');
      await repos.sessions.deleteByUser(body.id);
      return detailOf(viewer, body.id, 'customerSessionsEnded');
    },

    list: async (viewer: Viewer, body: ListCustomersBody): Promise<ServerOutcome<CustomerPage>> => {
      if (!hasPermission(viewer, 'records.read')) return forbidden('forbidden');
      const { list, total } = await repos.customers.page(viewer.companyId, body, body);
      return ok({ list, total, pageNo: body.pageNo, pageSize: body.pageSize });
    },

    setCustomerType: async (
      viewer: Viewer,
      body: SetCustomerTypeBody,
    ): Promise<ServerOutcome<CustomerSummary>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      if (!(await repos.customers.setCustomerType(viewer.companyId, body.id, body.customerType)))
        return notFound('customerNotFound');
      return answer(viewer, body.id, 'customerTypeSaved');
    },

    setActive: async (
      viewer: Viewer,
      body: SetCustomerActiveBody,
    ): Promise<ServerOutcome<CustomerSummary>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      const deactivatedAt = body.active ? null : now().toISOString();
      // One transaction: a deactivated account keeps no session, not even one opened meanwhile.
      const changed = await db.transaction().execute(async (trx) => {
        const inTrx = createRepositories(trx);
        if (!(await inTrx.customers.setDeactivatedAt(viewer.companyId, body.id, deactivatedAt))) return false;
        if (!body.active) await inTrx.sessions.deleteByUser(body.id);
        return true;
      });
      if (!changed) return notFound('customerNotFound');
      return answer(viewer, body.id, body.active ? 'customerReactivated' : 'customerDeactivated');
    },
  };
};

export type CustomerService = ReturnType<typeof createCustomerService>;
