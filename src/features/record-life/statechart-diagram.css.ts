import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: 8, margin: '8px 0 16px' });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
/** The diagram scrolls inside its frame on a phone; the frame takes the keyboard's arrows. */
export const viewport = style({
  overflow: 'auto',
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  ':focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
});
globalStyle(`${viewport} svg`, { display: 'block', height: 'auto' });

/** The path: visited states and taken transitions in the primary colour, the current state filled. */
const pathColour = '#1d4ed8';
globalStyle(`${viewport} g.node[data-life="visited"] path, ${viewport} g.node[data-life="visited"] ellipse`, {
  stroke: pathColour,
  strokeWidth: 2,
  fill: '#dbeafe',
});
globalStyle(`${viewport} g.node[data-life="current"] path, ${viewport} g.node[data-life="current"] ellipse`, {
  stroke: '#b45309',
  strokeWidth: 3,
  fill: '#fde68a',
});
globalStyle(`${viewport} g.edge[data-life="taken"] path`, { stroke: pathColour, strokeWidth: 2.5 });
globalStyle(`${viewport} g.edge[data-life="taken"] polygon`, { stroke: pathColour, fill: pathColour });
globalStyle(`${viewport} g.edge[data-life="taken"] text`, { fill: pathColour, fontWeight: 'bold' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: 13,
  color: vars.color.textMuted,
});
const swatch = { display: 'inline-block', width: 12, height: 12, marginRight: 6, verticalAlign: 'middle' };
export const currentSwatch = style({ ...swatch, background: '#fde68a', border: '2px solid #b45309' });
export const visitedSwatch = style({ ...swatch, background: '#dbeafe', border: `2px solid ${pathColour}` });
