/** How figures are written for the organisation's offices (issue 28). */

const INDIAN = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A figure in Indian digit grouping, ASCII digits: 1,23,456 and 1,23,45,678. */
export const formatFigure = (value: number): string => INDIAN.format(value);

/** Excel's number format for the same grouping (lakhs and crores), whole numbers. */
export const INDIAN_NUMBER_FORMAT = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';
