import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { entityNamed } from '../../../entities/index.ts';
import { optionTextOf } from '../../generic/representation.tsx';
import type { GeneratedInputProps } from '../../inputs.tsx';

/** A user's favourite places are places of the user's company: the choices follow the company chosen in the form. */
export function FavoriteLocationsInput({ source, validate, readOnly }: GeneratedInputProps) {
  const company = useWatch({ name: 'company' }) as number | null | undefined;
  const place = entityNamed('favoriteLocation');
  return (
    <ReferenceArrayInput source={source} reference="favoriteLocation" filter={{ company: company ?? null }} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput
        optionText={optionTextOf(place)}
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        readOnly={readOnly}
        sx={{ width: '100%', maxWidth: 720 }}
      />
    </ReferenceArrayInput>
  );
}
