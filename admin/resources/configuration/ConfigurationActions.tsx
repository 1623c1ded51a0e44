import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, SaveButton, Toolbar, TopToolbar, useBasename } from 'react-admin';

/** The show screen's Edit button: react-admin's EditButton would lead to the generic configuration screen. */
export function EditScreenActions({ to }: { to: string }) {
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button component={LinkBase} label="ra.action.edit" to={`${basename}${to}`}>
        <EditIcon />
      </Button>
    </TopToolbar>
  );
}

/** Save and cancel; no delete, a configuration row is changed, never removed. */
export function SaveOrCancelToolbar({ cancelTo }: { cancelTo: string }) {
  const basename = useBasename();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton />
      <Button component={LinkBase} label="ra.action.cancel" to={`${basename}${cancelTo}`} />
    </Toolbar>
  );
}
