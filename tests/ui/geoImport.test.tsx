import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GeoImportPage } from '../../src/custom/geo-import';
import type { GeoImportAnswer } from '../../src/domain/geoImport';
import { fakeDataProvider, permissionsAt } from './pickerHarness';
import { renderScreen } from './sankalpHarness';

vi.setConfig({ testTimeout: 20_000 });
const ADMIN = { ...permissionsAt(1), admin: true };
const HEAD = 'संकेतांक,वरच्या ठिकाणाचा संकेतांक,वरच्या ठिकाणाचा क्रमांक,स्तर,नाव,प्रत्यय';
const csv = (...lines: string[]) =>
  new File([[HEAD, ...lines].join('\n')], 'places.csv', { type: 'text/csv' });
const answer = (dryRun: boolean): GeoImportAnswer => ({
  dryRun,
  summary: { add: 2, rename: 0, move: 0, same: 1 },
  problems: [],
});

function setup(permissions = ADMIN) {
  const importGeography = vi.fn(async (body: { dryRun?: boolean }) => answer(body.dryRun === true));
  renderScreen(<GeoImportPage />, fakeDataProvider({ importGeography }), permissions);
  const choose = async (file: File) => {
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };
  return { importGeography, choose };
}

describe('/geo/import', () => {
  it('names the rows the browser can tell are wrong, and asks the server nothing', async () => {
    const { importGeography, choose } = setup();
    await screen.findByRole('heading', { name: 'भौगोलिक रचना आयात' });
    await choose(csv('MH,,,1,विदर्भ,प्रांत', 'NG,MH,,२,,विभाग', 'NG,MH,,2,नागपूर,तालुका'));
    expect(await screen.findByText('ओळ 3: नाव आवश्यक आहे (१०० अक्षरांपर्यंत)')).toBeInTheDocument();
    expect(screen.getByText('ओळ 4: हा संकेतांक या फाइलमध्ये आधीच आला आहे')).toBeInTheDocument();
    expect(screen.getByText('ओळ 4: हा प्रत्यय या स्तराचा नाही')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'त्रुटींसह फाइल डाउनलोड करा' })).toBeInTheDocument();
    expect(importGeography).not.toHaveBeenCalled();
  });

  it('shows the dry run’s summary, and imports only once confirmed', async () => {
    const { importGeography, choose } = setup();
    await screen.findByRole('heading', { name: 'भौगोलिक रचना आयात' });
    await choose(csv('MH,,,1,विदर्भ,प्रांत', 'NG,MH,,२,नागपूर,विभाग', 'KT,,17,6,काटोल,तालुका'));
    expect(await screen.findByText('नवीन 2, नाव बदल 0, हलवलेली 0, न बदललेली 1')).toBeInTheDocument();
    expect(importGeography).toHaveBeenCalledWith({
      dryRun: true,
      rows: [
        { code: 'MH', levelId: 1, name: 'विदर्भ', suffix: 'प्रांत' },
        { code: 'NG', parentCode: 'MH', levelId: 2, name: 'नागपूर', suffix: 'विभाग' },
        { code: 'KT', parentId: 17, levelId: 6, name: 'काटोल', suffix: 'तालुका' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'आयात करा' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/हे बदल एकाच वेळी साठवले जातील/)).toBeInTheDocument();
    expect(importGeography).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /पुष्टी|confirm|होय/i }));
    await waitFor(() => expect(importGeography).toHaveBeenCalledTimes(2));
    expect(importGeography.mock.calls[1]![0]).not.toHaveProperty('dryRun');
    expect(
      await screen.findByText('आयात पूर्ण झाली: नवीन 2, नाव बदल 0, हलवलेली 0, न बदललेली 1'),
    ).toBeInTheDocument();
  });

  it('tells a non-admin it is not theirs', async () => {
    setup(permissionsAt(1));
    expect(await screen.findByText('ही सुविधा फक्त प्रशासकांसाठी आहे')).toBeInTheDocument();
  });
});
