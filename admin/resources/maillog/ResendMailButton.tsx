import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Alert, TextField } from '@mui/material';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ErrorCode } from '../../../entities/errors.ts';
import { REDACTED_LINK } from '../../../entities/maillog.ts';
import { errorKey } from '../../dataProvider.ts';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { ActionFormDialog, keepInside } from '../../actions/ActionFormDialog.tsx';
import type { ActionProps } from '../../actions/types.ts';
import { useActionDialog } from '../../actions/useActionCall.ts';

/**
 * Sends a logged mail again. The dialog proposes the original recipients, which the agent may change (several
 * addresses separated by semicolons); the server checks them (code 140 under the field) and logs the new send. A mail
 * whose personal link the log took out goes to its recipient only, with a new link: the dialog says so.
 */
export function ResendMailButton({ label, variant, entity, action }: ActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { open, close, start, send, pending, errors, setErrors, failure } = useActionDialog(entity, action, ['to']);
  const [to, setTo] = useState('');
  if (!record) return null;
  const messages = `resources.${entity}.confirm.${action}`;
  const personal = String(record.body ?? '').includes(REDACTED_LINK);

  const begin = (event: MouseEvent) => {
    keepInside(event);
    setTo(
      String(record.mail_rcpt ?? '')
        .split(';')
        .map((address) => address.trim())
        .filter(Boolean)
        .join('; '),
    );
    start();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim()) return setErrors({ to: ErrorCode.EMAIL_REQUIRED });
    await send(record.id, { query: `?to=${encodeURIComponent(to.trim())}` });
  };

  return (
    <>
      <ActionButton label={label} variant={variant} icon={<ForwardToInboxIcon fontSize={variant === 'row' ? 'small' : undefined} />} onClick={begin} />
      <ActionFormDialog
        id={`resend-${record.id}`}
        open={open}
        onClose={close}
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
          error={errors.to !== undefined}
          helperText={errors.to !== undefined ? translate(errorKey(errors.to)) : translate(`${messages}.to_help`)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          fullWidth
        />
      </ActionFormDialog>
    </>
  );
}
