import { BUSINESS_HOURS_DEFAULTS, type GetBusinessHoursResponse } from '@shared/schemas/business-hours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { BusinessHoursTab } from './business-hours-tab';

/** Settings → Business hours (issue 32 item 8): the form sends the whole week, zone and holidays. */
const stored: GetBusinessHoursResponse = { hours: BUSINESS_HOURS_DEFAULTS, openNow: true, awayMessage: null };
afterEach(() => vi.unstubAllGlobals());

function serve(answer: (body: unknown) => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/inbox/business-hours') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return answer(body);
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return puts;
}

describe('business hours settings', () => {
  it('is off by default, and saves the switched-on week with a day closed and a holiday', async () => {
    const puts = serve((body) =>
      Response.json({ hours: body, openNow: false, awayMessage: "We're back Monday at 9:00 (IST)." }),
    );
    const user = userEvent.setup();
    renderWithApp(<BusinessHoursTab stored={stored} />);
    expect(screen.getByText('Off: your team is always open.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Use business hours/ }));
    await user.click(
      within(screen.getByTestId('business-hours-friday')).getByRole('checkbox', { name: /^Closed\s?on Friday/ }),
    );
    await user.type(screen.getByLabelText('Holiday date'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    await user.click(screen.getByRole('button', { name: 'Save Business Hours' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...BUSINESS_HOURS_DEFAULTS,
      enabled: true,
      weekly: { ...BUSINESS_HOURS_DEFAULTS.weekly, friday: [] },
      holidays: ['2026-12-25'],
    });
    expect(
      await screen.findByText(
        /Closed now\. Visitors handed to a person are told: “We're back Monday at 9:00 \(IST\)\.”/,
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message under the range it names", async () => {
    serve(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid input',
            fields: { 'weekly.monday.0.close': 'Closes after it opens' },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<BusinessHoursTab stored={stored} />);
    await user.click(screen.getByRole('button', { name: 'Save Business Hours' }));
    expect(
      await within(screen.getByTestId('business-hours-monday')).findByText('Closes after it opens'),
    ).toBeInTheDocument();
  });
});
