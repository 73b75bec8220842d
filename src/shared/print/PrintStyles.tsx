import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslate } from 'react-admin';

/**
 * What a printed page (or "save as PDF") shows: the report alone on A4, nothing of the app's
 * chrome, table headers repeated on every page, page numbers at the foot. The browser prints,
 * so Devanagari is shaped by the same engine as on screen.
 */
const printCss = (pageLabel: string) => ({
  '@page': {
    size: 'A4',
    margin: '12mm 10mm 14mm',
    '@bottom-center': {
      content: `"${pageLabel} " counter(page) " / " counter(pages)`,
      fontSize: '9pt',
    },
  },
  '@media print': {
    'header, nav, .RaSidebar-fixed, .MuiDrawer-root, [data-print="hide"], .MuiButton-root, .MuiSnackbar-root':
      { display: 'none !important' },
    '[data-print="only"]': { display: 'block !important' },
    body: { background: '#fff' },
    'main, .RaLayout-content, .RaLayout-appFrame': {
      margin: '0 !important',
      padding: '0 !important',
    },
    '.MuiTableContainer-root': { overflow: 'visible !important', maxHeight: 'none !important' },
    thead: { display: 'table-header-group' },
    'tr, td, th': { breakInside: 'avoid' },
    'table, th, td': { fontSize: '9pt !important', padding: '2px 4px !important' },
    'th, td': { border: '1px solid #999 !important' },
  },
  '[data-print="only"]': { display: 'none' },
});

/** The print stylesheet of every signed-in page. */
export function PrintStyles() {
  const translate = useTranslate();
  return <GlobalStyles styles={printCss(translate('app.print.page'))} />;
}
