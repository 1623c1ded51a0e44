/**
 * What the button of a descriptor action receives: its catalogue label, where it sits (a list row, or the toolbar of a
 * page or of a list), and the entity and action names, from which it finds the action's route (`actionOf`) and its
 * other catalogue keys (resources.<entity>.confirm.<action>.*).
 */
export interface ActionProps {
  label: string;
  variant: 'row' | 'toolbar';
  entity: string;
  action: string;
}
