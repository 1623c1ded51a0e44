import { AutocompleteInput, ReferenceInput, useRecordContext } from 'react-admin';
import { entityNamed } from '../../../entities/index.ts';
import { optionTextOf } from '../../generic/representation.tsx';
import type { GeneratedInputProps } from '../../inputs.tsx';

/** The account that holds a company's link requests is one of the company's own users: only those are offered. */
export function PreloggedUserInput({ source, validate, readOnly }: GeneratedInputProps) {
  const record = useRecordContext();
  const user = entityNamed('user');
  return (
    <ReferenceInput source={source} reference="user" filter={{ company: record?.id ?? null }} sort={{ field: 'email', order: 'ASC' }}>
      <AutocompleteInput
        optionText={optionTextOf(user)}
        filterToQuery={(q: string) => ({ q })}
        validate={validate}
        readOnly={readOnly}
        sx={{ width: '100%', maxWidth: 420 }}
      />
    </ReferenceInput>
  );
}
