// The All Tokens grid: one template for the header and every row, so columns line up; wide enough
// for nine columns, it scrolls sideways on phones with the token column pinned.
export const TOKEN_GRID = {
  display: 'grid',
  // The 24h column is wider: its badge carries an arrow and a sign.
  gridTemplateColumns:
    'minmax(170px, 2.2fr) minmax(84px, 1fr) minmax(118px, 1fr) repeat(6, minmax(84px, 1fr))',
  minWidth: 980,
  alignItems: 'center',
} as const;

/** Every row is this tall, so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 60;

/** The pinned first column keeps its background while the others scroll under it. */
export const PINNED = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;
