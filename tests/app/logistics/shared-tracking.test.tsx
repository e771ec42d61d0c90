/**
 * Beyond the spec: the page a shared tracking link opens (/track?token=…), no login, in
 * both languages: the milestones as a timeline with each DCSA code explained, a glossary, a clear
 * page for a revoked or unknown link, and not for search engines.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SharedTracking } from '../../../domain/api/tracking-share.ts';
import { TrackingSharePath } from '../../../domain/api/tracking-share-paths.ts';
import { trackingShareMessages } from '../../../domain/orders/tracking-share.ts';
import { startAnonymous } from '../rates/support.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';

beforeEach(startAnonymous);

const TOKEN = 'q5V2l3cXbJm0Q0yQ8H1r3m8wD7e8mQ5t2T6b1nX4kZ0';

/** What the server answers in `language` (it words names and explanations in the request's language). */
const shared = (language: 'cn' | 'en'): SharedTracking => ({
  containers: [{ containerNumber: 'CSQU3054383', containerType: '40HQ' }],
  milestones: [
    {
      eventType: 'EQUIPMENT',
      code: 'LOAD',
      name: language === 'en' ? 'Loaded' : '装船',
      explanation:
        language === 'en'
          ? 'The container was loaded onto the vessel or other means of transport.'
          : '集装箱被装上船舶或其他运输工具。',
      status: 'done',
      containerNumber: 'CSQU3054383',
      emptyIndicator: 'LADEN',
      documentType: null,
      place: { code: 'CNSHA', name: language === 'en' ? 'Shanghai' : '上海' },
      timeZone: 'Asia/Shanghai',
      vesselName: 'COSCO SHIPPING ARIES',
      voyageNumber: '031W',
      planned: null,
      estimated: null,
      actual: '2026-11-20T09:30:00+08:00',
    },
    {
      eventType: 'TRANSPORT',
      code: 'ARRI',
      name: language === 'en' ? 'Arrived' : '抵港',
      explanation:
        language === 'en'
          ? 'The vessel (or other means of transport) arrived at the place.'
          : '船舶（或其他运输工具）抵达该地点。',
      status: 'expected',
      containerNumber: null,
      emptyIndicator: null,
      documentType: null,
      place: { code: 'NLRTM', name: language === 'en' ? 'Rotterdam' : '鹿特丹' },
      timeZone: 'Europe/Amsterdam',
      vesselName: 'COSCO SHIPPING ARIES',
      voyageNumber: '031W',
      planned: '2026-12-24T06:00:00+01:00',
      estimated: null,
      actual: null,
    },
    {
      eventType: 'SHIPMENT',
      code: 'ISSU',
      name: language === 'en' ? 'Issued' : '已签发',
      explanation: language === 'en' ? 'The transport document was issued.' : '运输单据已签发。',
      status: 'done',
      containerNumber: null,
      emptyIndicator: null,
      documentType: language === 'en' ? 'Transport document' : '运输单据（提单）',
      place: null,
      timeZone: null,
      vesselName: null,
      voyageNumber: null,
      planned: null,
      estimated: null,
      actual: '2026-11-21T10:00:00+08:00',
    },
  ],
});

/** Answers the live token in the request's language; any other token is not found, worded likewise. */
const installSharedApi = () =>
  installFakeApi({
    [TrackingSharePath.sharedTracking]: (body) =>
      body.token === TOKEN
        ? ok(shared(languageOfLastCall()))
        : { code: '404', message: trackingShareMessages.shareNotFound[languageOfLastCall()] },
  });
let calls: ReturnType<typeof installFakeApi> = [];
const languageOfLastCall = (): 'cn' | 'en' =>
  calls.at(-1)?.headers.get('accept-language') === 'en' ? 'en' : 'cn';

describe('/track: the milestones behind a shared tracking link', () => {
  it('in English: a timeline with each DCSA code named and explained, local times, no login', async () => {
    calls = installSharedApi();
    await renderPortal(`/track?token=${TOKEN}`, 'en');
    const timeline = await screen.findByRole('list', { name: 'Milestones' }, ROUTE_LOADED);
    const [loaded, arrived, issued] = within(timeline).getAllByRole('listitem');
    // A shipment event names its document's type (never its number, which the server leaves out).
    expect(issued!.textContent).toContain('Issued (Transport document)');
    expect(loaded!.textContent).not.toContain('(Transport document)');
    expect(loaded!.textContent).toContain('Loaded');
    expect(within(loaded!).getByText('LOAD').getAttribute('title')).toBe(
      'The container was loaded onto the vessel or other means of transport.',
    );
    expect(loaded!.textContent).toContain('Shanghai (CNSHA)');
    expect(loaded!.textContent).toContain('CSQU3054383 (laden)');
    expect(loaded!.textContent).toContain('COSCO SHIPPING ARIES 031W');
    expect(loaded!.textContent).toContain('2026-11-20 09:30 UTC+08:00');
    expect(loaded!.textContent).toContain('Local time at Asia/Shanghai');
    expect(arrived!.textContent).toContain('expected');
    expect(screen.getByText('CSQU3054383 40HQ')).toBeTruthy();
    const call = calls.find((item) => item.path === TrackingSharePath.sharedTracking)!;
    expect(call.body).toEqual({ token: TOKEN, companyId: 1 });
    expect(call.headers.get('authorization')).toBeNull();
    // Not for search engines.
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    // The glossary explains every code, the ones not on the page too.
    await userEvent.click(screen.getByText('What the DCSA event codes mean'));
    expect(screen.getByText('The document was issued (for example the bill of lading).')).toBeTruthy();
  });

  it('in Chinese: the server’s words in Chinese, and the page and glossary too', async () => {
    calls = installSharedApi();
    await renderPortal(`/track?token=${TOKEN}`, 'cn');
    const timeline = await screen.findByRole('list', { name: '跟踪节点' }, ROUTE_LOADED);
    expect(timeline.textContent).toContain('装船');
    expect(timeline.textContent).toContain('上海 (CNSHA)');
    expect(within(timeline).getByText('LOAD').getAttribute('title')).toBe('集装箱被装上船舶或其他运输工具。');
    await userEvent.click(screen.getByText('DCSA 事件代码的含义'));
    expect(screen.getByText('单证已签发（例如提单已签发）。')).toBeTruthy();
  });

  it('a revoked or unknown link: one clear page, no milestones', async () => {
    calls = installSharedApi();
    await renderPortal('/track?token=revoked-token', 'en');
    expect(
      await screen.findByText(
        'This tracking link was revoked, has expired or does not exist',
        {},
        ROUTE_LOADED,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('The owner of the shipment may have revoked this link. Ask them for a new one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Milestones' })).toBeNull();
  });

  it('a revoked link in Chinese', async () => {
    calls = installSharedApi();
    await renderPortal('/track?token=revoked-token', 'cn');
    expect(await screen.findByText('该跟踪链接已撤销、已过期或不存在', {}, ROUTE_LOADED)).toBeTruthy();
  });
});
