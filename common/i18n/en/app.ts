/** Strings shared by every app: sign-in, session, banner, global notices. */
export default {
  name: 'Hotel booking',
  login: {
    title: 'Sign in',
    username: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    signing_in: 'Signing in…',
    training_site: 'Go to the training site',
  },
  menu: 'Menu',
  logout: 'Sign out',
  impersonation: {
    as: 'Signed in as %{name}',
    end: 'Back to my account',
  },
  banner: 'Information',
  unsupported_browser: 'Internet Explorer is not supported: use a recent browser.',
  loading: 'Loading…',
  error_screen: {
    title: 'An error occurred',
    retry: 'Try again',
    home: 'Back to home',
  },
  not_found: 'This page does not exist',
  unauthorised: 'You do not have access to this page',
  progress: {
    working: 'Working…',
    downloading: 'Downloading…',
    sending: 'Sending…',
    saving: 'Saving…',
    importing: 'Importing…',
    generating: 'Generating…',
    upload: 'Uploading the file',
    uploading: 'Uploading the file: %{percent}%',
    processing: 'File sent, processing…',
  },
};
