/**
 * The entity descriptor format. Descriptors are plain data: the server derives routes, SQL and JSON Schemas from them,
 * the back office derives its screens from them. Nothing here imports from outside entities/.
 */
import type { ErrorCodeValue } from './errors.ts';
import { formOf, type Layout } from './layout.ts';
import type { Role } from './roles.ts';

export type Site = 'default' | 'contingents' | 'formation';

/** What a `phone` field accepts: digits with the usual separators, an optional leading +. */
export const PHONE_PATTERN = '^\\+?[0-9 .()/-]{6,30}$';

/** How many rows a list shows before the reader asks for more: every list of the three sites, every route that pages. */
export const PAGE_SIZE = 25;

export const FIELD_TYPES = [
  'string',
  'text',
  'richtext',
  'integer',
  'decimal',
  'currency',
  'boolean',
  'date',
  'datetime',
  'enum',
  'reference',
  'references',
  'array',
  'image',
  'email',
  'phone',
  'password',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How a list may be filtered on a field: free text (joins the `q` search), exact value, set of values, or range. */
export type FilterKind = 'search' | 'exact' | 'in' | 'range';

/** Values the server fills in itself; such fields are never accepted from a client. */
export type AutoValue = 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy';

export interface FieldBase {
  type: FieldType;
  /** Column name when it differs from the field name (references default to `<field>_id`). */
  column?: string;
  required?: boolean;
  /** true: never written by clients; 'edit': written on create only. */
  readOnly?: boolean | 'edit';
  /** Accepted on write, never sent back (passwords). */
  writeOnly?: boolean;
  sortable?: boolean;
  filter?: FilterKind;
  default?: string | number | boolean | null;
  auto?: AutoValue;
  /** Per-field access: roles that may read or write this field on top of the entity's access. */
  access?: { read?: readonly Role[]; write?: readonly Role[] };
}

export interface StringField extends FieldBase {
  type: 'string' | 'text' | 'richtext' | 'email' | 'phone' | 'password' | 'image';
  minLength?: number;
  maxLength?: number;
  /** A regular expression the whole value must match (code 760 otherwise). */
  pattern?: string;
}
export interface NumberField extends FieldBase {
  type: 'integer' | 'decimal' | 'currency';
  min?: number;
  max?: number;
  /** The error code of a value that is not a number of the field's kind or is out of min..max (655 for a rate). */
  code?: ErrorCodeValue;
}
/** The colour a value's chip wears in the back office, from the theme's palette: the values read at a glance. */
export type Tone = 'success' | 'warning' | 'error' | 'info';

export interface EnumField extends FieldBase {
  type: 'enum';
  values: readonly (string | number)[];
  /** The values that wear a colour (the others a neutral chip): a state that needs an agent's eye, one that went well. */
  tones?: Readonly<Partial<Record<string, Tone>>>;
}
export interface ReferenceField extends FieldBase {
  type: 'reference';
  entity: string;
  /**
   * A reference worked out rather than stored (always read-only): the record of `entity` whose `targetColumn` holds
   * this record's `column` (the catalogue hotel whose ref is a contingent hotel's hrs_ref).
   */
  lookup?: { column: string; targetColumn: string };
  within?: Within;
}
/** Many records of another entity, kept in a relation table of two columns: this record's id and the other's. */
export interface ReferencesField extends FieldBase {
  type: 'references';
  entity: string;
  through: { table: string; source: string; target: string };
  maxItems?: number;
  within?: Within;
}
/**
 * The records a reference names must belong with this one: their field `target` holds this record's field `source`
 * (`id` for the record itself). A company's prelogged account is one of its users; a user's favourite places are
 * their company's.
 */
export interface Within {
  source: string;
  target: string;
}
export interface ArrayField extends FieldBase {
  type: 'array';
  /** When given, the allowed item values (a multiple choice); otherwise free strings. */
  values?: readonly string[];
  maxItems?: number;
}
export interface PlainField extends FieldBase {
  type: 'boolean' | 'date' | 'datetime';
}

export type Field = StringField | NumberField | EnumField | ReferenceField | ReferencesField | ArrayField | PlainField;

export type { Layout, RelatedList, Tab } from './layout.ts';
export { layoutFields } from './layout.ts';

export type RouteName = 'list' | 'show' | 'create' | 'edit' | 'delete';

/**
 * What an entity does besides its generated routes, through a hand-written route: the route is registered with this
 * method, path and roles (server/actions.ts), and the back office's button calls the same address.
 */
export interface ActionDescriptor {
  /** record: one row; collection: the whole resource. */
  scope: 'record' | 'collection';
  method: 'GET' | 'POST';
  /**
   * The route's address after /backend, as the browsers call it; `:id` stands for the record acted on (for a
   * collection action, the record the button names: the company travellers are imported into).
   */
  path: string;
  roles: readonly Role[];
}

export interface Scope {
  /** The column holding the tenant id. */
  column: string;
  /** The identity claim that must match it. */
  claim: 'company' | 'hotel';
  /** Roles that see every tenant. */
  bypass: readonly Role[];
  /** Within the tenant, rows that belong to a person: the others of the tenant see only their own. */
  owner?: Ownership;
}

/**
 * Who owns a row of a tenant (a booking's booker, a thread's user), as the front office decides what a company user
 * sees: the owner, the people a shared table names for the row, and the roles that read the whole tenant.
 */
export interface Ownership {
  /** The column holding the owner's user id. */
  column: string;
  /** A table naming more people who see a row (the managers asked to decide on a booking): its row and user columns. */
  sharedWith?: { table: string; row: string; user: string };
  /** Roles of the tenant that see all of its rows (an accountant reads every booking of the company). */
  wholeTenant: readonly Role[];
}

/** An entity as its file declares it; `defineEntity` makes it an EntityDescriptor. */
export interface EntityDeclaration<F extends Record<string, Field> = Record<string, Field>> {
  name: string;
  /** URL segment under /backend/api (the back office names its screens after `name`: /admin/<name>). */
  path: string;
  /**
   * The API's other address of one record, `/backend/api/<itemPath>/:id`, for callers that name it in the singular
   * (location/{id}).
   */
  itemPath?: string;
  table: string;
  /** The field that names a record in references and titles. */
  title: keyof F & string;
  fields: F;
  list: {
    columns: readonly (keyof F & string)[];
    /** The columns kept on a phone (narrower than 600 px), where all of them would scroll sideways; all by default. */
    phone?: readonly (keyof F & string)[];
    /** Fields the columns read besides their own, sent with every row though not shown (a history note's data). */
    reads?: readonly (keyof F & string)[];
    sort: { field: keyof F & string; order: 'ASC' | 'DESC' };
    perPage?: number;
  };
  show: Layout;
  /** The create and edit form; left out, the show page's fields a client may write (`formOf`). */
  form?: Layout;
  /**
   * Who reads and who writes; creating may be narrower than editing (a hotel admin edits its hotel, never adds one).
   * `pick`: roles that may only find and name records, to choose one in another screen (an agent picks the company of
   * a traveller): the search and the list answer them the id and these fields, never the whole record.
   */
  access: {
    read: readonly Role[];
    write: readonly Role[];
    create?: readonly Role[];
    pick?: { roles: readonly Role[]; fields: readonly (keyof F & string)[] };
  };
  scope?: Scope;
  /** Rows another screen owns (a configuration with its own form): never listed, read or written through this one. */
  reservedRows?: { field: string; values: readonly string[] };
  /** In a table shared with another entity, the rows this one covers: those where this field has a value. */
  onlyWith?: string;
  /** Its rows are sign-in accounts: a change or a deletion through the back office re-checks their sessions at once. */
  accounts?: true;
  routes?: Partial<Record<RouteName, boolean>>;
  actions?: Readonly<Record<string, ActionDescriptor>>;
  /** The sites whose back office shows it, in the order of `entities`: the agency's alone unless told. */
  backOffices?: readonly Site[];
}
/** An entity as the server and the back office read it: its form always given. */
export interface EntityDescriptor<F extends Record<string, Field> = Record<string, Field>> extends EntityDeclaration<F> {
  form: Layout;
}

/**
 * Declares an entity. The const generic keeps field names literal, so layouts naming an unknown field do not compile.
 */
export function defineEntity<const F extends Record<string, Field>>(declaration: EntityDeclaration<F>): EntityDescriptor {
  const form = declaration.form ?? formOf(declaration.show, (name) => isWritable(declaration.fields[name], 'create'));
  return { ...declaration, form } as unknown as EntityDescriptor;
}

/** The column behind a field. */
export function columnOf(name: string, field: Field): string {
  return field.column ?? (field.type === 'reference' ? `${name}_id` : name);
}

/** Whether a field is a column of its table, rather than a relation table or a value worked out from another row. */
export function isStored(field: Field): boolean {
  return field.type !== 'references' && !(field.type === 'reference' && field.lookup);
}

/** Whether these roles read every tenant's rows of an entity, rather than those of their own tenant only. */
export function readsWhole(entity: EntityDescriptor, roles: readonly Role[]): boolean {
  return !entity.scope || roles.some((role) => entity.scope!.bypass.includes(role));
}

/** Whether these roles may name records of an entity: they read it, or they may pick from it. */
export function nameable(entity: EntityDescriptor, roles: readonly Role[]): boolean {
  return roles.some((role) => entity.access.read.includes(role) || Boolean(entity.access.pick?.roles.includes(role)));
}

/** Whether these roles only pick records of an entity (they do not read it): they receive its pickFields alone. */
export function picksOnly(entity: EntityDescriptor, roles: readonly Role[]): boolean {
  return !roles.some((role) => entity.access.read.includes(role)) && nameable(entity, roles);
}

/** What a caller who only picks receives of a record, besides its id: the title and the declared pick fields. */
export function pickFields(entity: EntityDescriptor): string[] {
  return [...new Set([entity.title, ...(entity.access.pick?.fields ?? [])])];
}

/**
 * Whether a list page may come with the records of a reference to `target` (the list route's `prefetch`): these
 * roles name the target (those who only pick receive its pick fields), and read it whole, since the join that fetches them is not scoped to a tenant.
 */
export function prefetchable(target: EntityDescriptor, roles: readonly Role[]): boolean {
  return nameable(target, roles) && readsWhole(target, roles);
}

/** An action the entity declares; naming one it does not declare is a mistake of the code, thrown at once. */
export function actionOf(entity: EntityDescriptor, name: string): ActionDescriptor {
  const action = entity.actions?.[name];
  if (!action) throw new Error(`${entity.name} declares no action ${name}`);
  return action;
}

/** The address of an action on one record, after /backend. */
export function actionPath(action: ActionDescriptor, id: string | number): string {
  return action.path.replace(':id', encodeURIComponent(String(id)));
}

/** Whether a site's back office shows the entity. */
export function inBackOffice(entity: EntityDescriptor, site: Site): boolean {
  return (entity.backOffices ?? ['default']).includes(site);
}

export function routeEnabled(entity: EntityDescriptor, route: RouteName): boolean {
  return entity.routes?.[route] !== false;
}

export function isWritable(field: Field, mode: 'create' | 'edit'): boolean {
  if (field.auto || field.readOnly === true || (field.type === 'reference' && field.lookup)) return false;
  return !(field.readOnly === 'edit' && mode === 'edit');
}

/**
 * An object schema's properties, one per name, each with the same schema: typed by name, so that the body is inferred
 * with these keys (Object.fromEntries alone would type them as any string).
 */
export function sameProperties<const Name extends string, const Schema>(names: readonly Name[], schema: Schema): Record<Name, Schema> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<Name, Schema>;
}
