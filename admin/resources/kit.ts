import type { ComponentType } from 'react';
import type { ActionProps } from '../actions/types.ts';
import type { GeneratedFieldProps } from '../fields.tsx';
import type { GeneratedInputProps } from '../inputs.tsx';

/** A field's display or input replaced by a hand-written one, while the rest of its entity's screens stay generated. */
export interface FieldCustomisation {
  field?: ComponentType<GeneratedFieldProps>;
  input?: ComponentType<GeneratedInputProps>;
}

/** A screen at an address of its own under /admin (a company's travel policy), beside the entity's four. */
export interface OwnPage {
  path: string;
  component: ComponentType;
}

/**
 * What the back office does for one entity beyond what its descriptor generates, exported by the entity's folder
 * (admin/resources/<entity>/index.ts) and gathered in admin/resources/index.ts: its menu icon, whole screens replaced,
 * fields by name, the button of each action the descriptor declares, pages of its own and the menu items leading to
 * them. A unit test checks every name exists in the descriptor.
 */
export interface ResourceCustomisation {
  icon?: ComponentType;
  screens?: Partial<Record<'list' | 'show' | 'edit' | 'create', ComponentType>>;
  fields?: Readonly<Record<string, FieldCustomisation>>;
  actions?: Readonly<Record<string, ComponentType<ActionProps>>>;
  pages?: readonly OwnPage[];
  /** Shown in the menu after the entities, in their order; it decides itself whom it shows to. */
  menu?: ComponentType;
}
