import { useState, type MouseEvent, type ReactElement } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import { failureCode } from '../../common/api.ts';
import { PendingSpinner } from '../../common/PendingButton.tsx';
import { errorKey } from '../dataProvider.ts';
import { ActionButton } from './ActionButton.tsx';
import { keepInside } from './ActionFormDialog.tsx';
import type { ActionProps } from './types.ts';
import { useActionCall } from './useActionCall.ts';

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
  const { pending, call } = useActionCall(entity, action);
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const messages = `resources.${entity}.confirm.${action}`;
  const name = String(record[entityNamed(entity).title] ?? record.id);
  const ask = (event: MouseEvent) => {
    keepInside(event);
    setOpen(true);
  };
  const run = async () => {
    try {
      await call(record.id);
    } catch (error) {
      notify(errorKey(failureCode(error)), { type: 'error' });
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <ActionButton label={label} variant={variant} icon={icon} onClick={ask} disabled={unavailable || pending} />
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
