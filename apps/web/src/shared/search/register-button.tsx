import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/** A list or search screen's 新規登録 beside its title: a link to the registration screen. */
export function RegisterButton({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddIcon />}>
      {children}
    </Button>
  );
}
