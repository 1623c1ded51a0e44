import { TextInput } from 'react-admin';
import { encryptCard } from './cardTransport.ts';
import { ConfigurationEdit } from './ConfigurationEdit.tsx';

const label = (field: string) => `admin.configuration.card.fields.${field}`;
const helper = (field: string) => `admin.configuration.card.helpers.${field}`;

const typed = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Only what the server accepts: the form also holds the masked number and the scheme it was loaded with. The number
 * and the security code go encrypted for the server; the server's errors still name the inputs (number, cvc).
 */
const cardInput = async ({ number, holder, expiry, cvc }: Record<string, unknown>) => ({
  holder,
  expiry,
  ...(await encryptCard({ number: typed(number), cvc: typed(cvc) })),
});

/**
 * The whole card is entered again at every change: the server never sends back the number or the security code.
 * The browser must not offer to remember them either (autocomplete off).
 */
export function CardEdit() {
  return (
    <ConfigurationEdit name="card" transform={cardInput} maxWidth={480}>
      <TextInput
        source="number"
        label={label('number')}
        helperText={helper('number')}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
      />
      <TextInput source="holder" label={label('holder')} autoComplete="off" fullWidth slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextInput
        source="expiry"
        label={label('expiry')}
        helperText={helper('expiry')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <TextInput
        source="cvc"
        label={label('cvc')}
        helperText={helper('cvc')}
        type="password"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
    </ConfigurationEdit>
  );
}
