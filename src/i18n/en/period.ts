/** English names of periods (`app.period.*`, src/domain/periods). */
export const periodEn = {
  period: {
    month: '%{month}, financial year %{year}',
    financialYear: 'Financial year %{year}',
    yearPart: '%{part}, financial year %{year}',
  },
};
