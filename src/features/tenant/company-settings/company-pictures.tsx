import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { failureOf } from '../../../../domain/api/failure.ts';
import type { CompanyInfoEdit } from '../../../../domain/api/tenant.ts';
import { TenantPath } from '../../../../domain/api/tenant-paths.ts';
import { HEAD_PICTURE_ACCEPT } from '../../../../domain/profile/head-picture.ts';
import { TENANT_IMAGE_SLOTS, type TenantImageSlot } from '../../../../domain/tenant/company-info-form.ts';
import { fetchData } from '../../../api/client.ts';
import { uploadPicture } from '../../../api/files.ts';
import * as button from '../../../ui/button.css.ts';
import * as form from '../../../ui/form.css.ts';
import { notify } from '../../../ui/toast-store.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.css.ts';
import * as styles from './company-settings.css.ts';

const SLOT_NAMES: Record<TenantImageSlot, MessageDescriptor> = {
  webOutLogo: msg`Logo`,
  webInLogo: msg`Logo on dark backgrounds`,
  webHomeBgImg: msg`Home page background`,
  webLoginPic: msg`Login picture`,
  webExProPic: msg`Promotion picture`,
  qrCodePicUrl: msg`Portal QR code`,
  wxPubQrCodePic: msg`Official account QR code`,
};

/**
 * Spec §3's pictures, each a PNG or JPEG of at most 2 MB uploaded and set at once (the server
 * checks the bytes; SVG is refused: a picture must never run a script). Each shows its preview.
 */
export function CompanyPictures({
  images,
  onSaved,
}: {
  images: CompanyInfoEdit['images'];
  onSaved: (saved: CompanyInfoEdit) => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<TenantImageSlot | null>(null);

  const choose = (slot: TenantImageSlot) => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (file === undefined) return;
    setBusy(slot);
    try {
      const { alifileName } = await uploadPicture(file);
      onSaved(await fetchData(TenantPath.setImage, { slot, alifileName }));
      notify('success', t`The picture was saved.`);
    } catch (error) {
      notify('error', failureOf(error).message || t`The server could not be reached. Please try again.`);
    } finally {
      input.value = '';
      setBusy(null);
    }
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t`Pictures`}</legend>
      <p className={`${form.hint} ${styles.wide}`}>
        {t`PNG or JPEG, at most 2 MB each. A new picture is saved at once.`}
      </p>
      <div className={`${styles.pictures} ${styles.wide}`}>
        {TENANT_IMAGE_SLOTS.map((slot) => {
          const name = i18n._(SLOT_NAMES[slot]);
          return (
            <div key={slot} className={styles.picture}>
              <span className={form.label}>{name}</span>
              {images[slot] ? (
                <img className={styles.preview} src={images[slot]} alt={name} />
              ) : (
                <span className={styles.noPicture}>{t`No picture`}</span>
              )}
              {/* The browser's own chooser speaks the browser's language: a labelled button instead. */}
              <label className={`${button.secondary} ${styles.chooser}`}>
                {busy === slot ? t`Uploading…` : t`Choose a new picture`}
                <input
                  type="file"
                  className={visuallyHidden}
                  accept={HEAD_PICTURE_ACCEPT}
                  disabled={busy !== null}
                  aria-label={t`New picture: ${name}`}
                  onChange={choose(slot)}
                />
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
