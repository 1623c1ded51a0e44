import { EditButton, Show, TopToolbar, useCanAccess } from 'react-admin';
import { entityNamed } from '../../../entities/index.ts';
import { RecordActions } from '../../actions/index.tsx';
import { ShowLayout } from '../../generic/ShowLayout.tsx';
import { referenceTitle } from '../../generic/representation.tsx';
import { GenerateStockButton } from './GenerateStockButton.tsx';

const configcontingent = entityNamed('configcontingent');

function ConfigContingentShowActions() {
  // Generating writes stock: the same roles as editing the config.
  const { canAccess: canEdit } = useCanAccess({ resource: 'configcontingent', action: 'edit' });
  return (
    <TopToolbar>
      {canEdit && <GenerateStockButton />}
      <RecordActions entity={configcontingent} variant="toolbar" />
      {canEdit && <EditButton />}
    </TopToolbar>
  );
}

/** The generated config page, with the action that generates its daily stock over a chosen range. */
export function ConfigContingentShow() {
  return (
    <Show actions={<ConfigContingentShowActions />} title={referenceTitle(configcontingent)}>
      <ShowLayout entity={configcontingent} />
    </Show>
  );
}
