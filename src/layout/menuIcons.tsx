import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import CelebrationIcon from '@mui/icons-material/Celebration';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DownloadIcon from '@mui/icons-material/Download';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import FlagIcon from '@mui/icons-material/Flag';
import HistoryIcon from '@mui/icons-material/History';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import InfoIcon from '@mui/icons-material/Info';
import PeopleIcon from '@mui/icons-material/People';
import SummarizeIcon from '@mui/icons-material/Summarize';

/** Icon names used in src/domain/menu.ts, mapped to Material icons. */
const ICONS: Readonly<Record<string, typeof DashboardIcon>> = {
  dashboard: DashboardIcon,
  story: AutoStoriesIcon,
  flag: FlagIcon,
  status: AssessmentIcon,
  attendance: EventAvailableIcon,
  report: SummarizeIcon,
  people: PeopleIcon,
  download: DownloadIcon,
  home: HomeWorkIcon,
  tree: AccountTreeIcon,
  admin: AdminPanelSettingsIcon,
  festival: CelebrationIcon,
  campaign: CampaignIcon,
  info: InfoIcon,
  chart: BarChartIcon,
  checklist: ChecklistIcon,
  history: HistoryIcon,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = name ? ICONS[name] : undefined;
  if (!Icon) return <FiberManualRecordIcon sx={{ fontSize: 8, mx: 1 }} />;
  return <Icon fontSize="small" />;
}
