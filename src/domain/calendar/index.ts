// The financial year, its months and India's days: the general calendar every period, report
// and module reads (it lived under gathering/, which made the lower layers import a module's
// folder: issue 46)
export * from './calendar';
export * from './months';
