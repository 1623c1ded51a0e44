import { Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { EditScreenActions } from './ConfigurationActions.tsx';
import { configurationScreens, CONFIGURATION_RESOURCE } from './paths.ts';

const screen = configurationScreens.card;
const label = (field: string) => `admin.configuration.card.fields.${field}`;

interface CardRecord {
  id: string;
  configured: boolean;
  holder: string | null;
  expiry: string | null;
  number_masked: string | null;
  scheme: string | null;
}

function CardDetails() {
  const translate = useTranslate();
  const card = useRecordContext<CardRecord>();
  if (!card) return null;
  if (!card.configured) return <Typography data-testid="card-not-configured">{translate('admin.configuration.card.not_configured')}</Typography>;
  // One child of SimpleShowLayout: stacked here as the layout stacks its own children.
  return (
    <Stack spacing={1}>
      <Labeled label={label('number_masked')}>
        <TextField source="number_masked" data-testid="card-number-masked" sx={{ fontFamily: 'monospace', fontSize: '1rem' }} />
      </Labeled>
      <Labeled label={label('scheme')}>
        <FunctionField<CardRecord> render={(record) => (record.scheme ? translate(`admin.configuration.card.schemes.${record.scheme}`) : '')} />
      </Labeled>
      <Labeled label={label('holder')}>
        <TextField source="holder" />
      </Labeled>
      <Labeled label={label('expiry')}>
        <TextField source="expiry" />
      </Labeled>
    </Stack>
  );
}

/** The agency's card as the server lets anyone see it: masked number, holder and expiry. */
export function CardShow() {
  const translate = useTranslate();
  return (
    <Show resource={CONFIGURATION_RESOURCE} id={screen.id} title="admin.configuration.card.title" actions={<EditScreenActions to={screen.edit} />}>
      <SimpleShowLayout>
        <Typography variant="body2" color="text.secondary">
          {translate('admin.configuration.card.intro')}
        </Typography>
        <CardDetails />
      </SimpleShowLayout>
    </Show>
  );
}
