import { BooleanInput, DateInput, TextInput } from 'react-admin';
import { ConfigurationEdit } from './ConfigurationEdit.tsx';

const label = (field: string) => `admin.configuration.banner.fields.${field}`;
const helper = (field: string) => `admin.configuration.banner.helpers.${field}`;

/** Only what the server accepts: the record also carries its row name as id. */
const bannerInput = ({ text, expires, enabled }: Record<string, unknown>) => ({ text: text ?? '', expires: expires || null, enabled: Boolean(enabled) });

export function BannerEdit() {
  return (
    <ConfigurationEdit name="banner" transform={bannerInput} maxWidth={720}>
      <BooleanInput source="enabled" label={label('enabled')} />
      <TextInput source="text" label={label('text')} helperText={helper('text')} multiline minRows={3} fullWidth />
      <DateInput source="expires" label={label('expires')} helperText={helper('expires')} />
    </ConfigurationEdit>
  );
}
