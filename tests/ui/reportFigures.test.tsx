import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportTable } from '../../src/shared/exports/ReportTable';
import { FigureCard } from '../../src/custom/dashboard/FigureCard';
import type { SheetColumn } from '../../src/domain/export';
import { TestMemoryRouter } from 'react-admin';

interface Row {
  place: string;
  attendance: number;
}
const columns: SheetColumn<Row>[] = [
  { header: 'ठिकाण', value: (r) => r.place },
  { header: 'उपस्थिती', value: (r) => r.attendance },
];

describe('figures on screen in Indian digit grouping (issue 28)', () => {
  it('a report table writes its figures and totals as 1,23,456', () => {
    render(
      <ReportTable
        columns={columns}
        rows={[
          { place: 'पुणे', attendance: 123_456 },
          { place: 'नाशिक', attendance: 1_000 },
        ]}
        label="अहवाल"
        totalsLabel="एकूण"
      />,
    );
    const table = screen.getByRole('table', { name: 'अहवाल' });
    expect(within(table).getByText('1,23,456')).toBeInTheDocument();
    expect(within(table).getByText('1,000')).toBeInTheDocument();
    expect(within(table).getByText('1,24,456')).toBeInTheDocument();
  });

  it('a dashboard figure too', () => {
    render(
      <TestMemoryRouter>
        <FigureCard label="स्वयंसेवक" value={2_00_000} route="/swayamsevak/list" />
      </TestMemoryRouter>,
    );
    expect(screen.getByText('2,00,000')).toBeInTheDocument();
  });
});
