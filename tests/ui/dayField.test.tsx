import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayField } from '../../src/shared/DayField';

function Harness({ initial, seen }: { initial: string | null; seen: (v: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DayField
      label="उत्सव दिनांक"
      value={value}
      onChange={(v) => {
        seen(v);
        setValue(v);
      }}
    />
  );
}

describe('the day field (festival entry, issue 28)', () => {
  it('shows a stored day as dd-mm-yyyy and stores what is typed either way as yyyy-mm-dd', () => {
    const seen = vi.fn();
    render(<Harness initial="2026-07-10" seen={seen} />);
    const input = screen.getByLabelText('उत्सव दिनांक');
    expect(input).toHaveValue('10-07-2026');
    expect(input).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    fireEvent.change(input, { target: { value: '21/07/2026' } });
    expect(seen).toHaveBeenLastCalledWith('2026-07-21');
    expect(input).toHaveValue('21/07/2026');
    fireEvent.change(input, { target: { value: '22-07-2026' } });
    expect(seen).toHaveBeenLastCalledWith('2026-07-22');
  });

  it('keeps a half-typed or wrong day as typed, and an empty one as nothing', () => {
    const seen = vi.fn();
    render(<Harness initial={null} seen={seen} />);
    const input = screen.getByLabelText('उत्सव दिनांक');
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(seen).toHaveBeenLastCalledWith('31/02/2026');
    expect(input).toHaveValue('31/02/2026');
    fireEvent.change(input, { target: { value: '' } });
    expect(seen).toHaveBeenLastCalledWith(null);
  });
});
