import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '../shared/i18n/ja';
import { isChunkLoadFailure, mayReloadForNewVersion, reloadForNewVersion } from './new-version';

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

/** How long the new-version message shows before the page reloads. */
const NEW_VERSION_NOTICE_MS = 1_500;

/**
 * Catches a screen that throws while rendering or whose chunk cannot load: the general error text
 * and a reload button instead of a blank page. A chunk that is gone because a deploy replaced the
 * build says so and reloads the page once (app/new-version.ts).
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
    if (this.reloadsForNewVersion(error)) {
      // Long enough to read the message; the reload then fetches the new index.html.
      setTimeout(() => reloadForNewVersion(), NEW_VERSION_NOTICE_MS);
      return;
    }
    console.error('Screen failed to render', error, info.componentStack);
  }

  private reloadsForNewVersion(error: unknown): boolean {
    return isChunkLoadFailure(error) && mayReloadForNewVersion();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.reloadsForNewVersion(this.state.error)) {
      return (
        <Box component="main" role="status" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{ja.new_version_reloading}</Typography>
        </Box>
      );
    }
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
