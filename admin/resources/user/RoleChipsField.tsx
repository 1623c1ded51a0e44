import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { AGENCY_ROLES, HOTEL_ROLES, type Role } from '../../../entities/roles.ts';
import type { GeneratedFieldProps } from '../../fields.tsx';
import { enumKey } from '../../format.ts';

function colourOf(role: Role): 'primary' | 'secondary' | 'default' {
  if (AGENCY_ROLES.includes(role)) return 'primary';
  return HOTEL_ROLES.includes(role) ? 'secondary' : 'default';
}

/** A user's roles as translated chips, coloured by who the role belongs to: the agency, a hotel, or a company. */
export function RoleChipsField({ source }: GeneratedFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const roles = Array.isArray(record?.[source]) ? (record[source] as Role[]) : [];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((role) => (
        <Chip
          key={role}
          size="small"
          color={colourOf(role)}
          variant={colourOf(role) === 'default' ? 'outlined' : 'filled'}
          label={translate(enumKey('user', source, role))}
        />
      ))}
    </Stack>
  );
}
