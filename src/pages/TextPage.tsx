import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PublicLayout } from './PublicLayout';

/** A public page of headed paragraphs: `<ns>.title`, `<ns>.intro`, then `<section>Title`/`<section>`. */
export function TextPage({ ns, sections }: { ns: string; sections: readonly string[] }) {
  const translate = useTranslate();
  return (
    <PublicLayout title={translate(`${ns}.title`)}>
      <Typography sx={{ mb: 2 }}>{translate(`${ns}.intro`)}</Typography>
      {sections.map((section) => (
        <section key={section}>
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 0.5 }}>
            {translate(`${ns}.${section}Title`)}
          </Typography>
          <Typography>{translate(`${ns}.${section}`)}</Typography>
        </section>
      ))}
    </PublicLayout>
  );
}
