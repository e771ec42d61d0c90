import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import * as styles from './theme-picker.css.ts';
import { ThemeActor } from './theme-provider.tsx';

/** The colour picker helper (spec §2): a swatch or a typed #rrggbb / rgb(r,g,b) value. */
export function ThemePicker() {
  const { t } = useLingui();
  const id = useId();
  const actor = ThemeActor.useActorRef();
  const colour = ThemeActor.useSelector((snapshot) => snapshot.context.colour);
  const invalid = ThemeActor.useSelector((snapshot) => snapshot.matches('invalid'));
  const [draft, setDraft] = useState('');

  return (
    <form
      className={styles.picker}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'PICK', value: draft });
      }}
    >
      <label htmlFor={`${id}-swatch`}>{t`Theme colour`}</label>
      <input
        id={`${id}-swatch`}
        type="color"
        value={colour}
        onChange={(event) => actor.send({ type: 'PICK', value: event.target.value })}
        className={styles.swatch}
      />
      <input
        aria-label={t`Colour value`}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        placeholder="#409eff / rgb(64,158,255)"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className={styles.text}
      />
      <button type="submit" className={styles.apply}>
        {t`Apply`}
      </button>
      {invalid && (
        <span id={`${id}-error`} role="alert" className={styles.error}>
          {t`Enter a colour as #rrggbb or rgb(r,g,b) with parts from 0 to 255`}
        </span>
      )}
    </form>
  );
}
