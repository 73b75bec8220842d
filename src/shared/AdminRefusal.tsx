import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** What an administrators' page shows anyone else (the server refuses their calls anyway). */
export function AdminRefusal({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate(message)}
    </Alert>
  );
}
