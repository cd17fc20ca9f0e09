/**
 * A form's fields in one column on a phone and two from `sm` up, each at the top of its cell (a
 * field's message does not stretch its neighbour): the sx of the grid around them.
 */
export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;
