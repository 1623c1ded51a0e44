import { BooleanInput, DateInput, Edit, SimpleForm, TextInput } from 'react-admin';
import { SaveOrCancelToolbar } from './ConfigurationActions.tsx';
import { configurationScreens, CONFIGURATION_RESOURCE } from './paths.ts';
import { useSavedThenShow } from './useSavedThenShow.ts';

const screen = configurationScreens.banner;
const label = (field: string) => `admin.configuration.banner.fields.${field}`;
const helper = (field: string) => `admin.configuration.banner.helpers.${field}`;

/** Only what the server accepts: the record also carries its row name as id. */
const bannerInput = ({ text, expires, enabled }: Record<string, unknown>) => ({ text: text ?? '', expires: expires || null, enabled: Boolean(enabled) });

export function BannerEdit() {
  const mutationOptions = useSavedThenShow('admin.configuration.banner.saved', screen.show);
  return (
    <Edit
      resource={CONFIGURATION_RESOURCE}
      id={screen.id}
      title="admin.configuration.banner.edit_title"
      actions={false}
      mutationMode="pessimistic"
      transform={bannerInput}
      mutationOptions={mutationOptions}
    >
      <SimpleForm toolbar={<SaveOrCancelToolbar cancelTo={screen.show} />} sx={{ maxWidth: 720 }}>
        <BooleanInput source="enabled" label={label('enabled')} />
        <TextInput source="text" label={label('text')} helperText={helper('text')} multiline minRows={3} fullWidth />
        <DateInput source="expires" label={label('expires')} helperText={helper('expires')} />
      </SimpleForm>
    </Edit>
  );
}
