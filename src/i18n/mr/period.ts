/** Marathi names of periods (`app.period.*`, src/domain/periods): a month, a year, a part of it. */
export const periodMr = {
  period: {
    month: '%{month}, आर्थिक वर्ष %{year}',
    financialYear: 'आर्थिक वर्ष %{year}',
    yearPart: '%{part}, आर्थिक वर्ष %{year}',
  },
};
