import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_RULE_LABEL, PASSWORD_RULES } from '@stride/domain';
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

  it("adds the common-password line when asked, met only when the server's list does not hold it (issue 51)", () => {
    const { rerender } = render(<PasswordChecklist password="Password1!" common="common" />);
    expect(metStates()).toEqual([...PASSWORD_RULES.map((rule) => `${rule.label} (met)`), `${COMMON_PASSWORD_RULE_LABEL} (not met)`]);
    rerender(<PasswordChecklist password="Password1!" common="unknown" />);
    expect(metStates().at(-1)).toBe(`${COMMON_PASSWORD_RULE_LABEL} (not met)`);
    rerender(<PasswordChecklist password="Correct-Horse9" common="not-common" />);
    expect(metStates()).toEqual([...PASSWORD_RULES.map((rule) => `${rule.label} (met)`), `${COMMON_PASSWORD_RULE_LABEL} (met)`]);
  });
});
