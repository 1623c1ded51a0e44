import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, t } from './i18n/index.ts';
import { visibleText } from './pageTitle.ts';

/** A form's errors by input name (the names of `submitErrors`, or the form's own checks): each an error code. */
export type SummaryErrors = Record<string, string | number | undefined>;

interface Item {
  name: string;
  message: string;
  /** What the user reads beside the input, when the form has an input of that name. */
  label?: string;
  field?: HTMLElement;
}

/**
 * The input an error is about: the one of that name, or the first of its group (`rooms.0.travellers` names the inputs
 * `rooms.0.travellers.0`, `.1`). MUI's select keeps its value in a hidden input: what takes the focus is its combobox;
 * a file input hidden in its button: the button (a label).
 */
function fieldOf(form: ParentNode, name: string): HTMLElement | undefined {
  const quoted = CSS.escape(name);
  const input =
    form.querySelector<HTMLElement>(`[name="${quoted}"]`) ??
    [...form.querySelectorAll<HTMLElement>(`[name^="${quoted}."]`)].find((element) => /^\d+$/.test(element.getAttribute('name')!.slice(name.length + 1)));
  if (!input) return undefined;
  if (input.hidden) return input.closest<HTMLElement>('label') ?? input;
  const hidden = input.getAttribute('aria-hidden') === 'true' || (input as HTMLInputElement).type === 'hidden';
  return (hidden && input.closest('.MuiFormControl-root')?.querySelector<HTMLElement>('[role="combobox"]')) || input;
}

/** The words that name an input on screen: its label; for a box among others, what heads the group. */
function labelOf(field: HTMLElement): string | undefined {
  if (field instanceof HTMLLabelElement) return visibleText(field) || undefined;
  const type = (field as HTMLInputElement).type;
  if (type === 'checkbox' || type === 'radio') {
    const labelledBy = field.closest('[aria-labelledby]')?.getAttribute('aria-labelledby');
    const group =
      (labelledBy && document.getElementById(labelledBy.split(' ')[0])) ||
      field.closest('fieldset')?.querySelector('legend') ||
      field.closest('.MuiPaper-root')?.querySelector('h2, h3');
    if (group) return visibleText(group);
  }
  // A select is named by its own aria-labelledby (its label is a div), a text input by its <label>.
  const labelledBy = field.getAttribute('aria-labelledby')?.split(' ')[0];
  const label =
    (labelledBy && document.getElementById(labelledBy)) ||
    (field as HTMLInputElement).labels?.[0] ||
    field.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-root');
  const text = label ? visibleText(label) : field.getAttribute('aria-label');
  return text || undefined;
}

/**
 * The top of a refused form: each wrong input by its label and its message, a link to it, in the form's order. Each
 * failed submit (`attempt` changes) takes the focus here, so a keyboard or screen-reader user hears what is wrong and
 * goes to each input from the list; a mouse user sees it at the top. Errors about no single input are listed unlinked.
 * `describe` words a code as the form does under that input, where it says more than the catalogue.
 */
export function ErrorSummary({
  errors,
  attempt,
  describe = (_name, code) => errorMessage(code),
}: {
  errors: SummaryErrors;
  attempt: number;
  describe?: (name: string, code: string | number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A dialog's summary may show over its page's: each names itself.
  const titleId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const key = JSON.stringify(errors);
  const words = useRef(describe);
  words.current = describe;

  // Labels and order come from the inputs on screen, read once they are drawn.
  useLayoutEffect(() => {
    const form = box.current?.closest('form') ?? document;
    const found: Item[] = Object.entries(JSON.parse(key) as SummaryErrors)
      .filter(([, code]) => code !== undefined && code !== '')
      .map(([name, code]) => {
        const field = fieldOf(form, name);
        return { name, message: words.current(name, code!), field, label: field && labelOf(field) };
      });
    // Two codes saying the same of one input (a room's bed and the rooms' beds) are one line.
    const lines = found.filter(
      (item, index) => !item.field || found.findIndex((other) => other.field === item.field && other.message === item.message) === index,
    );
    lines.sort((a, b) =>
      a.field && b.field ? (a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : a.field ? -1 : b.field ? 1 : 0,
    );
    setItems(lines);
  }, [key]);

  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);

  if (Object.keys(errors).length === 0) return null;
  const follow = (item: Item) => (event: MouseEvent) => {
    event.preventDefault();
    item.field?.scrollIntoView({ block: 'center' });
    item.field?.focus();
  };
  return (
    <Alert severity="error" ref={box} tabIndex={-1} data-testid="error-summary" aria-labelledby={titleId} role="region">
      <AlertTitle id={titleId}>{t('app.error_summary')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item.name}>
            {item.field ? (
              <Link href={`#${item.field.id || item.name}`} onClick={follow(item)} color="inherit">
                {item.label ? t('app.error_summary_item', { label: item.label, message: item.message }) : item.message}
              </Link>
            ) : (
              item.message
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
