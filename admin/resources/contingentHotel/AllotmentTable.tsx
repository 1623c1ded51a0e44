import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, ButtonBase, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../../common/format.ts';
import { SideScroll } from './SideScroll.tsx';
import { type Allotment, headerOf, type Metric, QUANTITIES, type Selection } from './stockModel.ts';

const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/**
 * One allotment of a room type on the stock grid: a column per day, whose header picks the days to change, and a row
 * per figure; the buttons change or release the picked days (all the shown days when none is picked).
 */
export function AllotmentTable({
  allotment,
  dates,
  chosen,
  onPick,
  onEdit,
  onRelease,
}: {
  allotment: Allotment;
  dates: readonly string[];
  /** The days picked in this allotment, if any. */
  chosen: Selection | null;
  onPick: (date: string) => void;
  onEdit: () => void;
  onRelease: () => void;
}) {
  const translate = useTranslate();
  // The hotel changes only the allotment for every customer; the agency changes any.
  const editable = allotment.general || allotment.companyId !== null;
  const hasSale = [...allotment.byDate.values()].some((day) => day.prix_vente !== undefined);
  const metrics: Metric[] = [...QUANTITIES, 'prix_achat', ...(hasSale ? ['prix_vente' as const] : [])];
  const picked = (date: string) => Boolean(chosen && date >= chosen.from && date <= chosen.to);
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Box>
          {!allotment.general && <Chip size="small" label={translate('contingents.stock.company_only')} sx={{ mr: 1 }} />}
          {chosen && (
            <Typography component="span" variant="body2" data-testid="stock-selection">
              {translate('contingents.stock.selection', { from: formatDate(chosen.from), to: formatDate(chosen.to) })}
            </Typography>
          )}
        </Box>
        {editable && (
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<EditCalendarIcon />} onClick={onEdit}>
              {translate(chosen ? 'contingents.stock.edit_selection' : 'contingents.stock.edit')}
            </Button>
            <Button size="small" startIcon={<UndoIcon />} onClick={onRelease}>
              {translate('contingents.release.button')}
            </Button>
          </Stack>
        )}
      </Stack>
      <SideScroll hint={translate('contingents.stock.scroll_hint')}>
        <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" sx={sticky}>
                {translate('contingents.stock.day')}
              </TableCell>
              {dates.map((date) => (
                <TableCell key={date} align="center" sx={{ p: 0, bgcolor: picked(date) ? 'action.selected' : undefined }}>
                  <ButtonBase
                    onClick={() => onPick(date)}
                    data-testid={`day-${date}`}
                    aria-pressed={picked(date)}
                    sx={{ px: 1, py: 0.75, width: '100%', typography: 'caption', fontWeight: 600 }}
                  >
                    {headerOf(date)}
                  </ButtonBase>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {metrics.map((metric) => (
              <TableRow key={metric}>
                <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: metric === 'qte_dispo' ? 700 : undefined }}>
                  {translate(`contingents.stock.rows.${metric}`)}
                </TableCell>
                {dates.map((date) => {
                  const value = allotment.byDate.get(date)?.[metric];
                  return (
                    <TableCell
                      key={date}
                      align="center"
                      data-testid={`${date}.${metric}`}
                      sx={{
                        bgcolor: picked(date) ? 'action.selected' : undefined,
                        fontWeight: metric === 'qte_dispo' ? 700 : undefined,
                        color: metric === 'qte_dispo' && value === 0 ? 'error.main' : undefined,
                      }}
                    >
                      {value === undefined || value === null ? '–' : metric.startsWith('prix') ? formatMoney(value) : value}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
    </Box>
  );
}
