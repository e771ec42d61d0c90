import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { CustomerPath } from '../../../domain/api/customer-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installWorkspaceApi } from '../workspace/support.ts';

beforeEach(startAnonymous);

const pending = {
  id: 41,
  email: 'lin@shipper.example.com',
  nameCn: '林',
  nameEn: 'Lin',
  companyName: 'Lin Trading',
  companyNameId: null,
  companyPosition: 'Buyer',
  certificationEmail: 'lin@shipper.example.com',
  qq: '',
  submittedAt: '2026-11-25T08:00:00.000Z',
};

const customer = {
  id: 41,
  email: 'lin@shipper.example.com',
  nameCn: '林',
  nameEn: 'Lin',
  companyName: 'Lin Trading',
  certificationStatus: 3,
  customerType: 2,
  activated: true,
  deactivatedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastLoginAt: null,
};

describe('spec §6 roles: a page offers only what the roles allow (the server refuses the rest)', () => {
  const certifications = { [AccountPath.getPendingCertifications]: () => ok([pending]) };

  it('customer service is offered the decision on a certification', async () => {
    installWorkspaceApi(2, certifications, ['customerService']);
    await renderPortal('/console/certifications', 'en');
    expect(await screen.findByRole('button', { name: 'Approve' }, ROUTE_LOADED)).toBeTruthy();
  });

  it('an auditor reads the same certifications without a decision', async () => {
    installWorkspaceApi(2, certifications, ['auditor']);
    await renderPortal('/console/certifications', 'en');
    expect(await screen.findByText('lin@shipper.example.com', {}, ROUTE_LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });

  it('an auditor reads the customers, their type as words, with nothing to set or deactivate', async () => {
    installWorkspaceApi(
      2,
      { [CustomerPath.listCustomers]: () => ok({ list: [customer], total: 1, pageNo: 1, pageSize: 20 }) },
      ['auditor'],
    );
    await renderPortal('/console/customers', 'en');
    expect(await screen.findByText('Forwarder', {}, ROUTE_LOADED)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Customer type of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
