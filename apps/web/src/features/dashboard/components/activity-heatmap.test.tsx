import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWith, stubBrowserApis, unstubBrowserApis } from '../test-data';
import { ActivityHeatmap } from './activity-heatmap';

const activity = {
  from: '2025-11-26',
  to: '2026-11-25',
  total: 13,
  days: [
    { day: '2026-03-03', count: 12 },
    { day: '2026-03-04', count: 1 },
  ],
};

const focused = () => document.activeElement?.getAttribute('aria-label');

beforeEach(stubBrowserApis);
afterEach(unstubBrowserApis);

describe('ActivityHeatmap', () => {
  it('draws a year of days with pt-BR month and weekday labels and a Menos/Mais legend', () => {
    renderWith(<ActivityHeatmap activity={activity} />);
    const group = screen.getByRole('group', { name: 'Atividade dos últimos 12 meses' });
    expect(within(group).getAllByRole('img')).toHaveLength(365);
    for (const month of ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out'])
      expect(within(group).getByText(month)).toBeInTheDocument();
    for (const day of ['seg', 'qua', 'sex'])
      expect(within(group).getByText(day)).toBeInTheDocument();
    expect(within(group).queryByText('Jan')).not.toBeInTheDocument();
    expect(within(group).getByText('Menos')).toBeInTheDocument();
    expect(within(group).getByText('Mais')).toBeInTheDocument();
  });

  it('names each day "12 atividades em 3 de março" (singular for one) and colours active days', () => {
    renderWith(<ActivityHeatmap activity={activity} />);
    const busy = screen.getByRole('img', { name: '12 atividades em 3 de março' });
    const one = screen.getByRole('img', { name: '1 atividade em 4 de março' });
    expect(busy).toHaveAttribute('data-level', '4');
    expect(one).toHaveAttribute('data-level', '1');
    expect(screen.getByRole('img', { name: 'Nenhuma atividade em 5 de março' })).toHaveAttribute(
      'data-level',
      '0',
    );
  });

  it('is one tab stop (today) whose arrows move by day and week, with the tooltip following', async () => {
    const user = userEvent.setup();
    renderWith(<ActivityHeatmap activity={activity} />);
    const stops = screen.getAllByRole('img').filter((d) => d.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);

    await user.tab();
    expect(focused()).toBe('Nenhuma atividade em 25 de novembro');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nenhuma atividade em 25 de novembro');

    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Nenhuma atividade em 24 de novembro');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Nenhuma atividade em 17 de novembro');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Nenhuma atividade em 18 de novembro');
    // The last day stops the arrows: no day after today.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Nenhuma atividade em 25 de novembro');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Nenhuma atividade em 26 de novembro');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nenhuma atividade em 26 de novembro');

    // Still one tab stop, now on the day the person left.
    const after = screen.getAllByRole('img').filter((d) => d.getAttribute('tabindex') === '0');
    expect(after).toHaveLength(1);
    expect(after[0]).toHaveAttribute('data-date', '2025-11-26');
  });

  it('shows the tooltip on hover', async () => {
    const user = userEvent.setup();
    renderWith(<ActivityHeatmap activity={activity} />);
    await user.hover(screen.getByRole('img', { name: '12 atividades em 3 de março' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('12 atividades em 3 de março');
    await user.unhover(screen.getByRole('img', { name: '12 atividades em 3 de março' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
