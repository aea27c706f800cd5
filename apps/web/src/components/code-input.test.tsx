import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';

function Harness() {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onChange={setCode} />;
}

describe('CodeInput', () => {
  it('keeps digits only and at most six of them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /verification code/i });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a-3 4b5');
    expect(input).toHaveValue('12345');
    await user.type(input, '678');
    expect(input).toHaveValue('123456');
  });

  it('keeps all six digits of a pasted, formatted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /verification code/i });
    await user.click(input);
    await user.paste('123 - 456');
    expect(input).toHaveValue('123456');
  });
});
