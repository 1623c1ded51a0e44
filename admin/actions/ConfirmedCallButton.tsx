import { IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import { actionOf, actionPath } from '../../entities/kit.ts';
import { apiFetch, failureCode } from '../../common/api.ts';
import { PendingSpinner } from '../../common/PendingButton.tsx';
import { errorKey } from '../dataProvider.ts';
import { keepInside } from './ActionFormDialog.tsx';
import type { ActionProps } from './types.ts';

/** react-admin's Confirm only disables its buttons while it waits: its confirm button shows this spinner instead of the check. */
const Waiting = () => <PendingSpinner />;

/**
 * A record action the server performs on one call: asks for confirmation, calls the action's route as the descriptor
 * declares it, tells the result and reloads the page's data. The texts are resources.<entity>.confirm.<action>.title /
 * content / done, `%{name}` being the record's title.
 */
export function ConfirmedCallButton({
  label,
  variant,
  entity,
  action,
  icon,
  unavailable = false,
}: ActionProps & { icon: ReactElement; unavailable?: boolean }) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const messages = `resources.${entity}.confirm.${action}`;
  const descriptor = entityNamed(entity);
  const name = String(record[descriptor.title] ?? record.id);
  const ask = (event: MouseEvent) => {
    keepInside(event);
    setOpen(true);
  };
  const run = async () => {
    setPending(true);
    try {
      const declared = actionOf(descriptor, action);
      await apiFetch(actionPath(declared, record.id), { method: declared.method });
      notify(`${messages}.done`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorKey(failureCode(error)), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  const disabled = unavailable || pending;
  const button =
    variant === 'row' ? (
      <Tooltip title={translate(label)}>
        {/* A disabled button fires no events, so the tooltip needs a wrapper to listen to. */}
        <span>
          <IconButton aria-label={translate(label)} onClick={ask} disabled={disabled} size="small" color="primary">
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    ) : (
      <Button label={label} onClick={ask} disabled={disabled}>
        {icon}
      </Button>
    );
  return (
    <>
      {button}
      <span onClick={keepInside}>
        <Confirm
          isOpen={open}
          loading={pending}
          ConfirmIcon={pending ? Waiting : undefined}
          title={`${messages}.title`}
          content={`${messages}.content`}
          titleTranslateOptions={{ name }}
          onConfirm={run}
          onClose={(event: MouseEvent) => {
            keepInside(event);
            setOpen(false);
          }}
        />
      </span>
    </>
  );
}
