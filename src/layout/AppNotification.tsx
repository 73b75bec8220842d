import { Notification } from 'react-admin';

/** Snackbar notifications hide after 6 s (spec §4 "Snackbar", §9). */
export const AppNotification = () => <Notification autoHideDuration={6000} />;
