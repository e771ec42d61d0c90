import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { CustomsDocument } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { renderPortal } from '../support/render-portal.tsx';
import { page, routeLoaded } from './samples.ts';

const document_: CustomsDocument = {
  id: 2919,
  entryNo: '310420261000002919',
  declarePort: { code: '3104', nameCn: '北仑海关', nameEn: 'Beilun Customs' },
  status: 'cleared',
  declaredAt: '2026-08-15T11:49:43.925Z',
  record: {
    customerNo: '1207134699',
    blNumber: 'CMDU7866708364',
    vesselName: 'CMA CGM MAJESTY',
    voyageNumber: '2617W',
    tradeMode: { code: '0110', nameCn: '一般贸易', nameEn: 'General trade' },
    goodsNameCn: '陶瓷制品',
    goodsNameEn: 'Ceramics',
    packages: 657,
    grossWeightKg: 21232,
  },
};

describe('/prerecordingSearch (spec §5: customer no of at least 5 characters, right-fuzzy match)', () => {
  it('spec §5: fewer than 5 characters get the domain message and no request', async () => {
    const calls = installFakeApi();
    await renderPortal('/prerecordingSearch', 'en');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer no' }, routeLoaded),
      ' 1207 {enter}',
    );
    expect(await screen.findByText('Please enter at least 5 characters of the customer no')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Customer no' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === FreightPath.searchPrerecorded)).toBe(false);
  });

  it('spec §5 in Chinese: 客户编号至少输入 5 个字符', async () => {
    installFakeApi();
    await renderPortal('/prerecordingSearch', 'cn');
    await userEvent.type(await screen.findByRole('textbox', { name: '客户编号' }, routeLoaded), '12{enter}');
    expect(await screen.findByText('客户编号至少输入 5 个字符')).toBeTruthy();
  });

  it('five characters search; the results show the numbers that start with them', async () => {
    const calls = installFakeApi({ [FreightPath.searchPrerecorded]: () => ok(page([document_], 44)) });
    await renderPortal('/prerecordingSearch', 'en');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer no' }, routeLoaded),
      '12071{enter}',
    );
    const table = await screen.findByRole('table', { name: 'Customs documents' });
    expect(calls.find((call) => call.path === FreightPath.searchPrerecorded)?.body).toMatchObject({
      customerNo: '12071',
      pageNo: 1,
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('12071').tagName).toBe('MARK');
    expect(row.textContent).toContain('Ceramics');
    expect(row.textContent).toContain('Cleared');
    expect(row.textContent).toContain('Beilun Customs');
    expect(row.textContent).toContain('0110 General trade');
    expect(screen.getByRole('status').textContent).toBe('44 documents');
    expect(screen.queryByText(/shown to the owner of a declaration/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: 'Customs documents' });
    expect(calls.filter((call) => call.path === FreightPath.searchPrerecorded).at(-1)?.body).toMatchObject({
      pageNo: 2,
    });
  });

  it('in Chinese the customs office, trade mode and goods are the Chinese names of the data', async () => {
    installFakeApi({ [FreightPath.searchPrerecorded]: () => ok(page([document_], 1)) });
    await renderPortal('/prerecordingSearch', 'cn');
    await userEvent.type(
      await screen.findByRole('textbox', { name: '客户编号' }, routeLoaded),
      '12071{enter}',
    );
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('北仑海关');
    expect(row.textContent).toContain('0110 一般贸易');
    expect(row.textContent).toContain('陶瓷制品');
    expect(row.textContent).not.toMatch(/Beilun|General trade|Ceramics/);
  });

  it('everyone else sees the document number, status, customs office and date only, and why', async () => {
    installFakeApi({
      [FreightPath.searchPrerecorded]: () => ok(page([{ ...document_, record: null }], 1)),
    });
    await renderPortal('/prerecordingSearch', 'en');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer no' }, routeLoaded),
      '12071{enter}',
    );
    const table = await screen.findByRole('table', { name: 'Customs documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Entry no', 'Declaration port', 'Status', 'Declared at']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('310420261000002919');
    expect(row.textContent).toContain('Cleared');
    expect(row.textContent).not.toMatch(/Ceramics|21,232|CMDU|1207134699/);
    expect(
      screen.getByText(
        'Cargo, weights, B/L and vessel are shown to the owner of a declaration and to staff only.',
      ),
    ).toBeTruthy();
  });

  it('too many anonymous searches: the server’s words, and a retry that may pass a minute later', async () => {
    let limited = true;
    installFakeApi({
      [FreightPath.searchPrerecorded]: () => {
        if (!limited) return ok(page([document_], 1));
        limited = false;
        return {
          code: ResultCode.rateLimited,
          message: 'Too many searches; please try again in a minute, or log in',
        };
      },
    });
    await renderPortal('/prerecordingSearch', 'en');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Customer no' }, routeLoaded),
      '12071{enter}',
    );
    expect(
      await screen.findByText('Too many searches; please try again in a minute, or log in'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Customs documents' })).toBeTruthy();
  });
});
