import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { useState, type MouseEvent } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { apiFetch, failureCode } from '../../../common/api.ts';
import { handoffUrl } from '../../../common/handoff.ts';
import { PendingSpinner } from '../../../common/PendingButton.tsx';
import { impersonate, session } from '../../../common/session.ts';
import type { SessionToken } from '../../../entities/authReplies.ts';
import { entityNamed } from '../../../entities/index.ts';
import { actionOf, actionPath } from '../../../entities/kit.ts';
import { HOTEL_ROLES, type Role } from '../../../entities/roles.ts';
import { siteOrigin } from '../../../entities/site.ts';
import { errorKey } from '../../dataProvider.ts';
import { ActionButton } from '../../actions/ActionButton.tsx';
import type { ActionProps } from '../../actions/types.ts';

/**
 * Signs in as the user of the record and opens the site that user works on with that session: the front office for
 * company staff, the contingents site for hotel staff (handed over in the address, since each site keeps its own
 * session). The admin's own token is kept and comes back when impersonation ends. The button spins until the other
 * app opens.
 */
export function ImpersonateButton({ label, variant, entity, action }: ActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const start = async (event: MouseEvent) => {
    // In a list the button sits in a clickable row: the click must not also open the record.
    event.stopPropagation();
    setPending(true);
    try {
      const declared = actionOf(entityNamed(entity), action);
      const { data } = await apiFetch<SessionToken>(actionPath(declared, record.id), { method: declared.method, body: { impersonate: record.id } });
      const hotelStaff = (record.roles as Role[] | undefined)?.some((role) => HOTEL_ROLES.includes(role));
      if (hotelStaff) {
        const origin = siteOrigin(window.location.protocol, window.location.host, 'contingents');
        window.location.assign(handoffUrl(origin, '/redirect', { token: data.token, parentToken: session.get().token }));
      } else {
        await impersonate(data.token);
        window.location.assign('/');
      }
    } catch (error) {
      notify(errorKey(failureCode(error)), { type: 'error' });
      setPending(false);
    }
  };
  const icon = pending ? <PendingSpinner /> : <SwitchAccountIcon fontSize={variant === 'row' ? 'small' : undefined} />;
  return <ActionButton label={label} variant={variant} icon={icon} onClick={start} disabled={pending} busy={pending} />;
}
