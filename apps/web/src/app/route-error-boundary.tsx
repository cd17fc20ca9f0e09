import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '../shared/i18n/ja';

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

/**
 * Catches a screen that throws while rendering or whose chunk cannot load (e.g. after a deploy
 * replaced the files): the general error text and a reload button instead of a blank page.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h1" variant="h6" gutterBottom>
          {ja.error_title}
        </Typography>
        <Typography sx={{ mb: 3 }}>{ja.general_error}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {ja.reload}
        </Button>
      </Box>
    );
  }
}
