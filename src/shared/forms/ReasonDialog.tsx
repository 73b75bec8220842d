import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import { FormDialog } from './FormDialog';

interface Props {
  title: string;
  label: string;
  submitLabel: string;
  /** Said above the reason (what is asked, of whom). */
  children?: ReactNode;
  /** Sends the reason; a refusal's key (or `failedKey`) is shown in the dialog. */
  onSubmit(reason: string): Promise<unknown>;
  failedKey: string;
  onDone(): void;
  onClose(): void;
}

/** A dialog that asks for a reason (required) and sends it, saying why when it fails. */
export function ReasonDialog(props: Props) {
  const { title, label, submitLabel, children, onSubmit, failedKey, onDone, onClose } = props;
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setLoading(true);
    try {
      await onSubmit(reason.trim());
      onDone();
    } catch (failure) {
      const key = (failure as HttpError).body?.error?.[0]?.key as string | undefined;
      setError(key ?? failedKey);
      setLoading(false);
    }
  };
  return (
    <FormDialog
      title={title}
      error={error}
      loading={loading}
      submitLabel={submitLabel}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      {children}
      <TextField
        label={label}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? translate('app.periodRequest.error.reason') : undefined}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
