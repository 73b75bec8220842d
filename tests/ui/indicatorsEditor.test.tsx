import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { IndicatorsEditor } from '../../src/custom/module-builder/IndicatorsEditor';
import { declarationProblems, type ModuleDefinition } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { campaignReturn } from '../api/support/definitions';

// issue 49 §3: a count form's indicators made in the builder, each side judged as typed
const start = {
  ...campaignReturn('sampark-indicators'),
  indicators: [],
} as unknown as ModuleDefinition;

function Editor({ onChange }: { onChange(d: ModuleDefinition): void }) {
  const [d, setD] = useState(start);
  return (
    <IndicatorsEditor
      d={d}
      onChange={(next) => {
        setD(next);
        onChange(next);
      }}
    />
  );
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });

describe('the builder’s indicators', () => {
  it('names an indicator in Marathi, takes its sides and factor, and says what a side lacks', async () => {
    const onChange = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Editor onChange={onChange} />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'निर्देशांक जोडा' }));
    type(box(/^निर्देशांकाचे मराठी नाव/), 'प्रति गट कार्यकर्ते');
    type(box(/^अंश/), 'karyakartas + visitors');
    expect(screen.getByText('या फॉर्ममध्ये "visitors" हे क्षेत्र नाही')).toBeInTheDocument();
    type(box(/^अंश/), 'karyakartas');
    type(box(/^छेद/), 'teams');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^गुणक/ }), {
      target: { value: '1' },
    });
    expect(screen.queryByText(/हे क्षेत्र नाही/)).not.toBeInTheDocument();

    const d = onChange.mock.lastCall![0] as ModuleDefinition & { labels: { mr: object } };
    expect(d).toMatchObject({
      indicators: [
        { name: 'indicator1', numerator: 'karyakartas', denominator: 'teams', factor: 1 },
      ],
      labels: { mr: { indicators: { indicator1: 'प्रति गट कार्यकर्ते' } } },
    });
    expect(declarationProblems(d as never)).toEqual([]);

    // the denominator and the factor left empty are left out; the indicator goes with its bin
    type(box(/^छेद/), '');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^गुणक/ }), { target: { value: '' } });
    expect((onChange.mock.lastCall![0] as { indicators: object[] }).indicators).toEqual([
      { name: 'indicator1', numerator: 'karyakartas' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'निर्देशांक काढा' }));
    expect((onChange.mock.lastCall![0] as { indicators: object[] }).indicators).toEqual([]);
  });
});
