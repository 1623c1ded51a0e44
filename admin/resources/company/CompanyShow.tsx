import PolicyIcon from '@mui/icons-material/Policy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Button, EditButton, LinkBase, Show, TopToolbar, useBasename, useRecordContext } from 'react-admin';
import { entityNamed } from '../../../entities/index.ts';
import { RecordActions } from '../../actions/index.tsx';
import { ShowLayout } from '../../generic/ShowLayout.tsx';
import { companyScreens } from './paths.ts';

const company = entityNamed('company');

/** Buttons to the company's white label and travel policy, which are edited on screens of their own. */
function CompanyShowActions() {
  const record = useRecordContext();
  const basename = useBasename();
  return (
    <TopToolbar>
      {record && (
        <>
          <Button component={LinkBase} to={`${basename}${companyScreens.whiteMark.path(record.id)}`} label="admin.white_label.button">
            <SupportAgentIcon />
          </Button>
          <Button component={LinkBase} to={`${basename}${companyScreens.travelPolicy.path(record.id)}`} label="admin.travel_policy.button">
            <PolicyIcon />
          </Button>
        </>
      )}
      <RecordActions entity={company} variant="toolbar" />
      <EditButton />
    </TopToolbar>
  );
}

/** The generated company show page, with the buttons to its two configuration screens in its toolbar. */
export function CompanyShow() {
  return (
    <Show actions={<CompanyShowActions />}>
      <ShowLayout entity={company} />
    </Show>
  );
}
