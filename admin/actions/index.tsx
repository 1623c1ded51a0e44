import type { ComponentType } from 'react';
import { useCanAccess } from 'react-admin';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { DisableBookingButton } from './DisableBookingButton.tsx';
import { ImpersonateButton } from './ImpersonateButton.tsx';
import { ResendMailButton } from './ResendMailButton.tsx';
import type { RecordActionProps } from './types.ts';

/**
 * The component of each record action a descriptor may declare (`actions.<name>`, scope 'record'), by action name.
 * The server holds the behaviour; a unit test checks every declared record action has a component here.
 */
export const recordActionComponents: Readonly<Record<string, ComponentType<RecordActionProps>>> = {
  impersonate: ImpersonateButton,
  disableBooking: DisableBookingButton,
  resend: ResendMailButton,
};

function RecordAction({ entity, name, variant }: { entity: EntityDescriptor; name: string; variant: RecordActionProps['variant'] }) {
  const { canAccess } = useCanAccess({ resource: entity.name, action: name });
  const Component = recordActionComponents[name];
  if (!canAccess || !Component) return null;
  return <Component label={`resources.${entity.name}.actions.${name}`} variant={variant} entity={entity.name} action={name} />;
}

/** The record actions of an entity the current roles may use, for a list row or a show page. */
export function RecordActions({ entity, variant }: { entity: EntityDescriptor; variant: RecordActionProps['variant']; label?: string | false }) {
  const names = Object.entries(entity.actions ?? {}).filter(([, action]) => action.scope === 'record').map(([name]) => name);
  return (
    <>
      {names.map((name) => <RecordAction key={name} entity={entity} name={name} variant={variant} />)}
    </>
  );
}

export const hasRecordActions = (entity: EntityDescriptor) => Object.values(entity.actions ?? {}).some((action) => action.scope === 'record');
