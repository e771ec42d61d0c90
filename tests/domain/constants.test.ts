import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_EXPIRY_DAYS,
  BOOKING_PROGRESS_STEPS,
  CarrierCount,
  CertificationStatus,
  COOKIE_EXPIRY_DAYS,
  CompanySuggestion,
  DateFormat,
  DEFAULT_LANGUAGE,
  FieldLimit,
  HeaderSize,
  LanguageCode,
  LoginDialogWidth,
  PersonaType,
  QR_LOGIN_POLL_INTERVAL_MS,
  RECENT_PORTS_MAX,
  REFUND_WORKING_DAYS,
  SPACE_AVAILABILITY_LEVELS,
  SPACE_ORDER_STATUSES,
  SPACE_PAYMENT_WINDOW_MS,
  Theme,
  UPLOAD_MAX_BYTES,
  VERSION_LABEL,
  WebFlag,
} from '../../domain/constants.ts';

describe('spec §9 business constants', () => {
  it('QR login polls every 2000 ms', () => expect(QR_LOGIN_POLL_INTERVAL_MS).toBe(2000));
  it('field limits: email 60, name 60, password input 25, password 6 to 18', () => {
    expect(FieldLimit).toEqual({
      emailMaxLength: 60,
      nameMaxLength: 60,
      passwordInputMaxLength: 25,
      passwordMinLength: 6,
      passwordMaxLength: 18,
    });
  });
  it('company suggestions: more than 2 characters, page size 20', () => {
    expect(CompanySuggestion.minQueryLength).toBe(3);
    expect(CompanySuggestion.pageSize).toBe(20);
  });
  it('login dialog is 712 px in English, 800 px in Chinese', () =>
    expect(LoginDialogWidth).toEqual({ en: 712, cn: 800 }));
  it('header is 36 px top, 64 px bottom, 102 px in total and fixes after 37 px', () => {
    expect([HeaderSize.top, HeaderSize.bottom, HeaderSize.total]).toEqual([36, 64, 102]);
    expect(HeaderSize.fixedAfterScrollY).toBe(37);
  });
  it('version label reads V 1.0.2', () => expect(VERSION_LABEL).toBe('V 1.0.2'));
  it('web flag 1 is Chinese and 2 English; default language cn', () => {
    expect(WebFlag).toEqual({ chinese: 1, english: 2 });
    expect(LanguageCode).toEqual({ chinese: 'cn', english: 'en' });
    expect(DEFAULT_LANGUAGE).toBe('cn');
  });
  it('certification statuses are 1 to 4 with 2 in authentication and 3 certified', () => {
    expect(Object.values(CertificationStatus).sort()).toEqual([1, 2, 3, 4]);
    expect(CertificationStatus.inAuthentication).toBe(2);
    expect(CertificationStatus.certified).toBe(3);
  });
  it('space payment window is 3 minutes, refunds take 3 working days', () => {
    expect(SPACE_PAYMENT_WINDOW_MS).toBe(180_000);
    expect(REFUND_WORKING_DAYS).toBe(3);
  });
  it('upload limit 10M is 10 MiB', () => expect(UPLOAD_MAX_BYTES).toBe(10_485_760));
  it('recent ports keep 6, cookies last 7 days, the credential 2', () => {
    expect(RECENT_PORTS_MAX).toBe(6);
    expect(COOKIE_EXPIRY_DAYS).toBe(7);
    expect(AUTHORIZATION_EXPIRY_DAYS).toBe(2);
  });
  it('the date-fns pattern writes the spec format YYYY-MM-DD HH:mm:ss', () => {
    const written = format(new Date(2024, 0, 2, 3, 4, 5), DateFormat.defaultDateFns);
    expect(written).toBe('2024-01-02 03:04:05');
    expect(DateFormat.default).toBe('YYYY-MM-DD HH:mm:ss');
  });
  it('theme: #409eff, ten tint steps 0 to 0.9, darker shade 10%', () => {
    expect(Theme.defaultColour).toBe('#409eff');
    expect(Theme.tintSteps).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    expect(Theme.darkerShade).toBe(0.1);
  });
  it('persona types: 41 copy phone, 25 copy email', () =>
    expect(PersonaType).toEqual({ copyPhone: 41, copyEmail: 25 }));
  it('carriers: 45 for schedules, more than 50 for tracking', () =>
    expect(CarrierCount).toEqual({ schedules: 45, trackingMoreThan: 50 }));
});

describe('spec §3 and §4 status vocabularies', () => {
  it('booking progress steps are in the spec order', () => {
    expect(BOOKING_PROGRESS_STEPS).toEqual([
      'order',
      'customerServiceConfirm',
      'bookingSuccess',
      'packingDone',
      'declared',
      'billOfLadingConfirm',
      'billConfirm',
      'done',
    ]);
  });
  it('space order statuses and availability levels', () => {
    expect(SPACE_ORDER_STATUSES).toEqual(['inHand', 'completed', 'refused', 'returned']);
    expect(SPACE_AVAILABILITY_LEVELS).toEqual(['available', 'tight', 'overload', 'stopping']);
  });
});
