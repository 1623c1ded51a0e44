import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The home of a back office whose site has no entity yet (the contingents site, until its entities land). */
export function EmptyBackOffice() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography>{translate('admin.empty')}</Typography>
      </CardContent>
    </Card>
  );
}
