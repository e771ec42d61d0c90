import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Milestone, TrackingResult } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { renderPortal } from '../support/render-portal.tsx';
import { foundBill, foundContainer, notFoundBooking, routeLoaded } from './samples.ts';

/** The Conformance-Gateway sandbox's transport document, as published, with both "Drafted" milestones. */
const drafted = (documentType: NonNullable<Milestone['documentType']>, documentId: string): Milestone => ({
  ...foundContainer.milestones[0]!,
  eventType: 'SHIPMENT',
  code: 'DRFT',
  nameCn: '草稿',
  nameEn: 'Drafted',
  equipmentReference: null,
  emptyIndicator: null,
  documentType,
  documentId,
  location: null,
  actual: '2019-11-12T07:41:00+08:30',
});
const importedDocument: TrackingResult = {
  ...foundBill,
  input: 'RESERVEDHHL123',
  number: 'reserved-HHL123',
  shipment: null,
  milestones: [
    drafted({ code: 'BKG', nameCn: '订舱', nameEn: 'Booking' }, 'ABC123123123'),
    drafted({ code: 'TRD', nameCn: '运输单据（提单）', nameEn: 'Transport document' }, 'reserved-HHL123'),
  ],
};

const byNumber: Record<string, TrackingResult> = {
  CSQU3054383: foundContainer,
  MAEU2000000010: foundBill,
  '7654321': notFoundBooking,
  RESERVEDHHL123: importedDocument,
};

const trackingApi = () =>
  installFakeApi({
    [FreightPath.track]: (body) =>
      ok({ results: (body.numbers as string[]).map((number) => byNumber[number] ?? notFoundBooking) }),
  });

const numbersBox = () =>
  screen.findByRole('textbox', { name: 'Container, B/L or booking numbers' }, routeLoaded);

describe('/tracking (type detected, ISO 6346 check digit, DCSA milestones in local time)', () => {
  it('ISO 6346: a wrong check digit is refused on the client with the expected digit, nothing is sent', async () => {
    const calls = trackingApi();
    await renderPortal('/tracking', 'en');
    await userEvent.type(await numbersBox(), 'CSQU3054384');
    expect(screen.getByRole('list', { name: 'Detected number types' }).textContent).toContain(
      'check digit wrong',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The check digit of container number CSQU3054384 is wrong (ISO 6346 gives 3); please check the number',
    );
    expect(await numbersBox()).toHaveProperty('ariaInvalid', 'true');
    expect(calls.some((call) => call.path === FreightPath.track)).toBe(false);
  });

  it('an empty box and an unreadable number get their domain messages', async () => {
    trackingApi();
    await renderPortal('/tracking', 'en');
    await numbersBox();
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter at least one container, B/L or booking number',
    );
    await userEvent.type(await numbersBox(), 'X1');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot read X1');
  });

  it('detects each number type and tracks several numbers at once, one card per result, not found clearly', async () => {
    const calls = trackingApi();
    await renderPortal('/tracking', 'en');
    await userEvent.type(await numbersBox(), 'csqu 305438-3, MAEU2000000010{enter}7654321');
    const detected = screen.getByRole('list', { name: 'Detected number types' });
    expect(
      within(detected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CSQU3054383: Container', 'MAEU2000000010: B/L', '7654321: Booking']);
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    const results = await screen.findByRole('list', { name: 'Tracking results' });
    expect(calls.find((call) => call.path === FreightPath.track)?.body).toEqual({
      numbers: ['CSQU3054383', 'MAEU2000000010', '7654321'],
    });
    const cards = within(results).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toContain('Container');
    expect(within(cards[1]!).getByRole('heading', { level: 2 }).textContent).toContain('B/L');
    expect(cards[2]!.textContent).toContain('Not found');
    expect(cards[2]!.textContent).toContain('No tracking information was found for 7654321');
  });

  it('DCSA milestones show planned / estimated / actual times in the port’s local time with the offset', async () => {
    trackingApi();
    await renderPortal('/tracking', 'en');
    await userEvent.type(await numbersBox(), 'CSQU3054383');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    const timeline = await screen.findByRole('list', { name: 'Milestones of CSQU3054383' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]!.textContent).toContain('Gated in');
    expect(steps[0]!.textContent).toContain('Actual: 2026-11-03 03:00 UTC+08:00');
    expect(steps[1]!.textContent).toContain('DEPA');
    expect(steps[1]!.textContent).toContain('Planned: 2026-11-04 08:00 UTC+08:00');
    // Rotterdam's local time, not the visitor's: 08:00 at UTC+01:00.
    expect(steps[2]!.textContent).toContain('Planned: 2026-12-20 08:00 UTC+01:00');
    expect(steps[2]!.textContent).toContain('Estimated: 2026-12-21 10:30 UTC+01:00');
    expect(steps[2]!.textContent).toContain('Local time at Europe/Amsterdam');
    expect(steps[2]!.textContent).toContain('expected');
  });

  it('the booking and transport document "Drafted" milestones name their document, in each language', async () => {
    trackingApi();
    await renderPortal('/tracking', 'en');
    await userEvent.type(await numbersBox(), 'reserved-HHL123');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    const steps = within(
      await screen.findByRole('list', { name: 'Milestones of reserved-HHL123' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Drafted (Booking ABC123123123)'),
      expect.stringContaining('Drafted (Transport document reserved-HHL123)'),
    ]);
    expect(steps[0]!.textContent).toContain('Actual: 2019-11-12 07:41 UTC+08:30');
  });

  it('the document names are Chinese on the Chinese page', async () => {
    trackingApi();
    await renderPortal('/tracking');
    await userEvent.type(
      await screen.findByRole('textbox', { name: '箱号、提单号或订舱号' }, routeLoaded),
      'reserved-HHL123',
    );
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    const results = await screen.findByRole('list', { name: 'reserved-HHL123 的跟踪节点' });
    expect(results.textContent).toContain('草稿 (订舱 ABC123123123)');
    expect(results.textContent).toContain('草稿 (运输单据（提单） reserved-HHL123)');
  });

  it('shows the page in Chinese by default', async () => {
    trackingApi();
    await renderPortal('/tracking');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('货物追踪'));
  });
});
