import type { ComponentType } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { useAllowed } from '../useAllowed.ts';
import { AgencyStepButton } from './AgencyStepButton.tsx';
import { DisableBookingButton } from './DisableBookingButton.tsx';
import { ImpersonateButton } from './ImpersonateButton.tsx';
import { ImportTravellersButton } from './ImportTravellersButton.tsx';
import { ResendMailButton } from './ResendMailButton.tsx';
import { RetryMailButton } from './RetryMailButton.tsx';
import type { CollectionActionProps, RecordActionProps } from './types.ts';

/**
 * The component of each record action a descriptor may declare (`actions.<name>`, scope 'record'), by action name.
 * The server holds the behaviour; a unit test checks every declared record action has a component here.
 */
export const recordActionComponents: Readonly<Record<string, ComponentType<RecordActionProps>>> = {
  impersonate: ImpersonateButton,
  disableBooking: DisableBookingButton,
  retry: RetryMailButton,
  resend: ResendMailButton,
  take: AgencyStepButton,
  propose: AgencyStepButton,
  agency_confirm: AgencyStepButton,
  modification_done: AgencyStepButton,
  cancellation_done: AgencyStepButton,
  agency_cancel: AgencyStepButton,
};

/** The record actions of an entity the current roles may use, for a list row or a show page. */
export function RecordActions({ entity, variant }: { entity: EntityDescriptor; variant: RecordActionProps['variant']; label?: string | false }) {
  const may = useAllowed();
  const names = Object.entries(entity.actions ?? {})
    .filter(([name, action]) => action.scope === 'record' && recordActionComponents[name] && may(entity.name, name))
    .map(([name]) => name);
  return (
    <>
      {names.map((name) => {
        const Component = recordActionComponents[name];
        return <Component key={name} label={`resources.${entity.name}.actions.${name}`} variant={variant} entity={entity.name} action={name} />;
      })}
    </>
  );
}

export const hasRecordActions = (entity: EntityDescriptor) => Object.values(entity.actions ?? {}).some((action) => action.scope === 'record');

/** The component of each collection action (`actions.<name>`, scope 'collection'): a button over the whole list. */
export const collectionActionComponents: Readonly<Record<string, ComponentType<CollectionActionProps>>> = {
  import: ImportTravellersButton,
};


export const hasCollectionActions = (entity: EntityDescriptor) => Object.values(entity.actions ?? {}).some((action) => action.scope === 'collection');

/**
 * react-admin's default list toolbar (filter, create, export: its ListActions takes no extra buttons), followed by the
 * entity's collection actions the roles may use.
 */
export function ListActionsWithCollection({ entity }: { entity: EntityDescriptor }) {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  const may = useAllowed();
  const names = Object.entries(entity.actions ?? {})
    .filter(([name, action]) => action.scope === 'collection' && collectionActionComponents[name] && may(entity.name, name))
    .map(([name]) => name);
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
      {names.map((name) => {
        const Component = collectionActionComponents[name];
        return <Component key={name} label={`resources.${entity.name}.actions.${name}`} entity={entity.name} action={name} />;
      })}
    </TopToolbar>
  );
}
