import { TextPage } from './TextPage';

const SECTIONS = ['kept', 'purpose', 'who', 'safety', 'signIn', 'correction'] as const;

/** /pages/sampark-nond-privacy: what is kept, who sees it, how to ask for a correction. */
export const PrivacyPage = () => <TextPage ns="app.privacy" sections={SECTIONS} />;
