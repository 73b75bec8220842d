export { PlaceActions } from './PlaceActions';
