/**
 * Beyond the spec: the order detail's "Share tracking" panel — make a link, copy it with
 * feedback, see that it is active, revoke it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import type { TrackingShareView } from '../../../domain/api/tracking-share.ts';
import { TrackingSharePath } from '../../../domain/api/tracking-share-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { detailOf, installOrdersApi, order, pageOf } from './support.ts';

const writeText = vi.fn(async (_text: string) => {});
beforeEach(startAnonymous);
afterEach(() => vi.restoreAllMocks());

const booked = order(2, 'bookingSuccess', { bookingNumber: 'BKG-2026-0001' });
const TOKEN = 'q5V2l3cXbJm0Q0yQ8H1r3m8wD7e8mQ5t2T6b1nX4kZ0';
const CREATED = '2026-11-23T08:00:00.000Z';
const inactive: TrackingShareView = { active: false, createdAt: null, expiresAt: null };

/** A fake server keeping the order's link state as the real one would. */
const installShareApi = (initial: TrackingShareView = inactive) => {
  let view = initial;
  return installOrdersApi(1, {
    [OrderPath.listMyOrders]: () => ok(pageOf([booked])),
    [OrderPath.getOrder]: () => ok(detailOf(booked)),
    [TrackingSharePath.getTrackingShare]: () => ok(view),
    [TrackingSharePath.shareTracking]: (body) => {
      const days = body.validDays as number | undefined;
      const expiresAt = days ? new Date(Date.parse(CREATED) + days * 24 * 3600_000).toISOString() : null;
      view = { active: true, createdAt: CREATED, expiresAt };
      return ok({ ...view, token: TOKEN });
    },
    [TrackingSharePath.revokeTrackingShare]: () => {
      view = inactive;
      return ok(view);
    },
  });
};

const openPanel = async () => {
  await screen.findByRole('table', { name: 'Orders' }, ROUTE_LOADED);
  await userEvent.setup().click(screen.getByText('Progress and history'));
  return screen.findByRole('region', { name: 'Share tracking' }, ROUTE_LOADED);
};

describe('the owner shares an order’s tracking from its detail', () => {
  it('creates a link for 7 days, copies it with feedback, sees it active, and revokes it', async () => {
    const callsTo = installShareApi();
    await renderPortal('/workspace/order', 'en');
    const panel = await openPanel();
    expect((await within(panel).findByRole('status')).textContent).toBe('No tracking link is active');
    expect(within(panel).getByText(/no prices, parties, cargo, booking or B\/L numbers/)).toBeTruthy();
    const u = userEvent.setup();
    await u.selectOptions(within(panel).getByRole('combobox', { name: 'Link works' }), 'for 7 days');
    await u.click(within(panel).getByRole('button', { name: 'Create link' }));
    const link = (await within(panel).findByRole('textbox', { name: 'Tracking link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/track?token=${TOKEN}`);
    expect(within(panel).getByRole('status').textContent).toMatch(
      /^A tracking link is active since .+, until /,
    );
    expect(callsTo(TrackingSharePath.shareTracking).map((call) => call.body)).toEqual([
      { orderId: 2, validDays: 7 },
    ]);

    // After userEvent.setup(), which puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await u.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await within(panel).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);

    await u.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe('No tracking link is active'),
    );
    expect(within(panel).queryByRole('textbox', { name: 'Tracking link' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Revoke link' })).toBeNull();
    expect(callsTo(TrackingSharePath.revokeTrackingShare).map((call) => call.body)).toEqual([{ orderId: 2 }]);
  });

  it('a live link made earlier: active, not shown again (kept hashed), replaced by a new one; in Chinese', async () => {
    const callsTo = installShareApi({ active: true, createdAt: CREATED, expiresAt: null });
    await renderPortal('/workspace/order', 'cn');
    await screen.findByRole('table', { name: '订单' }, ROUTE_LOADED);
    await userEvent.setup().click(screen.getByText('进度与历史'));
    const panel = await screen.findByRole('region', { name: '分享跟踪' }, ROUTE_LOADED);
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/^跟踪链接已启用/));
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).getByText(/链接只在创建时显示一次/)).toBeTruthy();
    await userEvent.setup().click(within(panel).getByRole('button', { name: '生成新链接' }));
    expect(within(panel).getByRole('combobox', { name: '链接有效期' })).toHaveProperty('value', '');
    await waitFor(() =>
      expect(callsTo(TrackingSharePath.shareTracking).map((call) => call.body)).toEqual([{ orderId: 2 }]),
    );
    expect(await within(panel).findByRole('textbox', { name: '跟踪链接' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '撤销链接' })).toBeTruthy();
  });
});
