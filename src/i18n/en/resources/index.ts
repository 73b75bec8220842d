import { anukulVyaktiEn } from './anukulVyakti';
import { countModulesEn } from './countModules';
import { ekakEn } from './ekak';
import { karyakartaEn } from './karyakarta';
import { karyakramEn } from './karyakram';
import { sahayogiSansthaEn } from './sahayogiSanstha';
import { sevaVastiEn } from './sevaVasti';
import { swayamsevakEn } from './swayamsevak';
import { yashogathaEn } from './yashogatha';

/** Labels of the configured modules, by resource name (`resources.<name>.*`). */
export const resourcesEn = {
  yashogatha: yashogathaEn,
  'seva-vasti': sevaVastiEn,
  'sahayogi-sanstha': sahayogiSansthaEn,
  karyakram: karyakramEn,
  karyakarta: karyakartaEn,
  'anukul-vyakti': anukulVyaktiEn,
  swayamsevak: swayamsevakEn,
  ekak: ekakEn,
  ...countModulesEn,
};
