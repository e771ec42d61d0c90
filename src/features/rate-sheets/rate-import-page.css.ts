import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { secondary } from '../../ui/button.css.ts';

export const progress = style({ width: '100%', height: 8 });

export const mappingList = style({
  listStyle: 'none',
  margin: '0 0 16px',
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const mappingRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const surchargeFields = style({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

/** The preview's sections: wrap on a phone, one row from tablet width up. */
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 12px' });
export const tab = style([secondary]);
export const tabSelected = style([
  secondary,
  { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: 600 },
]);

export const changes = style({ margin: 0, paddingLeft: 16 });
