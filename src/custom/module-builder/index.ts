export { ModuleBuilderPage } from './ModuleBuilderPage';
export { ModuleEditorPage } from './ModuleEditorPage';
export { ModuleRecordsPage } from './ModuleRecordsPage';
