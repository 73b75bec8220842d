import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { type CountSubject } from '../../src/domain/engine';
import { sanghik } from '../../src/domain/modules';
import { BlankCountSheet } from '../../src/engine/countForm/BlankCountSheet';
import { i18nProvider } from '../../src/i18n';

const village = (id: number, name: string) => ({ location_id: id, label: name, parent: null });
const unit = (
  id: number,
  name: string,
  type: number,
  subType: number,
  at = village(31, 'कोळवण'),
): CountSubject => ({
  subject_id: id,
  name,
  place: at,
  group: at,
  ekak_type_id: type,
  ekak_sub_type_id: subType,
  values: { praudh: 4 },
  version: 1,
  saved_at: null,
});

it('prints each village with a row per unit and an empty box for exactly its inputs', () => {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <BlankCountSheet
        d={sanghik}
        heading="पौड उपखंड — नोव्हेंबर 2026-27"
        subjects={[
          unit(1, 'प्रौढ शाखा', 1, 4),
          unit(2, 'संघ मंडळी', 3, 9),
          unit(3, 'बाल शाखा', 1, 1, village(32, 'माले')),
        ]}
      />
    </AdminContext>,
  );
  expect(screen.getByText('पौड उपखंड — नोव्हेंबर 2026-27')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'कोळवण' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'माले' })).toBeInTheDocument();
  const cellsOf = (name: string) =>
    within(screen.getByText(name).closest('tr')!)
      .getAllByRole('cell')
      .slice(1)
      .map((c) => c.textContent?.trim());
  expect(cellsOf('प्रौढ शाखा')).toEqual(['प्रौढ', 'एकूण']);
  expect(cellsOf('संघ मंडळी')).toEqual(['प्रौढ', 'तरुण व्यावसायिक', 'एकूण']);
  expect(cellsOf('बाल शाखा')).toEqual(['महाविद्यालयीन विद्यार्थी', 'बाल', 'शिशु', 'एकूण']);
  // blank: the month's saved numbers are not on the paper form
  expect(screen.queryByText('4')).not.toBeInTheDocument();
});
