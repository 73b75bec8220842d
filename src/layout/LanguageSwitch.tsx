import { ToggleButton, ToggleButtonGroup, Typography, Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n';

/** मराठी / English switch. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const label = translate('app.shell.language');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        aria-label={label}
        onChange={(_, value: string | null) => value && setLocale(value)}
      >
        {LOCALES.map(({ locale: code, name }) => (
          <ToggleButton
            key={code}
            value={code}
            lang={code}
            sx={{ textTransform: 'none', py: 0.25 }}
          >
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
