import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDelete,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUpdate,
  type Identifier,
} from 'react-admin';
import { ErrorCode } from '../../entities/errors.ts';
import type { EntityDescriptor, RelatedList, Tab } from '../../entities/kit.ts';
import { PendingSpinner } from '../../common/PendingButton.tsx';
import { errorKey } from '../dataProvider.ts';
import { titleText } from './representation.tsx';

/** react-admin's Confirm only disables its buttons while it waits: its confirm button shows this spinner instead. */
const Waiting = () => <PendingSpinner />;

/** The related rows that go with a record of the entity (docs/descriptors.md, `deletedWith`). */
const deletedWith = (entity: EntityDescriptor): RelatedList[] =>
  Array.isArray(entity.show) ? [] : (entity.show as { tabs: readonly Tab[] }).tabs.flatMap((tab) => (tab.related?.deletedWith ? [tab.related] : []));

/** "This also deletes 3 list choices.": said before the deletion, once counted, when there are any. */
function DeletedWith({ list, id }: { list: RelatedList; id: Identifier }) {
  const translate = useTranslate();
  const { total } = useGetList(list.related, { filter: { [list.target]: id }, pagination: { page: 1, perPage: 1 } });
  if (!total) return null;
  const name = translate(`resources.${list.related}.name`, { smart_count: total }).toLowerCase();
  return <p data-testid="deleted-with">{translate('admin.deleted_with', { count: total, name })}</p>;
}

/**
 * Deletes the record once confirmed. A record bookings or messages name is kept for their history (the server answers
 * `in_history`): when the entity can be disabled, the button then offers to disable it instead of only saying no.
 */
export function DeleteOrDisableButton({ entity }: { entity: EntityDescriptor }) {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [asking, setAsking] = useState<'delete' | 'disable' | null>(null);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [update, { isPending: disabling }] = useUpdate();
  // As react-admin's own DeleteButton: shown to the roles that may delete (admin/access.ts).
  const { canAccess } = useCanAccess({ resource: entity.name, action: 'delete', record });
  if (!record || !canAccess) return null;
  const name = titleText(entity, record) || String(record.id);
  const disableable = entity.fields.enabled?.type === 'boolean' && record.enabled !== false;
  const failed = (error: unknown) => {
    setAsking(null);
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };
  const remove = () =>
    deleteOne(
      entity.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', entity.name);
        },
        onError: (error) => ((error as Error)?.message === errorKey(ErrorCode.IN_HISTORY) && disableable ? setAsking('disable') : failed(error)),
      },
    );
  const disable = () =>
    update(
      entity.name,
      { id: record.id, data: { enabled: false }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null);
          notify('admin.keep_history.disabled', { type: 'success', messageArgs: { name } });
        },
        onError: failed,
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setAsking('delete')}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asking === 'delete'}
        loading={deleting}
        ConfirmIcon={deleting ? Waiting : undefined}
        title="ra.message.delete_title"
        // "Supprimer type de chambre Chambre standard": the kind of record, then the record.
        titleTranslateOptions={{
          name: translate(`resources.${entity.name}.name`, { smart_count: 1 }).toLowerCase(),
          recordRepresentation: name,
          id: record.id,
        }}
        content={
          <>
            {translate('ra.message.delete_content')}
            {asking === 'delete' && deletedWith(entity).map((list) => <DeletedWith key={list.related} list={list} id={record.id} />)}
          </>
        }
        onConfirm={remove}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'disable'}
        loading={disabling}
        ConfirmIcon={disabling ? Waiting : undefined}
        title="admin.keep_history.title"
        titleTranslateOptions={{ name }}
        content="admin.keep_history.content"
        confirm="admin.keep_history.disable"
        onConfirm={disable}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
