/**
 * What a record action component receives: its catalogue label, whether it sits in a list row or a page toolbar, and
 * the entity and action names, from which it finds its other catalogue keys (resources.<entity>.confirm.<action>.*).
 */
export interface RecordActionProps {
  label: string;
  variant: 'row' | 'toolbar';
  entity: string;
  action: string;
}

/** What a collection action component (a button over the whole list) receives: its catalogue label and names. */
export interface CollectionActionProps {
  label: string;
  entity: string;
  action: string;
}
