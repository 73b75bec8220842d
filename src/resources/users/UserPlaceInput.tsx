import type { Validator } from 'react-admin';
import { SYSTEM_USER_LEVELS } from '../../domain/users';
import { PlaceInput } from '../../shared/PlaceInput';
import { label } from './userChoices';

/** A user's place (or the filter's): levels 1 to 8 only. */
export const UserPlaceInput = (props: {
  source?: string;
  validate?: Validator;
  alwaysOn?: boolean;
}) => <PlaceInput {...props} label={label('place')} selectableLevels={SYSTEM_USER_LEVELS} />;
