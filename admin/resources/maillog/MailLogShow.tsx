import { Box } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { entityNamed } from '../../../entities/index.ts';
import { layoutFields } from '../../../entities/kit.ts';
import { fieldFor } from '../../fields.tsx';
import { ShowActions } from '../../generic/screens.tsx';
import { showMaskedLinks } from './maskedLinks.ts';

const maillog = entityNamed('maillog');

/**
 * The mail as its recipient saw it. The body is rendered in an iframe sandboxed without any permission: no script
 * runs, no form submits, and the page's session is out of its reach.
 */
function MailBody() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="resources.maillog.fields.body" fullWidth>
      <Box
        component="iframe"
        sandbox=""
        srcDoc={showMaskedLinks(String(record.body ?? ''), translate('resources.maillog.body.masked_link'))}
        title={translate('resources.maillog.fields.body')}
        sx={{ width: '100%', maxWidth: 900, height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white', resize: 'vertical' }}
      />
    </Labeled>
  );
}

/** The generated show screen of a mail log (its actions too: resend), except for the body. */
export function MailLogShow() {
  return (
    <Show actions={<ShowActions entity={maillog} />}>
      <SimpleShowLayout>
        {layoutFields(maillog.show)
          .filter((name) => name !== 'body')
          .map((name) => fieldFor(maillog, name, 'show'))}
        <MailBody />
      </SimpleShowLayout>
    </Show>
  );
}
