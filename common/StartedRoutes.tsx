import { Suspense, type ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import { GlobalNotices } from './GlobalNotices.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { useStartupPing } from './useStartupPing.ts';

/**
 * The routes of a hand-written app (front office, hotels' site), once the start-up ping has answered: until then the
 * loader. The public pages wait for their screen here; the signed-in ones inside their frame.
 */
export function StartedRoutes({ children }: { children: ReactNode }) {
  const ready = useStartupPing();
  return (
    <>
      {/* Drawn with the first screen, so that neither the loader nor the screen moves as they arrive. */}
      {ready && <GlobalNotices />}
      {ready ? (
        <Suspense fallback={<LoadingScreen />}>
          <Routes>{children}</Routes>
        </Suspense>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
