import { Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage, t } from './i18n/index.ts';
import { MessageScreen } from './MessageScreen.tsx';

/**
 * A crash in a screen shows what to do next instead of a blank page. The actions load whole pages: the state that
 * crashed is not to be trusted, and the boundary sits outside the router.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MessageScreen
        testId="error-screen"
        title={t('app.error_screen.title')}
        text={errorMessage(500)}
        actions={
          <>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('app.error_screen.retry')}
            </Button>
            <Button variant="outlined" href="/">
              {t('app.error_screen.home')}
            </Button>
          </>
        }
      />
    );
  }
}
