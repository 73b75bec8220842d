import { TextPage } from './TextPage';

const SECTIONS = ['access', 'data', 'tech'] as const;

/** /pages/contact-us */
export const ContactPage = () => <TextPage ns="app.contact" sections={SECTIONS} />;
