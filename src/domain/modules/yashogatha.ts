import { ALL_LEVELS } from '../levels';
import type { RegisterDeclaration } from '../engine/types';

/** यशोगाथा: success stories of any place, read by all, written by writers; cards + details. */
export const yashogatha: RegisterDeclaration = {
  name: 'yashogatha',
  kind: 'register',
  placeLevels: ALL_LEVELS,
  period: 'none',
  sections: ['story', 'text'],
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 150,
      inList: true,
      search: true,
      section: 'story',
    },
    { name: 'location_id', type: 'place', inList: true, section: 'story' },
    {
      name: 'date',
      type: 'date',
      required: true,
      rule: 'notFuture',
      inList: true,
      section: 'story',
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      choices: ['seva', 'shakha', 'utsav', 'abhiyan', 'itar'],
      inList: true,
      filter: true,
      section: 'story',
    },
    { name: 'toldBy', type: 'text', maxLength: 120, inList: true, search: true, section: 'story' },
    // taken on the phone, shrunk on it, kept by the server (issue 50)
    { name: 'photos', type: 'photo', maxPhotos: 4, inList: true, section: 'story' },
    {
      name: 'summary',
      type: 'longText',
      required: true,
      maxLength: 500,
      search: true,
      section: 'text',
    },
    { name: 'story', type: 'richText', required: true, section: 'text' },
  ],
  access: {},
  menu: { id: 'yashogatha', parent: 'application', order: 10, icon: 'story' },
  routes: { list: ['/yashogatha'], show: '/yashogatha/yashogatha-details/:id' },
  view: { list: 'cards', titleField: 'title', summaryField: 'summary', showPage: true },
  tracked: true,
  defaultSort: { field: 'date', order: 'DESC' },
};
