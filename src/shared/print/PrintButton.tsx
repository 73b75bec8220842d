import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

const LANDSCAPE_ID = 'print-landscape';

/** Turns the printed page sideways while a wide table is printed (an @page rule of its own). */
function setLandscape(on: boolean) {
  document.getElementById(LANDSCAPE_ID)?.remove();
  if (!on) return;
  const style = document.createElement('style');
  style.id = LANDSCAPE_ID;
  style.textContent = '@page { size: A4 landscape; }';
  document.head.append(style);
}

export interface PrintButtonProps {
  /** The printed page's name: what "save as PDF" offers as the file name. */
  title: string;
  /** Wide tables print across the page. */
  landscape?: boolean;
  /** Translation key of the button's label. */
  label?: string;
}

/** "छापा / PDF": the browser's print of this report, on A4, without the app around it. */
export function PrintButton({
  title,
  landscape = false,
  label = 'app.print.button',
}: PrintButtonProps) {
  const translate = useTranslate();
  const print = () => {
    const pageTitle = document.title;
    document.title = title;
    setLandscape(landscape);
    const restore = () => {
      document.title = pageTitle;
      setLandscape(false);
      window.removeEventListener('afterprint', restore);
    };
    window.addEventListener('afterprint', restore);
    window.print();
  };
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={print}>
      {translate(label)}
    </Button>
  );
}
