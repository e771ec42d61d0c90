/** Orders look like every workspace record list; their steps' progress bar and statuses by tone. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { confirmPanel } from '../../ui/dialog.css.ts';
import { tone } from '../workspace/records.css.ts';

export * from '../workspace/records.css.ts';

/** The eight steps side by side, wrapping on a phone; reached steps in the theme colour. */
export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 104px), 1fr))',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const stepBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '6px 8px',
  borderTop: '4px solid',
  fontSize: 12,
});
export const step = styleVariants({
  reached: [stepBase, { borderColor: vars.color.primary, color: vars.color.text }],
  ahead: [stepBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
});
export const detail = style({ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 8 });
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
});
export const list = style({ margin: 0, paddingLeft: 18, fontSize: 12 });

export const status = { active: tone.active, done: tone.ok, cancelled: tone.ended };

/** The staff's confirmation of a step, in a modal panel. */
export const stepDialog = style([confirmPanel, { display: 'flex', flexDirection: 'column', gap: 12 }]);
export const stepDialogTitle = style({ margin: 0, fontSize: 16, fontWeight: 600 });
