import { describe, expect, it } from 'vitest';
import { AGENCY_EVENTS, type BookingActor, type BookingEvent, eventsFrom, nextStatus, TRANSITIONS } from '../../entities/bookingFlow.ts';
import { BOOKING_STATUS_VALUES, type BookingStatus } from '../../entities/bookingStatus.ts';

/**
 * The transition map (docs/glossary.md, transition table), written out once more as "kind from event actor → to",
 * independently of entities/bookingFlow.ts: every line here must be allowed, and every other combination refused.
 */
const EXPECTED = `
online  new start_online user → 0
online  0 request_authorisation user → 10
online  0 book user → 60
online  10 book manager → 60
online  0 book manager → 60
online  10 book user → 60
online  0 await_order_number user → 55
online  10 await_order_number user → 55
online  45 await_order_number user → 55
online  0 await_order_number manager → 55
online  10 await_order_number manager → 55
online  45 await_order_number manager → 55
online  0 await_validation user → 45
online  10 await_validation user → 45
online  0 await_validation manager → 45
online  10 await_validation manager → 45
offline 10 allow manager → 20
both    10 deny manager → 30
both    45 deny manager → 30
online  45 validate manager → 60
both    55 enter_order_number user → 60
both    55 enter_order_number manager → 60
offline new save_draft user → 4
offline 4 save_draft user → 4
offline new submit_request user → 20
offline 4 submit_request user → 20
offline new request_authorisation user → 10
offline 4 request_authorisation user → 10
offline 20 take agent → 40
offline 40 propose agent → 45
offline 45 accept_proposal user → 50
offline 45 accept_proposal manager → 50
offline 45 refuse_proposal user → 40
offline 45 refuse_proposal manager → 40
offline 40 agency_confirm agent → 60
offline 50 agency_confirm agent → 60
offline 60 request_modification user → 65
offline 65 modification_done agent → 60
online  60 cancel user → 80
online  55 cancel user → 80
online  45 cancel user → 80
offline 4 cancel user → 80
offline 20 cancel user → 80
offline 40 request_cancellation user → 70
offline 45 request_cancellation user → 70
offline 50 request_cancellation user → 70
offline 60 request_cancellation user → 70
offline 65 request_cancellation user → 70
offline 70 cancellation_done agent → 80
offline 20 agency_cancel agent → 80
offline 40 agency_cancel agent → 80
offline 45 agency_cancel agent → 80
offline 50 agency_cancel agent → 80
offline 60 agency_cancel agent → 80
offline 65 agency_cancel agent → 80
offline 70 agency_cancel agent → 80
both    60 complete scheduler → 90
online  0 abandon user → -1
online  0 abandon scheduler → -1
`;

const ACTORS: BookingActor[] = ['user', 'manager', 'agent', 'admin', 'system', 'scheduler'];
const EVENTS = [...new Set(TRANSITIONS.map((transition) => transition.event))] as BookingEvent[];
const FROM: (BookingStatus | null)[] = [null, ...BOOKING_STATUS_VALUES];

const allowed = new Map<string, BookingStatus>();
for (const line of EXPECTED.trim().split('\n')) {
  const [kind, from, event, actor, , to] = line.split(/\s+/);
  for (const online of kind === 'both' ? [true, false] : [kind === 'online']) {
    allowed.set(`${online}|${from === 'new' ? 'null' : from}|${event}|${actor}`, Number(to) as BookingStatus);
  }
}
// Disabling: an admin, from every status but disabled itself.
for (const online of [true, false]) {
  for (const from of BOOKING_STATUS_VALUES.filter((status) => status !== -1)) allowed.set(`${online}|${from}|disable|admin`, -1);
}

describe('the booking transition table', () => {
  it('allows exactly the transitions of the design, with their target status', () => {
    const mismatches: string[] = [];
    for (const online of [true, false]) {
      for (const from of FROM) {
        for (const event of EVENTS) {
          for (const actor of ACTORS) {
            const key = `${online}|${from}|${event}|${actor}`;
            const expected = allowed.get(key) ?? null;
            const actual = nextStatus(from, event, actor, online);
            if (actual !== expected) mismatches.push(`${key}: expected ${expected}, got ${actual}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(allowed.size).toBeGreaterThan(80);
  });

  it('offers as actions the events of the current status only', () => {
    expect(eventsFrom(20, 'agent', false).sort()).toEqual(['agency_cancel', 'take']);
    expect(eventsFrom(60, 'user', true)).toEqual(['cancel']);
    expect(eventsFrom(60, 'user', false).sort()).toEqual(['request_cancellation', 'request_modification']);
    expect(eventsFrom(10, 'manager', true).sort()).toEqual(['await_order_number', 'await_validation', 'book', 'deny']);
    expect(eventsFrom(90, 'user', true)).toEqual([]);
    expect(eventsFrom(0, 'user', true)).toContain('abandon');
    expect(eventsFrom(0, 'user', false)).toEqual([]);
  });
});

describe('the agency events', () => {
  it('are exactly the events the table gives the agent', () => {
    const agents = new Set(TRANSITIONS.filter((transition) => transition.actors.includes('agent')).map((transition) => transition.event));
    expect([...AGENCY_EVENTS].sort()).toEqual([...agents].sort());
  });
});
