export { PrintButton } from './PrintButton';
export { PrintHeading } from './PrintHeading';
export { PrintStyles } from './PrintStyles';
export { usePrinting } from './usePrinting';
