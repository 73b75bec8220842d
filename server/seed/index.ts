export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demoAccounts';
export { DEMO_TREE, demoPlaceAt, type DemoPlace } from './demoTree';
export { seedDemoData } from './seedDemoData';
export { demoClaims, seedFirebaseAccounts } from './seedFirebaseAccounts';
