import { Banner } from './Banner.tsx';
import { ImpersonationBar } from './ImpersonationBar.tsx';
import { UnsupportedBrowser } from './UnsupportedBrowser.tsx';

/** The notices every page of the front apps starts with, the sign-in page included. */
export function GlobalNotices() {
  return (
    <>
      <UnsupportedBrowser />
      <ImpersonationBar />
      <Banner />
    </>
  );
}
