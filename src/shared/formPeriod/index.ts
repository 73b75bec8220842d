export { FormPeriodFields } from './FormPeriodFields';
export { periodBody, useFormPeriod, type FormPeriod } from './useFormPeriod';
export { useCountForms } from './useCountForms';
export { FormPeriodSearch } from './FormPeriodSearch';
export { FormPeriodTop } from './FormPeriodTop';
