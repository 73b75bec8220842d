import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ChecksEditor } from '../../src/custom/module-builder/ChecksEditor';
import type { ModuleDefinition } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { campaignReturn } from '../api/support/definitions';

// issue 48 §1: a check's sides typed in the builder, a formula on either side, judged as typed
const start = { ...campaignReturn('sampark-editor'), checks: [] } as unknown as ModuleDefinition;

function Editor({ onChange }: { onChange(d: ModuleDefinition): void }) {
  const [d, setD] = useState(start);
  return (
    <ChecksEditor
      d={d}
      onChange={(next) => {
        setD(next);
        onChange(next);
      }}
    />
  );
}

const side = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

describe('the builder’s checks', () => {
  it('takes a formula on the left, says what is wrong with a side as it is typed, and keeps the check', async () => {
    const onChange = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Editor onChange={onChange} />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'तपासणी जोडा' }));
    const left = side(/^क्षेत्र किंवा सूत्र/);
    const right = side(/^दुसरे क्षेत्र/);

    type(left, 'households + visitors');
    expect(screen.getByText('या फॉर्ममध्ये "visitors" हे क्षेत्र नाही')).toBeInTheDocument();
    type(left, 'households + persons');
    expect(screen.queryByText(/हे क्षेत्र नाही/)).not.toBeInTheDocument();

    type(right, 'last_year(persons) ×');
    expect(screen.getByText(/सूत्र अपूर्ण आहे/)).toBeInTheDocument();
    type(right, 'last_year(households + persons) × 2');
    expect(screen.queryByText(/सूत्र अपूर्ण आहे/)).not.toBeInTheDocument();

    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        checks: [
          expect.objectContaining({
            left: 'households + persons',
            op: '<=',
            right: 'last_year(households + persons) × 2',
          }),
        ],
      }),
    );
  });
});
