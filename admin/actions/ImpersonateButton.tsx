import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ApiError } from '../../common/api.ts';
import { impersonate } from '../../common/session.ts';
import { errorKey } from '../dataProvider.ts';
import type { RecordActionProps } from './types.ts';

/**
 * Signs in as the user of the record and opens the front office with that session; the admin's own token is kept by
 * the session store and comes back when impersonation ends.
 */
export function ImpersonateButton({ label, variant }: RecordActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const start = async (event: MouseEvent) => {
    // In a list the button sits in a clickable row: the click must not also open the record.
    event.stopPropagation();
    setPending(true);
    try {
      await impersonate(record.id as number);
      window.location.assign('/');
    } catch (error) {
      notify(errorKey(error instanceof ApiError ? error.code : 'unknown'), { type: 'error' });
      setPending(false);
    }
  };
  if (variant === 'row') {
    return (
      <Tooltip title={translate(label)}>
        <IconButton aria-label={translate(label)} onClick={start} disabled={pending} size="small" color="primary">
          <SwitchAccountIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button label={label} onClick={start} disabled={pending}>
      <SwitchAccountIcon />
    </Button>
  );
}
