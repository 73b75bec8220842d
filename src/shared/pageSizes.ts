/** The page sizes every list offers (spec §2). */
export const PAGE_SIZES = [10, 20, 50, 100, 150, 200];
