import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import {
  canWrite,
  GATHERING_LEVELS,
  monthKey,
  placeLabel,
  type AppPermissions,
} from '../../domain';
import { GeoPickerButton, useSelectedPlace } from '../geo-picker';
import { initialPeriod, storePeriod, type Period } from './entry';
import { PeriodFields } from './PeriodFields';
import { UnitGroups } from './UnitGroups';
import { BlankGatheringSheet } from './BlankGatheringSheet';
import type { SanghikRecord } from '../../domain/gatheringRecords';
import { PICKER_MODE } from '../../domain/picker';
import { PrintButton, usePrinting } from '../../shared/print';
import { ConfirmUnusual } from '../../shared/ConfirmUnusual';
import { FilterBar } from '../../shared/FilterBar';
import { UnsavedGuard } from '../../shared/UnsavedGuard';
import { useSanghikEntry } from './useSanghikEntry';
import { PageLoading } from '../../shared/PageLoading';

/** /sanghik/add: a month's gathering attendance of the units under a नगर or उपखंड. */
export function SanghikAddPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<AppPermissions>();
  const { place, ready } = useSelectedPlace();
  const [period, setPeriod] = useState<Period>(() => initialPeriod(today));
  const entry = useSanghikEntry();
  const { record, dirty, loading, saving, stale, find, change, save, reload } = entry;
  const writer = Boolean(permissions && canWrite(permissions));
  const printing = usePrinting();

  const heading = (shown: SanghikRecord) =>
    translate('app.sanghikEntry.heading', {
      place: placeLabel(shown.location),
      month: translate(monthKey(shown.month)),
      year: shown.year,
    });
  const discardOk = () => !dirty || window.confirm(translate('app.sanghikEntry.discard'));
  const choosePeriod = (next: Period) => {
    setPeriod(next);
    storePeriod(next);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: 10 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.sanghikEntry.title')}
      </Typography>
      <FilterBar>
        <PeriodFields today={today} value={period} onChange={choosePeriod} />
        <GeoPickerButton mode={PICKER_MODE.gatheringEntry} selectableLevels={GATHERING_LEVELS} />
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={loading || !ready}
          onClick={() => discardOk() && find(place, period)}
        >
          {translate('app.sanghikEntry.find')}
        </Button>
      </FilterBar>
      {loading && <PageLoading sx={{ mt: 2 }} />}
      {record && printing && (
        <BlankGatheringSheet heading={heading(record)} units={record.sankalp} />
      )}
      {record && (
        <Box sx={{ mt: 3 }} data-print="hide">
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} alignItems="center">
            <Typography variant="h6" component="h2">
              {heading(record)}
            </Typography>
            <Chip
              color="primary"
              label={translate('app.sanghikEntry.totalUnits', { count: record.sankalp.length })}
            />
            {record.sankalp.length > 0 && (
              <PrintButton
                title={heading(record)}
                label="app.sanghikEntry.blankSheet.print"
                landscape
              />
            )}
          </Stack>
          {stale && (
            <Alert
              severity="warning"
              sx={{ my: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void reload()}>
                  {translate('app.entity.stale.reload')}
                </Button>
              }
            >
              {translate('app.error.STALE')}
            </Alert>
          )}
          <Alert severity="info" sx={{ my: 2 }}>
            {translate('app.sanghikEntry.info')}
          </Alert>
          <UnitGroups units={record.sankalp} readOnly={!writer} onChange={change} />
          {writer && record.sankalp.length > 0 && (
            <Box sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 2 }}>
              <Button
                variant="contained"
                size="large"
                startIcon={<SaveIcon />}
                disabled={saving || loading || stale}
                onClick={() => void save(place)}
              >
                {translate(record.sanghik_id ? 'app.sanghikEntry.update' : 'app.sanghikEntry.save')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      <ConfirmUnusual
        count={entry.confirming}
        onConfirm={() => void save(place, true)}
        onClose={entry.keepChecking}
      />
      <UnsavedGuard when={dirty} />
    </Box>
  );
}
