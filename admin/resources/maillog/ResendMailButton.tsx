import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Alert, IconButton, TextField, Tooltip } from '@mui/material';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiFetch, submitErrors } from '../../../common/api.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import { entityNamed } from '../../../entities/index.ts';
import { actionOf, actionPath } from '../../../entities/kit.ts';
import { REDACTED_LINK } from '../../../entities/maillog.ts';
import { errorKey } from '../../dataProvider.ts';
import { ActionFormDialog, keepInside } from '../../actions/ActionFormDialog.tsx';
import type { ActionProps } from '../../actions/types.ts';

/**
 * Sends a logged mail again. The dialog proposes the original recipients, which the agent may change (several
 * addresses separated by semicolons); the server checks them (code 140 under the field) and logs the new send. A mail
 * whose personal link the log took out goes to its recipient only, with a new link: the dialog says so.
 */
export function ResendMailButton({ label, variant, entity, action }: ActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | number | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  if (!record) return null;
  const messages = `resources.${entity}.confirm.${action}`;
  const personal = String(record.body ?? '').includes(REDACTED_LINK);

  const start = (event: MouseEvent) => {
    keepInside(event);
    setTo(
      String(record.mail_rcpt ?? '')
        .split(';')
        .map((address) => address.trim())
        .filter(Boolean)
        .join('; '),
    );
    setError(null);
    setFailure(null);
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim()) return setError(ErrorCode.EMAIL_REQUIRED);
    setPending(true);
    setError(null);
    setFailure(null);
    try {
      const declared = actionOf(entityNamed(entity), action);
      await apiFetch(`${actionPath(declared, record.id)}?to=${encodeURIComponent(to.trim())}`, { method: declared.method });
      setOpen(false);
      notify(`${messages}.done`, { type: 'success' });
      refresh();
    } catch (caught) {
      const { fields, code } = submitErrors(caught);
      if (fields.to !== undefined) setError(fields.to);
      else setFailure(code);
    } finally {
      setPending(false);
    }
  };

  const button =
    variant === 'row' ? (
      <Tooltip title={translate(label)}>
        <IconButton aria-label={translate(label)} onClick={start} size="small" color="primary">
          <ForwardToInboxIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : (
      <Button label={label} onClick={start}>
        <ForwardToInboxIcon />
      </Button>
    );
  return (
    <>
      {button}
      <ActionFormDialog
        id={`resend-${record.id}`}
        open={open}
        onClose={() => setOpen(false)}
        pending={pending}
        title={translate(`${messages}.title`, { name: record.subject ?? record.id })}
        content={translate(`${messages}.content`)}
        failure={failure}
        submitLabel={translate(`${messages}.send`)}
        onSubmit={submit}
      >
        {personal && <Alert severity="info">{translate(`${messages}.personal`)}</Alert>}
        <TextField
          name="to"
          label={translate(`${messages}.to`)}
          value={to}
          onChange={(change) => setTo(change.target.value)}
          required
          autoFocus
          error={error !== null}
          helperText={error !== null ? translate(errorKey(error)) : translate(`${messages}.to_help`)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          fullWidth
        />
      </ActionFormDialog>
    </>
  );
}
