import { Typography } from '@mui/material';
import { BooleanField, DateField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { intlLocale } from '../../format.ts';
import { EditScreenActions } from './ConfigurationActions.tsx';
import { BannerPreview } from './BannerPreview.tsx';
import { configurationScreens, CONFIGURATION_RESOURCE } from './paths.ts';

const screen = configurationScreens.banner;
const label = (field: string) => `admin.configuration.banner.fields.${field}`;

/** The banner's configuration, and what users see of it. */
export function BannerShow() {
  const translate = useTranslate();
  return (
    <Show resource={CONFIGURATION_RESOURCE} id={screen.id} title="admin.configuration.banner.title" actions={<EditScreenActions to={screen.edit} />}>
      <SimpleShowLayout>
        <Typography variant="body2" color="text.secondary">
          {translate('admin.configuration.banner.intro')}
        </Typography>
        <TextField source="text" label={label('text')} sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="expires" label={label('expires')} locales={intlLocale} emptyText="—" />
        <BooleanField source="enabled" label={label('enabled')} />
        <BannerPreview />
      </SimpleShowLayout>
    </Show>
  );
}
