import GridOnIcon from '@mui/icons-material/GridOn';
import { Button, EditButton, LinkBase, RecordContextProvider, Show, TopToolbar, useBasename, useCanAccess, useGetOne, useRecordContext } from 'react-admin';
import { entityNamed } from '../../../entities/index.ts';
import { ImpersonateButton } from '../user/ImpersonateButton.tsx';
import { RecordActions } from '../../actions/index.tsx';
import { ShowLayout } from '../../generic/ShowLayout.tsx';
import { contingentScreens } from './paths.ts';

const contingentHotel = entityNamed('contingentHotel');

/**
 * The agency signs in as the hotel's account (its hotel_user) from the hotel's page, as it would from the user list:
 * the contingents site opens with that session.
 */
function ImpersonateHotelUser() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'user', action: 'impersonate' });
  const { data: user } = useGetOne('user', { id: record?.hotel_user }, { enabled: Boolean(canAccess && record?.hotel_user) });
  if (!canAccess || !user) return null;
  return (
    <RecordContextProvider value={user}>
      <ImpersonateButton label="resources.user.actions.impersonate" variant="toolbar" entity="user" action="impersonate" />
    </RecordContextProvider>
  );
}

function ContingentHotelShowActions() {
  const record = useRecordContext();
  const basename = useBasename();
  const { canAccess: canEdit } = useCanAccess({ resource: 'contingentHotel', action: 'edit' });
  return (
    <TopToolbar>
      {record && (
        <Button component={LinkBase} to={`${basename}${contingentScreens.stock.path(record.id)}`} label="contingents.stock.button">
          <GridOnIcon />
        </Button>
      )}
      <ImpersonateHotelUser />
      <RecordActions entity={contingentHotel} variant="toolbar" />
      {canEdit && <EditButton />}
    </TopToolbar>
  );
}

/** The generated hotel page (details and related tabs), with buttons to the hotel's stock grid and its account's session. */
export function ContingentHotelShow() {
  return (
    <Show actions={<ContingentHotelShowActions />}>
      <ShowLayout entity={contingentHotel} />
    </Show>
  );
}
