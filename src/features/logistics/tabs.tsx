import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import * as styles from './logistics.css.ts';

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}-tab`}>
        {children}
      </div>
    </>
  );
}
