import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@stride/domain';
import { PasswordChecklist } from './password-checklist';

const metStates = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PasswordChecklist', () => {
  it('shows every rule and whether the password meets it', () => {
    const { rerender } = render(<PasswordChecklist password="" />);
    expect(metStates()).toEqual(PASSWORD_RULES.map((rule) => `${rule.label} (not met)`));
    rerender(<PasswordChecklist password="Abcdefg1!" />);
    expect(metStates()).toEqual(PASSWORD_RULES.map((rule) => `${rule.label} (met)`));
    expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveAttribute('aria-live', 'polite');
  });
});
