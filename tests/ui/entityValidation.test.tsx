import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { swayamsevak } from '../../src/domain/modules';
import { useEntityValidation } from '../../src/engine/useEntityValidation';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });

const reference = {
  occupations: [{ id: 1, localized_name: 'शेती', VyavasayKshetras: [] }],
  categories: [],
  responsibilityLevels: [],
  trainings: [],
};

function validation() {
  const getVolunteerReference = vi.fn(async () => reference);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext
      dataProvider={fakeDataProvider({ getVolunteerReference } as never)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  );
  return {
    ...renderHook(() => useEntityValidation(swayamsevak), { wrapper }),
    getVolunteerReference,
  };
}

const said = (error: { message: string; args: object } | undefined) =>
  error && i18nProvider.translate(error.message, error.args);

describe('the generic form’s rules for the volunteer register (issue 23)', () => {
  it('says each problem in the register’s own words, naming the field', () => {
    const { result } = validation();
    const errors = result.current({ location_id: 1, firstName: ' ', pinCode: '4121' });
    expect(said(errors.firstName)).toBe('"प्रथम नाव" आवश्यक आहे');
    expect(said(errors.pinCode)).toBe('"पिन कोड" ६ अंकी असावा');
  });

  it('checks a catalogue choice against the reference lists once they are loaded', async () => {
    const { result, getVolunteerReference } = validation();
    await waitFor(() => expect(getVolunteerReference).toHaveBeenCalled());
    await waitFor(() =>
      expect(said(result.current({ occupation: 'चंद्रावर' }).occupation)).toBe(
        '"व्यवसाय" चुकीची निवड केली आहे',
      ),
    );
    expect(result.current({ occupation: 'शेती' }).occupation).toBeUndefined();
  });
});
