import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from '../../src/app/components/date-range-filter';
import { renderWithProviders } from '../helpers/app/render';

type Range = { start: string | null; end: string | null };

/** Holds the range as a filter bar does, so what is shown follows what was reported. */
const Harness = ({ initial, report }: { initial: Range; report: (name: 'start' | 'end', value: string | null) => void }) => {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFilter
      start={range.start}
      end={range.end}
      onChange={(name, value) => {
        report(name, value);
        setRange((current) => ({ ...current, [name]: value }));
      }}
    />
  );
};

const show = (initial: Range) => {
  const report = vi.fn();
  renderWithProviders(<Harness initial={initial} report={report} />);
  return report;
};

// jsdom has no layout, so Mantine's popover takes its field for scrolled away and hides the calendar (display: none) once placed.
const day = (name: string) => screen.findByRole('button', { name, hidden: true });

const field = (label: 'Start date' | 'End date') => screen.getByRole('button', { name: label });

describe('DateRangeFilter', () => {
  // The calendar opens on the current month; a fixed today keeps its days where the tests look.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('shows both days as Any day until one is chosen', () => {
    show({ start: null, end: null });
    expect(field('Start date').textContent).toBe('Any day');
    expect(field('End date').textContent).toBe('Any day');
  });

  it('reports a chosen start day as the YYYY-MM-DD the API takes, and shows it as Mar 5, 2026', async () => {
    const report = show({ start: null, end: null });
    fireEvent.click(field('Start date'));
    fireEvent.click(await day('5 March 2026'));
    expect(report).toHaveBeenCalledWith('start', '2026-03-05');
    expect(field('Start date').textContent).toBe('Mar 5, 2026');
  });

  it('reports an end day under its own name', async () => {
    const report = show({ start: null, end: null });
    fireEvent.click(field('End date'));
    fireEvent.click(await day('20 March 2026'));
    expect(report).toHaveBeenCalledWith('end', '2026-03-20');
  });

  it('reports no day once a chosen day is cleared', () => {
    const report = show({ start: '2026-03-05', end: null });
    fireEvent.click(screen.getByRole('button', { name: 'Clear start date' }));
    expect(report).toHaveBeenCalledWith('start', null);
    expect(field('Start date').textContent).toBe('Any day');
  });

  it('offers no end day before the start day', async () => {
    show({ start: '2026-03-05', end: null });
    fireEvent.click(field('End date'));
    expect(await day('4 March 2026')).toHaveProperty('disabled', true);
    expect(await day('5 March 2026')).toHaveProperty('disabled', false);
  });

  it('offers no start day after the end day', async () => {
    show({ start: null, end: '2026-03-20' });
    fireEvent.click(field('Start date'));
    expect(await day('21 March 2026')).toHaveProperty('disabled', true);
    expect(await day('20 March 2026')).toHaveProperty('disabled', false);
  });
});
