import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../../../common/api.ts';
import { readAmount } from '../../../common/format.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import type { StockChange } from '../../../entities/contingentReplies.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../entities/errors.ts';
import { contingentScreens } from './paths.ts';
import type { AllotmentRange } from './stockModel.ts';
import { RefusalAlert, StockRangeFields, useRangeSubmission } from './StockRange.tsx';

const CHANGES = ['qte_init', 'prix_achat', 'prix_achat_etape', 'taxe_sejour'] as const;
const AGENCY_CHANGES = ['prix_vente', 'prix_vente_etape'] as const;
type Change = (typeof CHANGES)[number] | (typeof AGENCY_CHANGES)[number];

/** Changes a range of days of one allotment at once; empty inputs stay unchanged. */
export function RangeEditDialog({
  hotelId,
  editing,
  onClose,
  onSaved,
}: {
  hotelId: string;
  editing: AllotmentRange;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { room, allotment } = editing;
  const agency = [...allotment.byDate.values()].some((day) => day.prix_vente !== undefined);
  const fields: readonly Change[] = agency ? [...CHANGES, ...AGENCY_CHANGES] : CHANGES;
  const { range, setRange, failure, setFailure, pending, submit, helper } = useRangeSubmission(() => ({ from: editing.from, to: editing.to }));
  const [values, setValues] = useState<Record<string, string>>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, ErrorCodeValue> = {};
    const changes: Record<string, number> = {};
    for (const field of fields) {
      const value = readAmount(values[field] ?? '');
      if (value === null) continue;
      if (!Number.isFinite(value) || value < 0 || (field === 'qte_init' && !Number.isInteger(value))) wrong[field] = ErrorCode.NOT_A_NUMBER;
      else changes[field] = value;
    }
    void submit(wrong, async () => {
      if (Object.keys(changes).length === 0) {
        setFailure({ message: translate('contingents.stock.nothing'), days: [] });
        return;
      }
      const { data } = await apiFetch<StockChange>(contingentScreens.stock.api(hotelId), {
        method: 'PATCH',
        body: { hotelGammeId: room.id, ...(allotment.companyId !== null && { companyId: allotment.companyId }), ...range, ...changes },
      });
      notify('contingents.stock.saved', { type: 'success', messageArgs: { smart_count: data.updated } });
      onSaved();
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="stock-edit-title" fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle id="stock-edit-title">{translate('contingents.stock.edit_title', { room: room.description })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <StockRangeFields range={range} onChange={setRange} helper={helper} />
            {fields.map((field) => (
              <TextField
                key={field}
                name={field}
                label={translate(
                  field === 'prix_vente' || field === 'prix_vente_etape' ? `resources.contingent.fields.${field}` : `contingents.stock.${field}`,
                )}
                value={values[field] ?? ''}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                error={Boolean(helper(field))}
                helperText={helper(field) ?? translate('contingents.stock.unchanged')}
                slotProps={{ htmlInput: { inputMode: field === 'qte_init' ? 'numeric' : 'decimal' } }}
              />
            ))}
            {failure && <RefusalAlert refusal={failure} testId="stock-edit-failure" />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('contingents.stock.cancel')}</Button>
          <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={translate('app.progress.saving')}>
            {translate('contingents.stock.save')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
