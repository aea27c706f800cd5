import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GOAL_HABITS_TEXTS } from '@stride/domain';
import { makeGoal, makeHabit } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { GoalItem } from './goal-item';

const goal = makeGoal({ name: 'Run a marathon in the spring', description: 'With a friend' });
const habits = [makeHabit({ name: 'Morning run', goalId: goal.id, completedDates: ['2026-11-20', '2026-11-21'] })];

function renderItem() {
  return renderWithProviders(
    <ul>
      <GoalItem goal={goal} delaySeconds={0} timeZone="Europe/London" busy={false} onSave={vi.fn()} onDelete={vi.fn()} habits={habits} />
    </ul>,
  );
}

describe('GoalItem layout', () => {
  it('puts only the name beside Edit and Delete; the description, habits and progress take the whole width', () => {
    renderItem();
    const item = screen.getByTestId('goal-item');
    const buttonsRow = screen.getByRole('button', { name: `Edit goal ${goal.name}` }).parentElement!;
    expect(within(buttonsRow).getByRole('button', { name: `Delete goal ${goal.name}` })).toBeInTheDocument();
    expect(within(buttonsRow).getByRole('heading', { name: goal.name })).toBeInTheDocument();
    // At 375 px the progress line used to wrap in the narrow column left of the buttons.
    const progress = screen.getByText(/done so far/);
    expect(buttonsRow).not.toContainElement(progress);
    expect(buttonsRow).not.toContainElement(screen.getByText('With a friend'));
    expect(buttonsRow).not.toContainElement(screen.getByRole('list', { name: GOAL_HABITS_TEXTS.habitsLabel(goal.name) }));
    expect(buttonsRow).not.toContainElement(screen.getByRole('progressbar', { name: GOAL_HABITS_TEXTS.progressLabel(goal.name) }));
    expect(item).toContainElement(progress);
  });
});
