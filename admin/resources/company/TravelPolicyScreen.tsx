import { Box, InputAdornment, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ArrayInput, Form, NumberInput, SaveButton, SelectInput, SimpleFormIterator, TextInput, Toolbar, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { apiFetch } from '../../../common/api.ts';
import type { SectorChoices, TravelPolicy, TravelPolicyRow } from '../../../entities/companyReplies.ts';
import { TRAVEL_POLICY_MODES } from '../../../entities/user.ts';
import { SECTOR_TYPES, type SectorType, TRAVEL_POLICY_PRICES } from '../../../entities/travelPolicy.ts';
import { CompanyConfigurationPage } from './CompanyConfigurationPage.tsx';
import { companyScreens } from './paths.ts';
import { useCompanyConfiguration, useSubmit } from './useCompanyConfiguration.ts';

/** A row of the form: a new one has no id yet, nor a type until one is picked. */
type Row = Omit<TravelPolicyRow, 'id' | 'sector_type'> & Partial<Pick<TravelPolicyRow, 'id'>> & { sector_type: SectorType | '' };
/** The form's values: the policy without its company, and rows as the form holds them. */
type PolicyValues = Omit<TravelPolicy, 'company_id' | 'rows'> & { rows: Row[] };

/** Types whose value is one of a list the server gives; the others are typed in. */
const LISTED: Partial<Record<SectorType, string>> = { region: 'regions', department: 'departments', zone: 'zones' };
type Choices = Record<string, SectorChoices>;

const EMPTY: PolicyValues = {
  mode: 0,
  price_with_breakfast: null,
  price_without_breakfast: null,
  price_evening_stop: null,
  price_meal: null,
  date_from: '',
  date_to: '',
  rows: [],
};
const label = (field: string) => `admin.travel_policy.fields.${field}`;

/** Only what the server accepts, each row with its id so it is updated rather than replaced. */
const input = (values: PolicyValues) => ({
  mode: values.mode,
  ...Object.fromEntries(TRAVEL_POLICY_PRICES.map((price) => [price, values[price] ?? null])),
  date_from: values.date_from || null,
  date_to: values.date_to || null,
  rows: (values.rows ?? []).map((row) => ({
    ...(row.id !== undefined && { id: row.id }),
    sector_type: row.sector_type,
    sector_value: row.sector_value,
    ...Object.fromEntries(TRAVEL_POLICY_PRICES.map((price) => [price, row[price] ?? null])),
  })),
});

function PriceInput({ source, compact = false }: { source: string; compact?: boolean }) {
  const translate = useTranslate();
  const field = source.split('.').pop()!;
  return (
    <NumberInput
      source={source}
      label={label(field)}
      min={0}
      step={0.01}
      helperText={compact ? false : undefined}
      // A row of the sectors wraps rather than squeezing its inputs under their labels.
      sx={{ width: compact ? 175 : 200, flexShrink: 0 }}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{translate('admin.travel_policy.currency')}</InputAdornment> } }}
    />
  );
}

/** Changing a row's type empties its value: a department code means nothing as a region. */
function SectorTypeInput() {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="sector_type"
      label={label('sector_type')}
      choices={SECTOR_TYPES.map((type) => ({ id: type, name: `admin.travel_policy.sector_types.${type}` }))}
      onChange={() => setValue(getSource('sector_value'), '', { shouldDirty: true })}
      helperText={false}
      sx={{ width: 170, flexShrink: 0 }}
    />
  );
}

/** The value input follows the row's type: a list for regions, departments and zones, free text for cities and the rest. */
function SectorValueInput({ choices }: { choices: Choices }) {
  const { getSource } = useSourceContext();
  const type = useWatch({ name: getSource('sector_type') }) as SectorType | '';
  const list = LISTED[type as SectorType];
  if (list) {
    return (
      <SelectInput
        key={type}
        source="sector_value"
        label={label('sector_value')}
        choices={choices[list] ?? []}
        helperText={false}
        sx={{ width: 280, flexShrink: 0 }}
      />
    );
  }
  return (
    <TextInput
      key={type || 'none'}
      source="sector_value"
      label={label('sector_value')}
      helperText={false}
      sx={{ width: 280, flexShrink: 0 }}
      disabled={!type}
    />
  );
}

function useSectorChoices(): Choices {
  const [choices, setChoices] = useState<Choices>({});
  useEffect(() => {
    for (const list of Object.values(LISTED)) {
      apiFetch<SectorChoices>(`/api/travel-policy/${list}/select`)
        .then(({ data }) => setChoices((current) => ({ ...current, [list]: data })))
        // Without its list the select stays empty; the server still refuses a wrong value.
        .catch(() => undefined);
    }
  }, []);
  return choices;
}

/** A company's travel policy: the mode, the default prices, an optional season, and prices per sector. */
export function TravelPolicyScreen() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const apiPath = companyScreens.travelPolicy.api(id);
  const { state, setState } = useCompanyConfiguration<TravelPolicy>(apiPath);
  const submit = useSubmit<TravelPolicy>(apiPath, 'admin.travel_policy.saved', (record) => setState({ status: 'ready', record }));
  const choices = useSectorChoices();
  const record = state.status === 'ready' ? { ...state.record, date_from: state.record.date_from ?? '', date_to: state.record.date_to ?? '' } : EMPTY;
  const heading = (key: string) => (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {translate(key)}
    </Typography>
  );
  return (
    <CompanyConfigurationPage companyId={id} screen="travel_policy" state={state} apiPath={apiPath} onDeleted={() => setState({ status: 'missing' })}>
      {/* Keyed by the loaded record, so a save or a delete starts the form again from what the server holds. */}
      <Form key={JSON.stringify(record)} record={record} onSubmit={(values: FieldValues) => submit(input(values as PolicyValues))}>
        <SelectInput
          source="mode"
          label={label('mode')}
          choices={TRAVEL_POLICY_MODES.map((mode) => ({ id: mode, name: `admin.travel_policy.modes.${mode}` }))}
          sx={{ width: 420 }}
        />
        {heading('admin.travel_policy.default_prices')}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {TRAVEL_POLICY_PRICES.map((price) => (
            <PriceInput key={price} source={price} />
          ))}
        </Box>
        {heading('admin.travel_policy.season')}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
          {(['date_from', 'date_to'] as const).map((field) => (
            <TextInput
              key={field}
              source={field}
              label={label(field)}
              placeholder={translate('admin.travel_policy.day_month')}
              helperText={false}
              sx={{ width: 160 }}
              slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
            />
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('admin.travel_policy.season_helper')}
        </Typography>
        {heading('admin.travel_policy.sectors')}
        <Typography variant="body2" color="text.secondary">
          {translate('admin.travel_policy.sectors_intro')}
        </Typography>
        <ArrayInput source="rows" label={false}>
          {/* The iterator wants a resource for default labels; every input here names its own label. */}
          <SimpleFormIterator inline disableReordering resource="company" sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}>
            <SectorTypeInput />
            <SectorValueInput choices={choices} />
            {TRAVEL_POLICY_PRICES.map((price) => (
              <PriceInput key={price} source={price} compact />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
        <Toolbar sx={{ px: 0 }}>
          <SaveButton alwaysEnable />
        </Toolbar>
      </Form>
    </CompanyConfigurationPage>
  );
}
