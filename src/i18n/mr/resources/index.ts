import { anukulVyaktiMr } from './anukulVyakti';
import { countModulesMr } from './countModules';
import { ekakMr } from './ekak';
import { karyakartaMr } from './karyakarta';
import { karyakramMr } from './karyakram';
import { sahayogiSansthaMr } from './sahayogiSanstha';
import { sevaVastiMr } from './sevaVasti';
import { swayamsevakMr } from './swayamsevak';
import { yashogathaMr } from './yashogatha';

/** Labels of the configured modules, by resource name (`resources.<name>.*`). */
export const resourcesMr = {
  yashogatha: yashogathaMr,
  'seva-vasti': sevaVastiMr,
  'sahayogi-sanstha': sahayogiSansthaMr,
  karyakram: karyakramMr,
  karyakarta: karyakartaMr,
  'anukul-vyakti': anukulVyaktiMr,
  swayamsevak: swayamsevakMr,
  ekak: ekakMr,
  ...countModulesMr,
};
