import { ALL_LEVELS } from '../levels';
import type { RegisterDeclaration } from '../engine/types';

/** सहयोगी संस्था माहिती: organisations that work with the campaign (levels 1, 6, 7). */
export const sahayogiSanstha: RegisterDeclaration = {
  name: 'sahayogi-sanstha',
  kind: 'register',
  placeLevels: ALL_LEVELS,
  period: 'none',
  sections: ['sanstha', 'head'],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 150,
      inList: true,
      search: true,
      section: 'sanstha',
    },
    { name: 'location_id', type: 'place', inList: true, section: 'sanstha' },
    {
      name: 'sansthaType',
      type: 'select',
      required: true,
      choices: ['seva', 'shaikshanik', 'dharmik', 'samajik', 'krida', 'itar'],
      inList: true,
      filter: true,
      section: 'sanstha',
    },
    {
      name: 'workField',
      type: 'text',
      maxLength: 150,
      inList: true,
      search: true,
      section: 'sanstha',
    },
    {
      name: 'members',
      type: 'count',
      max: 1_000_000,
      inList: true,
      summed: true,
      section: 'sanstha',
    },
    {
      name: 'headName',
      type: 'text',
      required: true,
      maxLength: 120,
      inList: true,
      search: true,
      section: 'head',
    },
    { name: 'mobile', type: 'phone', required: true, inList: true, section: 'head' },
    { name: 'address', type: 'longText', maxLength: 500, section: 'head' },
  ],
  access: { userLevels: [1, 6, 7] },
  menu: {
    id: 'la-sahayogi-sanstha-mahiti-sankalan',
    parent: 'lokjagaran-abhiyan-vrutta',
    order: 30,
  },
  routes: { list: ['/PMP-LJAV/sahayogi-sansth-mahiti'] },
  view: { list: 'table', titleField: 'name' },
  tracked: true,
};
