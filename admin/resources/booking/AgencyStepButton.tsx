import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SendIcon from '@mui/icons-material/Send';
import { TextField } from '@mui/material';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Button, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { amountInput, readAmount } from '../../../common/format.ts';
import { AGENCY_EVENTS, type AgencyEvent, eventsFrom } from '../../../entities/bookingFlow.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../entities/errors.ts';
import { errorKey } from '../../dataProvider.ts';
import { ActionFormDialog } from '../../actions/ActionFormDialog.tsx';
import type { ActionProps } from '../../actions/types.ts';
import { useActionDialog } from '../../actions/useActionCall.ts';

/** One input of a step's dialog: what the server calls it, its label key, and the booking column it starts from. */
interface StepInput {
  name: 'proposal' | 'hotelName' | 'pricePerNight' | 'totalPrice' | 'reference' | 'comment' | 'reason';
  label: string;
  kind: 'text' | 'long' | 'money';
  required?: boolean;
  from?: string;
}

const field = (name: string) => `resources.booking.fields.${name}`;
const OFFER_INPUTS: StepInput[] = [
  { name: 'hotelName', label: field('hotel_name'), kind: 'text', required: true, from: 'hotel_name' },
  { name: 'pricePerNight', label: field('price_per_night'), kind: 'money', from: 'price_per_night' },
  { name: 'totalPrice', label: field('total_price'), kind: 'money', required: true, from: 'total_price' },
];

/** The agency's steps, by their event in the transition table: the icon of each and what its dialog asks. */
const STEPS: Record<AgencyEvent, { icon: ReactElement; inputs: StepInput[]; dismissLabel?: string }> = {
  take: { icon: <AssignmentIndIcon />, inputs: [] },
  propose: {
    icon: <SendIcon />,
    inputs: [{ name: 'proposal', label: field('proposal'), kind: 'long', required: true, from: 'proposal' }, ...OFFER_INPUTS],
  },
  agency_confirm: {
    icon: <EventAvailableIcon />,
    inputs: [...OFFER_INPUTS, { name: 'reference', label: field('booking_base_id'), kind: 'text', from: 'booking_base_id' }],
  },
  modification_done: {
    icon: <EditNoteIcon />,
    inputs: [
      { name: 'comment', label: 'resources.booking.confirm.modification_done.comment', kind: 'long' },
      ...OFFER_INPUTS.map((input) => ({ ...input, required: false })),
      { name: 'reference', label: field('booking_base_id'), kind: 'text', from: 'booking_base_id' },
    ],
  },
  cancellation_done: { icon: <DoneAllIcon />, inputs: [] },
  agency_cancel: {
    icon: <CancelIcon />,
    // "Fermer" beside "Annuler la demande": two buttons saying "Annuler" would read alike.
    dismissLabel: 'ra.action.close',
    inputs: [{ name: 'reason', label: 'resources.booking.confirm.agency_cancel.reason', kind: 'long', required: true }],
  },
};

const initialValues = (inputs: StepInput[], record: RaRecord) =>
  Object.fromEntries(
    inputs.map((input) => {
      const value = input.from ? record[input.from] : null;
      if (value === null || value === undefined) return [input.name, ''];
      return [input.name, input.kind === 'money' ? amountInput(Number(value)) : String(value)];
    }),
  );

/**
 * A step of the agency on an offline request (take, propose, confirm...), offered only when the transition table lets
 * the agency take it in the booking's status. A dialog asks what the step records; the server's field codes show
 * under the inputs, and the page reloads with the new status and history.
 */
export function AgencyStepButton({ label, variant, entity, action }: ActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const step = AGENCY_EVENTS.find((name) => name === action);
  const config = step && STEPS[step];
  const { open, close, start, send, pending, errors, setErrors, failure } = useActionDialog(
    entity,
    action,
    (config?.inputs ?? []).map((input) => input.name),
  );
  const [values, setValues] = useState<Record<string, string>>({});
  // A list row has no room for the step's form, and the agent reads the request before acting on it.
  if (!record || !config || variant === 'row') return null;
  if (!eventsFrom(record.status, 'agent', Boolean(record.is_online)).includes(step)) return null;
  const messages = `resources.${entity}.confirm.${action}`;

  const begin = () => {
    setValues(initialValues(config.inputs, record));
    start();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      config.inputs.map((input) => {
        const value = values[input.name]?.trim() ?? '';
        if (input.kind === 'money') return [input.name, readAmount(value)];
        return [input.name, value === '' ? null : value];
      }),
    );
    const wrong: Record<string, ErrorCodeValue> = {};
    for (const input of config.inputs) {
      const value = body[input.name];
      if (input.required && (value === null || value === undefined)) wrong[input.name] = ErrorCode.FIELD_REQUIRED;
      else if (input.kind === 'money' && typeof value === 'number' && !(value >= 0)) wrong[input.name] = ErrorCode.NOT_A_NUMBER;
    }
    if (Object.keys(wrong).length > 0) return setErrors(wrong);
    await send(record.id, { body });
  };

  const title = translate(`${messages}.title`, { name: record.ref ?? record.id });
  return (
    <>
      <Button label={label} onClick={begin} disabled={pending}>
        {config.icon}
      </Button>
      <ActionFormDialog
        id={`agency-${action}`}
        open={open}
        onClose={close}
        pending={pending}
        title={title}
        content={translate(`${messages}.content`)}
        failure={failure}
        submitLabel={translate(label)}
        dismissLabel={config.dismissLabel}
        onSubmit={submit}
      >
        {config.inputs.map((input) => (
          <TextField
            key={input.name}
            name={input.name}
            label={translate(input.label)}
            value={values[input.name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [input.name]: event.target.value }))}
            required={input.required}
            multiline={input.kind === 'long'}
            minRows={input.kind === 'long' ? 3 : undefined}
            // Text rather than a number input: the agent types a French decimal comma as well as a dot (readAmount).
            slotProps={{ htmlInput: input.kind === 'money' ? { inputMode: 'decimal' } : { maxLength: input.kind === 'long' ? 5000 : 255 } }}
            error={errors[input.name] !== undefined}
            helperText={errors[input.name] !== undefined ? translate(errorKey(errors[input.name])) : ' '}
            fullWidth
          />
        ))}
      </ActionFormDialog>
    </>
  );
}
