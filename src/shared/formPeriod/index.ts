export { FormPeriodFields } from './FormPeriodFields';
export { periodBody, useFormPeriod, type FormPeriod } from './useFormPeriod';
