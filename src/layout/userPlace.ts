import { levelLabel, placeLabel, type AppPermissions } from '../domain';

/** The level name and place name of the user's assigned place, as the shell shows them. */
export const userPlace = (p: AppPermissions) => ({
  level: levelLabel(p.levelId, p.location.name_suffix),
  place: placeLabel(p.location),
});
