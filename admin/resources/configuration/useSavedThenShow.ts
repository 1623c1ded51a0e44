import { useBasename, useNavigate, useNotify } from 'react-admin';

/** After a save: the screen's own success message, and back to its show screen. */
export function useSavedThenShow(message: string, showPath: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return {
    onSuccess: () => {
      notify(message, { type: 'success' });
      navigate(`${basename}${showPath}`);
    },
  };
}
