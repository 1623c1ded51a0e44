/** The layouts of a descriptor's screens: its show page and its create and edit form (docs/descriptors.md). */

/** The rows of another entity that point to this record, listed in a tab of the show page. */
export interface RelatedList {
  related: string;
  /** The reference field of the related entity that points back to this record. */
  target: string;
  /** The related rows go with this record (their foreign key cascades): its deletion's confirmation says how many. */
  deletedWith?: boolean;
}
export interface Tab {
  name: string;
  fields?: readonly string[];
  related?: RelatedList;
}
/** A list of fields, or tabs of fields and related lists. */
export type Layout = readonly string[] | { tabs: readonly Tab[] };

/** Every field named in a layout, tabs flattened. */
export function layoutFields(layout: Layout): string[] {
  if (Array.isArray(layout)) return [...(layout as readonly string[])];
  return (layout as { tabs: readonly Tab[] }).tabs.flatMap((tab) => [...(tab.fields ?? [])]);
}

/**
 * The form of a descriptor that names none: the show page's fields a client may write, in the same tabs and order; the
 * related lists, and the tabs left with no field, are left out.
 */
export function formOf(show: Layout, writable: (name: string) => boolean): Layout {
  if (Array.isArray(show)) return (show as readonly string[]).filter(writable);
  const tabs = (show as { tabs: readonly Tab[] }).tabs.map((tab) => ({ name: tab.name, fields: (tab.fields ?? []).filter(writable) }));
  return { tabs: tabs.filter((tab) => tab.fields.length > 0) };
}
