export { SadyasthitiView } from './SadyasthitiView';
export { ActiveSuchi } from './ActiveSuchi';
export { SadyasthitiAhawal } from './SadyasthitiAhawal';
export { SadyasthitiList } from './SadyasthitiList';
