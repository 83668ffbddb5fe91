import { BUSINESS_HOURS_DEFAULTS, type BusinessHoursForm, WEEKDAYS } from '@shared/schemas/business-hours';
import { awayMessage } from './business-hours';
import { instantOf, isOpen, localTime, nextOpening } from './opening-hours';

/** Business hours maths (issue 32 item 8) at fixed instants: a zone without DST, one with, holidays, midnight. */
const hours = (change: Partial<BusinessHoursForm>): BusinessHoursForm => ({
  ...BUSINESS_HOURS_DEFAULTS,
  enabled: true,
  ...change,
});
const kolkata = hours({ timeZone: 'Asia/Kolkata' });
const london = hours({ timeZone: 'Europe/London' });
const at = (iso: string) => new Date(iso);

describe('local time', () => {
  it('reads the wall clock of the zone', () => {
    // 2026-11-27 is a Friday; 03:29 UTC is 08:59 in India (UTC+5:30, no DST)
    expect(localTime('Asia/Kolkata', at('2026-11-27T03:29:00Z'))).toEqual({
      date: '2026-11-27',
      weekday: 'friday',
      minute: 8 * 60 + 59,
    });
    // London in summer is UTC+1 (BST), in winter UTC+0
    expect(localTime('Europe/London', at('2026-07-01T08:00:00Z')).minute).toBe(9 * 60);
    expect(localTime('Europe/London', at('2026-12-01T09:00:00Z')).minute).toBe(9 * 60);
  });

  it('turns a local time into the instant, on both sides of a DST change', () => {
    expect(instantOf('Asia/Kolkata', '2026-11-30', 9 * 60).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    // BST starts 2026-03-29 01:00 UTC: 09:00 the day before is GMT, 09:00 that day is BST
    expect(instantOf('Europe/London', '2026-03-28', 9 * 60).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantOf('Europe/London', '2026-03-29', 9 * 60).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // and ends 2026-10-25 01:00 UTC
    expect(instantOf('Europe/London', '2026-10-25', 9 * 60).toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });
});

describe('open or closed', () => {
  it('is always open while the hours are off', () => {
    expect(
      isOpen({ ...kolkata, enabled: false, weekly: { ...kolkata.weekly, friday: [] } }, at('2026-11-27T21:00:00Z')),
    ).toBe(true);
  });

  it('opens at the minute it opens and closes at the minute it closes (IST)', () => {
    expect(isOpen(kolkata, at('2026-11-27T03:29:00Z'))).toBe(false); // Fri 08:59
    expect(isOpen(kolkata, at('2026-11-27T03:30:00Z'))).toBe(true); // Fri 09:00
    expect(isOpen(kolkata, at('2026-11-27T12:29:00Z'))).toBe(true); // Fri 17:59
    expect(isOpen(kolkata, at('2026-11-27T12:30:00Z'))).toBe(false); // Fri 18:00
    expect(isOpen(kolkata, at('2026-11-28T06:00:00Z'))).toBe(false); // Saturday
  });

  it('follows London summer time: 09:00 BST is 08:00 UTC', () => {
    expect(isOpen(london, at('2026-07-01T07:59:00Z'))).toBe(false);
    expect(isOpen(london, at('2026-07-01T08:00:00Z'))).toBe(true);
    expect(isOpen(london, at('2026-12-01T08:30:00Z'))).toBe(false); // GMT in winter: 08:30 local
    expect(isOpen(london, at('2026-12-01T09:00:00Z'))).toBe(true);
  });

  it('is closed all day on a holiday, in local dates', () => {
    const holiday = { ...kolkata, holidays: ['2026-12-25'] };
    expect(isOpen(holiday, at('2026-12-25T06:00:00Z'))).toBe(false);
    // 2026-12-24 20:00 UTC is already the 25th in India (01:30)
    expect(localTime('Asia/Kolkata', at('2026-12-24T20:00:00Z')).date).toBe('2026-12-25');
    expect(isOpen(holiday, at('2026-12-24T06:00:00Z'))).toBe(true);
  });

  it('runs across midnight with a range to 24:00 and one from 00:00', () => {
    const night = hours({
      timeZone: 'Asia/Kolkata',
      weekly: {
        ...BUSINESS_HOURS_DEFAULTS.weekly,
        friday: [{ open: '22:00', close: '24:00' }],
        saturday: [{ open: '00:00', close: '02:00' }],
      },
    });
    expect(isOpen(night, instantOf('Asia/Kolkata', '2026-11-27', 23 * 60 + 59))).toBe(true);
    expect(isOpen(night, instantOf('Asia/Kolkata', '2026-11-28', 0))).toBe(true);
    expect(isOpen(night, instantOf('Asia/Kolkata', '2026-11-28', 119))).toBe(true);
    expect(isOpen(night, instantOf('Asia/Kolkata', '2026-11-28', 120))).toBe(false);
  });
});

describe('when the team is back', () => {
  it('later today, tomorrow, or on the weekday (IST)', () => {
    expect(awayMessage(kolkata, at('2026-11-27T02:00:00Z'))).toBe("We're back today at 9:00 (IST)."); // Fri 07:30
    expect(awayMessage(kolkata, at('2026-11-26T13:00:00Z'))).toBe("We're back tomorrow at 9:00 (IST)."); // Thu 18:30
    expect(awayMessage(kolkata, at('2026-11-27T13:00:00Z'))).toBe("We're back Monday at 9:00 (IST)."); // Fri 18:30
    expect(awayMessage(kolkata, at('2026-11-27T06:00:00Z'))).toBeNull(); // open
  });

  it('skips holidays, and names the date beyond a week', () => {
    const longBreak = {
      ...kolkata,
      holidays: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'],
    };
    const back = nextOpening(longBreak, at('2026-11-27T13:00:00Z'));
    expect(back?.date).toBe('2026-12-08');
    expect(awayMessage(longBreak, at('2026-11-27T13:00:00Z'))).toBe("We're back Tuesday 8 December at 9:00 (IST).");
  });

  it('in London, with the zone name of the day it reopens (GMT → BST)', () => {
    // Friday 2026-03-27 18:30 GMT; Monday the 30th is BST
    expect(awayMessage(london, at('2026-03-27T18:30:00Z'))).toBe("We're back Monday at 9:00 (BST).");
    expect(nextOpening(london, at('2026-03-27T18:30:00Z'))?.at.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(awayMessage(london, at('2026-12-04T18:30:00Z'))).toBe("We're back Monday at 9:00 (GMT).");
  });

  it('never, with every day closed', () => {
    const closed = hours({
      weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as BusinessHoursForm['weekly'],
    });
    expect(nextOpening(closed, at('2026-11-27T06:00:00Z'))).toBeNull();
    expect(awayMessage(closed, at('2026-11-27T06:00:00Z'))).toBe("We're away right now.");
  });
});
