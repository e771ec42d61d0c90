/**
 * Customer service's side of the tenant's customers (spec §6: a customer needs a customer type to
 * book space, "contact customer service to maintain it"). Staff with the permission list, search,
 * set the type, deactivate (every session ends at once) and reactivate; only their own tenant's
 * customers, never a staff account.
 */
import type { CustomerPage, CustomerSummary } from '../../../domain/api/customer-answers.ts';
import type {
  ListCustomersBody,
  SetCustomerActiveBody,
  SetCustomerTypeBody,
} from '../../../domain/api/customer-schemas.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { createRepositories } from '../../db/repositories/index.ts';
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

  return {
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
