import { Form, SaveButton, TextInput, Toolbar } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { CompanyWhiteMark, WhiteMarkContacts } from '../../../entities/whiteMarkReplies.ts';
import { CompanyConfigurationPage } from './CompanyConfigurationPage.tsx';
import { companyScreens } from './paths.ts';
import { useCompanyConfiguration, useSubmit } from './useCompanyConfiguration.ts';

const EMPTY: WhiteMarkContacts = { phone: '', emergency_phone: '', email: '', opening_hours: '' };
const label = (field: keyof WhiteMarkContacts) => `admin.white_label.fields.${field}`;

/** Only what the server accepts: the record also carries company_id and updated_at. */
const input = ({ phone, emergency_phone, email, opening_hours }: WhiteMarkContacts) => ({ phone, emergency_phone, email, opening_hours });

/** The agency contacts a white-labelled company's users see; any field may stay empty. */
export function WhiteMarkScreen() {
  const { id = '' } = useParams();
  const apiPath = companyScreens.whiteMark.api(id);
  const { state, setState } = useCompanyConfiguration<CompanyWhiteMark>(apiPath);
  const submit = useSubmit<CompanyWhiteMark>(apiPath, 'admin.white_label.saved', (record) => setState({ status: 'ready', record }));
  const record = state.status === 'ready' ? state.record : EMPTY;
  return (
    <CompanyConfigurationPage companyId={id} screen="white_label" state={state} apiPath={apiPath} onDeleted={() => setState({ status: 'missing' })}>
      {/* Keyed by the loaded record, so a save or a delete starts the form again from what the server holds. */}
      <Form key={JSON.stringify(record)} record={record} onSubmit={(values: FieldValues) => submit(input(values as WhiteMarkContacts))}>
        <TextInput source="phone" label={label('phone')} type="tel" fullWidth sx={{ maxWidth: 480 }} slotProps={{ htmlInput: { maxLength: 30 } }} />
        <TextInput
          source="emergency_phone"
          label={label('emergency_phone')}
          type="tel"
          fullWidth
          sx={{ maxWidth: 480 }}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <TextInput source="email" label={label('email')} type="email" fullWidth sx={{ maxWidth: 480 }} />
        <TextInput
          source="opening_hours"
          label={label('opening_hours')}
          helperText="admin.white_label.helpers.opening_hours"
          multiline
          fullWidth
          sx={{ maxWidth: 720 }}
        />
        <Toolbar sx={{ px: 0 }}>
          <SaveButton alwaysEnable />
        </Toolbar>
      </Form>
    </CompanyConfigurationPage>
  );
}
