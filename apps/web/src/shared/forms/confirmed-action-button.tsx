import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ConfirmOptions } from '../ui/confirm-dialog';
import { useAction, type ActionRequest } from './use-action';

/**
 * A section's one write that is asked about first (a temporary password, a reset of the second
 * factors, the undo of a year update): an outlined button at the start of its row, then
 * useAction's flow from the confirmation on; disabled while it runs.
 */
export function ConfirmedActionButton<R>({
  label,
  color,
  startIcon,
  ...request
}: ActionRequest<R> & {
  confirm: ConfirmOptions;
  label: string;
  color?: ButtonProps['color'];
  startIcon?: ReactNode;
}) {
  const action = useAction();
  const run = () => action.run(request);
  return (
    <Button
      variant="outlined"
      color={color}
      startIcon={startIcon}
      onClick={() => void run()}
      disabled={action.busy}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
