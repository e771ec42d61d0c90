import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as buttons from '../../ui/button.css.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as styles from './statechart-diagram.css.ts';
import { markPath, type StatechartPath } from './statechart-path.ts';
import { loadStatechart } from './statechart-svg.ts';

/** Zoom steps of the diagram beyond "fit to width" (null). */
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
/** Graphviz sizes its diagrams in points; the page in CSS pixels. */
const PX_PER_PT = 4 / 3;

/**
 * A machine's generated statechart (docs/statecharts), drawn inline so that a record's path can be
 * marked on it: its current state filled, the states it visited and the transitions it took in the
 * path's colour. It fits the width by default and zooms in steps; on a phone it scrolls inside its
 * frame, which takes the keyboard's arrow keys. The trail beside it says the same as a list.
 */
export function StatechartDiagram({
  machine,
  label,
  path,
}: {
  machine: string;
  label: string;
  path?: StatechartPath;
}) {
  const { t } = useLingui();
  const host = useRef<HTMLElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'missing' | 'failed'>('loading');
  const [natural, setNatural] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);

  useEffect(() => {
    const load = loadStatechart(machine);
    if (load === null) {
      setState('missing');
      return;
    }
    let live = true;
    setState('loading');
    load.then(
      (text) => {
        const target = host.current;
        if (!live || target === null) return;
        const parsed = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
        if (parsed.nodeName !== 'svg') {
          setState('failed');
          return;
        }
        const svg = document.importNode(parsed, true);
        setNatural(Number.parseFloat(svg.getAttribute('width') ?? '0') * PX_PER_PT);
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-label', label);
        if (path) markPath(svg, machine, path);
        target.replaceChildren(svg);
        setState('shown');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [machine, label, path]);

  useEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (!svg) return;
    svg.style.width = zoom === null ? '100%' : `${Math.round(natural * zoom)}px`;
    svg.style.maxWidth = zoom === null && natural > 0 ? `${Math.round(natural)}px` : 'none';
  });

  const step = (direction: 1 | -1) => {
    const at = zoom ?? 1;
    const next = direction === 1 ? ZOOMS.find((value) => value > at) : ZOOMS.findLast((value) => value < at);
    setZoom(next ?? at);
  };

  return (
    <div className={styles.frame}>
      {state === 'shown' && (
        <div className={styles.tools} role="toolbar" aria-label={t`Diagram zoom`}>
          <button type="button" className={buttons.outline} onClick={() => step(-1)}>
            {t`Zoom out`}
          </button>
          <button type="button" className={buttons.outline} onClick={() => step(1)}>
            {t`Zoom in`}
          </button>
          <button type="button" className={buttons.outline} onClick={() => setZoom(null)}>
            {t`Fit to width`}
          </button>
        </div>
      )}
      {state === 'loading' && <StatusPanel tone="busy" title={t`Loading the diagram…`} />}
      {state === 'missing' && <StatusPanel tone="empty" title={t`No diagram is drawn for this machine.`} />}
      {state === 'failed' && <StatusPanel tone="error" title={t`The diagram could not be loaded.`} />}
      {/* The frame scrolls the diagram on a phone: focused, it takes the keyboard's arrow keys. */}
      <section
        ref={host}
        className={styles.viewport}
        tabIndex={state === 'shown' ? 0 : -1}
        hidden={state !== 'shown'}
        aria-label={label}
      />
      {path && state === 'shown' && (
        <ul className={styles.legend} aria-label={t`Legend`}>
          <li>
            <span className={styles.currentSwatch} aria-hidden="true" />
            {t`Current state`}
          </li>
          <li>
            <span className={styles.visitedSwatch} aria-hidden="true" />
            {t`Visited states and the transitions taken`}
          </li>
        </ul>
      )}
    </div>
  );
}
