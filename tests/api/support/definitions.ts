import { bhaugolik } from '../../../src/domain/modules/bhaugolik';

/** A copy of भौगोलिक वृत्त as next year's return: its own name, menu entry and path. */
export const campaignReturn = (name: string) => ({
  ...bhaugolik,
  name,
  menu: { ...bhaugolik.menu, id: `menu-${name}` },
  path: `/PMP-LJAV/${name}`,
  labels: {
    mr: {
      name: 'संपर्क वृत्त २०२७',
      fields: {
        reached: 'संपर्क झाला',
        households: 'घरे',
        persons: 'व्यक्ती',
        karyakartas: 'कार्यकर्ते',
        teams: 'गट',
      },
      sections: { sampark: 'संपर्क' },
      indicators: {
        reachedShare: 'संपर्क झालेली ठिकाणे (%)',
        personsPerHousehold: 'प्रति कुटुंब व्यक्ती',
      },
    },
  },
});

/** A register of service projects: a title, a kind, a count of people served. */
export const projectRegister = (name: string) => ({
  name,
  kind: 'register',
  period: 'none',
  placeLevels: [7, 8, 10, 11],
  sections: ['main'],
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 100,
      inList: true,
      search: true,
      section: 'main',
    },
    { name: 'location_id', type: 'place', inList: true, section: 'main' },
    {
      name: 'kind',
      type: 'select',
      choices: ['health', 'school', 'other'],
      inList: true,
      filter: true,
      section: 'main',
    },
    { name: 'served', type: 'integer', min: 0, max: 1000, inList: true, section: 'main' },
  ],
  access: {},
  menu: { id: `menu-${name}`, parent: 'application', order: 90 },
  routes: { list: [`/${name}`] },
  view: { list: 'table', titleField: 'title' },
  tracked: true,
  labels: {
    mr: {
      name: 'सेवा प्रकल्प',
      fields: { title: 'नाव', location_id: 'स्थान', kind: 'प्रकार', served: 'लाभार्थी' },
      sections: { main: 'माहिती' },
      choices: { kind: { health: 'आरोग्य', school: 'शाळा', other: 'इतर' } },
    },
  },
});
