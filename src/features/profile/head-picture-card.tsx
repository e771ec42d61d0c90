import { useLingui } from '@lingui/react/macro';
import type { UserInfo } from '../../../domain/api/accounts.ts';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { HEAD_PICTURE_ACCEPT } from '../../../domain/profile/head-picture.ts';
import * as button from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { useMessageText } from '../auth/messages.ts';
import { changeHeadPicture, removeHeadPicture, type UserInfoReply } from './profile-api.ts';
import * as styles from './profile-page.css.ts';
import { usePictureUrl } from './use-picture-url.ts';
import { useProfileSubmit } from './use-profile-submit.ts';

/**
 * Spec §3 `headPic`: the head picture, chosen from a file (PNG or JPEG by its bytes, at
 * most 2 MB, checked here and by the server), or removed. `onChanged` takes the saved user info.
 */
export function HeadPictureCard({
  info,
  onChanged,
}: {
  info: UserInfo;
  onChanged: (info: UserInfo) => void;
}) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const picture = usePictureUrl(info.headPic);
  const applied = (reply: UserInfoReply) => {
    notify('success', reply.message);
    onChanged(reply.data);
  };
  const change = useProfileSubmit((input: { file: File }) => changeHeadPicture(input, messageText), applied);
  const remove = useProfileSubmit(removeHeadPicture, applied);
  const busy = change.busy || remove.busy;
  const refusal = change.refusal ?? remove.refusal;
  // A portrait's text alternative is whom it shows.
  const who = info.nameCn || info.nickname || info.nameEn || info.email;

  return (
    <section className={styles.card} aria-labelledby="profile-picture">
      <h2 id="profile-picture" className={styles.cardTitle}>{t`Head picture`}</h2>
      <div className={styles.pictureRow}>
        {picture ? (
          <img src={picture} alt={who} className={styles.picture} />
        ) : (
          <span className={styles.picturePlaceholder} aria-hidden="true">
            {Array.from(who)[0] ?? '?'}
          </span>
        )}
        <div className={form.field}>
          <label className={form.label} htmlFor="profile-picture-file">
            {t`Choose a picture (PNG or JPEG, at most 2 MB)`}
          </label>
          <input
            id="profile-picture-file"
            type="file"
            accept={HEAD_PICTURE_ACCEPT}
            disabled={busy}
            aria-busy={change.busy}
            aria-invalid={change.refusal ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so that choosing the same file again after a refusal is a new choice.
              event.target.value = '';
              if (file) change.submit({ file });
            }}
          />
        </div>
      </div>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal.code === NETWORK_FAILURE_CODE
            ? t`The server could not be reached. Please try again.`
            : refusal.message}
        </p>
      )}
      {info.headPic !== '' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => remove.submit({})}
          >
            {t`Remove picture`}
          </button>
        </div>
      )}
    </section>
  );
}
