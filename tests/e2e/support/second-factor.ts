// The second factor as an authenticator app gives it (RFC 6238, the library the server uses), and
// its enrolment in the login dialog, as a staff member whose roles need it meets it at first sign-in.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';

/** The app's code for a secret; `offsetMs` reads the code of another time step. */
export const totpCode = (secret: string, offsetMs = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });

export const ENROL_WORDS = {
  en: { code: 'Verification code', verify: 'Verify', saved: 'I saved them' },
  cn: { code: '验证码', verify: '验证', saved: '我已保存' },
} as const;

/** Enrols in the open login dialog: the code of the secret shown, then "I saved them"; the dialog closes. */
export const enrolSecondFactor = async (page: Page, lang: 'cn' | 'en'): Promise<void> => {
  const words = ENROL_WORDS[lang];
  const dialog = page.getByRole('dialog');
  const secret = dialog.getByTestId('totp-secret');
  await secret.waitFor();
  await dialog.getByLabel(words.code, { exact: true }).fill(totpCode((await secret.textContent()) ?? ''));
  await dialog.getByRole('button', { name: words.verify, exact: true }).click();
  await dialog.getByRole('button', { name: words.saved }).click();
  await dialog.waitFor({ state: 'detached' });
};
