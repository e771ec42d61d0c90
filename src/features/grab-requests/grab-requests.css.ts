/** Grab requests look like every workspace record list; their statuses by tone, and the grant form. */
import { style } from '@vanilla-extract/css';
import { tone } from '../workspace/records.css.ts';

export * from '../workspace/records.css.ts';

export const status = {
  toBeHandled: tone.waiting,
  granted: tone.ok,
  refused: tone.refused,
  deleted: tone.ended,
};

export const section = style({ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 32 });
export const sectionTitle = style({ margin: 0, fontSize: 18 });
export const grantFields = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const priceInput = style({ width: 96, height: 32, padding: '0 8px' });
