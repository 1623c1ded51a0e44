/** What a record action component receives: its catalogue label, and whether it sits in a list row or a page toolbar. */
export interface RecordActionProps {
  label: string;
  variant: 'row' | 'toolbar';
}
